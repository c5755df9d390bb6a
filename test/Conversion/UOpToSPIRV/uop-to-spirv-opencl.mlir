// RUN: uop-opt %s -split-input-file '-uop-to-spirv=client-api=opencl' -verify-diagnostics | FileCheck %s
// RUN: uop-opt %S/../Inputs/all-ops.mlir '-uop-to-spirv=client-api=opencl' | FileCheck %s --check-prefix=ALL

// Every op, in an OpenCL kernel: buffers are CrossWorkgroup pointers,
// OpenCL.std's functions (exp2 as pow(2, x)), local memory a Workgroup
// variable. The SPIR-V module stays inside its gpu.module.
// ALL: gpu.module @kernels
// ALL: spirv.module @__spv__kernels Physical32 OpenCL
// ALL: spirv.func @all_ops(%{{.*}}: !spirv.ptr<f32, CrossWorkgroup>, %{{.*}}: !spirv.ptr<i32, CrossWorkgroup>, %{{.*}}: !spirv.ptr<i32, CrossWorkgroup>, %{{.*}}: i32)
// ALL-DAG: %[[TWO:.*]] = spirv.Constant 2.000000e+00 : f32
// ALL-DAG: spirv.CL.pow %[[TWO]], %{{.*}} : f32
// ALL-DAG: spirv.CL.log %{{.*}} : f32
// ALL-DAG: spirv.CL.sin %{{.*}} : f32
// ALL-DAG: spirv.CL.sqrt %{{.*}} : f32
// ALL-DAG: spirv.CL.fmax %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.CL.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.FRem %{{.*}}, %{{.*}} : f32
// ALL-DAG: spirv.SDiv %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.CL.s_max %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.UDiv %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.UMod %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.CL.u_max %{{.*}}, %{{.*}} : i32
// ALL-DAG: spirv.PtrAccessChain %{{.*}}[%{{.*}}] : !spirv.ptr<f32, CrossWorkgroup>, i32
// ALL-DAG: spirv.Store "Workgroup"
// ALL-DAG: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// ALL: spirv.EntryPoint "Kernel" @all_ops

// -----

// A float64 kernel: OpenCL.std takes doubles.
// CHECK-LABEL: spirv.func @double(
// CHECK: spirv.CL.pow %{{.*}}, %{{.*}} : f64
// CHECK: spirv.CL.sin %{{.*}} : f64
uop.kernel @double {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f64> -> f64
  %y = uop.exp2 %x : f64
  %z = uop.sin %y : f64
  %st = uop.store %d0[%c0], %z : !uop.ptr<f64>, f64
  uop.sink %st
}

// -----

// float16 needs the Float16 capability, which the OpenCL profiles spirv-val
// checks do not allow: an error naming the op, the dtype and OpenCL.
uop.kernel @half {
  // expected-error @+1 {{'uop.define_global' op has dtype 'f16', which cannot be lowered for OpenCL: float16 values need the Float16 capability (cl_khr_fp16), which the OpenCL profiles that spirv-val checks do not allow}}
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f16> -> f16
  %st = uop.store %d0[%c0], %x : !uop.ptr<f16>, f16
  uop.sink %st
}
