// RUN: uop-opt %s -split-input-file -uop-hoist-loads-above-ifs | FileCheck %s

// A window's gated loads of %in interleaved with ungated loads of %w (the
// linearized order): the ungated loads and their index arithmetic move above
// the ifs, in order, inside the loop body; the second if moves up to the
// first; the products, which use the ifs' results, end up after both.
// CHECK-LABEL: func.func @window
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[W:.*]]: memref<?xf32>, %{{.*}}: memref<?xf32>,
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK-NEXT: %[[AT:.*]] = arith.index_cast %[[J]] : i32 to index
// CHECK-NEXT: %[[I0:.*]] = arith.index_cast %[[J]] : i32 to index
// CHECK-NEXT: %[[W0:.*]] = memref.load %[[W]][%[[I0]]]
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[J]], %{{.*}} : i32
// CHECK-NEXT: %[[I1:.*]] = arith.index_cast %[[NEXT]] : i32 to index
// CHECK-NEXT: %[[W1:.*]] = memref.load %[[W]][%[[I1]]]
// CHECK-NEXT: %[[A:.*]] = scf.if
// CHECK-NOT:  arith.mulf
// CHECK:      } else {
// CHECK-NOT:  arith.mulf
// CHECK:      %[[B:.*]] = scf.if
// CHECK:      %[[P0:.*]] = arith.mulf %[[A]], %[[W0]]
// CHECK-NEXT: arith.mulf %[[B]], %[[W1]]
func.func @window(%in: memref<?xf32>, %w: memref<?xf32>, %out: memref<?xf32>,
                  %gate0: i1, %gate1: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c8 step %c1 : i32 {
    %at = arith.index_cast %j : i32 to index
    %a = scf.if %gate0 -> (f32) {
      %x = memref.load %in[%at] : memref<?xf32>
      scf.yield %x : f32
    } else {
      scf.yield %zero : f32
    }
    %i0 = arith.index_cast %j : i32 to index
    %w0 = memref.load %w[%i0] : memref<?xf32>
    %p0 = arith.mulf %a, %w0 : f32
    %b = scf.if %gate1 -> (f32) {
      %x = memref.load %in[%at] : memref<?xf32>
      scf.yield %x : f32
    } else {
      scf.yield %zero : f32
    }
    %next = arith.addi %j, %c1 : i32
    %i1 = arith.index_cast %next : i32 to index
    %w1 = memref.load %w[%i1] : memref<?xf32>
    %p1 = arith.mulf %b, %w1 : f32
    %s = arith.addf %p0, %p1 : f32
    memref.store %s, %out[%at] : memref<?xf32>
  }
  return
}

// -----

// An op that uses an if's result stays after the run: %w1's index comes from
// the first if. An if that uses such an op ends the run and starts the next:
// the load above it stays between the runs.
// CHECK-LABEL: func.func @operands
// CHECK: %[[A:.*]] = scf.if
// CHECK: %[[B:.*]] = scf.if
// CHECK: %[[I:.*]] = arith.fptosi %[[A]]
// CHECK: %[[AT:.*]] = arith.index_cast %[[I]]
// CHECK: %[[W1:.*]] = memref.load %{{.*}}[%[[AT]]]
// CHECK: %[[C:.*]] = scf.if
// CHECK: memref.load %{{.*}}[%[[AT]]]
// CHECK: } else {
// CHECK: return %[[A]], %[[B]], %[[W1]], %[[C]]
func.func @operands(%in: memref<?xf32>, %w: memref<?xf32>, %at: index,
                    %gate: i1) -> (f32, f32, f32, f32) {
  %zero = arith.constant 0.0 : f32
  %a = scf.if %gate -> (f32) {
    %x = memref.load %in[%at] : memref<?xf32>
    scf.yield %x : f32
  } else {
    scf.yield %zero : f32
  }
  %i = arith.fptosi %a : f32 to i32
  %ai = arith.index_cast %i : i32 to index
  %w1 = memref.load %w[%ai] : memref<?xf32>
  %b = scf.if %gate -> (f32) {
    %x = memref.load %in[%at] : memref<?xf32>
    scf.yield %x : f32
  } else {
    scf.yield %zero : f32
  }
  %c = scf.if %gate -> (f32) {
    %x = memref.load %in[%ai] : memref<?xf32>
    scf.yield %x : f32
  } else {
    scf.yield %zero : f32
  }
  return %a, %b, %w1, %c : f32, f32, f32, f32
}

// -----

// Negative: nothing crosses a store, an if that stores, or moves with a
// region; an op with no if before it stays where it is.
// CHECK-LABEL: func.func @stays
// CHECK: memref.load %[[IN:.*]][%{{.*}}] : memref<?xf32>
// CHECK: scf.if
// CHECK: memref.store
// CHECK: memref.load %[[W:.*]][%{{.*}}]
// CHECK: scf.if
// CHECK:   memref.store
// CHECK: memref.load %[[W]]
// CHECK: scf.if
// CHECK: scf.for
// CHECK: return
func.func @stays(%in: memref<?xf32>, %w: memref<?xf32>, %at: index,
                 %gate: i1) -> (f32, f32, f32, f32) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = memref.load %in[%at] : memref<?xf32>
  %a = scf.if %gate -> (f32) {
    %x = memref.load %in[%at] : memref<?xf32>
    scf.yield %x : f32
  } else {
    scf.yield %zero : f32
  }
  memref.store %zero, %in[%at] : memref<?xf32>
  %w0 = memref.load %w[%at] : memref<?xf32>
  scf.if %gate {
    memref.store %zero, %in[%at] : memref<?xf32>
  }
  %w1 = memref.load %w[%at] : memref<?xf32>
  %b = scf.if %gate -> (f32) {
    %x = memref.load %in[%at] : memref<?xf32>
    scf.yield %x : f32
  } else {
    scf.yield %zero : f32
  }
  %s = scf.for %k = %c0 to %at step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %w[%k] : memref<?xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %y : f32
  }
  return %first, %a, %w0, %s : f32, f32, f32, f32
}
