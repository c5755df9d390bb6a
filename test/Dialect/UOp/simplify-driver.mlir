// Both engines of uop-simplify reach the same fixpoint; each case runs
// through both and one set of checks.
// RUN: uop-opt %s -split-input-file -uop-simplify | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-simplify=driver=greedy | FileCheck %s
// RUN: not uop-opt %s -uop-simplify=driver=fast 2>&1 | FileCheck %s --check-prefix=BADOPT

// BADOPT: Cannot find option named 'fast'!

// An input without a kernel (found by uop-fuzz-parse: the driver looked for
// a dialect nothing had loaded yet).
// RUN: echo "" | uop-opt -uop-simplify | FileCheck %s --check-prefix=EMPTY
// RUN: echo "" | uop-opt -uop-simplify=driver=greedy | FileCheck %s --check-prefix=EMPTY
// EMPTY: module {
// EMPTY-NEXT: }

// Ops that a fold makes equal merge, and the merged value folds further:
// (x + 0) * 4 and x * 4 become one product, then p - p is 0, and the store
// of that is a store of the constant.
// CHECK-LABEL: uop.kernel @merge_after_fold
// CHECK-DAG: %[[C0:.*]] = uop.const 0 : i32
// CHECK-DAG: %[[OUT:.*]] = uop.define_global 0
// CHECK-NOT: uop.mul
// CHECK-NOT: uop.sub
// CHECK: uop.store %[[OUT]][%{{.*}}], %[[C0]]
uop.kernel @merge_after_fold global [8, 1, 1] {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size 8
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %x0 = uop.add %g, %c0 : i32
  %p = uop.mul %x0, %c4 : i32
  %q = uop.mul %g, %c4 : i32
  %d = uop.sub %p, %q : i32
  %s = uop.store %out[%g], %d : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// The range rules and the folder feed each other: (g*4 + l) / 4 is g by the
// ranges, then g < 8 is true by the ranges, the where folds to its first
// arm, and the load is no longer needed.
// CHECK-LABEL: uop.kernel @ranges_then_folds
// CHECK: %[[G:.*]] = uop.special "gidx0"
// CHECK-NOT: uop.div
// CHECK-NOT: uop.where
// CHECK-NOT: uop.load
// CHECK: uop.store %{{.*}}[%[[G]]], %[[G]]
uop.kernel @ranges_then_folds global [8, 1, 1] local [4, 1, 1] {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size 8
  %l = uop.special "lidx0" dim 0 size 4
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %gs = uop.mul %g, %c4 : i32
  %sum = uop.add %gs, %l : i32
  %q = uop.div %sum, %c4 : i32
  %lt = uop.cmplt %q, %c8 : i32
  %other = uop.load %in[%g] : !uop.ptr<i32> -> i32
  %v = uop.where %lt, %q, %other : i32
  %s = uop.store %out[%g], %v : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// Equal loads merge when nothing between them writes, and stay apart when a
// store comes between.
// CHECK-LABEL: uop.kernel @loads_and_stores
// CHECK: %[[A:.*]] = uop.load %[[BUF:.*]][%[[I:.*]]] :
// CHECK: %[[S:.*]] = uop.store %[[BUF]][%{{.*}}], %[[A]]
// CHECK: %[[B:.*]] = uop.load %[[BUF]][%[[I]]] :
// CHECK-NOT: uop.load
// CHECK: uop.add %[[B]], %[[B]]
uop.kernel @loads_and_stores global [4, 1, 1] {
  %buf = uop.define_global 0 mutable : !uop.ptr<f32>
  %g = uop.special "gidx0" dim 0 size 4
  %c4 = uop.const 4 : i32
  %j = uop.add %g, %c4 : i32
  %a = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %s1 = uop.store %buf[%j], %a : !uop.ptr<f32>, f32
  %b = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %c = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %sum = uop.add %b, %c : f32
  %s2 = uop.store %buf[%g], %sum : !uop.ptr<f32>, f32
  uop.sink %s1, %s2
}

// -----

// Loads of one address in three stretches between stores: each stretch keeps
// one, whichever stretches came before.
// CHECK-LABEL: uop.kernel @loads_between_stores
// CHECK: %[[A:.*]] = uop.load %[[BUF:.*]][%[[G:.*]]] :
// CHECK: uop.store %[[BUF]][%{{.*}}], %[[A]]
// CHECK: %[[B:.*]] = uop.load %[[BUF]][%[[G]]] :
// CHECK: uop.add %[[B]], %[[B]]
// CHECK: uop.store
// CHECK: %[[C:.*]] = uop.load %[[BUF]][%[[G]]] :
// CHECK-NOT: uop.load
// CHECK: uop.mul %[[C]], %[[C]]
uop.kernel @loads_between_stores global [4, 1, 1] {
  %buf = uop.define_global 0 mutable : !uop.ptr<f32>
  %g = uop.special "gidx0" dim 0 size 4
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %j = uop.add %g, %c4 : i32
  %k = uop.add %g, %c8 : i32
  %a = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %s1 = uop.store %buf[%j], %a : !uop.ptr<f32>, f32
  %b1 = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %b2 = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %sum = uop.add %b1, %b2 : f32
  %s2 = uop.store %buf[%k], %sum : !uop.ptr<f32>, f32
  %c1 = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %c2 = uop.load %buf[%g] : !uop.ptr<f32> -> f32
  %prod = uop.mul %c1, %c2 : f32
  %s3 = uop.store %buf[%g], %prod : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3
}

// -----

// Nothing to do: a strict_float kernel keeps x + 0.0 (not exact for -0.0),
// and an op whose range is not a single value stays.
// CHECK-LABEL: uop.kernel @nothing_folds strict_float
// CHECK: uop.mod %{{.*}}, %{{.*}} : i32
// CHECK: %[[X:.*]] = uop.load
// CHECK: %[[Y:.*]] = uop.add %[[X]], %{{.*}} : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[Y]]
uop.kernel @nothing_folds strict_float global [8, 1, 1] {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %g = uop.special "gidx0" dim 0 size 8
  %c3 = uop.const 3 : i32
  %zero = uop.const 0.0 : f32
  %m = uop.mod %g, %c3 : i32
  %x = uop.load %in[%m] : !uop.ptr<f32> -> f32
  %y = uop.add %x, %zero : f32
  %s = uop.store %out[%g], %y : !uop.ptr<f32>, f32
  uop.sink %s
}

// -----

// Rules that overlap reach one result in either order: x + (-y * -1) is
// x + -(-y), which AddOfNeg makes x - -y and SubOfNeg then x + y, and which
// -(-y) -> y makes x + y directly (tinygrad 0.9.0's arange kernels).
// CHECK-LABEL: uop.kernel @overlapping_rules
// CHECK: %[[Y:.*]] = uop.load
// CHECK-NOT: uop.neg
// CHECK-NOT: uop.sub
// CHECK: %[[S:.*]] = uop.add %[[G:.*]], %[[Y]] : i32
// CHECK: uop.store %{{.*}}[%[[G]]], %[[S]]
uop.kernel @overlapping_rules global [4, 1, 1] {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size 4
  %cm1 = uop.const -1 : i32
  %y = uop.load %out[%g] : !uop.ptr<i32> -> i32
  %n = uop.neg %y : i32
  %m = uop.mul %n, %cm1 : i32
  %s = uop.add %g, %m : i32
  %st = uop.store %out[%g], %s : !uop.ptr<i32>, i32
  uop.sink %st
}
