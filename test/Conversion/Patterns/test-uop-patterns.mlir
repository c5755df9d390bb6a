// RUN: uop-opt %s -split-input-file -test-uop-patterns | FileCheck %s

// uop ALU, load and store ops in a func.func, next to arith ops: the public
// patterns and type converter lower them, the buffer argument becomes a
// memref, and upstream's expansion of arith.maxnumf composes with them.
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %[[BUF:.*]]: memref<?xf32>, %[[I:.*]]: i32)
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[J:.*]] = arith.addi %[[I]], %[[ONE]] : i32
// CHECK: %[[IDX:.*]] = arith.index_cast %[[J]] : i32 to index
// CHECK: %[[V:.*]] = memref.load %[[BUF]][%[[IDX]]] : memref<?xf32>
// CHECK: %[[W:.*]] = arith.mulf %[[V]], %[[V]] : f32
// CHECK-NOT: arith.maxnumf
// CHECK: arith.select %{{.*}}, %[[W]], %[[V]] : f32
// CHECK: %[[NAN:.*]] = arith.cmpf uno, %[[W]], %[[W]] : f32
// CHECK: %[[M:.*]] = arith.select %[[NAN]], %[[V]], %{{.*}} : f32
// CHECK: memref.store %[[M]], %[[BUF]][%{{.*}}] : memref<?xf32>
// CHECK-NOT: uop.
func.func @mixed(%buf: !uop.ptr<f32>, %i: i32) {
  %one = arith.constant 1 : i32
  %j = arith.addi %i, %one : i32
  %v = uop.load %buf[%j] : !uop.ptr<f32> -> f32
  %w = uop.mul %v, %v : f32
  %m = uop.max %w, %v : f32
  %st = uop.store %buf[%i], %m : !uop.ptr<f32>, f32
  return
}

// -----

// Unsigned and half values: the type converter makes them signless and f32;
// a half buffer holds f16, loads extend and stores round.
// CHECK-LABEL: func.func @types(
// CHECK-SAME: %[[H:.*]]: memref<?xf16>, %[[U:.*]]: i8) -> i8
// CHECK: %[[Q:.*]] = arith.divui %[[U]], %[[U]] : i8
// CHECK: %[[X:.*]] = memref.load %[[H]]
// CHECK: %[[F:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK: %[[S:.*]] = arith.addf %[[F]], %[[F]] : f32
// CHECK: arith.truncf %[[S]] : f32 to f16
// CHECK: return %[[Q]] : i8
func.func @types(%h: !uop.ptr<f16>, %u: ui8) -> ui8 {
  %c0 = arith.constant 0 : i32
  %q = uop.div %u, %u : ui8
  %x = uop.load %h[%c0] : !uop.ptr<f16> -> f16
  %s = uop.add %x, %x : f16
  %st = uop.store %h[%c0], %s : !uop.ptr<f16>, f16
  return %q : ui8
}

// -----

// A pattern must not fire on what is not uop: arith ops stay as written.
// CHECK-LABEL: func.func @arith_only(
// CHECK-NEXT: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK-NEXT: return %[[S]]
func.func @arith_only(%a: f32) -> f32 {
  %s = arith.addf %a, %a : f32
  return %s : f32
}
