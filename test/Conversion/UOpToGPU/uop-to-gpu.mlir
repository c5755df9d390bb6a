// RUN: uop-opt %s -split-input-file -convert-uop-to-gpu -verify-diagnostics | FileCheck %s

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

uop.kernel @tensor_core linear {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op exchanges fragments between the threads of a warp; it is not lowered yet}}
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}
