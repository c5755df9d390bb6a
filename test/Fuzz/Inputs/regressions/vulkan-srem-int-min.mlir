// uop-fuzz-diff seed 900
// Mesa 22.3 lavapipe gave INT_MIN % b the wrong sign; the Vulkan lowering
// computes a - (a / b) * b.
// buffer 0 int32 4 output
// buffer 1 int32 4 input
// launch 1 1 1 4 1 1
module {
  uop.kernel @m strict_float global [1, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i32>
    %data1 = uop.define_global 1 : !uop.ptr<i32>
    %l = uop.special "lidx0" dim 0 size 4
    %min = uop.const -2147483648 : i32
    %x = uop.load %data1[%l] : !uop.ptr<i32> -> i32
    %c3 = uop.const 3 : i32
    %z = uop.const 0 : i32
    %m1 = uop.const -1 : i32
    %e0 = uop.cmpeq %x, %z : i32
    %e1 = uop.cmpeq %x, %m1 : i32
    %e = uop.add %e0, %e1 : i1
    %d = uop.where %e, %c3, %x : i32
    %r = uop.mod %min, %d : i32
    %st = uop.store %data0[%l], %r : !uop.ptr<i32>, i32
    uop.sink %st
  }
}
