// RUN: uop-opt %s -split-input-file -uop-interchange-reduction-loops='tile-size=64' | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-interchange-reduction-loops='tile-size=64 max-buffer-bytes=32' | FileCheck %s --check-prefix=SMALL
// RUN: not uop-opt %s -split-input-file -uop-interchange-reduction-loops='tile-size=0' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: uop-opt %s -split-input-file -uop-interchange-reduction-loops='tile-size=64 min-reduction-trips=2' | FileCheck %s --check-prefix=SHORT
// RUN: uop-opt %s -split-input-file -uop-interchange-reduction-loops='tile-size=64 min-dynamic-trips=0' | FileCheck %s --check-prefix=ALWAYS
// RUN: uop-opt %s -split-input-file -uop-interchange-reduction-loops='jam-factor=0' | FileCheck %s --check-prefix=NOJAM

// BAD: uop-interchange-reduction-loops: tile-size and max-buffer-bytes must be positive, jam-factor not negative

// Column sums of a 256x100 matrix: along the reduction the load strides by a
// row (cost 4), along the columns by one element (1, plus 2 for the buffer
// of the one accumulator). Tiles of 64 columns, the last one of 36; the
// accumulators live in a buffer allocated once, at the start of the
// function; the init, the body and the epilogue each run in a loop over the
// tile, with the prologue (the column's cast) copied into each.
// CHECK-LABEL: func.func @column_sums
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>)
// CHECK: %[[ACC:.*]] = memref.alloca() : memref<64xf32>
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: scf.for %[[FIRST:.*]] = %{{.*}} to %[[C100:.*]] step %[[C64]] {
// CHECK:   %[[END:.*]] = arith.addi %[[FIRST]], %[[C64]]
// CHECK:   %[[LAST:.*]] = arith.minsi %[[END]], %[[C100]]
// CHECK:   scf.for %[[J:.*]] = %[[FIRST]] to %[[LAST]] step
// CHECK:     arith.index_cast %[[J]]
// CHECK:     %[[SLOT:.*]] = arith.subi %[[J]], %[[FIRST]]
// CHECK:     memref.store %{{.*}}, %[[ACC]][%[[SLOT]]]
// CHECK:   scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK:     scf.for %[[J:.*]] = %[[FIRST]] to %[[LAST]] step
// CHECK:       %[[SLOT:.*]] = arith.subi %[[J]], %[[FIRST]]
// CHECK:       %[[OLD:.*]] = memref.load %[[ACC]][%[[SLOT]]]
// CHECK:       arith.muli %{{.*}}, %c100_i32
// CHECK:       %[[X:.*]] = memref.load %[[IN]]
// CHECK:       %[[NEW:.*]] = arith.addf %[[X]], %[[OLD]]
// CHECK:       memref.store %[[NEW]], %[[ACC]][%[[SLOT]]]
// CHECK:   scf.for %[[J:.*]] = %[[FIRST]] to %[[LAST]] step
// CHECK:     %[[COL:.*]] = arith.index_cast %[[J]]
// CHECK:     %[[SLOT:.*]] = arith.subi %[[J]], %[[FIRST]]
// CHECK:     %[[SUM:.*]] = memref.load %[[ACC]][%[[SLOT]]]
// CHECK:     %[[AT:.*]] = arith.index_cast %[[COL]]
// CHECK:     memref.store %[[SUM]], %[[OUT]][%[[AT]]]
// CHECK-NOT: scf.for
// CHECK: return
// SMALL-LABEL: func.func @column_sums
// SMALL: memref.alloca() : memref<8xf32>
func.func @column_sums(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  scf.for %j = %c0 to %c100 step %c1 {
    %col = arith.index_cast %j : index to i32
    %c256 = arith.constant 256 : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %row = arith.index_cast %k : index to i32
      %c100_i32 = arith.constant 100 : i32
      %base = arith.muli %row, %c100_i32 : i32
      %i = arith.addi %base, %col : i32
      %at = arith.index_cast %i : i32 to index
      %x = memref.load %in[%at] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    %at = arith.index_cast %col : i32 to index
    memref.store %sum, %out[%at] : memref<?xf32>
  }
  return
}

// -----

// Negative: row sums walk their loads in order along the reduction (cost 1)
// and a row apart along the outer loop (4 + 2): the nest stays.
// CHECK-LABEL: func.func @row_sums
// CHECK-NOT: memref.alloca
// CHECK: scf.for
// CHECK: scf.for {{.*}} iter_args
func.func @row_sums(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c100 step %c1 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %j, %c256 : index
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  return
}

// -----

// Negative: a matmul's 2x2 register tile. Along the reduction, both rows of
// `a` stride by one and both columns of `b` by a row: 2*1 + 2*4 = 10. Along
// the tile's columns `a` does not move and `b` strides by two: 2*2, plus
// 2 for each of the four accumulators, 12. It stays.
// CHECK-LABEL: func.func @matmul_tile_stays
// CHECK-NOT: memref.alloca
func.func @matmul_tile_stays(%a: memref<?xf32>, %b: memref<?xf32>,
                             %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c64 step %c1 {
    %col = arith.muli %j, %c2 : index
    %r:4 = scf.for %k = %c0 to %c128 step %c1
        iter_args(%s0 = %zero, %s1 = %zero, %s2 = %zero, %s3 = %zero)
        -> (f32, f32, f32, f32) {
      %a0 = memref.load %a[%k] : memref<?xf32>
      %k1 = arith.addi %k, %c128 : index
      %a1 = memref.load %a[%k1] : memref<?xf32>
      %row = arith.muli %k, %c128 : index
      %bi = arith.addi %row, %col : index
      %b0 = memref.load %b[%bi] : memref<?xf32>
      %bi1 = arith.addi %bi, %c1 : index
      %b1 = memref.load %b[%bi1] : memref<?xf32>
      %p0 = arith.mulf %a0, %b0 : f32
      %p1 = arith.mulf %a0, %b1 : f32
      %p2 = arith.mulf %a1, %b0 : f32
      %p3 = arith.mulf %a1, %b1 : f32
      %n0 = arith.addf %p0, %s0 : f32
      %n1 = arith.addf %p1, %s1 : f32
      %n2 = arith.addf %p2, %s2 : f32
      %n3 = arith.addf %p3, %s3 : f32
      scf.yield %n0, %n1, %n2, %n3 : f32, f32, f32, f32
    }
    memref.store %r#0, %c[%col] : memref<?xf32>
    %col1 = arith.addi %col, %c1 : index
    memref.store %r#1, %c[%col1] : memref<?xf32>
    %col2 = arith.addi %col, %c128 : index
    memref.store %r#2, %c[%col2] : memref<?xf32>
    %col3 = arith.addi %col2, %c1 : index
    memref.store %r#3, %c[%col3] : memref<?xf32>
  }
  return
}

// -----

// The same tile with the reduction unrolled by four (the loop's step):
// along the reduction `a` strides by 4 (4*2) and `b` by four rows (8*4), 40;
// along the columns 8*2 + 4*2 = 24: interchanged, four buffers.
// CHECK-LABEL: func.func @matmul_tile_unrolled
// CHECK-COUNT-4: memref.alloca() : memref<64xf32>
// CHECK: scf.for
func.func @matmul_tile_unrolled(%a: memref<?xf32>, %b: memref<?xf32>,
                                %c: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c64 step %c1 {
    %col = arith.muli %j, %c2 : index
    %r:4 = scf.for %k = %c0 to %c128 step %c4
        iter_args(%s0 = %zero, %s1 = %zero, %s2 = %zero, %s3 = %zero)
        -> (f32, f32, f32, f32) {
      %ka = arith.addi %k, %c1 : index
      %kb = arith.addi %k, %c2 : index
      %kc = arith.addi %k, %c3 : index
      %a0 = memref.load %a[%k] : memref<?xf32>
      %a1 = memref.load %a[%ka] : memref<?xf32>
      %a2 = memref.load %a[%kb] : memref<?xf32>
      %a3 = memref.load %a[%kc] : memref<?xf32>
      %row = arith.muli %k, %c128 : index
      %bi = arith.addi %row, %col : index
      %b0 = memref.load %b[%bi] : memref<?xf32>
      %bi1 = arith.addi %bi, %c1 : index
      %b1 = memref.load %b[%bi1] : memref<?xf32>
      %bi2 = arith.addi %bi, %c128 : index
      %b2 = memref.load %b[%bi2] : memref<?xf32>
      %bi3 = arith.addi %bi2, %c1 : index
      %b3 = memref.load %b[%bi3] : memref<?xf32>
      %bi4 = arith.addi %bi2, %c128 : index
      %b4 = memref.load %b[%bi4] : memref<?xf32>
      %bi5 = arith.addi %bi4, %c1 : index
      %b5 = memref.load %b[%bi5] : memref<?xf32>
      %bi6 = arith.addi %bi4, %c128 : index
      %b6 = memref.load %b[%bi6] : memref<?xf32>
      %bi7 = arith.addi %bi6, %c1 : index
      %b7 = memref.load %b[%bi7] : memref<?xf32>
      %p0 = arith.mulf %a0, %b0 : f32
      %p1 = arith.mulf %a1, %b2 : f32
      %p2 = arith.mulf %a2, %b4 : f32
      %p3 = arith.mulf %a3, %b6 : f32
      %q0 = arith.mulf %a0, %b1 : f32
      %q1 = arith.mulf %a1, %b3 : f32
      %q2 = arith.mulf %a2, %b5 : f32
      %q3 = arith.mulf %a3, %b7 : f32
      %n0 = arith.addf %p0, %s0 : f32
      %n1 = arith.addf %q0, %s1 : f32
      %n2 = arith.addf %p1, %s2 : f32
      %n3 = arith.addf %q1, %s3 : f32
      scf.yield %n0, %n1, %n2, %n3 : f32, f32, f32, f32
    }
    memref.store %r#0, %c[%col] : memref<?xf32>
    %col1 = arith.addi %col, %c1 : index
    memref.store %r#1, %c[%col1] : memref<?xf32>
    %col2 = arith.addi %col, %c128 : index
    memref.store %r#2, %c[%col2] : memref<?xf32>
    %col3 = arith.addi %col2, %c1 : index
    memref.store %r#3, %c[%col3] : memref<?xf32>
  }
  return
}

// -----

// Negative: the reduction reads the buffer the epilogue writes (an in-place
// update), so later columns would read what earlier ones stored: it stays.
// CHECK-LABEL: func.func @in_place
// CHECK-NOT: memref.alloca
func.func @in_place(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c100 step %c1 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %m[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %m[%j] : memref<?xf32>
  }
  return
}

// -----

// Each iteration of an scf.parallel is an allocation scope of its own: the
// buffers go at the start of its body. A serial loop around the nest is
// not where they go (LLVM would keep one per iteration on the stack): they
// are allocated once, before it.
// CHECK-LABEL: func.func @inside_parallel
// CHECK: scf.parallel
// CHECK-NEXT: memref.alloca() : memref<64xf32>
// CHECK-NOT: memref.alloca
// CHECK: scf.for %{{.*}} = %c0 to %c3
// CHECK-NOT: memref.alloca
// CHECK: scf.for {{.*}} step %c64
func.func @inside_parallel(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%p) = (%c0) to (%c4) step (%c1) {
    scf.for %q = %c0 to %c3 step %c1 {
      scf.for %j = %c0 to %c100 step %c1 {
        %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
          %base = arith.muli %k, %c100 : index
          %i = arith.addi %base, %j : index
          %x = memref.load %in[%i] : memref<?xf32>
          %next = arith.addf %x, %acc : f32
          scf.yield %next : f32
        }
        memref.store %sum, %out[%j] : memref<?xf32>
      }
    }
    scf.reduce
  }
  return
}

