// RUN: uop-opt %s -split-input-file -canonicalize="test-convergence=true" | FileCheck %s

// One section per entry of tinygrad 0.9.0's constant_folder (in its order),
// each with a case where it fires and one where it must not. Constant
// evaluation of every op and dtype is in fold.mlir.

//===----------------------------------------------------------------------===//
// Arange loop collapse: where((idx + mval*r) < c, m, 0) over r in [0, n)
//===----------------------------------------------------------------------===//

// The count of iterations with r > g + 5 is min(16, max(10 - g, 0)), and the
// sum over the loop collapses with it: no loop is left.
// CHECK-LABEL: uop.kernel @arange_collapse
// CHECK-NOT: uop.range
// CHECK-NOT: uop.unmul
// CHECK: %[[G:.*]] = uop.special "gidx0"
// CHECK: %[[A:.*]] = uop.sub %[[G]], %{{.*}} : i32
// CHECK: %[[B:.*]] = uop.sub %[[A]], %{{.*}} : i32
// CHECK: %[[D:.*]] = uop.sub %{{.*}}, %[[B]] : i32
// CHECK: %[[E:.*]] = uop.max %[[D]], %{{.*}} : i32
// CHECK: %[[F:.*]] = uop.neg %[[E]] : i32
// CHECK: %[[H:.*]] = uop.max %[[F]], %{{.*}} : i32
// CHECK: %[[I:.*]] = uop.neg %[[H]] : i32
// CHECK: uop.store %{{.*}}[%[[G]]], %[[I]]
uop.kernel @arange_collapse {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c16 = uop.const 16 : i32
  %cm1 = uop.const -1 : i32
  %cm5 = uop.const -5 : i32
  %g = uop.special "gidx0" dim 0 size 16
  %r = uop.range %c0 to %c16 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %m = uop.mul %r, %cm1 : i32
  %a = uop.add %g, %m : i32
  %lt = uop.cmplt %a, %cm5 : i32
  %w = uop.where %lt, %c1, %c0 : i32
  %sum = uop.add %w, %acc : i32
  %phi = uop.phi %acc, %sum : i32
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Not for a positive multiplier (0.9.0 does not either).
// CHECK-LABEL: uop.kernel @arange_positive_multiplier
// CHECK: uop.range
// CHECK: uop.where
// CHECK: uop.phi
uop.kernel @arange_positive_multiplier {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c16 = uop.const 16 : i32
  %cm5 = uop.const -5 : i32
  %g = uop.special "gidx0" dim 0 size 16
  %r = uop.range %c0 to %c16 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %m = uop.mul %r, %c2 : i32
  %a = uop.add %g, %m : i32
  %lt = uop.cmplt %a, %cm5 : i32
  %w = uop.where %lt, %c1, %c0 : i32
  %sum = uop.add %w, %acc : i32
  %phi = uop.phi %acc, %sum : i32
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Not for a loop that does not start at 0.
// CHECK-LABEL: uop.kernel @arange_nonzero_start
// CHECK: uop.range
// CHECK: uop.where
uop.kernel @arange_nonzero_start {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c16 = uop.const 16 : i32
  %cm1 = uop.const -1 : i32
  %cm5 = uop.const -5 : i32
  %g = uop.special "gidx0" dim 0 size 16
  %r = uop.range %c1 to %c16 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %m = uop.mul %r, %cm1 : i32
  %a = uop.add %g, %m : i32
  %lt = uop.cmplt %a, %cm5 : i32
  %w = uop.where %lt, %c1, %c0 : i32
  %sum = uop.add %w, %acc : i32
  %phi = uop.phi %acc, %sum : i32
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Not in a linearized kernel, whose schedule fixes where each op runs.
// CHECK-LABEL: uop.kernel @arange_linear
// CHECK: uop.where
// CHECK: uop.phi
uop.kernel @arange_linear linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c16 = uop.const 16 : i32
  %cm1 = uop.const -1 : i32
  %cm5 = uop.const -5 : i32
  %g = uop.special "gidx0" dim 0 size 16
  %r = uop.range %c0 to %c16 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %m = uop.mul %r, %cm1 : i32
  %a = uop.add %g, %m : i32
  %lt = uop.cmplt %a, %cm5 : i32
  %w = uop.where %lt, %c1, %c0 : i32
  %sum = uop.add %w, %acc : i32
  %phi = uop.phi %acc, %sum : i32
  uop.endrange %r
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
}

//===----------------------------------------------------------------------===//
// Sum collapse: phi(acc(r), a + b) with a independent of r
//===----------------------------------------------------------------------===//

// -----

// The trip count is end - start = 6.
// CHECK-LABEL: uop.kernel @sum_collapse
// CHECK-DAG: %[[SIX:.*]] = uop.const 6.000000e+00 : f32
// CHECK-NOT: uop.range
// CHECK: %[[V:.*]] = uop.load
// CHECK: %[[M:.*]] = uop.mul %[[V]], %[[SIX]] : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[M]]
uop.kernel @sum_collapse {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c2 = uop.const 2 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c2 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %d1[%g] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %st = uop.store %d0[%g], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Not when every addend depends on the loop.
// CHECK-LABEL: uop.kernel @sum_no_collapse
// CHECK: %[[R:.*]] = uop.range
// CHECK: uop.load %{{.*}}[%[[R]]]
// CHECK: uop.phi
uop.kernel @sum_no_collapse {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %st = uop.store %d0[%g], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Not when the rest of the update does not sum into the accumulator (its
// value is the last iteration's, not a sum): found by uop-fuzz-diff, seed
// 4454.
// CHECK-LABEL: uop.kernel @sum_no_collapse_last_value
// CHECK: %[[ACC:.*]] = uop.define_acc
// CHECK: %[[X:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<i32> -> i32
// CHECK: %[[S:.*]] = uop.add %[[X]], %{{.*}} : i32
// CHECK: uop.phi %[[ACC]], %[[S]] : i32
uop.kernel @sum_no_collapse_last_value {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %r = uop.range %c0 to %c2 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %x = uop.load %in[%r] : !uop.ptr<i32> -> i32
  %y = uop.load %in[%c2] : !uop.ptr<i32> -> i32
  %s = uop.add %x, %y : i32
  %p = uop.phi %acc, %s : i32
  %st = uop.store %out[%c0], %p : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Through a gep of a vector accumulator: phi(gep, gep) keeps the element's
// initial value, 0, and 0 + v*8 is v*8.
// CHECK-LABEL: uop.kernel @sum_collapse_gep
// CHECK-DAG: %[[EIGHT:.*]] = uop.const 8.000000e+00 : f32
// CHECK-NOT: uop.phi
// CHECK: %[[V:.*]] = uop.load
// CHECK: %[[M:.*]] = uop.mul %[[V]], %[[EIGHT]] : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[M]]
uop.kernel @sum_collapse_gep {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init dense<0.0> : vector<2xf32>
  %e = uop.gep %acc[1] : vector<2xf32>
  %v = uop.load %d1[%g] : !uop.ptr<f32> -> f32
  %sum = uop.add %e, %v : f32
  %phi = uop.phi %e, %sum : f32
  %st = uop.store %d0[%g], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Under strict float semantics the sum collapse (a rounding change) does not
// fire on floats.
// CHECK-LABEL: uop.kernel @sum_collapse_strict strict_float
// CHECK: uop.range
// CHECK: uop.phi
uop.kernel @sum_collapse_strict strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %d1[%g] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %st = uop.store %d0[%g], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// ... but it does on integers, which are exact.
// CHECK-LABEL: uop.kernel @sum_collapse_strict_int strict_float
// CHECK-NOT: uop.range
// CHECK: uop.mul
uop.kernel @sum_collapse_strict_int strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0 : i32
  %v = uop.load %d1[%g] : !uop.ptr<i32> -> i32
  %sum = uop.add %v, %acc : i32
  %phi = uop.phi %acc, %sum : i32
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// An update acc - v is acc + -v: it collapses to init + -v * n, as the
// update acc + -v would before x + -y becomes x - y (uop-fuzz-diff, seed
// 20485). A subtraction inside the rest of the update still sums into acc.
// CHECK-LABEL: uop.kernel @sum_collapse_sub
// CHECK-DAG: %[[SEVEN:.*]] = uop.const 7 : i32
// CHECK-DAG: %[[EIGHT:.*]] = uop.const 8 : i32
// CHECK-DAG: %[[V:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<i32> -> i32
// CHECK-DAG: %[[NV:.*]] = uop.neg %[[V]] : i32
// CHECK-DAG: %[[M:.*]] = uop.mul %[[NV]], %[[EIGHT]] : i32
// CHECK-DAG: %[[T:.*]] = uop.add %[[M]], %[[SEVEN]] : i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[T]]
// CHECK-DAG: %[[ACC:.*]] = uop.define_acc
// CHECK-DAG: %[[W:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<i32> -> i32
// CHECK-DAG: %[[D:.*]] = uop.sub %[[ACC]], %[[W]] : i32
// CHECK-DAG: %[[P:.*]] = uop.phi %[[ACC]], %[[D]] : i32
// CHECK-DAG: %[[VM:.*]] = uop.mul %[[V]], %[[EIGHT]] : i32
// CHECK-DAG: %[[U:.*]] = uop.add %[[P]], %[[VM]] : i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[U]]
uop.kernel @sum_collapse_sub {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 7 : i32
  %v = uop.load %d1[%g] : !uop.ptr<i32> -> i32
  %diff = uop.sub %acc, %v : i32
  %phi = uop.phi %acc, %diff : i32
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
  %r2 = uop.range %c0 to %c8 depth 1 index 1
  %acc2 = uop.define_acc over(%r2) index 1 count 0 init 0 : i32
  %w = uop.load %d1[%r2] : !uop.ptr<i32> -> i32
  %rest = uop.sub %acc2, %w : i32
  %sum2 = uop.add %rest, %v : i32
  %phi2 = uop.phi %acc2, %sum2 : i32
  %st2 = uop.store %d0[%g], %phi2 : !uop.ptr<i32>, i32
  uop.sink %st, %st2
}

// -----

// Not v - acc, which alternates the sign of acc: not a sum into it.
// CHECK-LABEL: uop.kernel @sum_no_collapse_sub_of_acc
// CHECK: %[[ACC:.*]] = uop.define_acc
// CHECK: %[[D:.*]] = uop.sub %{{.*}}, %[[ACC]] : i32
// CHECK: uop.phi %[[ACC]], %[[D]] : i32
uop.kernel @sum_no_collapse_sub_of_acc {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 7 : i32
  %v = uop.load %d1[%g] : !uop.ptr<i32> -> i32
  %diff = uop.sub %v, %acc : i32
  %phi = uop.phi %acc, %diff : i32
  %st = uop.store %d0[%g], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}

//===----------------------------------------------------------------------===//
// UNMUL
//===----------------------------------------------------------------------===//

// -----

// n * unmul(v, n) -> v, with the multiplier on either side; unmul(0, n)
// -> 0; cast(unmul(v, n)) -> unmul(cast(v), n). 0.9.0 also matches
// unmul(n, v) * n, which it turns into v: that is the trip count for
// n * (n / v) (of the trip count's type, not the product's), so it stays.
// CHECK-LABEL: uop.kernel @unmul
// CHECK-DAG: %[[ZERO:.*]] = uop.const 0 : i32
// CHECK-DAG: %[[V:.*]] = uop.load
// CHECK-DAG: %[[CAST:.*]] = uop.cast %[[V]] : i32 to f32
// CHECK-DAG: %[[REVERSED:.*]] = uop.unmul %{{.*}}, %[[V]] : i32, i32
// CHECK-DAG: %[[KEPT:.*]] = uop.mul %[[REVERSED]], %{{.*}} : i32
// CHECK: uop.store %{{.*}}[%[[ZERO]]], %[[V]]
// CHECK: uop.store %{{.*}}[%[[ZERO]]], %[[KEPT]]
// CHECK: uop.store %{{.*}}[%[[ZERO]]], %[[ZERO]]
// CHECK: uop.store %{{.*}}[%[[ZERO]]], %[[CAST]]
uop.kernel @unmul {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %in = uop.define_global 2 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c16 = uop.const 16 : i32
  %v = uop.load %in[%c0] : !uop.ptr<i32> -> i32
  %u1 = uop.unmul %v, %c16 : i32, i32
  %m1 = uop.mul %u1, %c16 : i32
  %u2 = uop.unmul %c16, %v : i32, i32
  %m2 = uop.mul %c16, %u2 : i32
  %u3 = uop.unmul %c0, %v : i32, i32
  %u4 = uop.unmul %v, %c16 : i32, i32
  %f = uop.cast %u4 : i32 to f32
  %sixteen = uop.const 16.0 : f32
  %m4 = uop.mul %f, %sixteen : f32
  %s1 = uop.store %d0[%c0], %m1 : !uop.ptr<i32>, i32
  %s2 = uop.store %d0[%c0], %m2 : !uop.ptr<i32>, i32
  %s3 = uop.store %d0[%c0], %u3 : !uop.ptr<i32>, i32
  %s4 = uop.store %d1[%c0], %m4 : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3, %s4
}

// -----

// Not when the factors differ.
// CHECK-LABEL: uop.kernel @unmul_other_factor
// CHECK: %[[U:.*]] = uop.unmul
// CHECK: uop.mul %[[U]]
uop.kernel @unmul_other_factor {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %c16 = uop.const 16 : i32
  %v = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %u = uop.unmul %v, %c16 : i32, i32
  %m = uop.mul %u, %c8 : i32
  %s = uop.store %d0[%c0], %m : !uop.ptr<i32>, i32
  uop.sink %s
}

//===----------------------------------------------------------------------===//
// max(c, special), constants through gep/cast, phi and define_acc cleanups
//===----------------------------------------------------------------------===//

// -----

// max(c, gidx) -> c when gidx < size <= c + 1; not for a larger size.
// CHECK-LABEL: uop.kernel @max_special
// CHECK-DAG: %[[C15:.*]] = uop.const 15 : i32
// CHECK-DAG: %[[G:.*]] = uop.special "gidx0" dim 0 size 16
// CHECK-DAG: %[[L:.*]] = uop.special "lidx0" dim 0 size 17
// CHECK: %[[M:.*]] = uop.max %[[L]], %[[C15]] : i32
// CHECK: uop.store %{{.*}}[%[[G]]], %[[C15]]
// CHECK: uop.store %{{.*}}[%[[G]]], %[[M]]
uop.kernel @max_special {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c15 = uop.const 15 : i32
  %g = uop.special "gidx0" dim 0 size 16
  %l = uop.special "lidx0" dim 0 size 17
  %m1 = uop.max %c15, %g : i32
  %m2 = uop.max %c15, %l : i32
  %s1 = uop.store %d0[%g], %m1 : !uop.ptr<i32>, i32
  %s2 = uop.store %d0[%g], %m2 : !uop.ptr<i32>, i32
  uop.sink %s1, %s2
}

// -----

// gep and cast of constants are constants; phi(acc, acc) is the initial
// value; a phi of an accumulator over no loop, or of a constant, is its
// update; an accumulator over no loop is its initial value. A phi that
// updates its accumulator in a loop stays.
// CHECK-LABEL: uop.kernel @constant_cleanups
// CHECK-DAG: %[[TWO:.*]] = uop.const 2.000000e+00 : f32
// CHECK-DAG: %[[SEVEN:.*]] = uop.const 7.000000e+00 : f32
// CHECK-DAG: %[[THREE:.*]] = uop.const 3 : i32
// CHECK-DAG: %[[V:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[PHI:.*]] = uop.phi
// CHECK-NOT: uop.gep
// CHECK-NOT: uop.cast
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[TWO]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[THREE]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SEVEN]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[V]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[V]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[PHI]]
uop.kernel @constant_cleanups {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i32>
  %in = uop.define_global 2 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %vec = uop.const dense<2.0> : vector<4xf32>
  %e = uop.gep %vec[3] : vector<4xf32>
  %three = uop.const 3.9 : f32
  %i = uop.cast %three : f32 to i32
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 7.0 : f32
  %keep = uop.phi %acc, %acc : f32
  %v = uop.load %in[%c0] : !uop.ptr<f32> -> f32
  %noloop = uop.define_acc index 0 count 1 init 0.0 : f32
  %p1 = uop.phi %noloop, %v : f32
  %cst = uop.const 1.0 : f32
  %p2 = uop.phi %cst, %v : f32
  %w = uop.load %in[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %w, %acc : f32
  %p3 = uop.phi %acc, %sum : f32
  %s1 = uop.store %d0[%c0], %e : !uop.ptr<f32>, f32
  %s2 = uop.store %d1[%c0], %i : !uop.ptr<i32>, i32
  %s3 = uop.store %d0[%c0], %keep : !uop.ptr<f32>, f32
  %s4 = uop.store %d0[%c0], %p1 : !uop.ptr<f32>, f32
  %s5 = uop.store %d0[%c0], %p2 : !uop.ptr<f32>, f32
  %s6 = uop.store %d0[%c0], %p3 : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3, %s4, %s5, %s6
}

// -----

// Accumulators that differ only in their count stay distinct.
// CHECK-LABEL: uop.kernel @accumulators_by_count
// CHECK: uop.define_acc over(%{{.*}}) index 0 count 0
// CHECK: uop.define_acc over(%{{.*}}) index 0 count 1
uop.kernel @accumulators_by_count {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 1 index 0
  %a0 = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %a1 = uop.define_acc over(%r) index 0 count 1 init 0.0 : f32
  %v = uop.load %d0[%r] : !uop.ptr<f32> -> f32
  %s0 = uop.add %v, %a0 : f32
  %s1 = uop.add %v, %a1 : f32
  %p0 = uop.phi %a0, %s0 : f32
  %p1 = uop.phi %a1, %s1 : f32
  %t = uop.add %p0, %p1 : f32
  %st = uop.store %d0[%c0], %t : !uop.ptr<f32>, f32
  uop.sink %st
}

//===----------------------------------------------------------------------===//
// Single-op identities
//===----------------------------------------------------------------------===//

// -----

// max(x, INT32_MIN) -> x on int32; not on int64, whose minimum is lower.
// -(-x) -> x. x + -y -> x - y. x * -1 -> -x. x / -1 -> -x.
// CHECK-LABEL: uop.kernel @identities_int
// CHECK-DAG: %[[X:.*]] = uop.load %{{.*}} : !uop.ptr<i32> -> i32
// CHECK-DAG: %[[Y:.*]] = uop.load %{{.*}} : !uop.ptr<i64> -> i64
// CHECK-DAG: %[[MAX64:.*]] = uop.max %[[Y]], %{{.*}} : i64
// CHECK-DAG: %[[Z:.*]] = uop.load %{{.*}} : !uop.ptr<i32> -> i32
// CHECK-DAG: %[[SUB:.*]] = uop.sub %[[X]], %[[Z]] : i32
// CHECK-DAG: %[[NEG:.*]] = uop.neg %[[X]] : i32
// CHECK-DAG: %[[NEG2:.*]] = uop.neg %[[X]] : i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]] :
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[MAX64]] :
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]] :
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SUB]] :
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[NEG]] :
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[NEG2]] :
uop.kernel @identities_int {
  %in_i32 = uop.define_global 8 : !uop.ptr<i32>
  %in_i64 = uop.define_global 9 : !uop.ptr<i64>
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i64>
  %c0 = uop.const 0 : i32
  %x = uop.load %in_i32[%c0] : !uop.ptr<i32> -> i32
  %y = uop.load %in_i64[%c0] : !uop.ptr<i64> -> i64
  %c1 = uop.const 1 : i32
  %z = uop.load %in_i32[%c1] : !uop.ptr<i32> -> i32
  %nz = uop.neg %z : i32
  %min32 = uop.const -2147483648 : i32
  %min32as64 = uop.const -2147483648 : i64
  %m1 = uop.max %x, %min32 : i32
  %m2 = uop.max %y, %min32as64 : i64
  %n = uop.neg %x : i32
  %nn = uop.neg %n : i32
  %s = uop.add %x, %nz : i32
  %cm1 = uop.const -1 : i32
  %t = uop.mul %x, %cm1 : i32
  %q = uop.div %x, %cm1 : i32
  %s1 = uop.store %d0[%c0], %m1 : !uop.ptr<i32>, i32
  %s2 = uop.store %d1[%c0], %m2 : !uop.ptr<i64>, i64
  %s3 = uop.store %d0[%c0], %nn : !uop.ptr<i32>, i32
  %s4 = uop.store %d0[%c0], %s : !uop.ptr<i32>, i32
  %s5 = uop.store %d0[%c0], %t : !uop.ptr<i32>, i32
  %s6 = uop.store %d0[%c0], %q : !uop.ptr<i32>, i32
  uop.sink %s1, %s2, %s3, %s4, %s5, %s6
}

