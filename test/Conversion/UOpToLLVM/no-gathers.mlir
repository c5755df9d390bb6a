// REQUIRES: host-x86
// RUN: uop-opt %s -uop-simplify -uop-to-llvm | uop-translate --uop-to-object -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s

// tinygrad's sum over rows of 64 (test/Conformance/clang/sum_axis1): at -O3
// LLVM unrolls the reduction and, left to its cost model, vectorizes the
// row loop with a gather per element, slower than the scalar loop on the
// hosts measured. The host object is built with gathers disfavoured.
// CHECK-LABEL: <r_32_16_4>:
// CHECK-NOT: gather
// CHECK: ret

uop.kernel @r_32_16_4 {
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %data1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c16 = uop.const 16 : i32
  %c32 = uop.const 32 : i32
  %c64 = uop.const 64 : i32
  %row = uop.range %c0 to %c32 depth 1 index 0
  %col = uop.range %c0 to %c16 depth 2 index 0
  %acc = uop.define_acc over(%col) index 0 count 0 init 0.000000e+00 : f32
  %base = uop.mul %row, %c64 : i32
  %step = uop.mul %col, %c4 : i32
  %i0 = uop.add %base, %step : i32
  %i1 = uop.add %i0, %c1 : i32
  %i2 = uop.add %i0, %c2 : i32
  %i3 = uop.add %i0, %c3 : i32
  %v0 = uop.load %data1[%i0] : !uop.ptr<f32> -> f32
  %v1 = uop.load %data1[%i1] : !uop.ptr<f32> -> f32
  %v2 = uop.load %data1[%i2] : !uop.ptr<f32> -> f32
  %v3 = uop.load %data1[%i3] : !uop.ptr<f32> -> f32
  %s0 = uop.add %v0, %acc : f32
  %s1 = uop.add %v1, %s0 : f32
  %s2 = uop.add %v2, %s1 : f32
  %s3 = uop.add %v3, %s2 : f32
  %phi = uop.phi %acc, %s3 : f32
  %st = uop.store %data0[%row], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}