// -----

// Negative: the body of an omp.loop_nest is no allocation scope, and its
// iterations run on several threads at once: without the alloca_scope that
// convert-scf-to-openmp puts there, no place is private to an iteration.
// CHECK-LABEL: func.func @in_omp_loop
// CHECK-NOT: memref.alloca
func.func @in_omp_loop(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%p) : index = (%c0) to (%c4) step (%c1) {
        scf.for %j = %c0 to %c100 step %c1 {
          %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
            %base = arith.muli %k, %c100 : index
            %i = arith.addi %base, %j : index
            %x = memref.load %in[%i] : memref<?xf32>
            %next = arith.addf %x, %acc : f32
            scf.yield %next : f32
          }
          memref.store %sum, %out[%j] : memref<?xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Inside the alloca_scope that convert-scf-to-openmp gives each parallel
// iteration, the buffers go at the start of that scope.
// CHECK-LABEL: func.func @in_alloca_scope
// CHECK: memref.alloca_scope {
// CHECK-NEXT: memref.alloca() : memref<64xf32>
func.func @in_alloca_scope(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  memref.alloca_scope {
    scf.for %j = %c0 to %c100 step %c1 {
      %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
        %base = arith.muli %k, %c100 : index
        %i = arith.addi %base, %j : index
        %x = memref.load %in[%i] : memref<?xf32>
        %next = arith.addf %x, %acc : f32
        scf.yield %next : f32
      }
      memref.store %sum, %out[%j] : memref<?xf32>
    }
  }
  return
}