// -----

// x + -y -> x - y matches 0.9.0's operand order only: -y + x stays.
// CHECK-LABEL: uop.kernel @add_neg_order
// CHECK: %[[N:.*]] = uop.neg
// CHECK: uop.add %[[N]], %{{.*}} : i32
uop.kernel @add_neg_order {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %y = uop.load %d0[%x] : !uop.ptr<i32> -> i32
  %n = uop.neg %y : i32
  %s = uop.add %n, %x : i32
  %st = uop.store %d0[%c0], %s : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// -y + c -> c - y: 0.9.0's c + -y, whose constant the commutative fold moved
// to the right.
// CHECK-LABEL: uop.kernel @neg_plus_const
// CHECK-DAG: %[[C3:.*]] = uop.const 3 : i32
// CHECK-DAG: %[[CF:.*]] = uop.const 2.500000e+00 : f32
// CHECK-DAG: %[[Y:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<i32> -> i32
// CHECK-DAG: %[[F:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[SI:.*]] = uop.sub %[[C3]], %[[Y]] : i32
// CHECK-DAG: %[[SF:.*]] = uop.sub %[[CF]], %[[F]] : f32
// CHECK-NOT: uop.neg
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SI]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SF]]
uop.kernel @neg_plus_const {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c3 = uop.const 3 : i32
  %cf = uop.const 2.5 : f32
  %y = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %f = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %ny = uop.neg %y : i32
  %nf = uop.neg %f : f32
  %si = uop.add %c3, %ny : i32
  %sf = uop.add %nf, %cf : f32
  %s1 = uop.store %d0[%c0], %si : !uop.ptr<i32>, i32
  %s2 = uop.store %d1[%c0], %sf : !uop.ptr<f32>, f32
  uop.sink %s1, %s2
}

