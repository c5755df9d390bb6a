// RUN: uop-opt %s -uop-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: uop-opt %s -uop-to-llvm | uop-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// The CPU pipeline: a graph-form kernel is linearized, converted and lowered
// to the LLVM dialect, which translates to LLVM IR.
// LLVM: llvm.func @scale(
// LLVM-NOT: uop.
// LLVM-NOT: scf.
// LLVM: llvm.fmul
// IR: define void @scale(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9)
// IR: fmul float
uop.kernel @scale {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %two = uop.const 2.0 : f32
  %r = uop.range %c0 to %c8 depth 1 index 0
  %v = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %m = uop.mul %v, %two : f32
  %st = uop.store %d0[%r], %m : !uop.ptr<f32>, f32
  uop.sink %st
}
