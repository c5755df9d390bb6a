// RUN: uop-opt %s -split-input-file -uop-to-spirv -verify-diagnostics | FileCheck %s
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-spirv | FileCheck %s --check-prefix=ALL
// RUN: uop-opt %S/../UOpToNVVM/Inputs/wmma.mlir -uop-to-spirv | FileCheck %s --check-prefix=WMMA

// Every op, in a Vulkan shader: GLSL's functions for exp2, log2, sqrt, max
// and fma, sin's expansion (an exact argument reduction in 32-bit integers,
// math-expansions.mlir) and the exact float remainder (a loop scaling the
// divisor with Ldexp, math-to-spirv.mlir); signed and unsigned integer ops; local
// memory as a Workgroup variable and the barrier as a workgroup control
// barrier.
// ALL: spirv.module @__spv__kernels Logical GLSL450
// ALL-DAG: spirv.GlobalVariable @__workgroup_mem__0 : !spirv.ptr<!spirv.struct<(!spirv.array<4 x f32>)>, Workgroup>
// ALL: spirv.func @all_ops()
// ALL-DAG: spirv.GL.Exp2 %{{.*}} : f32
// ALL-DAG: spirv.GL.Log2 %{{.*}} : f32
// ALL-DAG: spirv.UMulExtended %{{.*}}, %{{.*}} : !spirv.struct<(i32, i32)>
// ALL-DAG: spirv.GL.FindUMsb %{{.*}} : i32
// ALL-DAG: spirv.GL.Sqrt %{{.*}} : f32
// ALL-DAG: spirv.FNegate %{{.*}} : f32
// ALL-DAG: spirv.FSub %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.FDiv %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.GL.FMax %{{.*}}, %{{.*}} : f32
// ALL-NOT: spirv.FRem
// ALL-DAG: spirv.GL.Ldexp %{{.*}} : f32, %{{.*}} : i32 -> f32
// ALL-DAG: spirv.FOrdLessThan %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.FOrdEqual %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.GL.Fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// (i32 neg is ISub; i32 mod is upstream's remainder of absolute values, or
// SDiv, IMul, ISub with driver-workarounds: driver-workarounds.mlir.)
// ALL-DAG: spirv.SDiv %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.GL.SMax %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.BitwiseXor %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.SLessThan %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.UDiv %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.UMod %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.GL.UMax %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.ULessThan %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.LogicalOr %{{.*}}, %{{.*}} : i1
// ALL-DAG: spirv.LogicalAnd %{{.*}}, %{{.*}} : i1
// ALL-DAG: spirv.LogicalEqual %{{.*}}, %{{.*}} : i1
// ALL-DAG: spirv.ConvertSToF %{{.*}} : i32 to f32
// ALL-DAG: spirv.ConvertFToS %{{.*}} : f32 to i32
// ALL-DAG: spirv.Bitcast %{{.*}} : f32 to i32
// ALL-DAG: spirv.Store "Workgroup"
// ALL-DAG: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// ALL-DAG: spirv.Load "Workgroup"
// ALL-DAG: spirv.mlir.loop
// ALL-DAG: spirv.mlir.selection
// ALL: spirv.EntryPoint "GLCompute" @all_ops
// ALL: spirv.ExecutionMode @all_ops "LocalSize", 4, 1, 1

// wmma is expanded (uop-expand-wmma): fragments through workgroup memory,
// between barriers.
// WMMA: spirv.GlobalVariable @__workgroup_mem__{{.*}} : !spirv.ptr<!spirv.struct<(!spirv.array<256 x f32>)>, Workgroup>
// WMMA: spirv.func @tensor_core()
// WMMA: spirv.ControlBarrier
// WMMA: spirv.ControlBarrier

// -----

// A kernel becomes a SPIR-V shader module for Vulkan: buffers are storage
// buffer bindings, the workgroup size is the kernel's local size, and a
// float4 is loaded element by element (logical addressing has no vector
// view of a scalar buffer).
// CHECK: spirv.module @__spv__kernels Logical GLSL450
// CHECK-DAG: spirv.GlobalVariable @[[NAME:.*]]_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK: spirv.func @scale()
// CHECK-COUNT-4: spirv.Load "StorageBuffer"
// CHECK-COUNT-4: spirv.Store "StorageBuffer"
// CHECK: spirv.EntryPoint "GLCompute" @scale
// CHECK: spirv.ExecutionMode @scale "LocalSize", 32, 1, 1
uop.kernel @scale global [8] local [32] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c4 = uop.const 4 : i32
  %g = uop.special "gidx0" dim 0 size 8
  %l = uop.special "lidx0" dim 0 size 32
  %b = uop.mul %g, %c4 : i32
  %i = uop.add %b, %l : i32
  %v = uop.load %d1[%i] : !uop.ptr<f32> -> vector<4xf32>
  %st = uop.store %d0[%i], %v : !uop.ptr<f32>, vector<4xf32>
  uop.sink %st
}

// -----

// exp2 (which MLIR 22's math-to-spirv lacks) and sqrt become GLSL ops.
// CHECK-LABEL: spirv.func @math()
// CHECK: spirv.GL.Exp2 %{{.*}} : f32
// CHECK: spirv.GL.Sqrt %{{.*}} : f32
uop.kernel @math {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %y = uop.exp2 %x : f32
  %z = uop.sqrt %y : f32
  %st = uop.store %d0[%c0], %z : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// GLSL's Exp2, Log2 and Sin take 16- and 32-bit floats: a float64 exp2 is
// expanded in float64 and 64-bit integer arithmetic (math-expansions.mlir).
// CHECK-LABEL: spirv.func @exp2_f64()
// CHECK-NOT: spirv.GL.Exp2
// CHECK: spirv.GL.Floor %{{.*}} : f64
// CHECK: spirv.Bitcast %{{.*}} : i64 to f64
// CHECK-NOT: spirv.GL.Exp2
// CHECK: spirv.Return
uop.kernel @exp2_f64 {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f64> -> f64
  %y = uop.exp2 %x : f64
  %st = uop.store %d0[%c0], %y : !uop.ptr<f64>, f64
  uop.sink %st
}

// -----

// bfloat16 has no SPIR-V type in this target environment.
uop.kernel @bfloat {
  // expected-error @+1 {{'uop.define_global' op has dtype 'bf16', which cannot be lowered for Vulkan: the SPIR-V target environment has no bfloat16 (SPV_KHR_bfloat16)}}
  %d0 = uop.define_global 0 mutable : !uop.ptr<bf16>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<bf16> -> bf16
  %st = uop.store %d0[%c0], %x : !uop.ptr<bf16>, bf16
  uop.sink %st
}
