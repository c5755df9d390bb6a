// RUN: uop-opt %s -uop-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: uop-opt %s -uop-to-llvm | uop-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-llvm | uop-translate --mlir-to-llvmir | FileCheck %s --check-prefix=ALL
// RUN: uop-opt %S/../Inputs/all-ops.mlir '-uop-to-llvm=openmp=false' | uop-translate --mlir-to-llvmir | FileCheck %s --check-prefix=SEQ
// RUN: uop-opt %S/../UOpToNVVM/Inputs/wmma.mlir -uop-to-llvm | FileCheck %s --check-prefix=WMMA
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-llvm | uop-translate --uop-to-object -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=OBJ

// Every op, for the CPU: LLVM's intrinsics for the math functions, the
// workgroups shared among OpenMP threads, each workgroup's local memory on
// its thread's stack and freed after it.
// ALL: define void @all_ops(
// ALL: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(
// ALL-DAG: call float @llvm.exp2.f32(
// ALL-DAG: call float @llvm.log2.f32(
// ALL-DAG: call float @llvm.sin.f32(
// ALL-DAG: call float @llvm.sqrt.f32(
// ALL-DAG: fneg float
// ALL-DAG: call float @llvm.maxnum.f32(
// ALL-DAG: frem float
// ALL-DAG: call float @llvm.fma.f32(
// ALL-DAG: sdiv i32
// ALL-DAG: srem i32
// ALL-DAG: call i32 @llvm.smax.i32(
// ALL-DAG: udiv i32
// ALL-DAG: urem i32
// ALL-DAG: call i32 @llvm.umax.i32(
// ALL-DAG: icmp ult i32
// ALL-DAG: sitofp i32 {{.*}} to float
// ALL-DAG: uitofp i32 {{.*}} to float
// ALL-DAG: fptosi float {{.*}} to i32
// ALL-DAG: bitcast float {{.*}} to i32
// ALL-DAG: call ptr @llvm.stacksave.p0()
// ALL-DAG: alloca float, i64 4
// ALL-DAG: call void @llvm.stackrestore.p0(

// With openmp=false the workgroups run one after another.
// SEQ: define void @all_ops(
// SEQ-NOT: __kmpc
// SEQ: call ptr @llvm.stacksave.p0()

// wmma is expanded into the exchange through local memory, which the
// workgroup's phases carry out.
// WMMA: llvm.func @tensor_core(
// WMMA-NOT: wmma
// WMMA: llvm.alloca

// uop-translate writes the object file the CPU device loads: the kernel and
// its packed entry point.
// OBJ: T all_ops
// OBJ: T all_ops_uop

// The CPU pipeline: a graph-form kernel is linearized, converted and lowered
// to the LLVM dialect, which translates to LLVM IR.
// LLVM: llvm.func @scale(
// LLVM-NOT: uop.
// LLVM-NOT: scf.
// LLVM: llvm.fmul
// IR: define void @scale(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, ptr %5, ptr %6, i64 %7, i64 %8, i64 %9)
// IR: fmul contract float
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
