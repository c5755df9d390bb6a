// RUN: uop-opt %s -split-input-file -convert-uop-to-gpu -verify-diagnostics | FileCheck %s
// RUN: uop-opt %S/../Inputs/all-ops.mlir -convert-uop-to-gpu | FileCheck %s --check-prefix=ALL
// RUN: uop-opt %S/../Inputs/all-ops.mlir -convert-uop-to-gpu=spirv-client-api=vulkan | FileCheck %s --check-prefix=VULKAN
// RUN: uop-opt %S/../Inputs/all-ops.mlir -convert-uop-to-gpu=spirv-client-api=opencl | FileCheck %s --check-prefix=OPENCL
// RUN: uop-opt %S/Inputs/spirv-errors.mlir -split-input-file -convert-uop-to-gpu=spirv-client-api=opencl -verify-diagnostics
// RUN: not uop-opt %S/../Inputs/all-ops.mlir -convert-uop-to-gpu=spirv-client-api=metal 2>&1 | FileCheck %s --check-prefix=API
// RUN: uop-opt %S/Inputs/no-local-size.mlir -convert-uop-to-gpu=spirv-client-api=vulkan | FileCheck %s --check-prefix=LOCALSIZE

// Regression: without a local size, a SPIR-V kernel's workgroup size comes
// from its thread indices (not 1x1x1, which would run one thread).
// LOCALSIZE: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 2, 1]>
// API: error: convert-uop-to-gpu: spirv-client-api 'metal' is not supported; use 'vulkan' or 'opencl'

// Every op: the body is converted as for the CPU (see uop-to-scf.mlir), the
// GPU runs the threads.
// ALL: gpu.func @all_ops(%{{.*}}: memref<?xf32>, %{{.*}}: memref<?xi32>, %{{.*}}: memref<?xi32>, %{{.*}}: i32) workgroup(%[[TEMP:.*]] : memref<4xf32, #gpu.address_space<workgroup>>) kernel
// ALL-SAME: known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 2, 1, 1>
// ALL-DAG: gpu.block_id x
// ALL-DAG: gpu.thread_id x
// ALL-DAG: math.exp2
// ALL-DAG: arith.remui
// ALL-DAG: vector.from_elements
// ALL: scf.for {{.*}} iter_args
// ALL: memref.store %{{.*}}, %[[TEMP]]
// ALL-NEXT: gpu.barrier
// ALL: memref.load %[[TEMP]]
// ALL: gpu.return

// For SPIR-V: the client API's target environment and the workgroup size as
// the entry point ABI; local memory is allocated in memory space 3, which
// SPIR-V's storage class mapping names Workgroup.
// VULKAN: module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader,
// VULKAN-SAME: api=Vulkan
// VULKAN: gpu.func @all_ops(
// VULKAN-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [4, 1, 1]>
// VULKAN: memref.alloc() : memref<4xf32, 3>
// OPENCL: spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Addresses,
// OPENCL-SAME: api=OpenCL

// -----

// The GPU runs the threads: block and thread indices are the GPU's, local
// memory is a workgroup attribution, a barrier is gpu.barrier.
// CHECK: module attributes {gpu.container_module}
// CHECK: gpu.module @kernels
// CHECK: gpu.func @reduce(%[[OUT:.*]]: memref<?xf32>, %[[IN:.*]]: memref<?xf32>) workgroup(%[[TEMP:.*]] : memref<16xf32, #gpu.address_space<workgroup>>) kernel
// CHECK-DAG: %[[L:.*]] = gpu.thread_id x
// CHECK-DAG: %[[G:.*]] = gpu.block_id x
// CHECK: memref.store %{{.*}}, %[[TEMP]][%{{.*}}] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.barrier
// CHECK: scf.if
// CHECK: memref.load %[[TEMP]]
// CHECK: memref.store %{{.*}}, %[[OUT]]
// CHECK: gpu.return
uop.kernel @reduce linear global [4] local [16] {
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
  uop.endif %if
}

// -----

// Without a local size an index is a global one.
// CHECK-LABEL: gpu.func @global_index
// CHECK: gpu.global_id y
uop.kernel @global_index linear global [1, 8] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %i = uop.special "idx1" dim 1 size 8
  %st = uop.store %d0[%i], %i : !uop.ptr<i32>, i32
}

// -----

// wmma is mma.sync: the fragments as pairs of halves, the accumulators as
// four floats.
// CHECK-LABEL: gpu.func @tensor_core
// CHECK: %[[A:.*]] = arith.truncf %{{.*}} : vector<8xf32> to vector<8xf16>
// CHECK: vector.shuffle %[[A]], %[[A]] [0, 1] : vector<8xf16>, vector<8xf16>
// CHECK: %[[D:.*]] = nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[D]][3]
// CHECK: vector.from_elements {{.*}} : vector<4xf32>
uop.kernel @tensor_core linear local [32] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %l = uop.special "lidx0" dim 0 size 32
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
  %st = uop.store %d0[%l], %d : !uop.ptr<f32>, vector<4xf32>
}

// -----

// Other tiles have no NVVM lowering.
uop.kernel @metal_tile linear {
  %a = uop.const dense<1.0> : vector<2xf32>
  %c = uop.const dense<0.0> : vector<2xf32>
  // expected-error @+1 {{'uop.wmma' op 'WMMA_8_8_8_float_float' has no NVVM lowering: only CUDA's 8x16x16 half->float tile (mma.sync m16n8k16) is implemented}}
  %d = uop.wmma "WMMA_8_8_8_float_float" %a, %a, %c dims [8, 8, 8] upcast [2, 2, 2] device "METAL" : vector<2xf32>, vector<2xf32>, vector<2xf32>
}

// -----

// mma.sync runs on whole warps.
uop.kernel @half_warp linear local [16] {
  %l = uop.special "lidx0" dim 0 size 16
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op needs whole warps of 32 threads, but the workgroup has 16}}
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}