// -----

// 0 - x -> -x on integers and fast-math floats; not on bool (false - b is
// b).
// CHECK-LABEL: uop.kernel @zero_minus
// CHECK-DAG: %[[X:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<i32> -> i32
// CHECK-DAG: %[[F:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[B:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<i1> -> i1
// CHECK-DAG: %[[NX:.*]] = uop.neg %[[X]] : i32
// CHECK-DAG: %[[NF:.*]] = uop.neg %[[F]] : f32
// CHECK-DAG: %[[SB:.*]] = uop.sub %{{.*}}, %[[B]] : i1
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[NX]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[NF]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SB]]
uop.kernel @zero_minus {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %f0 = uop.const 0.0 : f32
  %false = uop.const false
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %f = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %b = uop.load %d2[%c0] : !uop.ptr<i1> -> i1
  %sx = uop.sub %c0, %x : i32
  %sf = uop.sub %f0, %f : f32
  %sb = uop.sub %false, %b : i1
  %s1 = uop.store %d0[%c0], %sx : !uop.ptr<i32>, i32
  %s2 = uop.store %d1[%c0], %sf : !uop.ptr<f32>, f32
  %s3 = uop.store %d2[%c0], %sb : !uop.ptr<i1>, i1
  uop.sink %s1, %s2, %s3
}

