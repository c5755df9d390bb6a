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
