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

// Under Vulkan, float remainders are exact (C's fmod): OpFRem needs only the
// precision of x - y * trunc(x / y) there (found by uop-fuzz-diff, seed
// 107940). NaN operands, an infinite x and a zero y give NaN;
// otherwise |x| loses the largest |y| * 2^k not above it until it is below
// |y|, each subtraction NoContraction. Vectors go lane by lane.
// CHECK-LABEL: func.func @float_remainder
// CHECK-SAME: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[V:.*]]: vector<2xf64>, %[[W:.*]]: vector<2xf64>)
// CHECK-NOT: arith.remf
// CHECK-DAG: %[[AX:.*]] = math.absf %[[X]] : f32
// CHECK-DAG: %[[AY:.*]] = math.absf %[[Y]] : f32
// CHECK-DAG: %[[NAN:.*]] = arith.cmpf uno, %[[X]], %[[Y]] : f32
// CHECK-DAG: %[[INF:.*]] = arith.cmpf oeq, %[[AX]], %{{.*}} : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.cmpf oeq, %[[AY]], %{{.*}} : f32
// CHECK: %[[INVALID:.*]] = arith.ori %[[NAN]],
// CHECK: %[[START:.*]] = arith.select %[[INVALID]], %{{.*}}, %[[AX]] : f32
// CHECK: %[[DIVISOR:.*]] = arith.select %[[INVALID]], %{{.*}}, %[[AY]] : f32
// CHECK: %[[YPARTS:.*]] = spirv.GL.FrexpStruct %[[DIVISOR]] : f32 -> !spirv.struct<(f32, i32)>
// CHECK: %[[YEXP:.*]] = spirv.CompositeExtract %[[YPARTS]][1 : i32]
// CHECK: %[[REST:.*]] = scf.while (%[[R:.*]] = %[[START]]) : (f32) -> f32 {
// CHECK:   %[[MORE:.*]] = arith.cmpf oge, %[[R]], %[[DIVISOR]] : f32
// CHECK:   scf.condition(%[[MORE]]) %[[R]] : f32
// CHECK: } do {
// CHECK: ^bb0(%[[R2:.*]]: f32):
// CHECK:   %[[RPARTS:.*]] = spirv.GL.FrexpStruct %[[R2]]
// CHECK:   %[[REXP:.*]] = spirv.CompositeExtract %[[RPARTS]][1 : i32]
// CHECK:   %[[SHIFT:.*]] = arith.subi %[[REXP]], %[[YEXP]] : i32
// CHECK:   %[[STEP:.*]] = spirv.GL.Ldexp %[[DIVISOR]] : f32, %[[SHIFT]] : i32 -> f32
// CHECK:   %[[OVER:.*]] = arith.cmpf ogt, %[[STEP]], %[[R2]] : f32
// CHECK:   %[[HALVED:.*]] = arith.mulf %[[STEP]], %{{.*}} : f32
// CHECK:   %[[STEP2:.*]] = arith.select %[[OVER]], %[[HALVED]], %[[STEP]] : f32
// CHECK:   %[[NEXT:.*]] = spirv.FSub %[[R2]], %[[STEP2]] {no_contraction} : f32
// CHECK:   scf.yield %[[NEXT]] : f32
// CHECK: }
// CHECK: %[[SIGNED:.*]] = math.copysign %[[REST]], %[[X]] : f32
// CHECK: %[[RESULT:.*]] = arith.select %[[INVALID]], %{{.*}}, %[[SIGNED]] : f32
// CHECK: vector.extract %[[V]][0] : f64 from vector<2xf64>
// CHECK: vector.extract %[[W]][0] : f64 from vector<2xf64>
// CHECK: scf.while
// CHECK: vector.extract %[[V]][1] : f64 from vector<2xf64>
// CHECK: vector.extract %[[W]][1] : f64 from vector<2xf64>
// CHECK: scf.while
// CHECK: %[[LANES:.*]] = vector.from_elements %{{.*}}, %{{.*}} : vector<2xf64>
// CHECK: return %[[RESULT]], %[[LANES]]
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @float_remainder(%x: f32, %y: f32, %v: vector<2xf64>, %w: vector<2xf64>) -> (f32, vector<2xf64>) {
    %r = arith.remf %x, %y : f32
    %s = arith.remf %v, %w : vector<2xf64>
    return %r, %s : f32, vector<2xf64>
  }
}

// -----

// Under OpenCL, whose fmod is exact, float remainders are left as they are.
// CHECK-LABEL: func.func @float_remainder_opencl
// CHECK: arith.remf
// CHECK-NOT: scf.while
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.2, [Kernel, Addresses], []>, api=OpenCL, #spirv.resource_limits<>>} {
  func.func @float_remainder_opencl(%x: f32, %y: f32) -> f32 {
    %r = arith.remf %x, %y : f32
    return %r : f32
  }
}

// -----

// Signed 64-bit orderings and signed remainders are left: rewriting them for
// lavapipe is uop-spirv-driver-workarounds' job (driver-workarounds.mlir).
// CHECK-LABEL: func.func @driver_workarounds_elsewhere
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i64
// CHECK: arith.remsi %{{.*}}, %{{.*}} : i32
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int64], []>, api=Vulkan, #spirv.resource_limits<>>} {
  func.func @driver_workarounds_elsewhere(%a: i64, %b: i64, %x: i32, %y: i32) -> (i1, i32) {
    %lt = arith.cmpi slt, %a, %b : i64
    %r = arith.remsi %x, %y : i32
    return %lt, %r : i1, i32
  }
}
