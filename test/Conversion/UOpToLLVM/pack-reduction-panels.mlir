// RUN: uop-opt %s -split-input-file -uop-pack-reduction-panels='chunks=2' | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-pack-reduction-panels='chunks=2 max-panel-bytes=256' | FileCheck %s --check-prefix=SMALL
// RUN: uop-opt %s -split-input-file -uop-pack-reduction-panels='lanes=0' | FileCheck %s --check-prefix=NEVER
// RUN: not uop-opt %s -split-input-file -uop-pack-reduction-panels='chunks=0' 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: uop-pack-reduction-panels: lanes must not be negative, chunks, min-chunk-rows and max-panel-bytes must be positive

// C[i][j] = sum over k of A[i][k] * B[k][j], 32x20 by 20 columns, k of 16.
// Two chunks of 16 rows, each with its panel of 16 steps x 1 load x 8
// lanes, allocated once at the start of the function. The loads of B move
// with j and k only: the panel holds them, gathered for the 8 columns of a
// group. The loads of A move with i: they stay scalar and are broadcast.
// The accumulator is a vector of the 8 columns, and each lane is stored as
// the scalar epilogue stored it. Columns 16 to 19 run as they were, in a
// loop over the chunk's rows.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[B:.*]]: memref<?xf32>, %[[C:.*]]: memref<?xf32>)
// CHECK: %[[PANEL:.*]] = memref.alloca() : memref<2x16x1x8xf32>
// CHECK: %[[CHUNK_ROWS:.*]] = arith.constant 16 : index
// CHECK: scf.parallel (%[[FIRST:.*]]) = (%{{.*}}) to (%[[ROWS:.*]]) step (%[[CHUNK_ROWS]]) {
// CHECK:   %[[END:.*]] = arith.addi %[[FIRST]], %[[CHUNK_ROWS]]
// CHECK:   %[[LAST:.*]] = arith.minsi %[[END]], %[[ROWS]]
// CHECK:   %[[OFFSET:.*]] = arith.subi %[[FIRST]], %{{.*}} : index
// CHECK:   %[[CHUNK:.*]] = arith.divsi %[[OFFSET]], %{{.*}} : index
// CHECK:   scf.for %[[GROUP:.*]] = %{{.*}} to %c16{{.*}} step %c8
// CHECK:     %[[J0:.*]] = arith.index_cast %[[GROUP]] : index to i32
// CHECK:     scf.for %[[S:.*]] = %{{.*}} to %c16{{.*}} step
// CHECK-COUNT-8: memref.load %[[B]]
// CHECK:       %[[GATHERED:.*]] = vector.from_elements {{.*}} : vector<8xf32>
// CHECK:       vector.store %[[GATHERED]], %[[PANEL]][%[[CHUNK]], %[[S]], %{{.*}}, %{{.*}}]
// CHECK:     scf.for %[[I:.*]] = %[[FIRST]] to %[[LAST]] step
// CHECK:       %[[ZEROS:.*]] = vector.broadcast %{{.*}} : f32 to vector<8xf32>
// CHECK:       %[[SUMS:.*]] = scf.for %[[S:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[ZEROS]]) -> (vector<8xf32>)
// CHECK:         %[[Y:.*]] = vector.load %[[PANEL]][%[[CHUNK]], %[[S]], %{{.*}}, %{{.*}}] : memref<2x16x1x8xf32>, vector<8xf32>
// CHECK:         %[[X:.*]] = memref.load %[[A]]
// CHECK:         %[[XS:.*]] = vector.broadcast %[[X]] : f32 to vector<8xf32>
// CHECK:         %[[P:.*]] = arith.mulf %[[XS]], %[[Y]] : vector<8xf32>
// CHECK:         %[[NEXT:.*]] = arith.addf %[[P]], %[[ACC]] : vector<8xf32>
// CHECK:         scf.yield %[[NEXT]] : vector<8xf32>
// CHECK-COUNT-8: vector.extract %[[SUMS]][{{[0-7]}}] : f32 from vector<8xf32>
// CHECK:   scf.for %[[I:.*]] = %[[FIRST]] to %[[LAST]] step
// CHECK:     scf.for %{{.*}} = %c16_i32{{[_0-9]*}} to %c20_i32{{[_0-9]*}} step %{{.*}} : i32
// CHECK-NOT: scf.parallel
// CHECK: return
// SMALL-LABEL: func.func @matmul
// SMALL-NOT: memref.alloca
// NEVER-LABEL: func.func @matmul
// NEVER-NOT: memref.alloca
func.func @matmul(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c16_i32 = arith.constant 16 : i32
    %a_row = arith.muli %row, %c16_i32 : i32
    %c20_i32 = arith.constant 20 : i32
    %c_row = arith.muli %row, %c20_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %j = %c0_i32 to %c20_i32 step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %a_at = arith.addi %a_row, %k : i32
        %a_index = arith.index_cast %a_at : i32 to index
        %x = memref.load %a[%a_index] : memref<?xf32>
        %b_base = arith.muli %k, %c20_i32 : i32
        %b_at = arith.addi %b_base, %j : i32
        %b_index = arith.index_cast %b_at : i32 to index
        %y = memref.load %b[%b_index] : memref<?xf32>
        %p = arith.mulf %x, %y : f32
        %next = arith.addf %p, %acc : f32
        scf.yield %next : f32
      }
      %c_at = arith.addi %c_row, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// An op on the column itself runs on a vector of the lanes' columns: the
