// RUN: uop-opt %s -split-input-file -uop-math-to-spirv -verify-diagnostics | FileCheck %s

// Under Vulkan: exp2 and log2 are GLSL's (which MLIR 22 lacks, or lowers as
// log(x) / ln 2); other math ops are left to convert-math-to-spirv (but
// float32 sin, and float64 exp2, log2 and sin: math-expansions.mlir).
// CHECK-LABEL: func.func @vulkan
// CHECK: spirv.GL.Exp2 %{{.*}} : f32
// CHECK: spirv.GL.Log2 %{{.*}} : vector<4xf16>
// CHECK: math.cos
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @vulkan(%x: f32, %v: vector<4xf16>) -> (f32, vector<4xf16>, f32) {
    %e = math.exp2 %x : f32
    %l = math.log2 %v : vector<4xf16>
    %s = math.cos %x : f32
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

// GLSL's Exp2, Log2 and Sin take 16- and 32-bit floats only, and their
// float64 expansions (math-expansions.mlir) need 64-bit integers.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @vulkan_f64(%x: f64) -> f64 {
    // expected-error @+1 {{'math.sin' op on float64 cannot be lowered for Vulkan without the Int64 capability: GLSL.std.450 has this function for 16- and 32-bit floats only, and its expansion uses 64-bit integers}}
    %s = math.sin %x : f64
    return %s : f64
  }
}

// -----

// Under Vulkan, signed 64-bit orderings become unsigned ones of the operands
// with their sign bits flipped (Mesa 22.3's lavapipe miscomputes
// slt(sext(x), c); found by uop-fuzz-diff, seed 198). Equality, other widths
// and OpenCL are left.
// CHECK-LABEL: func.func @signed_i64_compare
// CHECK: %[[MIN:.*]] = arith.constant -9223372036854775808 : i64
// CHECK: %[[A:.*]] = arith.xori %{{.*}}, %[[MIN]] : i64
// CHECK: %[[B:.*]] = arith.xori %{{.*}}, %[[MIN]] : i64
// CHECK: arith.cmpi ult, %[[A]], %[[B]] : i64
// CHECK: arith.cmpi uge, %{{.*}}, %{{.*}} : vector<2xi64>
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : i64
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @signed_i64_compare(%x: i32, %y: i32, %c: i64, %v: vector<2xi64>, %w: vector<2xi64>) -> (i1, vector<2xi1>, i1, i1) {
    %e = arith.extsi %x : i32 to i64
    %lt = arith.cmpi slt, %e, %c : i64
    %ge = arith.cmpi sge, %v, %w : vector<2xi64>
    %eq = arith.cmpi eq, %e, %c : i64
    %narrow = arith.cmpi slt, %x, %y : i32
    return %lt, %ge, %eq, %narrow : i1, vector<2xi1>, i1, i1
  }
}

// -----

// CHECK-LABEL: func.func @signed_i64_compare_opencl
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i64
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Addresses, Int64], []>, api=OpenCL, #spirv.resource_limits<>>} {
  func.func @signed_i64_compare_opencl(%a: i64, %b: i64) -> i1 {
    %lt = arith.cmpi slt, %a, %b : i64
    return %lt : i1
  }
}

// -----

// Under Vulkan, signed remainders are a - (a / b) * b (lavapipe gives
// INT_MIN % b the wrong sign; found by uop-fuzz-diff, seed 900).
// CHECK-LABEL: func.func @signed_remainder
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: %[[Q:.*]] = arith.divsi %[[A]], %[[B]] : i32
// CHECK: %[[P:.*]] = arith.muli %[[Q]], %[[B]] : i32
// CHECK: %[[R:.*]] = arith.subi %[[A]], %[[P]] : i32
// CHECK: return %[[R]]
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @signed_remainder(%a: i32, %b: i32) -> i32 {
    %r = arith.remsi %a, %b : i32
    return %r : i32
  }
}
