// uop-fuzz-diff seed 130109
// LLVM 22's loop vectorizer skipped the leftover iteration of a 5-iteration
// maxnum reduction (vector width 4) when it saw no NaN: CPU missed maxima.
// buffer 0 float32 8 output
// buffer 1 float64 17 input
// buffer 2 int32 12 output
// launch 2 1 1 1 1 1
module {
  uop.kernel @fuzz_130109 strict_float global [2, 1, 1] local [1, 1, 1] {
    %cst = uop.const 5.000000e-01 : f32 as f16
    %c25 = uop.const 25 : i32
    %c5 = uop.const 5 : i32
    %c3 = uop.const 3 : i32
    %c0 = uop.const 0 : i32
    %c17 = uop.const 17 : i32
    %c1 = uop.const 1 : i32
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<f64>
    %gidx0 = uop.special "gidx0" dim 0 size 2
    %ridx = uop.range %c0 to %c3 depth 1 index 2
    %ridx_0 = uop.range %c1 to %c5 depth 2 index 3
    %ridx_1 = uop.range %c0 to %c5 depth 3 index 4
    %alu = uop.mul %ridx_0, %c5 : i32
    %alu_2 = uop.add %alu, %ridx_1 : i32
    %alu_3 = uop.mul %ridx, %c25 : i32
    %alu_4 = uop.add %alu_2, %alu_3 : i32
    %alu_5 = uop.mod %alu_4, %c17 : i32
    %val = uop.load %data1[%alu_5] : !uop.ptr<f64> -> f64
    %cast = uop.cast %val : f64 to f16
    %acc = uop.define_acc over(%ridx_0, %ridx_1) index 3 count 0 init 0xFF800000 : f32 as f16
    %alu_6 = uop.max %cast, %acc : f16
    %phi = uop.phi %acc, %alu_6 : f16
    %alu_7 = uop.add %gidx0, %ridx : i32
    %val_8 = uop.load %data1[%alu_7] : !uop.ptr<f64> -> f64
    %cast_9 = uop.cast %val_8 : f64 to f16
    %alu_10 = uop.neg %cast_9 : f16
    %alu_11 = uop.max %alu_10, %cst : f16
    %alu_12 = uop.neg %alu_11 : f16
    %alu_13 = uop.div %phi, %alu_12 : f16
    %cast_14 = uop.cast %alu_13 : f16 to f32
    %alu_15 = uop.mul %gidx0, %c3 : i32
    %alu_16 = uop.add %alu_15, %ridx : i32
    %phif = uop.cast %phi : f16 to f32
    %st = uop.store %data0[%alu_16], %phif : !uop.ptr<f32>, f32
    uop.sink %st
  }
}
