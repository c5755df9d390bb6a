// uop-fuzz-diff seed 198
// Mesa 22.3 lavapipe computed slt(sext(x), 2) wrongly on 64-bit integers;
// the Vulkan lowering compares sign-flipped operands unsigned.
// buffer 0 int64 4 output
// buffer 1 int32 4 input
// buffer 2 bool 4 output
// launch 1 1 1 4 1 1
module {
  uop.kernel @fuzz_198 strict_float global [1, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i64>
    %data1 = uop.define_global 1 : !uop.ptr<i32>
    %data2 = uop.define_global 2 mutable : !uop.ptr<i1>
    %v1 = uop.special "lidx0" dim 0 size 4
    %v9 = uop.load %data1[%v1] : !uop.ptr<i32> -> i32
    %v11 = uop.cast %v9 : i32 to i64
    %v12 = uop.const 2 : i64
    %v13 = uop.cmplt %v11, %v12 : i64
    %v14 = uop.store %data0[%v1], %v11 : !uop.ptr<i64>, i64
    %v15 = uop.store %data2[%v1], %v13 : !uop.ptr<i1>, i1
    uop.sink %v14, %v15
  }
}
