// RUN: uop-opt %s -split-input-file -uop-int-range-optimizations | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-simplify | FileCheck %s --check-prefix=SIMPLIFY

// The index simplification 0.9.0 does in shape/symbolic.py, from the ranges
// of thread indices, loop indices and variables.

// (g*4 + l) / 4 -> g and (g*4 + l) % 4 -> l for 0 <= l < 4; a comparison the
// ranges decide is a constant.
// CHECK-LABEL: uop.kernel @div_mod
// CHECK-DAG: %[[G:.*]] = uop.special "gidx0" dim 0 size 8
// CHECK-DAG: %[[L:.*]] = uop.special "lidx0" dim 0 size 4
// CHECK-NOT: uop.div
// CHECK-NOT: uop.mod
// CHECK: uop.store %{{.*}}[%[[G]]], %[[L]]
// CHECK-NOT: uop.cmplt
// CHECK: %[[TRUE:.*]] = uop.const true
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[TRUE]]
uop.kernel @div_mod global [8] local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i1>
  %g = uop.special "gidx0" dim 0 size 8
  %l = uop.special "lidx0" dim 0 size 4
  %c4 = uop.const 4 : i32
  %m = uop.mul %g, %c4 : i32
  %s = uop.add %m, %l : i32
  %q = uop.div %s, %c4 : i32
  %r = uop.mod %s, %c4 : i32
  %st = uop.store %d0[%q], %r : !uop.ptr<i32>, i32
  %c100 = uop.const 100 : i32
  %lt = uop.cmplt %s, %c100 : i32
  %st2 = uop.store %d1[%s], %lt : !uop.ptr<i1>, i1
  uop.sink %st, %st2
}

// -----

