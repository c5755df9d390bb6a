// RUN: uop-opt %s -split-input-file -uop-keep-gated-loops-unpeeled | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-keep-gated-loops-unpeeled -convert-scf-to-cf | FileCheck %s --check-prefix=CF
// RUN: uop-opt %s -uop-keep-gated-loops-unpeeled -uop-to-llvm | uop-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// A padded window: the innermost loop of gated loads gets the peeled count
// LLVM's peeling stops at; the loop around it does not.
// CHECK: #[[PEELED:.*]] = #llvm.loop_peeled<count = 2147483647 : i32>
// CHECK: #[[KEEP:.*]] = #llvm.loop_annotation<peeled = #[[PEELED]]>
// CHECK-LABEL: func.func @window
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.if
// CHECK: } {loop_annotation = #[[KEEP]]}
// CHECK-NEXT: }
// CHECK-NOT: loop_annotation
// CF-LABEL: func.func @window
// CF: cf.br ^{{.*}} {loop_annotation = #{{.*}}}
// CF-NOT: loop_annotation
// CF-LABEL: func.func @ungated
// LLVM: br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
// LLVM: ![[LOOP]] = distinct !{![[LOOP]], ![[COUNT:[0-9]+]]}
// LLVM: ![[COUNT]] = !{!"llvm.loop.peeled.count", i32 2147483647}
func.func @window(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %gate = arith.cmpi ult, %c0, %j : index
      %x = scf.if %gate -> (f32) {
        %at = arith.subi %j, %c1 : index
        %v = memref.load %in[%at] : memref<?xf32>
        scf.yield %v : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %x, %out[%j] : memref<?xf32>
    }
  }
  return
}

// -----

// Negative: an innermost loop with ungated loads only, one whose if stores,
// one whose gated load steps 2 elements (no vector load), and one of 32
// iterations keep LLVM's defaults.
// CHECK-LABEL: func.func @ungated
// CHECK-NOT: loop_annotation
func.func @ungated(%in: memref<?xf32>, %out: memref<?xf32>, %gate: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %j = %c0 to %c8 step %c1 {
    %v = memref.load %in[%j] : memref<?xf32>
    memref.store %v, %out[%j] : memref<?xf32>
  }
  scf.for %j = %c0 to %c8 step %c1 {
    scf.if %gate {
      %v = memref.load %in[%j] : memref<?xf32>
      memref.store %v, %out[%j] : memref<?xf32>
    }
  }
  %c2 = arith.constant 2 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = scf.if %gate -> (f32) {
      %at = arith.muli %j, %c2 : index
      %v = memref.load %in[%at] : memref<?xf32>
      scf.yield %v : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %x, %out[%j] : memref<?xf32>
  }
  %c32 = arith.constant 32 : index
  scf.for %j = %c0 to %c32 step %c1 {
    %x = scf.if %gate -> (f32) {
      %v = memref.load %in[%j] : memref<?xf32>
      scf.yield %v : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %x, %out[%j] : memref<?xf32>
  }
  return
}
