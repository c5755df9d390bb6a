// RUN: uop-opt %s -split-input-file -uop-accumulate-last | FileCheck %s

// tinygrad's sum of 4 loads per iteration, x3 + (x2 + (x1 + (x0 + acc))),
// is summed in the order of its terms, ((x3 + x2) + x1) + x0, then acc.
// CHECK-LABEL: uop.kernel @sum
// CHECK: %[[ACC:.*]] = uop.define_acc
// CHECK-DAG: %[[X0:.*]] = uop.load %{{.*}}[%[[I0:.*]]] : !uop.ptr<f32> -> f32
// CHECK: %[[S1:.*]] = uop.add %[[X3:.*]], %[[X2:.*]] : f32
// CHECK: %[[S2:.*]] = uop.add %[[S1]], %[[X1:.*]] : f32
// CHECK: %[[S3:.*]] = uop.add %[[S2]], %[[X0]] : f32
// CHECK: %[[U:.*]] = uop.add %[[S3]], %[[ACC]] : f32
// CHECK: uop.phi %[[ACC]], %[[U]] : f32
// CHECK-NOT: uop.add %{{.*}}, %[[ACC]]
uop.kernel @sum {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %base = uop.mul %r, %c4 : i32
  %i1 = uop.add %base, %c1 : i32
  %i2 = uop.add %base, %c2 : i32
  %i3 = uop.add %base, %c3 : i32
  %x0 = uop.load %d1[%base] : !uop.ptr<f32> -> f32
  %x1 = uop.load %d1[%i1] : !uop.ptr<f32> -> f32
  %x2 = uop.load %d1[%i2] : !uop.ptr<f32> -> f32
  %x3 = uop.load %d1[%i3] : !uop.ptr<f32> -> f32
  %a0 = uop.add %x0, %acc : f32
  %a1 = uop.add %x1, %a0 : f32
  %a2 = uop.add %x2, %a1 : f32
  %a3 = uop.add %x3, %a2 : f32
  %phi = uop.phi %acc, %a3 : f32
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Integer sums are exact in any order: strict_float does not matter. A
// partial sum that something else uses is a term of its own.
// CHECK-LABEL: uop.kernel @ints_with_shared_term
// CHECK: %[[ACC:.*]] = uop.define_acc
// CHECK: %[[SHARED:.*]] = uop.add %[[X:.*]], %[[Y:.*]] : i32
// CHECK: %[[S:.*]] = uop.add %[[Z:.*]], %[[SHARED]] : i32
// CHECK: %[[U:.*]] = uop.add %[[S]], %[[ACC]] : i32
// CHECK: uop.phi %[[ACC]], %[[U]] : i32
uop.kernel @ints_with_shared_term strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %x = uop.load %d1[%r] : !uop.ptr<i32> -> i32
  %y = uop.load %d1[%c1] : !uop.ptr<i32> -> i32
  %z = uop.load %d1[%c0] : !uop.ptr<i32> -> i32
  %shared = uop.add %x, %y : i32
  %a0 = uop.add %shared, %acc : i32
  %a1 = uop.add %z, %a0 : i32
  %phi = uop.phi %acc, %a1 : i32
  %st = uop.store %d0[%c0], %phi : !uop.ptr<i32>, i32
  %st2 = uop.store %d0[%c1], %shared : !uop.ptr<i32>, i32
  uop.sink %st, %st2
}

// -----

// Negative: a strict_float kernel keeps its float sums as written.
// CHECK-LABEL: uop.kernel @strict
// CHECK: %[[A0:.*]] = uop.add %{{.*}}, %[[ACC:.*]] : f32
// CHECK: %[[A1:.*]] = uop.add %{{.*}}, %[[A0]] : f32
// CHECK: uop.phi %[[ACC]], %[[A1]] : f32
uop.kernel @strict strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %x = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %y = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %a0 = uop.add %x, %acc : f32
  %a1 = uop.add %y, %a0 : f32
  %phi = uop.phi %acc, %a1 : f32
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Negative: the accumulator already comes last, and an update that reads
// the accumulator twice is no sum into it.
// CHECK-LABEL: uop.kernel @already_last
// CHECK: %[[S:.*]] = uop.add %[[X:.*]], %[[Y:.*]] : f32
// CHECK: %[[U:.*]] = uop.add %[[S]], %[[ACC:.*]] : f32
// CHECK: uop.phi %[[ACC]], %[[U]] : f32
// CHECK: %[[T:.*]] = uop.add %[[ACC2:.*]], %[[ACC2]] : f32
// CHECK: %[[V:.*]] = uop.add %{{.*}}, %[[T]] : f32
// CHECK: uop.phi %[[ACC2]], %[[V]] : f32
uop.kernel @already_last {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %x = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %y = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %s = uop.add %x, %y : f32
  %u = uop.add %s, %acc : f32
  %phi = uop.phi %acc, %u : f32
  %acc2 = uop.define_acc over(%r) index 1 count 0 init 1.0 : f32
  %t = uop.add %acc2, %acc2 : f32
  %v = uop.add %x, %t : f32
  %phi2 = uop.phi %acc2, %v : f32
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
  %st2 = uop.store %d0[%c1], %phi2 : !uop.ptr<f32>, f32
  uop.sink %st, %st2
}
