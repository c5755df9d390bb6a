// The stock mlir-opt of LLVM's packages, with uop loaded as a plugin: it
// parses uop IR, simplifies a kernel and lowers it.
// REQUIRES: uop-plugin
// UNSUPPORTED: sanitizer
// RUN: %mlir_opt %s --load-dialect-plugin=%uop_plugin --load-pass-plugin=%uop_plugin \
// RUN:   --pass-pipeline="builtin.module(uop-simplify)" | FileCheck %s
// RUN: %mlir_opt %s --load-dialect-plugin=%uop_plugin --load-pass-plugin=%uop_plugin \
// RUN:   --pass-pipeline="builtin.module(uop-simplify,uop-linearize,convert-uop-to-scf)" \
// RUN:   | FileCheck %s --check-prefix=LOWERED

// x * 1 + 0 folds to x, and the loop stores it.
// CHECK-LABEL: uop.kernel @copy
// CHECK-NOT: uop.mul
// CHECK-NOT: uop.add
// CHECK: %[[X:.*]] = uop.load
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[X]]
// LOWERED-LABEL: func.func @copy(
// LOWERED: scf.for
// LOWERED: memref.load
// LOWERED: memref.store
// LOWERED-NOT: uop.
uop.kernel @copy {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %one = uop.const 1.0 : f32
  %zero = uop.const 0.0 : f32
  %i = uop.range %c0 to %c8 depth 0 index 0
  %x = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %m = uop.mul %x, %one : f32
  %a = uop.add %m, %zero : f32
  %st = uop.store %out[%i], %a : !uop.ptr<f32>, f32
  uop.sink %st
}