// -----

// Under strict float semantics -0.0 - x is -x for every x; +0.0 - x is not
// (for x = +0.0 it is +0.0).
// CHECK-LABEL: uop.kernel @zero_minus_strict strict_float
// CHECK-DAG: %[[F:.*]] = uop.load
// CHECK-DAG: %[[N:.*]] = uop.neg %[[F]] : f32
// CHECK-DAG: %[[S:.*]] = uop.sub %{{.*}}, %[[F]] : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[N]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[S]]
uop.kernel @zero_minus_strict strict_float {
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %nz = uop.const -0.0 : f32
  %pz = uop.const 0.0 : f32
  %f = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %a = uop.sub %nz, %f : f32
  %b = uop.sub %pz, %f : f32
  %s1 = uop.store %d1[%c0], %a : !uop.ptr<f32>, f32
  %s2 = uop.store %d1[%c0], %b : !uop.ptr<f32>, f32
  uop.sink %s1, %s2
}

// -----

// x - -y -> x + y (not 0.9.0's; it keeps the rules confluent: x + -(-y)
// gives x + y whichever of AddOfNeg and -(-y) -> y applies first). -y - x
// stays.
// CHECK-LABEL: uop.kernel @sub_neg
// CHECK-DAG: %[[X:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[Y:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[ADD:.*]] = uop.add %[[X]], %[[Y]] : f32
// CHECK-DAG: %[[N:.*]] = uop.neg %[[Y]] : f32
// CHECK-DAG: %[[SUB:.*]] = uop.sub %[[N]], %[[X]] : f32
// CHECK-DAG: %[[ADD2:.*]] = uop.add %[[X]], %[[Y]] : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ADD]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SUB]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ADD2]]
uop.kernel @sub_neg strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %y = uop.load %d0[%c1] : !uop.ptr<f32> -> f32
  %n = uop.neg %y : f32
  %a = uop.sub %x, %n : f32
  %b = uop.sub %n, %x : f32
  %nn = uop.neg %n : f32
  %c = uop.add %x, %nn : f32
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c1], %b : !uop.ptr<f32>, f32
  %s3 = uop.store %d0[%c0], %c : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3
}

// -----

// bool < false and true < bool are false; other bool comparisons stay.
// CHECK-LABEL: uop.kernel @bool_compare
// CHECK-DAG: %[[FALSE:.*]] = uop.const false
// CHECK-DAG: %[[B:.*]] = uop.load
// CHECK: %[[LT:.*]] = uop.cmplt %[[B]], %{{.*}} : i1
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[FALSE]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[FALSE]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[LT]]
uop.kernel @bool_compare {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %b = uop.load %d0[%c0] : !uop.ptr<i1> -> i1
  %f = uop.const false
  %t = uop.const true
  %l1 = uop.cmplt %b, %f : i1
  %l2 = uop.cmplt %t, %b : i1
  %l3 = uop.cmplt %b, %t : i1
  %s1 = uop.store %d0[%c0], %l1 : !uop.ptr<i1>, i1
  %s2 = uop.store %d0[%c0], %l2 : !uop.ptr<i1>, i1
  %s3 = uop.store %d0[%c0], %l3 : !uop.ptr<i1>, i1
  uop.sink %s1, %s2, %s3
}

// -----

// where(g, x, x) -> x; where with a constant gate picks an arm; a varying
// gate with different arms stays.
// CHECK-LABEL: uop.kernel @where_folds
// CHECK-DAG: %[[X:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[Y:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK: %[[W:.*]] = uop.where %{{.*}}, %[[X]], %[[Y]] : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[Y]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[W]]
uop.kernel @where_folds {
  %in_f32 = uop.define_global 8 : !uop.ptr<f32>
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %x = uop.load %in_f32[%c0] : !uop.ptr<f32> -> f32
  %y = uop.load %in_f32[%c1] : !uop.ptr<f32> -> f32
  %g = uop.cmplt %x, %y : f32
  %f = uop.const false
  %w1 = uop.where %g, %x, %x : f32
  %w2 = uop.where %f, %x, %y : f32
  %w3 = uop.where %g, %x, %y : f32
  %s1 = uop.store %d0[%c0], %w1 : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c0], %w2 : !uop.ptr<f32>, f32
  %s3 = uop.store %d0[%c0], %w3 : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3
}

// -----

// x+0, x*1, x-0, x/1 -> x; x*0 -> 0 and x-x -> 0; constants on either side
// of a commutative op.
// CHECK-LABEL: uop.kernel @self_and_zero_folds
// CHECK-DAG: %[[ZERO:.*]] = uop.const 0.000000e+00 : f32
// CHECK-DAG: %[[X:.*]] = uop.load
// CHECK-NOT: uop.add
// CHECK-NOT: uop.mul
// CHECK-NOT: uop.sub
// CHECK-NOT: uop.div
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ZERO]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ZERO]]
uop.kernel @self_and_zero_folds {
  %in_f32 = uop.define_global 8 : !uop.ptr<f32>
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %x = uop.load %in_f32[%c0] : !uop.ptr<f32> -> f32
  %zero = uop.const 0.0 : f32
  %one = uop.const 1.0 : f32
  %a = uop.add %x, %zero : f32
  %b = uop.add %zero, %x : f32
  %m = uop.mul %one, %x : f32
  %s = uop.sub %x, %zero : f32
  %q = uop.div %x, %one : f32
  %z = uop.mul %x, %zero : f32
  %d = uop.sub %x, %x : f32
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c0], %b : !uop.ptr<f32>, f32
  %s3 = uop.store %d0[%c0], %m : !uop.ptr<f32>, f32
  %s4 = uop.store %d0[%c0], %s : !uop.ptr<f32>, f32
  %s5 = uop.store %d0[%c0], %q : !uop.ptr<f32>, f32
  %s6 = uop.store %d0[%c0], %z : !uop.ptr<f32>, f32
  %s7 = uop.store %d0[%c0], %d : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3, %s4, %s5, %s6, %s7
}

// -----

// Under strict float semantics x+0 (-0.0 + 0.0 is +0.0), x*0 (inf*0 is NaN)
// and x-x (inf-inf is NaN) stay; x*1, x-0 and x/1 are exact and fold.
// CHECK-LABEL: uop.kernel @strict_float_identities strict_float
// CHECK-DAG: %[[X:.*]] = uop.load
// CHECK-DAG: %[[A:.*]] = uop.add %[[X]], %{{.*}} : f32
// CHECK-DAG: %[[Z:.*]] = uop.mul %[[X]], %{{.*}} : f32
// CHECK-DAG: %[[D:.*]] = uop.sub %[[X]], %[[X]] : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[A]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[Z]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[D]]
uop.kernel @strict_float_identities strict_float {
  %in_f32 = uop.define_global 8 : !uop.ptr<f32>
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %x = uop.load %in_f32[%c0] : !uop.ptr<f32> -> f32
  %zero = uop.const 0.0 : f32
  %one = uop.const 1.0 : f32
  %a = uop.add %x, %zero : f32
  %m = uop.mul %x, %one : f32
  %s = uop.sub %x, %zero : f32
  %q = uop.div %x, %one : f32
  %z = uop.mul %x, %zero : f32
  %d = uop.sub %x, %x : f32
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c0], %m : !uop.ptr<f32>, f32
  %s3 = uop.store %d0[%c0], %s : !uop.ptr<f32>, f32
  %s4 = uop.store %d0[%c0], %q : !uop.ptr<f32>, f32
  %s5 = uop.store %d0[%c0], %z : !uop.ptr<f32>, f32
  %s6 = uop.store %d0[%c0], %d : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3, %s4, %s5, %s6
}

