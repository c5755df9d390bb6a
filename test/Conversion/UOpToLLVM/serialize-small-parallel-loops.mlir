// RUN: uop-opt %s -split-input-file -uop-serialize-small-parallel-loops='min-work=1000' | FileCheck %s

// 4 iterations of a body of 3 ops: 16 operations, below the threshold.
// CHECK-LABEL: func.func @small
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: memref.store
func.func @small(%m: memref<4xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %m[%i] : memref<4xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: 64 iterations of an inner loop of 64 iterations: over 4096
// operations, the loop stays parallel.
// CHECK-LABEL: func.func @large
// CHECK: scf.parallel
// CHECK-NOT: scf.if
func.func @large(%m: memref<64x64xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    scf.for %j = %c0 to %c64 step %c1 {
      memref.store %x, %m[%i, %j] : memref<64x64xf32>
    }
    scf.reduce
  }
  return
}

// -----

// A symbolic inner trip count, cast inside the loop: the estimate is
// computed before the loop from a copy of the cast, and selects the
// parallel loop or its serial copy.
// CHECK-LABEL: func.func @symbolic
// CHECK-SAME: (%{{.*}}: memref<?xf32>, %{{.*}}: f32, %[[N:.*]]: i32)
// CHECK: arith.index_cast %[[N]] : i32 to index
// CHECK: %[[LARGE:.*]] = arith.cmpi sge, %{{.*}}, %c1000
// CHECK: scf.if %[[LARGE]] {
// CHECK:   scf.parallel
// CHECK: } else {
// CHECK-NOT: scf.parallel
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK: }
func.func @symbolic(%m: memref<?xf32>, %x: f32, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %end = arith.index_cast %n : i32 to index
    scf.for %j = %c0 to %end step %c1 {
      memref.store %x, %m[%j] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// An inner loop over i32 (a range, as convert-uop-to-scf makes it): its
// bounds are counted in index, where their difference cannot wrap.
// CHECK-LABEL: func.func @symbolic_i32
// CHECK-SAME: (%{{.*}}: memref<?xf32>, %{{.*}}: f32, %[[N:.*]]: i32)
// CHECK: %[[END:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK: %[[SPAN:.*]] = arith.maxsi %[[END]], %{{.*}} : index
// CHECK: arith.muli %[[SPAN]], %{{.*}} : index
// CHECK: %[[LARGE:.*]] = arith.cmpi sge, %{{.*}}, %c1000
// CHECK: scf.if %[[LARGE]] {
// CHECK:   scf.parallel
// CHECK:     scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} : i32
// CHECK: } else {
func.func @symbolic_i32(%m: memref<?xf32>, %x: f32, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.for %j = %c0_i32 to %n step %c1_i32 : i32 {
      %at = arith.index_cast %j : i32 to index
      memref.store %x, %m[%at] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a trip count that the loop's own index gives is not known
// before the loop; the loop stays parallel, unguarded, and no estimate is
// left behind.
// CHECK-LABEL: func.func @triangular
// CHECK-NEXT: arith.constant 0
// CHECK-NEXT: arith.constant 1
// CHECK-NEXT: arith.constant 4
// CHECK-NEXT: scf.parallel
// CHECK-NOT: scf.if
func.func @triangular(%m: memref<16xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.for %j = %c0 to %i step %c1 {
      memref.store %x, %m[%j] : memref<16xf32>
    }
    scf.reduce
  }
  return
}

// -----

// A chunk of a strip-mined loop, from %first to min(%first + 16, 64), runs
// at most 16 times: 4 chunks of at most 16 stores, below the threshold.
// CHECK-LABEL: func.func @chunks
// CHECK-NOT: scf.parallel
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.store
func.func @chunks(%m: memref<64xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%first) = (%c0) to (%c64) step (%c16) {
    %end = arith.addi %first, %c16 : index
    %last = arith.minsi %end, %c64 : index
    scf.for %i = %first to %last step %c1 {
      memref.store %x, %m[%i] : memref<64xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: chunks of 64 stores, 16 of them, reach the threshold.
// CHECK-LABEL: func.func @large_chunks
// CHECK: scf.parallel
func.func @large_chunks(%m: memref<1024xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c1024 = arith.constant 1024 : index
  scf.parallel (%first) = (%c0) to (%c1024) step (%c64) {
    %end = arith.addi %c64, %first : index
    %last = arith.minsi %end, %c1024 : index
    scf.for %i = %first to %last step %c1 {
      memref.store %x, %m[%i] : memref<1024xf32>
    }
    scf.reduce
  }
  return
}
