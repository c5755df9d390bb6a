// RUN: uop-opt %s -split-input-file -uop-keep-outer-loops-scalar | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-keep-outer-loops-scalar=min-elements=64 | FileCheck %s --check-prefix=LONG
// RUN: not uop-opt %s -uop-keep-outer-loops-scalar=min-elements=x 2>&1 | FileCheck %s --check-prefix=BADOPT
// BADOPT: for the --min-elements option: 'x' value invalid
// RUN: not uop-opt %s -split-input-file -uop-keep-outer-loops-scalar=parallel-chunks=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not uop-opt %s -split-input-file -uop-keep-outer-loops-scalar=min-elements=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: uop-keep-outer-loops-scalar: min-elements and parallel-chunks must not be negative
// RUN: uop-opt %s -split-input-file -uop-keep-outer-loops-scalar=parallel-chunks=0 | FileCheck %s --check-prefix=NOCHUNKS
// RUN: uop-opt %s -split-input-file -uop-keep-outer-loops-scalar -convert-scf-to-openmp | FileCheck %s --check-prefix=OMP

// clang/softmax_k2's nest (E_8_8_4): per row, an inner loop of 8 steps
// stores 4 contiguous elements each (32 in all), from 4 contiguous loads
// and two loads that do not move with it. The row loop gets vectorization
// disabled; the inner loop does not.
// CHECK: #[[SCALAR:.*]] = #llvm.loop_vectorize<disable = true>
// CHECK: #[[ANNOTATION:.*]] = #llvm.loop_annotation<vectorize = #[[SCALAR]]>
// CHECK-LABEL: func.func @rows
// CHECK: scf.for
// CHECK: scf.for
// CHECK: memref.store
// CHECK: }
// CHECK-NOT: loop_annotation
// CHECK: } {loop_annotation = #[[ANNOTATION]]}
// LONG-LABEL: func.func @rows
// LONG-NOT: vectorize
func.func @rows(%in: memref<?xf32>, %max: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  scf.for %row = %c0 to %c8 step %c1 : i32 {
    %r = arith.index_cast %row : i32 to index
    %m = memref.load %max[%r] : memref<?xf32>
    %base = arith.muli %row, %c32 : i32
    scf.for %col = %c0 to %c8 step %c1 : i32 {
      %quad = arith.muli %col, %c4 : i32
      %at0 = arith.addi %base, %quad : i32
      %at1 = arith.addi %at0, %c1 : i32
      %at2 = arith.addi %at0, %c2 : i32
      %at3 = arith.addi %at0, %c3 : i32
      %i0 = arith.index_cast %at0 : i32 to index
      %i1 = arith.index_cast %at1 : i32 to index
      %i2 = arith.index_cast %at2 : i32 to index
      %i3 = arith.index_cast %at3 : i32 to index
      %x0 = memref.load %in[%i0] : memref<?xf32>
      %x1 = memref.load %in[%i1] : memref<?xf32>
      %x2 = memref.load %in[%i2] : memref<?xf32>
      %x3 = memref.load %in[%i3] : memref<?xf32>
      %again = memref.load %max[%r] : memref<?xf32>
      %y0 = arith.subf %x0, %m : f32
      %y1 = arith.subf %x1, %m : f32
      %y2 = arith.subf %x2, %again : f32
      %y3 = arith.subf %x3, %again : f32
      memref.store %y0, %out[%i0] : memref<?xf32>
      memref.store %y1, %out[%i1] : memref<?xf32>
      memref.store %y2, %out[%i2] : memref<?xf32>
      memref.store %y3, %out[%i3] : memref<?xf32>
    }
  }
  return
}

// -----

// An inner reduction is vectorized across the rows or not at all (without
// reordering its sums): no annotation.
// CHECK-LABEL: func.func @reduction
// CHECK-NOT: {loop_annotation
func.func @reduction(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    %sum = scf.for %col = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (f32) {
      %at = arith.addi %base, %col : index
      %x = memref.load %in[%at] : memref<?xf32>
      %next = arith.addf %acc, %x : f32
      scf.yield %next : f32
    }
    memref.store %sum, %out[%row] : memref<?xf32>
  }
  return
}

// -----