// -----

// Signed zeros under strict float semantics: x + -0.0 and x - 0.0 are x for
// every x; x + 0.0 and x - -0.0 are not (for x = -0.0 they are +0.0).
// CHECK-LABEL: uop.kernel @strict_float_signed_zeros strict_float
// CHECK-DAG: %[[X:.*]] = uop.load
// CHECK-DAG: %[[A:.*]] = uop.add %[[X]], %{{.*}} : f32
// CHECK-DAG: %[[S:.*]] = uop.sub %[[X]], %{{.*}} : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[A]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[S]]
uop.kernel @strict_float_signed_zeros strict_float {
  %in_f32 = uop.define_global 8 : !uop.ptr<f32>
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %x = uop.load %in_f32[%c0] : !uop.ptr<f32> -> f32
  %zero = uop.const 0.0 : f32
  %negzero = uop.const -0.0 : f32
  %a1 = uop.add %x, %negzero : f32
  %a2 = uop.add %x, %zero : f32
  %s1 = uop.sub %x, %zero : f32
  %s2 = uop.sub %x, %negzero : f32
  %t1 = uop.store %d0[%c0], %a1 : !uop.ptr<f32>, f32
  %t2 = uop.store %d0[%c0], %a2 : !uop.ptr<f32>, f32
  %t3 = uop.store %d0[%c0], %s1 : !uop.ptr<f32>, f32
  %t4 = uop.store %d0[%c0], %s2 : !uop.ptr<f32>, f32
  uop.sink %t1, %t2, %t3, %t4
}

// -----

// Strict float semantics leave integer identities alone: x-x -> 0.
// CHECK-LABEL: uop.kernel @strict_float_int strict_float
// CHECK-DAG: %[[ZERO:.*]] = uop.const 0 : i32
// CHECK-NOT: uop.sub
// CHECK: uop.store %{{.*}}[%[[ZERO]]], %[[ZERO]]
uop.kernel @strict_float_int strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %d = uop.sub %x, %x : i32
  %s = uop.store %d0[%c0], %d : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// -x + x and x + -x -> 0, as x - x (confluence: found by uop-fuzz-diff, seed
// 22553). Not on bool, where -x + x is !x || x, nor on strict floats.
// CHECK-LABEL: uop.kernel @neg_plus_self strict_float
// CHECK-DAG: %[[ZERO:.*]] = uop.const 0 : i32
// CHECK-DAG: %[[F:.*]] = uop.load %{{.*}} : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[B:.*]] = uop.load %{{.*}} : !uop.ptr<i1> -> i1
// CHECK-DAG: %[[NF:.*]] = uop.neg %[[F]] : f32
// CHECK-DAG: %[[AF:.*]] = uop.add %[[NF]], %[[F]] : f32
// CHECK-DAG: %[[NB:.*]] = uop.neg %[[B]] : i1
// CHECK-DAG: %[[AB:.*]] = uop.add %[[NB]], %[[B]] : i1
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ZERO]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ZERO]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[AF]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[AB]]
uop.kernel @neg_plus_self strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %nx = uop.neg %x : i32
  %a = uop.add %nx, %x : i32
  %b = uop.add %x, %nx : i32
  %f = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %nf = uop.neg %f : f32
  %af = uop.add %nf, %f : f32
  %bool = uop.load %d2[%c0] : !uop.ptr<i1> -> i1
  %nb = uop.neg %bool : i1
  %ab = uop.add %nb, %bool : i1
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<i32>, i32
  %s2 = uop.store %d0[%c0], %b : !uop.ptr<i32>, i32
  %s3 = uop.store %d1[%c0], %af : !uop.ptr<f32>, f32
  %s4 = uop.store %d2[%c0], %ab : !uop.ptr<i1>, i1
  uop.sink %s1, %s2, %s3, %s4
}

//===----------------------------------------------------------------------===//
// Stores
//===----------------------------------------------------------------------===//

// -----

// Storing what was loaded from the same place does nothing: the store and
// the sink's reference to it go. Not at another index, and not for a store
// that a barrier waits for.
// CHECK-LABEL: uop.kernel @store_of_load
// CHECK: %[[V:.*]] = uop.load %[[B:.*]][%[[I:.*]]] :
// CHECK: %[[S1:.*]] = uop.store %[[B]][%{{.*}}], %[[V]]
// CHECK: %[[S2:.*]] = uop.store %[[B]][%[[I]]], %[[V]]
// CHECK: %[[BAR:.*]] = uop.barrier after %[[S2]]
// CHECK: uop.sink %[[S1]], %[[BAR]]
uop.kernel @store_of_load {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %s0 = uop.store %d0[%c0], %v : !uop.ptr<f32>, f32
  %s1 = uop.store %d0[%c1], %v : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c0], %v : !uop.ptr<f32>, f32
  %b = uop.barrier after %s2
  %n = uop.noop
  uop.sink %s0, %s1, %b, %n
}

// -----

// store(b, i, where(g, a, load(b, i))) is a store of a gated by g; not
// with the load in the other arm, nor of another place.
// CHECK-LABEL: uop.kernel @gated_store
// CHECK-DAG: %[[A:.*]] = uop.load %{{.*}}[%[[C1:.*]]] :
// CHECK-DAG: %[[OLD:.*]] = uop.load %{{.*}}[%[[C0:.*]]] :
// CHECK-DAG: %[[G:.*]] = uop.cmplt %[[A]], %[[OLD]]
// CHECK-DAG: %[[W:.*]] = uop.where %[[G]], %[[A]], %[[OLD]]
// CHECK-DAG: %[[W1:.*]] = uop.where %[[G]], %[[OLD]], %[[A]]
// CHECK-DAG: uop.store %{{.*}}[%[[C0]]], %[[A]] if %[[G]] :
// CHECK-DAG: uop.store %{{.*}}[%[[C0]]], %[[W1]] :
// CHECK-DAG: uop.store %{{.*}}[%[[C1]]], %[[W]] :
uop.kernel @gated_store {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %a = uop.load %d0[%c1] : !uop.ptr<f32> -> f32
  %old = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %g = uop.cmplt %a, %old : f32
  %w = uop.where %g, %a, %old : f32
  %s1 = uop.store %d0[%c0], %w : !uop.ptr<f32>, f32
  %w1 = uop.where %g, %old, %a : f32
  %s2 = uop.store %d0[%c0], %w1 : !uop.ptr<f32>, f32
  %s3 = uop.store %d0[%c1], %w : !uop.ptr<f32>, f32
  uop.sink %s1, %s2, %s3
}

// -----

// A float4 (or float2) stored as the vector of its own elements is stored
// directly; not when the elements are out of order.
// CHECK-LABEL: uop.kernel @vector_store
// CHECK: %[[V:.*]] = uop.load %{{.*}} -> vector<4xf32>
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[V]] : !uop.ptr<f32>, vector<4xf32>
// CHECK: %[[W:.*]] = uop.load %{{.*}} -> vector<2xf32>
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[W]] : !uop.ptr<f32>, vector<2xf32>
// CHECK: %[[SWAP:.*]] = uop.cast
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SWAP]] : !uop.ptr<f32>, vector<2xf32>
uop.kernel @vector_store {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> vector<4xf32>
  %v0 = uop.gep %v[0] : vector<4xf32>
  %v1 = uop.gep %v[1] : vector<4xf32>
  %v2 = uop.gep %v[2] : vector<4xf32>
  %v3 = uop.gep %v[3] : vector<4xf32>
  %c = uop.cast %v0, %v1, %v2, %v3 : f32, f32, f32, f32 to vector<4xf32>
  %s1 = uop.store %d0[%c4], %c : !uop.ptr<f32>, vector<4xf32>
  %w = uop.load %d0[%c4] : !uop.ptr<f32> -> vector<2xf32>
  %w0 = uop.gep %w[0] : vector<2xf32>
  %w1 = uop.gep %w[1] : vector<2xf32>
  %c2 = uop.cast %w0, %w1 : f32, f32 to vector<2xf32>
  %s2 = uop.store %d0[%c0], %c2 : !uop.ptr<f32>, vector<2xf32>
  %swap = uop.cast %w1, %w0 : f32, f32 to vector<2xf32>
  %s3 = uop.store %d0[%c0], %swap : !uop.ptr<f32>, vector<2xf32>
  uop.sink %s1, %s2, %s3
}

