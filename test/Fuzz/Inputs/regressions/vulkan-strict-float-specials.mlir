// uop-fuzz-diff seed 101660
// Vulkan computed mulacc(-0, inf, acc) as acc: without the execution mode
// SignedZeroInfNanPreserve a driver may assume no infinities or NaNs.
// buffer 0 int16 18 output
// buffer 1 float32 62 input
// buffer 2 int64 22 input
// buffer 3 float32 8 output
// launch 2 1 1 1 1 1
// var n 8
module {
  uop.kernel @fuzz_101660 strict_float global [2, 1, 1] local [1, 1, 1] {
    %cst = uop.const 3.000000e+00 : f32 as f16
    %c4 = uop.const 4 : i32
    %c9223372036854775807 = uop.const 9223372036854775807 : i64
    %cst_0 = uop.const 0.000000e+00 : f32
    %c9 = uop.const 9 : i32
    %cst_1 = uop.const -0.000000e+00 : f32 as f16
    %c0 = uop.const 0 : i32
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %data2 = uop.define_global 2 : !uop.ptr<i64>
    %data3 = uop.define_global 3 mutable : !uop.ptr<f32>
    %n = uop.define_var <"n", 1, 8>
    %gidx0 = uop.special "gidx0" dim 0 size 2
    %ridx = uop.range %c0 to %n depth 0 index 0
    %acc = uop.define_acc over(%ridx) index 0 count 0 init -0.000000e+00 : f32 as f16
    %alu = uop.add %ridx, %c9 : i32
    %val = uop.load %data1[%ridx] : !uop.ptr<f32> -> f32
    %alu_2 = uop.cmpeq %val, %cst_0 : f32
    %val_3 = uop.load %data2[%alu] if %alu_2 else %c9223372036854775807 : !uop.ptr<i64> -> i64
    %cast = uop.cast %val_3 : i64 to f16
    %alu_4 = uop.mod %cast, %cst : f16
    %alu_5 = uop.mulacc %cst_1, %alu_4, %acc : f16
    %phi = uop.phi %acc, %alu_5 : f16
    %cast_6 = uop.cast %phi : f16 to f32
    %alu_7 = uop.add %gidx0, %c4 : i32
    %st = uop.store %data3[%alu_7], %cast_6 : !uop.ptr<f32>, f32
    uop.sink %st
  }
}
