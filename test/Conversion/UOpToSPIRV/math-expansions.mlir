// RUN: uop-opt %s -split-input-file -uop-math-to-spirv -verify-diagnostics | FileCheck %s

// Under Vulkan, float64 exp2, log2 and sin (which GLSL.std.450 lacks) are
// expanded in float64 and integer arithmetic (MathExpansions.h). The float
// arithmetic is SPIR-V ops decorated NoContraction, so that the driver
// computes it as written.

// exp2: n = floor(x + 1/2), a polynomial for 2^(x - n), then two exact
// scalings by powers of two built from exponent bits.
// CHECK-LABEL: func.func @exp2_f64
// CHECK-NOT: math.exp2
// CHECK: %[[HALF:.*]] = spirv.FAdd %{{.*}}, %{{.*}} {no_contraction} : f64
// CHECK: %[[N:.*]] = math.floor %[[HALF]] : f64
// CHECK: spirv.FSub %{{.*}}, %[[N]] {no_contraction} : f64
// CHECK: arith.fptosi %[[N]] : f64 to i32
// CHECK: %[[BITS:.*]] = arith.shli %{{.*}}, %{{.*}} : i64
// CHECK: %[[SCALE:.*]] = arith.bitcast %[[BITS]] : i64 to f64
// CHECK: spirv.FMul %{{.*}}, %[[SCALE]] {no_contraction} : f64
// CHECK-NOT: math.exp2
// CHECK: return
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @exp2_f64(%x: f64) -> f64 {
    %y = math.exp2 %x : f64
    return %y : f64
  }
}

// -----

// log2: a subnormal made normal exactly (its significand, converted), the
// exponent and significand split by bit operations, FreeBSD's log2 kernel.
// CHECK-LABEL: func.func @log2_f64
// CHECK-NOT: math.log2
// CHECK: arith.uitofp %{{.*}} : i64 to f64
// CHECK: arith.sitofp %{{.*}} : i32 to f64
// CHECK: spirv.FDiv %{{.*}}, %{{.*}} {no_contraction} : f64
// CHECK-NOT: math.log2
// CHECK: return
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @log2_f64(%x: f64) -> f64 {
    %y = math.log2 %x : f64
    return %y : f64
  }
}

// -----

// sin: an exact Payne-Hanek reduction in 32-bit integers (the significand
// times a window of 2/pi's bits, normalized, times pi/2), then FreeBSD's
// polynomials; vectors elementwise.
// CHECK-LABEL: func.func @sin_f64
// CHECK-NOT: math.sin
// CHECK: arith.mului_extended %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: math.ctlz %{{.*}} : vector<2xi32>
// CHECK: arith.uitofp %{{.*}} : vector<2xi64> to vector<2xf64>
// CHECK: spirv.FMul %{{.*}}, %{{.*}} {no_contraction} : vector<2xf64>
// CHECK-NOT: math.sin
// CHECK: return
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @sin_f64(%x: vector<2xf64>) -> vector<2xf64> {
    %y = math.sin %x : vector<2xf64>
    return %y : vector<2xf64>
  }
}

// -----

// A float32 sin gets the same exact reduction (GLSL's Sin may reduce a large
// argument inexactly: lavapipe gives sin(-2.2e16f) = 1, not 0.2797), in
// 32-bit integers and float32 only: a device may lack Int64 and Float64.
// CHECK-LABEL: func.func @sin_f32
// CHECK-NOT: {{math.sin|spirv.GL.Sin|i64|f64}}
// CHECK: arith.mului_extended %{{.*}}, %{{.*}} : i32
// CHECK-NOT: {{math.sin|spirv.GL.Sin|i64|f64}}
// CHECK: math.ctlz %{{.*}} : i32
// CHECK-NOT: {{math.sin|spirv.GL.Sin|i64|f64}}
// CHECK: arith.uitofp %{{.*}} : i32 to f32
// CHECK-NOT: {{math.sin|spirv.GL.Sin|i64|f64}}
// CHECK: return
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @sin_f32(%x: f32) -> f32 {
    %y = math.sin %x : f32
    return %y : f32
  }
}

// -----

// Left as they were: float32 exp2 and log2 (GLSL's), float16 sin (for
// convert-math-to-spirv, GLSL's Sin) and other math ops.
// CHECK-LABEL: func.func @unchanged
// CHECK: spirv.GL.Exp2 %{{.*}} : f32
// CHECK: spirv.GL.Log2 %{{.*}} : f32
// CHECK: math.sin %{{.*}} : f16
// CHECK: math.cos %{{.*}} : f32
// CHECK-NOT: mului_extended
// CHECK: return
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16, Float64, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @unchanged(%x: f32, %h: f16) -> (f32, f32, f16, f32) {
    %e = math.exp2 %x : f32
    %l = math.log2 %x : f32
    %s = math.sin %h : f16
    %c = math.cos %x : f32
    return %e, %l, %s, %c : f32, f32, f16, f32
  }
}

// -----

// Under OpenCL, whose extended set has float64 functions, nothing is
// expanded: sin and log2 are left, exp2 is pow(2, x).
// CHECK-LABEL: func.func @opencl
// CHECK: spirv.CL.pow %{{.*}}, %{{.*}} : f64
// CHECK: math.log2 %{{.*}} : f64
// CHECK: math.sin %{{.*}} : f64
// CHECK: math.sin %{{.*}} : f32
// CHECK-NOT: mului_extended
// CHECK: return
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Addresses, Float64, Int64], []>, api=OpenCL, #spirv.resource_limits<>>} {
  func.func @opencl(%x: f64, %y: f32) -> (f64, f64, f64, f32) {
    %e = math.exp2 %x : f64
    %l = math.log2 %x : f64
    %s = math.sin %x : f64
    %t = math.sin %y : f32
    return %e, %l, %s, %t : f64, f64, f64, f32
  }
}

// -----

// The float64 expansions use 64-bit integers: without Int64 they are an
// error naming the op and the target.
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @no_int64(%x: f64) -> f64 {
    // expected-error @+1 {{'math.log2' op on float64 cannot be lowered for Vulkan without the Int64 capability: GLSL.std.450 has this function for 16- and 32-bit floats only, and its expansion uses 64-bit integers}}
    %l = math.log2 %x : f64
    return %l : f64
  }
}
