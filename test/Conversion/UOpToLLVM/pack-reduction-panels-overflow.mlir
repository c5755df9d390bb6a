// RUN: uop-opt %s -uop-pack-reduction-panels='lanes=2147483647' | FileCheck %s

// A panel whose size in bytes overflows 64 bits (2^31 - 1 reduction steps
// by 2^31 - 1 lanes of 4 bytes) is over any limit; the product wrapped to a
// negative size before, which passed it.
// CHECK-LABEL: func.func @huge
// CHECK-NOT: memref.alloca
// CHECK-NOT: vector
// CHECK: scf.parallel
func.func @huge(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %max = arith.constant 2147483647 : i32
    scf.for %j = %c0_i32 to %max step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0_i32 to %max step %c1_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %a_at = arith.addi %row, %k : i32
        %a_index = arith.index_cast %a_at : i32 to index
        %x = memref.load %a[%a_index] : memref<?xf32>
        %b_at = arith.addi %k, %j : i32
        %b_index = arith.index_cast %b_at : i32 to index
        %y = memref.load %b[%b_index] : memref<?xf32>
        %p = arith.mulf %x, %y : f32
        %next = arith.addf %p, %acc : f32
        scf.yield %next : f32
      }
      %c_at = arith.addi %row, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
    scf.reduce
  }
  return
}