//===----------------------------------------------------------------------===//
// Two-stage add folding
//===----------------------------------------------------------------------===//

// -----

// (x + 2) + 4 -> x + 6 (0.9.0's test_depth_2_const_fold) and
// (x - 2) + 5 -> x + 3.
// CHECK-LABEL: uop.kernel @two_stage_add
// CHECK-DAG: %[[SIX:.*]] = uop.const 6 : i32
// CHECK-DAG: %[[THREE:.*]] = uop.const 3 : i32
// CHECK-DAG: %[[X:.*]] = uop.load
// CHECK-DAG: %[[A:.*]] = uop.add %[[X]], %[[SIX]] : i32
// CHECK-DAG: %[[B:.*]] = uop.add %[[X]], %[[THREE]] : i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[A]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[B]]
uop.kernel @two_stage_add {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c4 = uop.const 4 : i32
  %c5 = uop.const 5 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %a1 = uop.add %x, %c2 : i32
  %a2 = uop.add %a1, %c4 : i32
  %b1 = uop.sub %x, %c2 : i32
  %b2 = uop.add %b1, %c5 : i32
  %s1 = uop.store %d0[%c0], %a2 : !uop.ptr<i32>, i32
  %s2 = uop.store %d0[%c0], %b2 : !uop.ptr<i32>, i32
  uop.sink %s1, %s2
}

// -----

// Not under strict float semantics on floats ((x + 1e8) - 1e8 is not x).
// CHECK-LABEL: uop.kernel @two_stage_add_strict strict_float
// CHECK: %[[A:.*]] = uop.add %{{.*}}, %{{.*}} : f32
// CHECK: uop.add %[[A]], %{{.*}} : f32
uop.kernel @two_stage_add_strict strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %big = uop.const 1.0e8 : f32
  %mbig = uop.const -1.0e8 : f32
  %x = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %a = uop.add %x, %big : f32
  %b = uop.add %a, %mbig : f32
  %s = uop.store %d0[%c0], %b : !uop.ptr<f32>, f32
  uop.sink %s
}

// -----

// (2 - x) + -28 -> -26 - x: the constants of a sum end in one place.
// CHECK-LABEL: uop.kernel @two_stage_add_of_difference
// CHECK-DAG: %[[C:.*]] = uop.const -26 : i32
// CHECK-DAG: %[[X:.*]] = uop.load
// CHECK: %[[D:.*]] = uop.sub %[[C]], %[[X]] : i32
// CHECK-NOT: uop.add
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[D]]
uop.kernel @two_stage_add_of_difference {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %cm28 = uop.const -28 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %a = uop.sub %c2, %x : i32
  %b = uop.add %a, %cm28 : i32
  %s = uop.store %d0[%c0], %b : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// (1e8 - x) + -1e8 is not -x under strict float semantics, and on bool
// (true - x) + true is or(x != true, true): neither is rewritten.
// CHECK-LABEL: uop.kernel @two_stage_add_of_difference_stays strict_float
// CHECK: %[[F:.*]] = uop.sub %{{.*}}, %{{.*}} : f32
// CHECK: uop.add %[[F]], %{{.*}} : f32
// CHECK: %[[B:.*]] = uop.sub %{{.*}}, %{{.*}} : i1
// CHECK: uop.add %[[B]], %{{.*}} : i1
uop.kernel @two_stage_add_of_difference_stays strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %big = uop.const 1.0e8 : f32
  %mbig = uop.const -1.0e8 : f32
  %x = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %a = uop.sub %big, %x : f32
  %b = uop.add %a, %mbig : f32
  %s = uop.store %d0[%c0], %b : !uop.ptr<f32>, f32
  %t = uop.const true
  %y = uop.load %d1[%c0] : !uop.ptr<i1> -> i1
  %e = uop.sub %t, %y : i1
  %f = uop.add %e, %t : i1
  %s1 = uop.store %d1[%c0], %f : !uop.ptr<i1>, i1
  uop.sink %s, %s1
}

//===----------------------------------------------------------------------===//
// cast(phi(gep ...)) -> phi(cast), -x < c, cast noop
//===----------------------------------------------------------------------===//

// -----

// The elementwise updates of a float2 accumulator become one vector update.
// CHECK-LABEL: uop.kernel @cast_of_phis
// CHECK: %[[ACC:.*]] = uop.define_acc
// CHECK: %[[UPD:.*]] = uop.cast %{{.*}}, %{{.*}} : f32, f32 to vector<2xf32>
// CHECK: %[[PHI:.*]] = uop.phi %[[ACC]], %[[UPD]] : vector<2xf32>
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[PHI]]
uop.kernel @cast_of_phis {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init dense<0.0> : vector<2xf32>
  %e0 = uop.gep %acc[0] : vector<2xf32>
  %e1 = uop.gep %acc[1] : vector<2xf32>
  %v = uop.load %d0[%r] : !uop.ptr<f32> -> vector<2xf32>
  %v0 = uop.gep %v[0] : vector<2xf32>
  %v1 = uop.gep %v[1] : vector<2xf32>
  %u0 = uop.add %v0, %e0 : f32
  %u1 = uop.add %v1, %e1 : f32
  %p0 = uop.phi %e0, %u0 : f32
  %p1 = uop.phi %e1, %u1 : f32
  %c = uop.cast %p0, %p1 : f32, f32 to vector<2xf32>
  %s = uop.store %d0[%c0], %c : !uop.ptr<f32>, vector<2xf32>
  uop.sink %s
}

// -----

// Not when the elements are not the accumulator's, in order.
// CHECK-LABEL: uop.kernel @cast_of_phis_swapped
// CHECK: uop.cast %{{.*}}, %{{.*}} : f32, f32 to vector<2xf32>
// CHECK-NOT: uop.phi %{{.*}} : vector<2xf32>
uop.kernel @cast_of_phis_swapped {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init dense<0.0> : vector<2xf32>
  %e0 = uop.gep %acc[0] : vector<2xf32>
  %e1 = uop.gep %acc[1] : vector<2xf32>
  %v = uop.load %d0[%r] : !uop.ptr<f32> -> f32
  %u0 = uop.add %v, %e0 : f32
  %u1 = uop.add %v, %e1 : f32
  %p0 = uop.phi %e0, %u0 : f32
  %p1 = uop.phi %e1, %u1 : f32
  %c = uop.cast %p1, %p0 : f32, f32 to vector<2xf32>
  %s = uop.store %d0[%c0], %c : !uop.ptr<f32>, vector<2xf32>
  uop.sink %s
}

// -----

// -x < c -> -c < x on int32; not on floats, where 0.9.0 keeps it.
// CHECK-LABEL: uop.kernel @negated_compare
// CHECK-DAG: %[[M3:.*]] = uop.const -3 : i32
// CHECK-DAG: %[[X:.*]] = uop.load %{{.*}} : !uop.ptr<i32> -> i32
// CHECK: %[[LT:.*]] = uop.cmplt %[[M3]], %[[X]] : i32
// CHECK: %[[NF:.*]] = uop.neg %{{.*}} : f32
// CHECK: %[[LTF:.*]] = uop.cmplt %[[NF]], %{{.*}} : f32
uop.kernel @negated_compare {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %c3 = uop.const 3 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %n = uop.neg %x : i32
  %lt = uop.cmplt %n, %c3 : i32
  %f = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %nf = uop.neg %f : f32
  %three = uop.const 3.0 : f32
  %ltf = uop.cmplt %nf, %three : f32
  %s1 = uop.store %d2[%c0], %lt : !uop.ptr<i1>, i1
  %s2 = uop.store %d2[%c0], %ltf : !uop.ptr<i1>, i1
  uop.sink %s1, %s2
}