// gate j < 12 becomes a compare of vectors, the select picks per lane.
// CHECK-LABEL: func.func @gated_columns
// CHECK: memref.alloca() : memref<2x16x1x8xf32>
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (vector<8xf32>)
// CHECK:   %[[COLUMNS:.*]] = vector.from_elements {{.*}} : vector<8xi32>
// CHECK:   %[[BOUNDS:.*]] = vector.broadcast %{{.*}} : i32 to vector<8xi32>
// CHECK:   %[[GATE:.*]] = arith.cmpi slt, %[[COLUMNS]], %[[BOUNDS]] : vector<8xi32>
// CHECK:   arith.select %[[GATE]], %{{.*}}, %{{.*}} : vector<8xi1>, vector<8xf32>
func.func @gated_columns(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c16_i32 = arith.constant 16 : i32
    %a_row = arith.muli %row, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %j = %c0_i32 to %c16_i32 step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %c12_i32 = arith.constant 12 : i32
      %sum = scf.for %k = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %a_at = arith.addi %a_row, %k : i32
        %a_index = arith.index_cast %a_at : i32 to index
        %x = memref.load %a[%a_index] : memref<?xf32>
        %b_base = arith.muli %k, %c16_i32 : i32
        %b_at = arith.addi %b_base, %j : i32
        %b_index = arith.index_cast %b_at : i32 to index
        %y = memref.load %b[%b_index] : memref<?xf32>
        %inside = arith.cmpi slt, %j, %c12_i32 : i32
        %p = arith.mulf %x, %y : f32
        %gated = arith.select %inside, %p, %zero : f32
        %next = arith.addf %gated, %acc : f32
        scf.yield %next : f32
      }
      %c_base = arith.muli %row, %c16_i32 : i32
      %c_at = arith.addi %c_base, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Bounds that do not start at 0: columns 3 to 20 (two groups of 8 from 3,
// column 19 left), steps 2 to 34 by 2. Step s of the panel is k = 2s + 2.
// CHECK-LABEL: func.func @offset_bounds
// CHECK: memref.alloca() : memref<2x16x1x8xf32>
// CHECK: scf.for %[[GROUP:.*]] = %c3{{.*}} to %c19{{.*}} step %c8
// CHECK:   scf.for %[[S:.*]] = %{{.*}} to %c16{{.*}} step
// CHECK:     %[[TWICE:.*]] = arith.muli %[[S]], %c2{{.*}} : index
// CHECK:     %[[K:.*]] = arith.addi %[[TWICE]], %c2{{.*}} : index
// CHECK:     arith.index_cast %[[K]] : index to i32
// CHECK: scf.for %{{.*}} = %c19_i32{{[_0-9]*}} to %c20_i32{{[_0-9]*}} step %{{.*}} : i32
func.func @offset_bounds(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c40_i32 = arith.constant 40 : i32
    %a_row = arith.muli %row, %c40_i32 : i32
    %c20_i32 = arith.constant 20 : i32
    %c_row = arith.muli %row, %c20_i32 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c34_i32 = arith.constant 34 : i32
    scf.for %j = %c3_i32 to %c20_i32 step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c2_i32 to %c34_i32 step %c2_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %a_at = arith.addi %a_row, %k : i32
        %a_index = arith.index_cast %a_at : i32 to index
        %x = memref.load %a[%a_index] : memref<?xf32>
        %b_base = arith.muli %k, %c20_i32 : i32
        %b_at = arith.addi %b_base, %j : i32
        %b_index = arith.index_cast %b_at : i32 to index
        %y = memref.load %b[%b_index] : memref<?xf32>
        %p = arith.mulf %x, %y : f32
        %next = arith.addf %p, %acc : f32
        scf.yield %next : f32
      }
      %c_at = arith.addi %c_row, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the load of the reduction moves with both the row and the
// column (C[i][j] += X[i][j] * Y[k]): a panel would differ per row.
// CHECK-LABEL: func.func @load_moves_with_row_and_column
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel
func.func @load_moves_with_row_and_column(%x: memref<?xf32>, %y: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c16_i32 = arith.constant 16 : i32
    %base = arith.muli %row, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %j = %c0_i32 to %c16_i32 step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %x_at = arith.addi %base, %j : i32
        %x_index = arith.index_cast %x_at : i32 to index
        %xv = memref.load %x[%x_index] : memref<?xf32>
        %y_index = arith.index_cast %k : i32 to index
        %yv = memref.load %y[%y_index] : memref<?xf32>
        %p = arith.mulf %xv, %yv : f32
        %next = arith.addf %p, %acc : f32
        scf.yield %next : f32
      }
      %c_at = arith.addi %base, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a load whose index comes from the accumulator cannot be packed
// before the reduction runs.
// CHECK-LABEL: func.func @load_at_accumulator
// CHECK-NOT: memref.alloca
func.func @load_at_accumulator(%table: memref<?xi32>, %c: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %j = %c0_i32 to %c16_i32 step %c1_i32 : i32 {
      %end = scf.for %k = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%acc = %j) -> (i32) : i32 {
        %at = arith.addi %acc, %j : i32
        %index = arith.index_cast %at : i32 to index
        %next = memref.load %table[%index] : memref<?xi32>
        scf.yield %next : i32
      }
      %c_base = arith.muli %row, %c16_i32 : i32
      %c_at = arith.addi %c_base, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %end, %c[%c_index] : memref<?xi32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a reduction of 8 steps packs too little to pay for the panel.
// CHECK-LABEL: func.func @short_reduction
// CHECK-NOT: memref.alloca
func.func @short_reduction(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%i) = (%c0) to (%c32) step (%c1) {
    %row = arith.index_cast %i : index to i32
    %c8_i32 = arith.constant 8 : i32
    %c16_i32 = arith.constant 16 : i32
    %a_row = arith.muli %row, %c8_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %j = %c0_i32 to %c16_i32 step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %a_at = arith.addi %a_row, %k : i32
        %a_index = arith.index_cast %a_at : i32 to index
        %x = memref.load %a[%a_index] : memref<?xf32>
        %b_base = arith.muli %k, %c16_i32 : i32
        %b_at = arith.addi %b_base, %j : i32
        %b_index = arith.index_cast %b_at : i32 to index
        %y = memref.load %b[%b_index] : memref<?xf32>
        %p = arith.mulf %x, %y : f32
        %next = arith.addf %p, %acc : f32
        scf.yield %next : f32
      }
      %c_base = arith.muli %row, %c16_i32 : i32
      %c_at = arith.addi %c_base, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// -----

// Negative: rows in a serial loop may depend on one another; only a
// parallel loop's rows may run in another order.
// CHECK-LABEL: func.func @serial_rows
// CHECK-NOT: memref.alloca
func.func @serial_rows(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c32 step %c1 {
    %row = arith.index_cast %i : index to i32
    %c16_i32 = arith.constant 16 : i32
    %a_row = arith.muli %row, %c16_i32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    scf.for %j = %c0_i32 to %c16_i32 step %c1_i32 : i32 {
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %k = %c0_i32 to %c16_i32 step %c1_i32 iter_args(%acc = %zero) -> (f32) : i32 {
        %a_at = arith.addi %a_row, %k : i32
        %a_index = arith.index_cast %a_at : i32 to index
        %x = memref.load %a[%a_index] : memref<?xf32>
        %b_base = arith.muli %k, %c16_i32 : i32
        %b_at = arith.addi %b_base, %j : i32
        %b_index = arith.index_cast %b_at : i32 to index
        %y = memref.load %b[%b_index] : memref<?xf32>
        %p = arith.mulf %x, %y : f32
        %next = arith.addf %p, %acc : f32
        scf.yield %next : f32
      }
      %c_at = arith.addi %a_row, %j : i32
      %c_index = arith.index_cast %c_at : i32 to index
      memref.store %sum, %c[%c_index] : memref<?xf32>
    }
  }
  return
}
