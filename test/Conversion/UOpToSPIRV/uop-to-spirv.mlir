// RUN: uop-opt %s -split-input-file -uop-to-spirv -verify-diagnostics | FileCheck %s

// A kernel becomes a SPIR-V shader module for Vulkan: buffers are storage
// buffer bindings, the workgroup size is the kernel's local size, and a
// float4 is loaded element by element (logical addressing has no vector
// view of a scalar buffer).
// CHECK: spirv.module @__spv__kernels Logical GLSL450
// CHECK-DAG: spirv.GlobalVariable @[[NAME:.*]]_arg_0 bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK: spirv.func @scale()
// CHECK-COUNT-4: spirv.Load "StorageBuffer"
// CHECK: spirv.CompositeConstruct
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
  %e = uop.gep %v[3] : vector<4xf32>
  %st = uop.store %d0[%i], %e : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// MLIR 22's SPIR-V conversion has no lowering of math.exp2 yet: a clear
// error, not a broken module.
uop.kernel @exp2 {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  // expected-error @+1 {{failed to legalize operation 'math.exp2'}}
  %y = uop.exp2 %x : f32
  %st = uop.store %d0[%c0], %y : !uop.ptr<f32>, f32
  uop.sink %st
}
