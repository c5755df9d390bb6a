// uop-fuzz-diff seed 616598
// x + -max(y, 127) on int8: the ranges make max(y, 127) the constant 127.
// The uop driver simplifies operands first, as tinygrad does, and ends at
// x + -127; MLIR's greedy pipeline applied x + -y -> x - y before its range
// pass and ended at x - 127. The greedy pipeline now runs the ranges first
// too.
// buffer 0 int8 5 output
// buffer 1 float32 16 input
// launch 1 1 1 1 1 1
module {
  uop.kernel @fuzz_616598 strict_float global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i8>
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %v0 = uop.const 5 : i32
    %v1 = uop.const 0 : i32
    %v2 = uop.range %v1 to %v0 depth 0 index 0
    %v3 = uop.const 3 : i32
    %v4 = uop.mul %v2, %v3 : i32
    %v5 = uop.load %data1[%v4] : !uop.ptr<f32> -> f32
    %v6 = uop.const -100.0 : f32
    %v7 = uop.max %v5, %v6 : f32
    %v8 = uop.cast %v7 : f32 to i8
    %v9 = uop.add %v4, %v3 : i32
    %v10 = uop.load %data1[%v9] : !uop.ptr<f32> -> f32
    %v11 = uop.max %v10, %v6 : f32
    %v12 = uop.cast %v11 : f32 to i8
    %v13 = uop.const 127 : i8
    %v14 = uop.max %v12, %v13 : i8
    %v15 = uop.neg %v14 : i8
    %v16 = uop.add %v8, %v15 : i8
    %v17 = uop.store %data0[%v2], %v16 : !uop.ptr<i8>, i8
    uop.sink %v17
  }
}