// (x*8 + y) / 4 -> x*2 when 0 <= y < 4.
// CHECK-LABEL: uop.kernel @scaled_quotient
// CHECK-DAG: %[[TWO:.*]] = uop.const 2 : i32
// CHECK-DAG: %[[R:.*]] = uop.range
// CHECK: %[[X2:.*]] = uop.mul %[[R]], %[[TWO]] : i32
// CHECK: uop.store %{{.*}}[%[[X2]]]
uop.kernel @scaled_quotient {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %c16 = uop.const 16 : i32
  %x = uop.range %c0 to %c16 depth 1 index 0
  %y = uop.special "lidx0" dim 0 size 4
  %m = uop.mul %x, %c8 : i32
  %s = uop.add %y, %m : i32
  %q = uop.div %s, %c4 : i32
  %st = uop.store %d0[%q], %s : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// The bare product, the sum above with y = 0: (x*8) / 4 -> x*2 and
// (x*8) % 4 -> 0 for 0 <= x*8; not where the product can be negative.
// CHECK-LABEL: uop.kernel @bare_product
// CHECK-DAG: %[[ZERO:.*]] = uop.const 0 : i32
// CHECK-DAG: %[[TWO:.*]] = uop.const 2 : i32
// CHECK-DAG: %[[X:.*]] = uop.range
// CHECK: %[[X2:.*]] = uop.mul %[[X]], %[[TWO]] : i32
// CHECK: uop.store %{{.*}}[%[[X2]]], %[[ZERO]]
// CHECK: uop.div
// CHECK: uop.mod
uop.kernel @bare_product {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %c16 = uop.const 16 : i32
  %cm8 = uop.const -8 : i32
  %x = uop.range %c0 to %c16 depth 1 index 0
  %m = uop.mul %x, %c8 : i32
  %q = uop.div %m, %c4 : i32
  %r = uop.mod %m, %c4 : i32
  %st = uop.store %d0[%q], %r : !uop.ptr<i32>, i32
  %n = uop.add %x, %cm8 : i32
  %mn = uop.mul %n, %c8 : i32
  %qn = uop.div %mn, %c4 : i32
  %rn = uop.mod %mn, %c4 : i32
  %st2 = uop.store %d0[%qn], %rn : !uop.ptr<i32>, i32
  uop.sink %st, %st2
}

// -----

// Not when the remainder can reach the divisor, nor when the sum can be
// negative (truncating division of a negative sum differs).
// CHECK-LABEL: uop.kernel @not_decided
// CHECK: uop.div
// CHECK: uop.mod
// CHECK: uop.div
uop.kernel @not_decided {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c4 = uop.const 4 : i32
  %cm8 = uop.const -8 : i32
  %g = uop.special "gidx0" dim 0 size 8
  %l = uop.special "lidx0" dim 0 size 5
  %m = uop.mul %g, %c4 : i32
  %s = uop.add %m, %l : i32
  %q = uop.div %s, %c4 : i32
  %r = uop.mod %s, %c4 : i32
  %n = uop.add %m, %cm8 : i32
  %t = uop.add %n, %l : i32
  %l4 = uop.special "lidx1" dim 1 size 4
  %u = uop.add %n, %l4 : i32
  %qn = uop.div %u, %c4 : i32
  %st = uop.store %d0[%q], %r : !uop.ptr<i32>, i32
  %st2 = uop.store %d0[%t], %qn : !uop.ptr<i32>, i32
  uop.sink %st, %st2
}

// -----

// max with a dominated arm, a thread index of size 1, a loop-bounded
// comparison, and a variable's bounds.
// CHECK-LABEL: uop.kernel @dominated
// CHECK: %[[G:.*]] = uop.special "gidx0"
// CHECK-NOT: uop.special "lidx0"
// CHECK: %[[ZERO:.*]] = uop.const 0 : i32
// CHECK-NOT: uop.max
// CHECK-NOT: uop.cmplt
// CHECK: %[[FALSE:.*]] = uop.const false
// CHECK: uop.store %{{.*}}[%[[G]]], %[[ZERO]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[FALSE]]
uop.kernel @dominated {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %cm1 = uop.const -1 : i32
  %g = uop.special "gidx0" dim 0 size 8
  %one = uop.special "lidx0" dim 0 size 1
  %mx = uop.max %g, %cm1 : i32
  %i = uop.define_var <"i", 1, 16>
  %r = uop.range %c0 to %i depth 1 index 0
  %c16 = uop.const 16 : i32
  %big = uop.cmplt %c16, %r : i32
  %st = uop.store %d0[%mx], %one : !uop.ptr<i32>, i32
  %st2 = uop.store %d1[%r], %big : !uop.ptr<i1>, i1
  uop.sink %st, %st2
}

// -----

// The full pipeline merges equal nodes (tinygrad's graphs repeat constants)
// and folds what the ranges expose.
// SIMPLIFY-LABEL: uop.kernel @pipeline
// SIMPLIFY-COUNT-1: uop.const 4 : i32
// SIMPLIFY-NOT: uop.div
// SIMPLIFY: %[[G:.*]] = uop.special "gidx0"
// SIMPLIFY: uop.store %{{.*}}[%[[G]]]
uop.kernel @pipeline global [8] local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size 8
  %l = uop.special "lidx0" dim 0 size 4
  %c4 = uop.const 4 : i32
  %c4b = uop.const 4 : i32
  %c0 = uop.const 0 : i32
  %m = uop.mul %g, %c4 : i32
  %s = uop.add %m, %l : i32
  %s0 = uop.add %s, %c0 : i32
  %q = uop.div %s0, %c4b : i32
  %st = uop.store %d0[%q], %s : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// A where whose selector the ranges decide is the arm it selects.
// SIMPLIFY-LABEL: uop.kernel @decided_where
// SIMPLIFY-NOT: uop.where
// SIMPLIFY: %[[G:.*]] = uop.special "gidx0"
// SIMPLIFY: uop.store %{{.*}}[%[[G]]], %[[G]]
uop.kernel @decided_where global [8] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size 8
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %lt = uop.cmplt %g, %c8 : i32
  %w = uop.where %lt, %g, %c0 : i32
  %st = uop.store %d0[%g], %w : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Bool compares as unsigned (false < true) and its arithmetic is C _Bool's:
// false < b is b, not false; max(true, b) stays for canonicalization.
// CHECK-LABEL: uop.kernel @bool_ranges
// CHECK: %[[B:.*]] = uop.cmplt %{{.*}}, %{{.*}} : i32
// CHECK: %[[LT:.*]] = uop.cmplt %{{.*}}, %[[B]] : i1
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[LT]]
uop.kernel @bool_ranges global [32] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %g = uop.special "gidx0" dim 0 size 32
  %c16 = uop.const 16 : i32
  %f = uop.const false
  %b = uop.cmplt %g, %c16 : i32
  %lt = uop.cmplt %f, %b : i1
  %st = uop.store %d0[%g], %lt : !uop.ptr<i1>, i1
  uop.sink %st
}

