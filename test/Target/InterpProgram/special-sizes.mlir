// RUN: uop-translate --uop-to-interp-program %s | FileCheck %s

// A thread index's size: an integer as itself, a #uop.var as -1 - its
// variable's position, a #uop.expr as 0 and then its postfix pairs ((0, c)
// a constant, (1, p) variable p, (2, n) the sum and (3, n) the product of
// the last n values): (2 + n) * m here. A variable that only a size names is
// an argument too, after the define_vars.
// CHECK: uop-interp 1 sizes graph buffers 1 vars 2
// CHECK-NEXT: define_global p.i32 () [0]
// CHECK-NEXT: define_var i32 () [0 1 8]
// CHECK-NEXT: special i32 () [0 1 4]
// CHECK-NEXT: special i32 () [1 1 -2]
// CHECK-NEXT: special i32 () [0 0 0 0 2 1 0 2 2 1 1 3 2]
uop.kernel @sizes {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %n = uop.define_var <"n", 1, 8>
  %l0 = uop.special "lidx0" dim 0 size 4
  %l1 = uop.special "lidx1" dim 1 size #uop.var<"m", 1, 4>
  %g0 = uop.special "gidx0" dim 0 size #uop.expr<(2 + #uop.var<"n", 1, 8>) * #uop.var<"m", 1, 4>>
  %a = uop.add %l0, %l1 : i32
  %b = uop.add %a, %g0 : i32
  %st = uop.store %d0[%b], %n : !uop.ptr<i32>, i32
  uop.sink %st
}