// -----

// Negative: a loop inside the reduction (the inner loop, not the outer one,
// would be the one to walk), a reduction whose trip count varies with the
// outer loop, an outer loop of step 2, and an outer loop of one iteration.
// CHECK-LABEL: func.func @not_matched
// CHECK-NOT: memref.alloca
// CHECK: return
func.func @not_matched(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c100 step %c1 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %inner = scf.for %l = %c0 to %c4 step %c1 iter_args(%a = %acc) -> f32 {
        %base = arith.muli %k, %c100 : index
        %i = arith.addi %base, %j : index
        %x = memref.load %in[%i] : memref<?xf32>
        %next = arith.addf %x, %a : f32
        scf.yield %next : f32
      }
      scf.yield %inner : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %c100 step %c1 {
    %end = arith.addi %j, %c4 : index
    %sum = scf.for %k = %c0 to %end step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %c100 step %c2 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %c1 step %c1 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  return
}

// -----

// Negative: an op of unknown effects after the reduction.
// CHECK-LABEL: func.func @unknown_effects
// CHECK-NOT: memref.alloca
func.func private @opaque(f32)
func.func @unknown_effects(%in: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c100 step %c1 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    func.call @opaque(%sum) : (f32) -> ()
  }
  return
}

// -----

// Loops over i32, as convert-uop-to-scf makes them: the tiles step in
// index (first + 64 cannot wrap there), the loops over a tile stay i32, and
// the accumulators' slot is an index again. The outer loop runs %n times,
// known only at run time: the interchanged loops run where %n is at least
// min-dynamic-trips (32), the loop as it was otherwise; with 0, always.
// CHECK-LABEL: func.func @i32_loops
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>, %[[N:.*]]: i32)
// CHECK: %[[ACC:.*]] = memref.alloca() : memref<64xf32>
// CHECK: %[[TRIPS:.*]] = arith.subi %[[N]], %{{.*}} : i32
// CHECK: %[[C32:.*]] = arith.constant 32 : i32
// CHECK: %[[LONG:.*]] = arith.cmpi sge, %[[TRIPS]], %[[C32]] : i32
// CHECK: scf.if %[[LONG]] {
// CHECK: %[[END:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: scf.for %[[FIRST:.*]] = %{{.*}} to %[[END]] step %[[C64]] {
// CHECK:   %[[FIRST32:.*]] = arith.index_cast %[[FIRST]] : index to i32
// CHECK:   %[[NEXT:.*]] = arith.addi %[[FIRST]], %[[C64]] : index
// CHECK:   %[[LAST:.*]] = arith.minsi %[[NEXT]], %[[END]] : index
// CHECK:   %[[LAST32:.*]] = arith.index_cast %[[LAST]] : index to i32
// CHECK:   scf.for %[[J:.*]] = %[[FIRST32]] to %[[LAST32]] step %{{.*}} : i32 {
// CHECK:     %[[DIFF:.*]] = arith.subi %[[J]], %[[FIRST32]] : i32
// CHECK:     %[[SLOT:.*]] = arith.index_cast %[[DIFF]] : i32 to index
// CHECK:     memref.store %{{.*}}, %[[ACC]][%[[SLOT]]]
// CHECK:   scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} : i32 {
// CHECK:     scf.for %{{.*}} = %[[FIRST32]] to %[[LAST32]] step %{{.*}} : i32 {
// CHECK:   scf.for %{{.*}} = %[[FIRST32]] to %[[LAST32]] step %{{.*}} : i32 {
// CHECK:     memref.store %{{.*}}, %[[OUT]]
// CHECK: } else {
// CHECK:   scf.for %[[J:.*]] = %{{.*}} to %[[N]] step %{{.*}} : i32 {
// CHECK:     scf.for {{.*}} iter_args
// CHECK:     memref.store %{{.*}}, %[[OUT]]
// CHECK-NOT: memref.alloca
// CHECK: return
// ALWAYS-LABEL: func.func @i32_loops
// ALWAYS-NOT: scf.if
// ALWAYS: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c64 {
// ALWAYS-NOT: scf.if
// ALWAYS: return
func.func @i32_loops(%in: memref<?xf32>, %out: memref<?xf32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c256 = arith.constant 256 : i32
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %n step %c1 : i32 {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32
        : i32 {
      %base = arith.muli %k, %n : i32
      %i = arith.addi %base, %j : i32
      %at = arith.index_cast %i : i32 to index
      %x = memref.load %in[%at] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    %at = arith.index_cast %j : i32 to index
    memref.store %sum, %out[%at] : memref<?xf32>
  }
  return
}

// -----

// Negative: a reduction of 3 iterations (a convolution's window row) stays
// below the default min-reduction-trips of 8: LLVM unrolls it and
// vectorizes the columns around it. With a lower minimum it moves.
// CHECK-LABEL: func.func @short_reduction
// CHECK-NOT: memref.alloca
// CHECK: return
// SHORT-LABEL: func.func @short_reduction
// SHORT: memref.alloca() : memref<64xf32>
func.func @short_reduction(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c100 step %c1 {
    %sum = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  return
}

// -----

// A one-dimensional scf.parallel around the nest (the outer loop the CPU's
// cores split) is strip-mined into chunks of a tile: the threads share the
// chunks, and each runs its chunk interchanged, the buffers in the parallel
// body. The parallel loop runs 100 times, known statically: no run-time
// check of a chunk's length.
// CHECK-LABEL: func.func @parallel_column_sums
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>)
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: scf.parallel (%[[CHUNK:.*]]) = (%{{.*}}) to (%[[C100:.*]]) step (%[[C64]]) {
// CHECK-NEXT: %[[ACC:.*]] = memref.alloca() : memref<64xf32>
// CHECK: %[[END:.*]] = arith.addi %[[CHUNK]], %[[C64]]
// CHECK: %[[LAST:.*]] = arith.minsi %[[END]], %[[C100]]
// CHECK-NOT: scf.if
// CHECK: scf.for %[[FIRST:.*]] = %[[CHUNK]] to %[[LAST]] step
// CHECK:   scf.for %[[J:.*]] = %[[FIRST]] to
// CHECK:     memref.store %{{.*}}, %[[ACC]]
// CHECK:   scf.for
// CHECK:     scf.for
// CHECK:       memref.load %[[ACC]]
// CHECK:       memref.load %[[IN]]
// CHECK:       memref.store %{{.*}}, %[[ACC]]
// CHECK:   scf.for
// CHECK:     memref.store %{{.*}}, %[[OUT]]
// CHECK: scf.reduce
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @parallel_column_sums(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%j) = (%c0) to (%c100) step (%c1) {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// A parallel loop of %n iterations (a symbolic shape): each chunk runs
// interchanged where it is at least min-dynamic-trips long.
// CHECK-LABEL: func.func @parallel_dynamic
// CHECK-SAME: %[[N:[^:]*]]: index)
// CHECK: scf.parallel (%[[CHUNK:.*]]) = (%{{.*}}) to (%[[N]]) step (%c64) {
// CHECK-NEXT: memref.alloca() : memref<64xf32>
// CHECK: %[[LAST:.*]] = arith.minsi %{{.*}}, %[[N]]
// CHECK: %[[TRIPS:.*]] = arith.subi %[[LAST]], %[[CHUNK]]
// CHECK: %[[LONG:.*]] = arith.cmpi sge, %[[TRIPS]], %c32
// CHECK: scf.if %[[LONG]] {
// CHECK:   scf.for %{{.*}} = %[[CHUNK]] to %[[LAST]] step %c64
// CHECK: } else {
// CHECK:   scf.for %{{.*}} = %[[CHUNK]] to %[[LAST]] step %c1
// CHECK:     scf.for {{.*}} iter_args
func.func @parallel_dynamic(%in: memref<?xf32>, %out: memref<?xf32>,
                            %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%j) = (%c0) to (%n) step (%c1) {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %n : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: integer row sums walk their loads in order along the reduction
// (LLVM vectorizes that reduction itself), and a two-dimensional parallel
// loop has no single induction variable to strip-mine: both keep their
// iterations one by one.
// CHECK-LABEL: func.func @parallel_not_matched
// CHECK-NOT: memref.alloca
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%c100) step (%c1)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c2, %c100) step (%c1, %c1)
// CHECK-NOT: memref.alloca
func.func @parallel_not_matched(%in: memref<?xf32>, %out: memref<?xf32>,
                                %ints: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %zero_i32 = arith.constant 0 : i32
  scf.parallel (%j) = (%c0) to (%c100) step (%c1) {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero_i32) -> i32 {
      %base = arith.muli %j, %c256 : index
      %i = arith.addi %base, %k : index
      %x = memref.load %ints[%i] : memref<?xi32>
      %next = arith.addi %x, %acc : i32
      scf.yield %next : i32
    }
    memref.store %sum, %ints[%j] : memref<?xi32>
    scf.reduce
  }
  scf.parallel (%p, %j) = (%c0, %c0) to (%c2, %c100) step (%c1, %c1) {
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %base = arith.muli %k, %c100 : index
      %i = arith.addi %base, %j : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    %row = arith.muli %p, %c100 : index
    %at = arith.addi %row, %j : index
    memref.store %sum, %out[%at] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// Row sums of a 100x256 matrix walk their loads in order along the
// reduction, but each step waits for the last on one f32 accumulator: 8 rows
// run jammed in one reduction that carries 8 accumulators, and the 4 rows
// left over run in the loop as it was. With jam-factor=0, nothing changes.
// CHECK-LABEL: func.func @jam_row_sums
// CHECK-SAME: (%[[IN:.*]]: memref<?xf32>, %[[OUT:.*]]: memref<?xf32>)
// CHECK-NOT: memref.alloca
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[TRIPS:.*]] = arith.subi %[[C100:.*]], %[[C0:.*]] : index
// CHECK: %[[GROUPS:.*]] = arith.divsi %[[TRIPS]], %[[C8]]
// CHECK: %[[SPAN:.*]] = arith.muli %[[GROUPS]], %[[C8]]
// CHECK: %[[END:.*]] = arith.addi %[[C0]], %[[SPAN]]
// CHECK: scf.for %[[J:.*]] = %[[C0]] to %[[END]] step %[[C8]] {
// CHECK-COUNT-7: arith.addi %[[J]], %{{.*}} : index
// CHECK: %{{.*}}:8 = scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-COUNT-8: memref.load %[[IN]]
// CHECK: scf.yield
// CHECK-COUNT-8: memref.store %{{.*}}, %[[OUT]]
// CHECK: }
// CHECK: scf.for %{{.*}} = %[[END]] to %[[C100]] step
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)
// NOJAM-LABEL: func.func @jam_row_sums
// NOJAM: scf.for
// NOJAM-NEXT: arith.muli
// NOJAM-NEXT: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)
// NOJAM-NOT: scf.for
// NOJAM: return
func.func @jam_row_sums(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c100 step %c1 {
    %base = arith.muli %j, %c256 : index
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  return
}

// -----

// Two accumulators per row (a max and a sum): 4 rows jammed keep 8.
// CHECK-LABEL: func.func @jam_two_accumulators
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: scf.for %{{.*}} step %[[C4]] {
// CHECK: %{{.*}}:8 = scf.for
// CHECK-SAME: -> (f32, f32, f32, f32, f32, f32, f32, f32)
func.func @jam_two_accumulators(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -1.0e+30 : f32
  scf.for %j = %c0 to %c64 step %c1 {
    %base = arith.muli %j, %c256 : index
    %r:2 = scf.for %k = %c0 to %c256 step %c1 iter_args(%m = %low, %s = %zero) -> (f32, f32) {
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %nm = arith.maxnumf %x, %m : f32
      %ns = arith.addf %x, %s : f32
      scf.yield %nm, %ns : f32, f32
    }
    %both = arith.addf %r#0, %r#1 : f32
    memref.store %both, %out[%j] : memref<?xf32>
  }
  return
}

// -----

// A one-dimensional scf.parallel of row sums is strip-mined into chunks of
// 8 rows, and each chunk runs jammed.
// CHECK-LABEL: func.func @jam_parallel
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: scf.parallel (%[[CHUNK:.*]]) = (%{{.*}}) to (%{{.*}}) step (%[[C8]]) {
// CHECK: scf.for %{{.*}} = %[[CHUNK]] to %{{.*}} step %{{.*}} {
// CHECK: %{{.*}}:8 = scf.for
// CHECK: scf.reduce
func.func @jam_parallel(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%j) = (%c0) to (%c100) step (%c1) {
    %base = arith.muli %j, %c256 : index
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// Negative: no jam for five accumulators (8 would not fit even two rows), a
// reduction of 4 steps (below min-reduction-trips), or an outer loop of 3
// iterations (fewer than the 8 to jam).
// CHECK-LABEL: func.func @jam_not
// CHECK-NOT: arith.divsi
// CHECK: return
func.func @jam_not(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c64 step %c1 {
    %base = arith.muli %j, %c256 : index
    %r:5 = scf.for %k = %c0 to %c256 step %c1
        iter_args(%a = %zero, %b = %zero, %c = %zero, %d = %zero, %e = %zero)
        -> (f32, f32, f32, f32, f32) {
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %na = arith.addf %x, %a : f32
      %nb = arith.mulf %x, %b : f32
      %nc = arith.maxnumf %x, %c : f32
      %nd = arith.minnumf %x, %d : f32
      %ne = arith.subf %x, %e : f32
      scf.yield %na, %nb, %nc, %nd, %ne : f32, f32, f32, f32, f32
    }
    %ab = arith.addf %r#0, %r#1 : f32
    %cd = arith.addf %r#2, %r#3 : f32
    %abcd = arith.addf %ab, %cd : f32
    %all = arith.addf %abcd, %r#4 : f32
    memref.store %all, %out[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %c64 step %c1 {
    %base = arith.muli %j, %c4 : index
    %sum = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %c3 step %c1 {
    %base = arith.muli %j, %c256 : index
    %sum = scf.for %k = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> f32 {
      %i = arith.addi %base, %k : index
      %x = memref.load %in[%i] : memref<?xf32>
      %next = arith.addf %x, %acc : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%j] : memref<?xf32>
  }
  return
}