// -----

// A cast to the same dtype is its operand (0.9.0's test_cast_vectorized_fold);
// bitcasts likewise.
// CHECK-LABEL: uop.kernel @cast_noop
// CHECK: %[[V:.*]] = uop.load
// CHECK-NOT: uop.cast
// CHECK-NOT: uop.bitcast
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[V]]
uop.kernel @cast_noop {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %v = uop.load %d1[%c0] : !uop.ptr<f32> -> vector<2xf32>
  %c = uop.cast %v : vector<2xf32> to vector<2xf32>
  %b = uop.bitcast %c : vector<2xf32> to vector<2xf32>
  %s = uop.store %d0[%c0], %b : !uop.ptr<f32>, vector<2xf32>
  uop.sink %s
}

// -----

// Not for c = INT_MIN: nothing is below it, but -INT_MIN wraps to INT_MIN.
// CHECK-LABEL: uop.kernel @negated_compare_int_min
// CHECK: %[[N:.*]] = uop.neg
// CHECK: uop.cmplt %[[N]], %{{.*}} : i32
uop.kernel @negated_compare_int_min {
  %d0 = uop.define_global 0 : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %min = uop.const -2147483648 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %n = uop.neg %x : i32
  %lt = uop.cmplt %n, %min : i32
  %s = uop.store %d1[%c0], %lt : !uop.ptr<i1>, i1
  uop.sink %s
}

//===----------------------------------------------------------------------===//
// Ported from 0.9.0's test_const_folding.py (the UOp-level cases)
//===----------------------------------------------------------------------===//

// -----

// test_neg_folding: -(x * -1) -> x and (-x) * -1 -> x; test_literal_zero_mul:
// 0 * x * 0 -> 0; test_bool_mul_bool_tensor / test_bool_tensor_mul_bool:
// true * b -> b, b * false -> false.
// CHECK-LABEL: uop.kernel @const_folding_ports
// CHECK-DAG: %[[ZERO:.*]] = uop.const 0.000000e+00 : f32
// CHECK-DAG: %[[FALSE:.*]] = uop.const false
// CHECK-DAG: %[[X:.*]] = uop.load %{{.*}} : !uop.ptr<f32> -> f32
// CHECK-DAG: %[[B:.*]] = uop.load %{{.*}} : !uop.ptr<i1> -> i1
// CHECK-NOT: uop.mul
// CHECK-NOT: uop.neg
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[ZERO]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[B]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[FALSE]]
uop.kernel @const_folding_ports {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i1>
  %in = uop.define_global 2 : !uop.ptr<f32>
  %inb = uop.define_global 3 : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %x = uop.load %in[%c0] : !uop.ptr<f32> -> f32
  %b = uop.load %inb[%c0] : !uop.ptr<i1> -> i1
  %m1 = uop.const -1.0 : f32
  %zero = uop.const 0.0 : f32
  %t = uop.const true
  %f = uop.const false
  %a1 = uop.mul %x, %m1 : f32
  %a2 = uop.neg %a1 : f32
  %b1 = uop.neg %x : f32
  %b2 = uop.mul %b1, %m1 : f32
  %z1 = uop.mul %zero, %x : f32
  %z2 = uop.mul %z1, %zero : f32
  %t1 = uop.mul %t, %b : i1
  %f1 = uop.mul %b, %f : i1
  %s1 = uop.store %d0[%c0], %a2 : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c0], %b2 : !uop.ptr<f32>, f32
  %s3 = uop.store %d0[%c0], %z2 : !uop.ptr<f32>, f32
  %s4 = uop.store %d1[%c0], %t1 : !uop.ptr<i1>, i1
  %s5 = uop.store %d1[%c0], %f1 : !uop.ptr<i1>, i1
  uop.sink %s1, %s2, %s3, %s4, %s5
}

// -----

// Not for other constants: x * -2 and x / -2 stay, and so does the negation
// of a value that is no negation.
// CHECK-LABEL: uop.kernel @minus_one_only
// CHECK: uop.mul %{{.*}}, %{{.*}} : i32
// CHECK: uop.div %{{.*}}, %{{.*}} : i32
// CHECK: uop.neg %{{.*}} : i32
uop.kernel @minus_one_only {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %x = uop.load %in[%c0] : !uop.ptr<i32> -> i32
  %m2 = uop.const -2 : i32
  %a = uop.mul %x, %m2 : i32
  %b = uop.div %x, %m2 : i32
  %n = uop.neg %x : i32
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<i32>, i32
  %s2 = uop.store %d0[%c0], %b : !uop.ptr<i32>, i32
  %s3 = uop.store %d0[%c0], %n : !uop.ptr<i32>, i32
  uop.sink %s1, %s2, %s3
}

//===----------------------------------------------------------------------===//
// Regressions
//===----------------------------------------------------------------------===//

// -----

// The arange collapse only stands for a sum over its loop: an elementwise
// where on a loop index stays.
// CHECK-LABEL: uop.kernel @arange_not_summed
// CHECK-NOT: uop.unmul
// CHECK: uop.where
uop.kernel @arange_not_summed {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c3 = uop.const 3 : i32
  %c5 = uop.const 5 : i32
  %c10 = uop.const 10 : i32
  %cm1 = uop.const -1 : i32
  %one = uop.const 1.0 : f32
  %zero = uop.const 0.0 : f32
  %r = uop.range %c0 to %c10 depth 1 index 0
  %m = uop.mul %r, %cm1 : i32
  %a = uop.add %c5, %m : i32
  %lt = uop.cmplt %a, %c3 : i32
  %w = uop.where %lt, %one, %zero : f32
  %st = uop.store %d0[%r], %w : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// In a linearized kernel another store may come between a load and a store
// of it back: the store stays.
// CHECK-LABEL: uop.kernel @store_of_load_linear linear
// CHECK: %[[V:.*]] = uop.load
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} :
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[V]] :
uop.kernel @store_of_load_linear linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %five = uop.const 5.0 : f32
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %s1 = uop.store %d0[%c0], %five : !uop.ptr<f32>, f32
  %s2 = uop.store %d0[%c0], %v : !uop.ptr<f32>, f32
}

// -----

// On bool, x + -y is x || !y (not x != y), and (x - true) + true is true,
// not x: neither the x + -y nor the two-stage add rewrite applies.
// CHECK-LABEL: uop.kernel @bool_add_rewrites
// CHECK-DAG: %[[TRUE:.*]] = uop.const true
// CHECK-DAG: %[[N:.*]] = uop.neg %{{.*}} : i1
// CHECK: %[[OR:.*]] = uop.add %{{.*}}, %[[N]] : i1
// CHECK: %[[S:.*]] = uop.sub %{{.*}}, %[[TRUE]] : i1
// CHECK: %[[A:.*]] = uop.add %[[S]], %[[TRUE]] : i1
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[OR]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[A]]
uop.kernel @bool_add_rewrites {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %in = uop.define_global 1 : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %t = uop.const true
  %x = uop.load %in[%c0] : !uop.ptr<i1> -> i1
  %y = uop.load %in[%c1] : !uop.ptr<i1> -> i1
  %ny = uop.neg %y : i1
  %a = uop.add %x, %ny : i1
  %s = uop.sub %x, %t : i1
  %b = uop.add %s, %t : i1
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<i1>, i1
  %s2 = uop.store %d0[%c0], %b : !uop.ptr<i1>, i1
  uop.sink %s1, %s2
}

// -----