// Stores that skip elements (every other one) and loads that step by more
// than they read (a column of a transpose) are not contiguous: no
// annotation for either nest.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: {loop_annotation
func.func @strided(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      %x = memref.load %in[%at] : memref<?xf32>
      %skip = arith.muli %col, %c2 : index
      %to = arith.addi %base, %skip : index
      memref.store %x, %out[%to] : memref<?xf32>
    }
  }
  return
}
// CHECK-LABEL: func.func @transpose
// CHECK-NOT: {loop_annotation
func.func @transpose(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %down = arith.muli %col, %c16 : index
      %from = arith.addi %down, %row : index
      %x = memref.load %in[%from] : memref<?xf32>
      %to = arith.addi %base, %col : index
      memref.store %x, %out[%to] : memref<?xf32>
    }
  }
  return
}

// -----

// Not the nest the pass describes: two inner loops, an inner loop of a
// trip count only known at run time, one that stores fewer than 8 elements
// in all, and a row loop that carries a value.
// CHECK-LABEL: func.func @other_nests
// CHECK-NOT: {loop_annotation
func.func @other_nests(%out: memref<?xf32>, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
  }
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %n : index
    scf.for %col = %c0 to %n step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
  }
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c4 : index
    scf.for %col = %c0 to %c4 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
  }
  %last = scf.for %row = %c0 to %c16 step %c1 iter_args(%prev = %x) -> (f32) {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %prev, %out[%at] : memref<?xf32>
    }
    %next = arith.addf %prev, %x : f32
    scf.yield %next : f32
  }
  return %last : f32
}

// -----

// Accesses to buffers of other ranks than 1 (an accumulator of rank 0, a
// panel of rank 2) are not looked into: no annotation.
// CHECK-LABEL: func.func @ranks
// CHECK-NOT: {loop_annotation
func.func @ranks(%out: memref<?xf32>, %panel: memref<16x16xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %acc = memref.alloca() : memref<f32>
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %acc[] : memref<f32>
      memref.store %x, %out[%at] : memref<?xf32>
    }
  }
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      %y = memref.load %panel[%col, %c0] : memref<16x16xf32>
      memref.store %y, %out[%at] : memref<?xf32>
    }
  }
  return
}

// -----

