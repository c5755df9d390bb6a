// RUN: uop-translate --uop-to-interp-program %s | FileCheck %s
// RUN: uop-translate --uop-to-interp-program --split-input-file --verify-diagnostics %S/Inputs/errors.mlir

// The kernel as it is, op for op: buffers and variables by argument position
// (buffer 1 is the first argument here: index 0 is unused), constants by
// value (floats as a double's bits), locations for diagnostics.
// CHECK: uop-interp 1 sum graph buffers 2 vars 1
// CHECK-NEXT: define_global p.f32 () [0] {{.*}}translate.mlir:23:10
// CHECK-NEXT: define_global p.f32 () [1]
// CHECK-NEXT: define_var i32 () [0 1 16]
// CHECK-NEXT: const i32 () [0]
// CHECK-NEXT: range i32 (3 2) [1 0]
// CHECK-NEXT: define_acc f32 (4) [0]
// CHECK-NEXT: load 4xf32 (1 4) [0 0]
// CHECK-NEXT: gep f32 (6) [3]
// CHECK-NEXT: add f32 (5 7) []
// CHECK-NEXT: phi f32 (5 8) []
// CHECK-NEXT: const f32 () [4611686018427387904]
// CHECK-NEXT: mul f32 (9 10) []
// CHECK-NEXT: store token (0 3 11) []
// CHECK-NEXT: sink token (12) []
uop.kernel @sum {
  %out = uop.define_global 1 mutable : !uop.ptr<f32>
  %in = uop.define_global 2 : !uop.ptr<f32>
  %n = uop.define_var <"n", 1, 16>
  %c0 = uop.const 0 : i32
  %r = uop.range %c0 to %n depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %in[%r] : !uop.ptr<f32> -> vector<4xf32>
  %x = uop.gep %v[3] : vector<4xf32>
  %sum = uop.add %acc, %x : f32
  %phi = uop.phi %acc, %sum : f32
  %two = uop.const 2.0 : f32
  %m = uop.mul %phi, %two : f32
  %st = uop.store %out[%c0], %m : !uop.ptr<f32>, f32
  uop.sink %st
}