// A vector addend is not collapsed: the trip count would need a splat.
// CHECK-LABEL: uop.kernel @vector_sum_not_collapsed
// CHECK: uop.phi
uop.kernel @vector_sum_not_collapsed {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %n = uop.define_var <"n", 1, 8>
  %r = uop.range %c0 to %n depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init dense<0.0> : vector<4xf32>
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> vector<4xf32>
  %sum = uop.add %v, %acc : vector<4xf32>
  %phi = uop.phi %acc, %sum : vector<4xf32>
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f32>, vector<4xf32>
  uop.sink %st
}

// -----

// A cast of a half value to its own dtype rounds float32 arithmetic to half:
// it stays; of a loaded half value it is a noop.
// CHECK-LABEL: uop.kernel @half_same_type_cast
// CHECK: %[[V:.*]] = uop.load
// CHECK: %[[M:.*]] = uop.mul %[[V]], %{{.*}} : f16
// CHECK: %[[R:.*]] = uop.cast %[[M]] : f16 to f16
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[R]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[V]]
uop.kernel @half_same_type_cast {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %in = uop.define_global 1 : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %third = uop.const 0.333333343 : f32 as f16
  %v = uop.load %in[%c0] : !uop.ptr<f16> -> f16
  %m = uop.mul %v, %third : f16
  %r = uop.cast %m : f16 to f16
  %same = uop.cast %v : f16 to f16
  %s1 = uop.store %d0[%c0], %r : !uop.ptr<f16>, f16
  %s2 = uop.store %d0[%c0], %same : !uop.ptr<f16>, f16
  uop.sink %s1, %s2
}

// -----

// The sum collapse of acc + 1 with a nonzero init leaves (2 - 0) + -3: the
// two-stage add fold must leave constants to the folder, or it moves them
// between the two adds forever (found by uop-fuzz-diff: canonicalize hung).
// CHECK-LABEL: uop.kernel @sum_collapse_nonzero_init
// CHECK: %[[M1:.*]] = uop.const -1 : i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[M1]]
uop.kernel @sum_collapse_nonzero_init {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %r = uop.range %c0 to %c2 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init -3 : i32
  %sum = uop.add %acc, %c1 : i32
  %p = uop.phi %acc, %sum : i32
  %s = uop.store %out[%c0], %p : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// A loop that runs once is its start: accumulators over it drop it (and one
// over no loop is its update); loops of two trips stay (found by
// uop-fuzz-diff: a partly folded index left a kernel no loop nest schedules).
// CHECK-LABEL: uop.kernel @single_iteration_loop
// CHECK-DAG: %[[C2:.*]] = uop.const 2 : i32
// CHECK-DAG: %[[TWO:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK-DAG: uop.define_acc over(%[[TWO]]) index 1
// CHECK-DAG: uop.load %{{.*}}[%[[C2]]]
// CHECK-NOT: depth 0 index 0
uop.kernel @single_iteration_loop {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %once = uop.range %c2 to %c3 depth 0 index 0
  %twice = uop.range %c0 to %c2 depth 1 index 0
  %a = uop.define_acc over(%once) index 0 count 0 init 0.0 : f32
  %x = uop.load %in[%once] : !uop.ptr<f32> -> f32
  %u = uop.add %a, %x : f32
  %p = uop.phi %a, %u : f32
  %b = uop.define_acc over(%once, %twice) index 1 count 0 init 0.0 : f32
  %i = uop.add %once, %twice : i32
  %y = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %v = uop.add %b, %y : f32
  %q = uop.phi %b, %v : f32
  %s0 = uop.store %out[%c0], %p : !uop.ptr<f32>, f32
  %s1 = uop.store %out[%c2], %q : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}

// -----

// Not in linearized form, where the loop's body is fixed by its end marker.
// CHECK-LABEL: uop.kernel @single_iteration_loop_linear
// CHECK: uop.range
uop.kernel @single_iteration_loop_linear linear {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %r = uop.range %c2 to %c3 depth 0 index 0
  %s = uop.store %out[%r], %c2 : !uop.ptr<i32>, i32
  uop.endrange %r
}

// -----

// A store that uses a load after an if takes the if's gate as its own, so
// that folding the load away (max(x, INT16_MAX) is INT16_MAX) keeps the guard
// (found by uop-fuzz-diff, seed 4581: the store ran with the if off). A store
// gated by it already is left. A load behind a phi gates the store too: the
// if encloses the accumulator's loop, and the phi's users up to the stores
// are inside it (INTERP and uop-linearize; seed 71503: where(false, phi, y)
// folded to y and the store ran in every thread, not only the first).
// CHECK-LABEL: uop.kernel @gate_store_by_if
// CHECK: %[[G:.*]] = uop.cmplt
// CHECK: %[[M:.*]] = uop.max
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[M]] if %[[G]] : !uop.ptr<i16>, i16
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %[[G]] : !uop.ptr<i16>, i16
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %[[G]] : !uop.ptr<f32>, f32
uop.kernel @gate_store_by_if {
  %out = uop.define_global 0 mutable : !uop.ptr<i16>
  %in = uop.define_global 1 : !uop.ptr<i16>
  %fout = uop.define_global 2 mutable : !uop.ptr<f32>
  %fin = uop.define_global 3 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %zero = uop.const 0 : i16
  %max = uop.const 32767 : i16
  %x = uop.load %in[%c0] : !uop.ptr<i16> -> i16
  %g = uop.cmplt %x, %zero : i16
  %if = uop.if %g
  %y = uop.load %in[%c1] after %if : !uop.ptr<i16> -> i16
  %m = uop.max %y, %max : i16
  %s0 = uop.store %out[%c0], %m : !uop.ptr<i16>, i16
  %s1 = uop.store %out[%c1], %y if %g : !uop.ptr<i16>, i16
  %r = uop.range %c0 to %c2 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %f = uop.load %fin[%r] after %if : !uop.ptr<f32> -> f32
  %sum = uop.add %acc, %f : f32
  %phi = uop.phi %acc, %sum : f32
  %s2 = uop.store %fout[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %s0, %s1, %s2
}

// -----

// Seen through a phi, an if whose gate depends on the accumulator's loop
// cannot enclose the loop: its gate varies per iteration and is not taken.
// CHECK-LABEL: uop.kernel @gate_store_by_if_in_loop
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} : !uop.ptr<f32>, f32
uop.kernel @gate_store_by_if_in_loop {
  %fout = uop.define_global 0 mutable : !uop.ptr<f32>
  %fin = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %r = uop.range %c0 to %c2 depth 0 index 0
  %g = uop.cmplt %r, %c1 : i32
  %if = uop.if %g
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %f = uop.load %fin[%r] after %if : !uop.ptr<f32> -> f32
  %sum = uop.add %acc, %f : f32
  %phi = uop.phi %acc, %sum : f32
  %s = uop.store %fout[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %s
}

// -----

// An if whose gate is a constant: the gate it gives the store folds to a new
// constant, which must count as the same gate (the fold looped, adding
// and-ed gates until memory ran out; found by uop-fuzz-diff, seed 20).
// CHECK-LABEL: uop.kernel @gate_store_by_constant_if
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %{{.*}} : !uop.ptr<i32>, i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} : !uop.ptr<i32>, i32
uop.kernel @gate_store_by_constant_if {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %f = uop.const false
  %t = uop.const true
  %g = uop.load %in[%c1] : !uop.ptr<i32> -> i32
  %gate = uop.cmplt %g, %c0 : i32
  %off = uop.if %f
  %on = uop.if %t
  %x = uop.load %in[%c0] after %off : !uop.ptr<i32> -> i32
  %y = uop.load %in[%c1] after %on : !uop.ptr<i32> -> i32
  %s0 = uop.store %out[%c0], %x if %gate : !uop.ptr<i32>, i32
  %s1 = uop.store %out[%c1], %y : !uop.ptr<i32>, i32
  uop.sink %s0, %s1
}