// -----

// A #uop.expr size bounds its index by the expression's largest value over
// its variables' bounds: gidx0 < 2 + 10 and lidx0 < 10 * 4 + 2 always hold,
// gidx0 < 11 may not.
// CHECK-LABEL: uop.kernel @expr_size_range
// CHECK-COUNT-2: uop.const true
// CHECK-NEXT: %[[LT:.*]] = uop.cmplt %{{.*}}, %[[C11:.*]] : i32
// CHECK-NOT: uop.cmplt
// CHECK: uop.store %{{.*}}[%[[C11]]], %[[LT]] :
uop.kernel @expr_size_range {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %g = uop.special "gidx0" dim 0 size #uop.expr<2 + #uop.var<"i", 1, 10>>
  %l = uop.special "lidx0" dim 0 size #uop.expr<#uop.var<"i", 1, 10> * #uop.var<"j", 1, 4> + 2>
  %c11 = uop.const 11 : i32
  %c12 = uop.const 12 : i32
  %c42 = uop.const 42 : i32
  %a = uop.cmplt %g, %c12 : i32
  %b = uop.cmplt %l, %c42 : i32
  %c = uop.cmplt %g, %c11 : i32
  %s0 = uop.store %d0[%g], %a : !uop.ptr<i1>, i1
  %s1 = uop.store %d0[%l], %b : !uop.ptr<i1>, i1
  %s2 = uop.store %d0[%c11], %c : !uop.ptr<i1>, i1
  uop.sink %s0, %s1, %s2
}

// -----

