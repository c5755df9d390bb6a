// RUN: uop-opt %s -split-input-file -uop-math-to-spirv -verify-diagnostics | FileCheck %s

// Under Vulkan: exp2 and log2 are GLSL's (which MLIR 22 lacks, or lowers as
// log(x) / ln 2); other math ops are left to convert-math-to-spirv.
// CHECK-LABEL: func.func @vulkan
// CHECK: spirv.GL.Exp2 %{{.*}} : f32
// CHECK: spirv.GL.Log2 %{{.*}} : vector<4xf16>
// CHECK: math.sin
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @vulkan(%x: f32, %v: vector<4xf16>) -> (f32, vector<4xf16>, f32) {
    %e = math.exp2 %x : f32
    %l = math.log2 %v : vector<4xf16>
    %s = math.sin %x : f32
    return %e, %l, %s : f32, vector<4xf16>, f32
  }
}

// -----

// Under OpenCL: exp2 is pow(2, x), at any width; log2 is left.
// CHECK-LABEL: func.func @opencl
// CHECK-DAG: %[[TWO:.*]] = spirv.Constant 2.000000e+00 : f64
// CHECK-DAG: %[[TWOS:.*]] = spirv.Constant dense<2.000000e+00> : vector<2xf32>
// CHECK: spirv.CL.pow %[[TWO]], %{{.*}} : f64
// CHECK: spirv.CL.pow %[[TWOS]], %{{.*}} : vector<2xf32>
// CHECK: math.log2
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Addresses, Float64], []>, api=OpenCL, #spirv.resource_limits<>>} {
  func.func @opencl(%x: f64, %v: vector<2xf32>) -> (f64, vector<2xf32>, f64) {
    %e = math.exp2 %x : f64
    %w = math.exp2 %v : vector<2xf32>
    %l = math.log2 %x : f64
    return %e, %w, %l : f64, vector<2xf32>, f64
  }
}

// -----

// GLSL's Exp2, Log2 and Sin take 16- and 32-bit floats only.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @vulkan_f64(%x: f64) -> f64 {
    // expected-error @+1 {{'math.sin' op on float64 cannot be lowered for Vulkan: GLSL.std.450 has this function for 16- and 32-bit floats only}}
    %s = math.sin %x : f64
    return %s : f64
  }
}
