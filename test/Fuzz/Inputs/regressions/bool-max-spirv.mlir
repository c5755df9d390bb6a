// uop-fuzz-diff seed 2
// buffer 0 bool 4 output
// buffer 1 int32 8 input
// launch 1 1 1 4 1 1
// Bool max, <, / and %: SPIR-V has no arithmetic on bools, and bool max
// became spirv.GL.UMax, which rejects i1. Bools now lower as logic values.
module {
  uop.kernel @bool_logic strict_float global [1, 1, 1] local [4, 1, 1] {
    %out = uop.define_global 0 mutable : !uop.ptr<i1>
    %in = uop.define_global 1 : !uop.ptr<i32>
    %l = uop.special "lidx0" dim 0 size 4
    %c4 = uop.const 4 : i32
    %c0 = uop.const 0 : i32
    %true = uop.const true
    %i = uop.add %l, %c4 : i32
    %x = uop.load %in[%l] : !uop.ptr<i32> -> i32
    %y = uop.load %in[%i] : !uop.ptr<i32> -> i32
    %a = uop.cmplt %x, %c0 : i32
    %b = uop.cmplt %y, %c0 : i32
    %max = uop.max %a, %b : i1
    %lt = uop.cmplt %a, %b : i1
    %q = uop.div %lt, %true : i1
    %r = uop.mod %max, %true : i1
    %m = uop.xor %q, %r : i1
    %z = uop.add %m, %max : i1
    %st = uop.store %out[%l], %z : !uop.ptr<i1>, i1
    uop.sink %st
  }
}
