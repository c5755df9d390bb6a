// RUN: uop-opt %s -split-input-file -uop-loops-to-grid | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-loops-to-grid=max-size=16 | FileCheck %s --check-prefix=SMALL
// RUN: uop-opt %s -split-input-file -uop-loops-to-grid=max-dims=1 | FileCheck %s --check-prefix=ONE
// RUN: not uop-opt %s -split-input-file -uop-loops-to-grid=max-dims=4 2>&1 | FileCheck %s --check-prefix=BAD-DIMS
// BAD-DIMS: error: uop-loops-to-grid: max-dims must be 1, 2 or 3, not 4

// A reduction over rows (CLANG's sum_axis1): the row loop is parallel (each
// row's store is its own), the reduction loop is not (an accumulator runs
// over it). The row loop becomes block index 0.
// CHECK-LABEL: uop.kernel @rows
// CHECK: %[[G:.*]] = uop.special "gidx0" dim 0 size 32
// CHECK-NOT: uop.range %{{.*}} depth 1
// CHECK: %[[I:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 0
// CHECK: uop.store %{{.*}}[%[[G]]]
// A loop larger than max-size stays.
// SMALL-LABEL: uop.kernel @rows
// SMALL-NOT: uop.special
// SMALL-LABEL: uop.kernel @elementwise
uop.kernel @rows {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c16 = uop.const 16 : i32
  %c32 = uop.const 32 : i32
  %o = uop.range %c0 to %c32 depth 1 index 0
  %i = uop.range %c0 to %c16 depth 2 index 0
  %acc = uop.define_acc over(%i) index 0 count 0 init 0.0 : f32
  %base = uop.mul %o, %c16 : i32
  %idx = uop.add %base, %i : i32
  %v = uop.load %d1[%idx] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %st = uop.store %d0[%o], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Both loops of an elementwise kernel over a 2-D output, with a loop from a
// nonzero start and vector stores of 4 lanes 4 apart in rows of 16: three
// indices at most, the outermost first; the start is added back.
// CHECK-LABEL: uop.kernel @elementwise
// CHECK-DAG: %[[G0:.*]] = uop.special "gidx0" dim 0 size 10
// CHECK-DAG: %[[G1:.*]] = uop.special "gidx1" dim 1 size 2
// CHECK-DAG: %[[C1:.*]] = uop.const 1 : i32
// CHECK: %[[J:.*]] = uop.add %[[G1]], %[[C1]] : i32
// CHECK-NOT: uop.range
// With max-dims=1 (the CPU's), the outer loop alone becomes an index.
// ONE-LABEL: uop.kernel @elementwise
// ONE: uop.special "gidx0" dim 0 size 10
// ONE-NOT: uop.special
// ONE: uop.range %{{.*}} to %{{.*}} depth 0 index 1
// ONE-NOT: uop.special
// ONE-LABEL: uop.kernel @symbolic
uop.kernel @elementwise {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c10 = uop.const 10 : i32
  %c16 = uop.const 16 : i32
  %i = uop.range %c0 to %c10 depth 0 index 0
  %j = uop.range %c1 to %c3 depth 0 index 1
  %row = uop.mul %i, %c16 : i32
  %col = uop.mul %j, %c4 : i32
  %at = uop.add %row, %col : i32
  %v = uop.load %d1[%at] : !uop.ptr<f32> -> vector<4xf32>
  %st = uop.store %d0[%at], %v : !uop.ptr<f32>, vector<4xf32>
  uop.sink %st
}

// -----

// A loop ending at a variable becomes an index of that size.
// CHECK-LABEL: uop.kernel @symbolic
// CHECK: uop.special "gidx0" dim 0 size #uop.var<"n", 1, 64>
uop.kernel @symbolic {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %n = uop.define_var <"n", 1, 64>
  %i = uop.range %c0 to %n depth 0 index 0
  %st = uop.store %d0[%i], %i : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Must not fire: cumsum reads what other iterations of its loop wrote.
// CHECK-LABEL: uop.kernel @reads_other_iterations
// CHECK-NOT: uop.special
uop.kernel @reads_other_iterations {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c8 = uop.const 8 : i32
  %i = uop.range %c1 to %c8 depth 0 index 0
  %prev = uop.sub %i, %c1 : i32
  %v = uop.load %d0[%prev] : !uop.ptr<f32> -> f32
  %st = uop.store %d0[%i], %v : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Must not fire: two iterations store to the same element (the vector
// store's 4 lanes overlap the next iteration's), or a store does not
// depend on the loop, or an accumulator runs over it.
// CHECK-LABEL: uop.kernel @overlapping
// CHECK-NOT: uop.special
uop.kernel @overlapping {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c8 = uop.const 8 : i32
  %i = uop.range %c0 to %c8 depth 0 index 0
  %at = uop.mul %i, %c2 : i32
  %v = uop.load %d1[%at] : !uop.ptr<f32> -> vector<4xf32>
  %st = uop.store %d0[%at], %v : !uop.ptr<f32>, vector<4xf32>
  uop.sink %st
}
// CHECK-LABEL: uop.kernel @store_outside
// CHECK-NOT: uop.special
uop.kernel @store_outside {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %one = uop.const 1.0 : f32
  %i = uop.range %c0 to %c8 depth 0 index 0
  %s0 = uop.store %d0[%i], %one : !uop.ptr<f32>, f32
  %s1 = uop.store %d1[%c0], %one : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}
// CHECK-LABEL: uop.kernel @full_reduction
// CHECK-NOT: uop.special
uop.kernel @full_reduction {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %i = uop.range %c0 to %c8 depth 0 index 0
  %acc = uop.define_acc over(%i) index 0 count 0 init 0.0 : f32
  %v = uop.load %d1[%i] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Must not fire on a GPU-style kernel: it has thread indices already.
// CHECK-LABEL: uop.kernel @gpu_style
// CHECK: uop.range
uop.kernel @gpu_style {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %i = uop.range %c0 to %c8 depth 0 index 0
  %m = uop.mul %g, %c8 : i32
  %at = uop.add %m, %i : i32
  %st = uop.store %d0[%at], %i : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// A launch size the kernel records (all ones, as a CLANG-style kernel's)
// takes the block indices' sizes: a launcher reading it would otherwise
// run one block and leave every other row unwritten.
// CHECK-LABEL: uop.kernel @recorded_launch_size global [8, 1, 1] local [1, 1, 1]
// CHECK: uop.special "gidx0" dim 0 size 8
// SMALL-LABEL: uop.kernel @recorded_launch_size global [8, 1, 1] local [1, 1, 1]
uop.kernel @recorded_launch_size global [1, 1, 1] local [1, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %o = uop.range %c0 to %c8 depth 0 index 0
  %v = uop.cast %o : i32 to f32
  %st = uop.store %d0[%o], %v : !uop.ptr<f32>, f32
  uop.sink %st
}
