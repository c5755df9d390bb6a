// clang/sum_axis1.json simplified, with an epilogue between the phi and the
// store (the reproducer of issue "every kernel tinygrad's own test suite
// builds": mean, layernorm, linear + bias all have this shape). Marked
// strict_float, so that every device computes its sum in the order written
// and the outputs agree bit for bit (a kernel that is not may have its sum
// reassociated, uop-accumulate-last).
uop.kernel @r_32_16_4 strict_float {
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c16 = uop.const 16 : i32
  %c32 = uop.const 32 : i32
  %c64 = uop.const 64 : i32
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %data1 = uop.define_global 1 : !uop.ptr<f32>
  %ridx = uop.range %c0 to %c32 depth 1 index 0
  %ridx_0 = uop.range %c0 to %c16 depth 2 index 0
  %acc = uop.define_acc over(%ridx_0) index 0 count 0 init 0.0 : f32
  %alu = uop.mul %ridx, %c64 : i32
  %alu_1 = uop.mul %ridx_0, %c4 : i32
  %alu_2 = uop.add %alu, %alu_1 : i32
  %alu_3 = uop.add %alu_2, %c3 : i32
  %val = uop.load %data1[%alu_3] : !uop.ptr<f32> -> f32
  %alu_4 = uop.add %alu_2, %c2 : i32
  %val_5 = uop.load %data1[%alu_4] : !uop.ptr<f32> -> f32
  %alu_6 = uop.add %alu_2, %c1 : i32
  %val_7 = uop.load %data1[%alu_6] : !uop.ptr<f32> -> f32
  %val_8 = uop.load %data1[%alu_2] : !uop.ptr<f32> -> f32
  %alu_9 = uop.add %val_8, %acc : f32
  %alu_10 = uop.add %val_7, %alu_9 : f32
  %alu_11 = uop.add %val_5, %alu_10 : f32
  %alu_12 = uop.add %val, %alu_11 : f32
  %phi = uop.phi %acc, %alu_12 : f32
  %m = uop.mul %phi, %phi : f32
  %st = uop.store %data0[%ridx], %m : !uop.ptr<f32>, f32
  uop.sink %st
}
