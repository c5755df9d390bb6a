// RUN: uop-opt %s -split-input-file -uop-unroll-inner-loops | FileCheck %s
// RUN: uop-opt %s -split-input-file '-uop-unroll-inner-loops=max-trip-count=2' | FileCheck %s --check-prefix=SMALL
// RUN: uop-opt %s -split-input-file '-uop-unroll-inner-loops=max-trip-count=4 only-reductions min-parent-trip-count=8' | FileCheck %s --check-prefix=CPU

// An innermost loop of a constant trip count (4) is unrolled; its enclosing
// loop is not.
// CHECK-LABEL: func.func @nest
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-COUNT-4: arith.addf
// SMALL-LABEL: func.func @nest
// SMALL: scf.for
// SMALL: scf.for
// A reduction inside a loop of 100 iterations: the CPU pipeline's options
// unroll it too.
// CPU-LABEL: func.func @nest
// CPU: scf.for
// CPU-NOT: scf.for
// CPU-COUNT-4: arith.addf
func.func @nest(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%a = %x) -> (f32) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f32) {
      %n = arith.addf %b, %x : f32
      scf.yield %n : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

// -----

// A loop with a trip count known only at run time stays.
// CHECK-LABEL: func.func @dynamic
// CHECK: scf.for
func.func @dynamic(%n: index, %m: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  return
}

// -----

// Negative, with the CPU pipeline's options: a loop that carries nothing, a
// reduction that stores, and a reduction inside a loop of 3 iterations stay
// loops (all of them are unrolled without those options).
// CPU-LABEL: func.func @not_reductions
// CPU-COUNT-4: scf.for
// CHECK-LABEL: func.func @not_reductions
// CHECK-COUNT-1: scf.for
// CHECK-NOT: scf.for
func.func @not_reductions(%m: memref<?xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %x, %m[%i] : memref<?xf32>
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f32) {
    %n = arith.addf %a, %x : f32
    memref.store %n, %m[%i] : memref<?xf32>
    scf.yield %n : f32
  }
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %s) -> (f32) {
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f32) {
      %v = memref.load %m[%j] : memref<?xf32>
      %n = arith.addf %b, %v : f32
      scf.yield %n : f32
    }
    scf.yield %t : f32
  }
  return %r : f32
}