// The quotients of an unrolled arange: x/4 + (x+1)/4 + (x+2)/4 + (x+3)/4 is
// x for 0 <= x (tinygrad after 0.9.0: fold_unrolled_divs).
// CHECK-LABEL: uop.kernel @unrolled_divisions
// CHECK: %[[X:.*]] = uop.range
// CHECK: uop.store %{{.*}}[%[[X]]], %[[X]] :
uop.kernel @unrolled_divisions {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c16 = uop.const 16 : i32
  %x = uop.range %c0 to %c16 depth 1 index 0
  %x1 = uop.add %x, %c1 : i32
  %x2 = uop.add %x, %c2 : i32
  %x3 = uop.add %x, %c3 : i32
  %q0 = uop.div %x, %c4 : i32
  %q1 = uop.div %x1, %c4 : i32
  %q2 = uop.div %x2, %c4 : i32
  %q3 = uop.div %x3, %c4 : i32
  %s1 = uop.add %q3, %q1 : i32
  %s2 = uop.add %s1, %q0 : i32
  %s3 = uop.add %s2, %q2 : i32
  %st = uop.store %d0[%x], %s3 : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// As tinygrad 0.9.0's argmax writes it: 200 - sum((-x + 195 + k + 4) / -4
// + 50) over k < 4 is 199 - x, for x < 200. The quotients of a negative
// divisor sum to minus the numerator; the constants then gather.
// SIMPLIFY-LABEL: uop.kernel @unrolled_negative_divisions
// SIMPLIFY-NOT: uop.div
// SIMPLIFY-DAG: %[[C:.*]] = uop.const 199 : i32
// SIMPLIFY-DAG: %[[X:.*]] = uop.range
// SIMPLIFY: %[[R:.*]] = uop.sub %[[C]], %[[X]] : i32
// SIMPLIFY-NEXT: uop.store %{{.*}}[%[[X]]], %[[R]] :
uop.kernel @unrolled_negative_divisions {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c50 = uop.const 50 : i32
  %c200 = uop.const 200 : i32
  %cm4 = uop.const -4 : i32
  %cm195 = uop.const -195 : i32
  %cm196 = uop.const -196 : i32
  %cm197 = uop.const -197 : i32
  %cm198 = uop.const -198 : i32
  %x = uop.range %c0 to %c200 depth 1 index 0
  %n = uop.neg %x : i32
  %a0 = uop.sub %n, %cm195 : i32
  %b0 = uop.sub %a0, %cm4 : i32
  %q0 = uop.div %b0, %cm4 : i32
  %t0 = uop.add %q0, %c50 : i32
  %a1 = uop.sub %n, %cm196 : i32
  %b1 = uop.sub %a1, %cm4 : i32
  %q1 = uop.div %b1, %cm4 : i32
  %t1 = uop.add %q1, %c50 : i32
  %a2 = uop.sub %n, %cm197 : i32
  %b2 = uop.sub %a2, %cm4 : i32
  %q2 = uop.div %b2, %cm4 : i32
  %t2 = uop.add %q2, %c50 : i32
  %a3 = uop.sub %n, %cm198 : i32
  %b3 = uop.sub %a3, %cm4 : i32
  %q3 = uop.div %b3, %cm4 : i32
  %t3 = uop.add %q3, %c50 : i32
  %s0 = uop.neg %t3 : i32
  %s1 = uop.sub %s0, %t2 : i32
  %s2 = uop.sub %s1, %t1 : i32
  %s3 = uop.sub %s2, %t0 : i32
  %s4 = uop.add %s3, %c200 : i32
  %st = uop.store %d0[%x], %s4 : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// A quotient the ranges fold to 0 may be missing: for 0 <= x < 3, (x+1)/4
// is 0, and (x+2)/4 + (x+3)/4 is (x+2) - 2, which the folder makes x.
// CHECK-LABEL: uop.kernel @unrolled_divisions_one_folded
// CHECK: %[[X2:.*]] = uop.add %[[X:.*]], %{{.*}} : i32
// CHECK: %[[SUM:.*]] = uop.add %[[X2]], %{{.*}} : i32
// CHECK: uop.store %{{.*}}[%[[X]]], %[[SUM]] :
// SIMPLIFY-LABEL: uop.kernel @unrolled_divisions_one_folded
// SIMPLIFY: %[[X:.*]] = uop.special "lidx0"
// SIMPLIFY-NEXT: uop.store %{{.*}}[%[[X]]], %[[X]] :
uop.kernel @unrolled_divisions_one_folded local [3] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %x = uop.special "lidx0" dim 0 size 3
  %x2 = uop.add %x, %c2 : i32
  %x3 = uop.add %x, %c3 : i32
  %q2 = uop.div %x2, %c4 : i32
  %q3 = uop.div %x3, %c4 : i32
  %s = uop.add %q2, %q3 : i32
  %st = uop.store %d0[%x], %s : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Not where a numerator may be negative (-1/4 + 0/4 + 1/4 + 2/4 is 0, not
// -1), where a quotient is missing that may not be 0, nor where the
// quotients' coefficients differ.
// CHECK-LABEL: uop.kernel @unrolled_divisions_kept
// CHECK-COUNT-8: uop.div
// CHECK-NOT: uop.div
// SIMPLIFY-LABEL: uop.kernel @unrolled_divisions_kept
// SIMPLIFY-COUNT-8: uop.div
// SIMPLIFY-NOT: uop.div
uop.kernel @unrolled_divisions_kept {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c16 = uop.const 16 : i32
  %cm4 = uop.const -4 : i32
  %x = uop.range %c0 to %c16 depth 1 index 0
  %y = uop.add %x, %cm4 : i32
  %y1 = uop.add %y, %c1 : i32
  %y2 = uop.add %y, %c2 : i32
  %y3 = uop.add %y, %c3 : i32
  %p0 = uop.div %y, %c4 : i32
  %p1 = uop.div %y1, %c4 : i32
  %p2 = uop.div %y2, %c4 : i32
  %p3 = uop.div %y3, %c4 : i32
  %a1 = uop.add %p0, %p1 : i32
  %a2 = uop.add %a1, %p2 : i32
  %a3 = uop.add %a2, %p3 : i32
  %x1 = uop.add %x, %c1 : i32
  %x2 = uop.add %x, %c2 : i32
  %x3 = uop.add %x, %c3 : i32
  %q0 = uop.div %x, %c4 : i32
  %q1 = uop.div %x1, %c4 : i32
  %q2 = uop.div %x2, %c4 : i32
  %q3 = uop.div %x3, %c4 : i32
  %b1 = uop.add %q0, %q1 : i32
  %b2 = uop.add %b1, %q2 : i32
  %c5 = uop.sub %b1, %q2 : i32
  %c6 = uop.add %c5, %q3 : i32
  %st0 = uop.store %d0[%x], %a3 : !uop.ptr<i32>, i32
  %st1 = uop.store %d0[%x1], %b2 : !uop.ptr<i32>, i32
  %st2 = uop.store %d0[%x2], %c6 : !uop.ptr<i32>, i32
  uop.sink %st0, %st1, %st2
}
