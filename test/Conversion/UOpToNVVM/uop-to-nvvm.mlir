// RUN: uop-opt %s -uop-to-nvvm | FileCheck %s
// RUN: uop-opt %s '-uop-to-nvvm=chip=sm_80 features=+ptx75' | FileCheck %s --check-prefix=SM80
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-nvvm | FileCheck %s --check-prefix=ALL
// RUN: uop-opt %S/Inputs/wmma.mlir -uop-to-nvvm | uop-translate --uop-to-gpu-object | FileCheck %s --check-prefix=WMMA

// Every op, in the PTX (the math functions, from libdevice, are checked in
// ptxas.mlir): float, signed, unsigned and bool arithmetic, shared memory
// and its barrier.
// ALL: .visible .entry all_ops(
// ALL-DAG: div.rn.f32
// ALL-DAG: setp.lt.f32
// ALL-DAG: div.s32
// ALL-DAG: rem.s32
// ALL-DAG: max.s32
// ALL-DAG: xor.b32
// ALL-DAG: setp.lt.s32
// ALL-DAG: setp.lt.u32
// ALL-DAG: cvt.rn.f32.s32
// ALL-DAG: cvt.rn.f32.u32
// ALL-DAG: cvt.rzi.s32.f32
// ALL-DAG: st.shared.b32
// ALL-DAG: ld.shared.b32
// ALL-DAG: bar.sync
// ALL-DAG: %ctaid.x
// ALL-DAG: %tid.x
// ALL-DAG: .shared .align 4 .b8 __wg_all_ops_0[16]
// WMMA: .entry tensor_core(
// WMMA: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// A graph-form kernel becomes a gpu.binary holding PTX for sm_90: thread
// and block indices read the special registers, the barrier is bar.sync.
// CHECK: gpu.binary @kernels
// CHECK-SAME: chip = "sm_90"
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry reduce(
// CHECK-SAME: %tid.x
// CHECK-SAME: bar.sync
// CHECK-SAME: %ctaid.x
// SM80: .target sm_80
uop.kernel @reduce global [4] local [16] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %temp = uop.define_local "temp", 16 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %l = uop.special "lidx0" dim 0 size 16
  %first = uop.cmplt %l, %c1 : i32
  %v = uop.load %d1[%l] : !uop.ptr<f32> -> f32
  %st = uop.store %temp[%l], %v : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %if = uop.if %first after %b
  %w = uop.load %temp[%c0] after %if : !uop.ptr<f32, local> -> f32
  %out = uop.store %d0[%g], %w : !uop.ptr<f32>, f32
  uop.sink %out
}