// In a deeper nest only the loop right around the innermost one is marked:
// the loop around that has a loop inside its inner loop. An annotation
// already there is kept as it is.
// CHECK: #[[KEPT:.*]] = #llvm.loop_annotation<disableNonforced = true>
// CHECK: #[[SCALAR:.*]] = #llvm.loop_annotation<vectorize = #{{.*}}>
// CHECK-LABEL: func.func @deeper
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for
// CHECK: } {loop_annotation = #[[SCALAR]]}
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK: } {loop_annotation = #[[KEPT]]}
func.func @deeper(%out: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %plane = %c0 to %c16 step %c1 {
    scf.for %row = %c0 to %c16 step %c1 {
      %base = arith.muli %row, %c16 : index
      scf.for %col = %c0 to %c16 step %c1 {
        %at = arith.addi %base, %col : index
        memref.store %x, %out[%at] : memref<?xf32>
      }
    }
  }
  scf.for %row = %c0 to %c16 step %c1 {
    %base = arith.muli %row, %c16 : index
    scf.for %col = %c0 to %c16 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
  } {loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
  return
}

// -----

// The rows as a parallel loop (a grid dimension run by OpenMP): strip-mined
// into 64 chunks of 128 rows, the loop over a chunk's rows marked. OpenMP
// then shares the chunks out and keeps the marked loop inside.
// CHECK: #[[SCALAR:.*]] = #llvm.loop_annotation<vectorize = #{{.*}}>
// CHECK-LABEL: func.func @parallel_rows
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 8192 : index
// CHECK-DAG: %[[CHUNK:.*]] = arith.constant 128 : index
// CHECK: scf.parallel (%[[FIRST:.*]]) = (%{{.*}}) to (%[[ROWS]]) step (%[[CHUNK]])
// CHECK: %[[NEXT:.*]] = arith.addi %[[FIRST]], %[[CHUNK]]
// CHECK: %[[LAST:.*]] = arith.minsi %[[NEXT]], %[[ROWS]]
// CHECK: scf.for %[[ROW:.*]] = %[[FIRST]] to %[[LAST]]
// CHECK: memref.load %{{.*}}[%[[ROW]]]
// CHECK: scf.for
// CHECK: } {loop_annotation = #[[SCALAR]]}
// NOCHUNKS-LABEL: func.func @parallel_rows
// NOCHUNKS: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// NOCHUNKS-NOT: loop_annotation
// NOCHUNKS-LABEL: func.func @too_few_rows
// OMP-LABEL: func.func @parallel_rows
// OMP: omp.wsloop
// OMP: scf.for
// OMP: scf.for
// OMP: } {loop_annotation =
func.func @parallel_rows(%in: memref<?xf32>, %max: memref<?xf32>,
                         %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8192 = arith.constant 8192 : index
  scf.parallel (%row) = (%c0) to (%c8192) step (%c1) {
    %m = memref.load %max[%row] : memref<?xf32>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c32_i32 = arith.constant 32 : i32
    %r = arith.index_cast %row : index to i32
    %base = arith.muli %r, %c32_i32 : i32
    scf.for %col = %c0_i32 to %c32_i32 step %c1_i32 : i32 {
      %at = arith.addi %base, %col : i32
      %i = arith.index_cast %at : i32 to index
      %x = memref.load %in[%i] : memref<?xf32>
      %y = arith.subf %x, %m : f32
      memref.store %y, %out[%i] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// 8193 rows: chunks of 129 (the last of 66), the last chunk's end clamped
// to the loop's.
// CHECK-LABEL: func.func @uneven_rows
// CHECK-DAG: %[[ROWS:.*]] = arith.constant 8193 : index
// CHECK-DAG: %[[CHUNK:.*]] = arith.constant 129 : index
// CHECK: scf.parallel (%[[FIRST:.*]]) = (%{{.*}}) to (%[[ROWS]]) step (%[[CHUNK]])
// CHECK: arith.minsi %{{.*}}, %[[ROWS]]
// CHECK: } {loop_annotation =
func.func @uneven_rows(%out: memref<?xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c8193 = arith.constant 8193 : index
  scf.parallel (%row) = (%c0) to (%c8193) step (%c1) {
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  return
}

// Parallel loops left as they are: 64 rows (chunks of one row), a dynamic
// trip count, a step of 2, a buffer allocated per iteration (in a chunk's
// scf.for it would stay on the stack until the chunk ends), two induction
// variables, a reduction, and a body the pass would not mark in an scf.for
// (strided stores).
// CHECK-LABEL: func.func @too_few_rows
// CHECK-NOT: loop_annotation
// CHECK-NOT: arith.minsi
// CHECK: return
func.func @too_few_rows(%out: memref<?xf32>, %n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c8192 = arith.constant 8192 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%row) = (%c0) to (%c64) step (%c1) {
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  scf.parallel (%row) = (%c0) to (%n) step (%c1) {
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  scf.parallel (%row) = (%c0) to (%c8192) step (%c1) {
    %local = memref.alloca() : memref<32xf32>
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      %v = memref.load %local[%col] : memref<32xf32>
      memref.store %v, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  scf.parallel (%row) = (%c0) to (%c8192) step (%c2) {
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  scf.parallel (%plane, %row) = (%c0, %c0) to (%c64, %c64) step (%c1, %c1) {
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  %sum = scf.parallel (%row) = (%c0) to (%c8192) step (%c1)
      init (%zero) -> f32 {
    %base = arith.muli %row, %c32 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %at = arith.addi %base, %col : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%row) = (%c0) to (%c8192) step (%c1) {
    %base = arith.muli %row, %c64 : index
    scf.for %col = %c0 to %c32 step %c1 {
      %twice = arith.muli %col, %c2 : index
      %at = arith.addi %base, %twice : index
      memref.store %x, %out[%at] : memref<?xf32>
    }
    scf.reduce
  }
  return %sum : f32
}

// -----

// Through the CPU pipeline the annotation reaches the row loop's latch in
// LLVM IR; a kernel of rows of an exp2 per element (clang/softmax_k2).
// RUN: uop-translate --import-tinygrad-json %S/../../Conformance/clang/softmax_k2.json \
// RUN:   | uop-opt -uop-simplify -uop-to-llvm | uop-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// LLVM: br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
// LLVM: ![[LOOP]] = distinct !{![[LOOP]], ![[DISABLE:[0-9]+]]}
// LLVM: ![[DISABLE]] = !{!"llvm.loop.vectorize.enable", i1 false}
