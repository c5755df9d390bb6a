// RUN: uop-opt %s -split-input-file -uop-unroll-inner-loops | FileCheck %s
// RUN: uop-opt %s -split-input-file '-uop-unroll-inner-loops=max-trip-count=2' | FileCheck %s --check-prefix=SMALL

// An innermost loop of a constant trip count (4) is unrolled; its enclosing
// loop is not.
// CHECK-LABEL: func.func @nest
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-COUNT-4: arith.addf
// SMALL-LABEL: func.func @nest
// SMALL: scf.for
// SMALL: scf.for
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
