// RUN: uop-opt %s -split-input-file -pass-pipeline='builtin.module(spirv.module(uop-spirv-strict-float))' | FileCheck %s
// RUN: uop-opt %S/../Inputs/strict-float.mlir -uop-to-spirv | FileCheck %s --check-prefix=PIPELINE

// The entry point of a strict_float kernel keeps IEEE signed zeros,
// infinities and NaNs at each float width it computes with (lavapipe
// computes -0 * inf as 0 otherwise); the marker attribute is dropped.
// CHECK-LABEL: spirv.module
// CHECK: spirv.func @strict
// CHECK-NOT: uop.strict_float
// CHECK: spirv.func @plain
// CHECK-DAG: spirv.ExecutionMode @strict "SignedZeroInfNanPreserve", 32
// CHECK-DAG: spirv.ExecutionMode @strict "SignedZeroInfNanPreserve", 64
// CHECK-NOT: spirv.ExecutionMode @strict "SignedZeroInfNanPreserve", 16
// A kernel without strict_float gets no mode.
// CHECK-NOT: spirv.ExecutionMode @plain "SignedZeroInfNanPreserve"
spirv.module Logical GLSL450 {
  spirv.func @strict(%x: f32, %y: f64) -> f32 "None" attributes {uop.strict_float} {
    %z = spirv.FConvert %y : f64 to f32
    %s = spirv.FMul %x, %z : f32
    spirv.ReturnValue %s : f32
  }
  spirv.func @plain(%x: f32) -> f32 "None" {
    %s = spirv.FMul %x, %x : f32
    spirv.ReturnValue %s : f32
  }
  spirv.EntryPoint "GLCompute" @strict
  spirv.EntryPoint "GLCompute" @plain
}

// -----

// A strict kernel without float values gets no mode either.
// CHECK-LABEL: spirv.module
// CHECK-NOT: spirv.ExecutionMode
spirv.module Logical GLSL450 {
  spirv.func @ints(%x: i32) -> i32 "None" attributes {uop.strict_float} {
    spirv.ReturnValue %x : i32
  }
  spirv.EntryPoint "GLCompute" @ints
}

// The whole pipeline: the mode, its capability and its extension.
// PIPELINE: spirv.module @__spv__kernels Logical GLSL450 requires #spirv.vce<v1.0, [{{.*}}SignedZeroInfNanPreserve{{.*}}], [{{.*}}SPV_KHR_float_controls{{.*}}]>
// PIPELINE: spirv.ExecutionMode @strict_kernel "SignedZeroInfNanPreserve", 32
