// RUN: uop-opt %s -split-input-file -uop-spirv-driver-workarounds | FileCheck %s
// RUN: uop-opt %S/../Inputs/all-ops.mlir '-uop-to-spirv=driver-workarounds' | FileCheck %s --check-prefix=PIPELINE
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-spirv | FileCheck %s --check-prefix=PLAIN

// The pipeline runs the workarounds (and uop-unroll-inner-loops) only with
// driver-workarounds, which the Vulkan device sets on lavapipe: all-ops'
// i32 mod is then SDiv, IMul, ISub, and without it upstream's lowering of
// arith.remsi (remainders of absolute values, GL.SAbs).
// PIPELINE-NOT: spirv.GL.SAbs
// PLAIN: spirv.GL.SAbs

// Signed 64-bit orderings become unsigned ones of the operands with their
// sign bits flipped (Mesa 22.3's lavapipe miscomputes
// slt(sext(x), c); found by uop-fuzz-diff, seed 198). Equality and other
// widths are left.
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

// Signed remainders are a - (a / b) * b (lavapipe gives INT_MIN % b the
// wrong sign; found by uop-fuzz-diff, seed 900).
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

// -----

// In a strict_float kernel, a product with a constant zero is what IEEE
// makes it, spelled without the product: NaN for an infinite or NaN x, else
// a zero with x's sign (flipped for -0.0). lavapipe folds x * 0.0 to 0 even
// under SignedZeroInfNanPreserve (found by uop-fuzz-diff, seed 653483).
// Products with other constants, and those of kernels that are not strict,
// stay.
// CHECK-LABEL: gpu.func @strict_times_zero
// CHECK-SAME: (%[[X:.*]]: f32, %[[V:.*]]: vector<2xf32>)
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-DAG: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ABS:.*]] = math.absf %[[X]] : f32
// CHECK: %[[NOTFINITE:.*]] = arith.cmpf uge, %[[ABS]], %[[INF]] : f32
// CHECK: %[[SIGNED:.*]] = math.copysign %[[ZERO]], %[[X]] : f32
// CHECK: %[[P:.*]] = arith.select %[[NOTFINITE]], %[[NAN]], %[[SIGNED]] : f32
// CHECK: %[[SIGNED2:.*]] = math.copysign %[[ZERO]], %[[X]] : f32
// CHECK: %[[FLIPPED:.*]] = arith.negf %[[SIGNED2]] : f32
// CHECK: %[[N:.*]] = arith.select %{{.*}}, %[[NAN]], %[[FLIPPED]] : f32
// CHECK: math.copysign %{{.*}}, %[[V]] : vector<2xf32>
// CHECK: arith.select %{{.*}} : vector<2xi1>, vector<2xf32>
// CHECK: %[[KEPT:.*]] = arith.mulf %[[X]], %{{.*}} : f32
// CHECK: gpu.return %[[P]], %[[N]], %{{.*}}, %[[KEPT]]
// CHECK-LABEL: gpu.func @not_strict_times_zero
// CHECK: arith.mulf
module attributes {gpu.container_module, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, api=Vulkan, #spirv.resource_limits<>>} {
  gpu.module @kernels {
    gpu.func @strict_times_zero(%x: f32, %v: vector<2xf32>) -> (f32, f32, vector<2xf32>, f32) attributes {uop.strict_float} {
      %zero = arith.constant 0.0 : f32
      %negzero = arith.constant -0.0 : f32
      %zeros = arith.constant dense<0.0> : vector<2xf32>
      %two = arith.constant 2.0 : f32
      %p = arith.mulf %x, %zero : f32
      %n = arith.mulf %negzero, %x : f32
      %w = arith.mulf %v, %zeros : vector<2xf32>
      %kept = arith.mulf %x, %two : f32
      gpu.return %p, %n, %w, %kept : f32, f32, vector<2xf32>, f32
    }
    gpu.func @not_strict_times_zero(%x: f32) -> f32 {
      %zero = arith.constant 0.0 : f32
      %p = arith.mulf %x, %zero : f32
      gpu.return %p : f32
    }
  }
}
