// RUN: uop-opt %s -split-input-file -uop-to-spirv -verify-diagnostics | FileCheck %s

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

// GLSL's transcendentals take 16- and 32-bit floats: an f64 exp2 is an error
// naming the op, not a broken module.
uop.kernel @exp2_f64 {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<f64> -> f64
  // expected-error @+1 {{failed to legalize operation 'math.exp2'}}
  %y = uop.exp2 %x : f64
  %st = uop.store %d0[%c0], %y : !uop.ptr<f64>, f64
  uop.sink %st
}
