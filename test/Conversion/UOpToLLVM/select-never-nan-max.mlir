// RUN: uop-opt %s -split-input-file -uop-select-never-nan-max | FileCheck %s

// A max chain seeded with -inf: every max has an operand that is never NaN.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: %[[G1:.*]] = arith.cmpf ogt, %[[A]], %[[NINF]] : f32
// CHECK: %[[S1:.*]] = arith.select %[[G1]], %[[A]], %[[NINF]] : f32
// CHECK: %[[G2:.*]] = arith.cmpf ogt, %[[B]], %[[S1]] : f32
// CHECK: %[[S2:.*]] = arith.select %[[G2]], %[[B]], %[[S1]] : f32
// CHECK-NOT: arith.maxnumf
// CHECK: return %[[S2]]
func.func @chain(%a: f32, %b: f32) -> f32 {
  %ninf = arith.constant 0xFF800000 : f32
  %m1 = arith.maxnumf %a, %ninf : f32
  %m2 = arith.maxnumf %m1, %b : f32
  return %m2 : f32
}

// -----

// An integer converted to float, extended, is never NaN; a select of two
// never-NaN values too.
// CHECK-LABEL: func.func @converted
// CHECK-NOT: arith.maxnumf
// CHECK: %[[S:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK: %[[G:.*]] = arith.cmpf ogt, %{{.*}}, %[[S]] : f32
// CHECK: arith.select %[[G]], %{{.*}}, %[[S]] : f32
func.func @converted(%i: i32, %c: i1, %x: f32, %h: f16) -> f32 {
  %f = arith.sitofp %i : i32 to f16
  %e = arith.extf %f : f16 to f32
  %one = arith.constant 1.0 : f32
  %s = arith.select %c, %e, %one : f32
  %m = arith.maxnumf %x, %s : f32
  return %m : f32
}

// -----

// Neither operand is known: maxnumf stays. A select with an unknown arm, a
// constant NaN, and a maximumf of one unknown value are not never-NaN.
// CHECK-LABEL: func.func @unknown
// CHECK-NOT: arith.cmpf
// CHECK-COUNT-3: arith.maxnumf
// CHECK-NOT: arith.cmpf
func.func @unknown(%a: f32, %b: f32, %c: i1) -> (f32, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %m1 = arith.maxnumf %a, %nan : f32
  %one = arith.constant 1.0 : f32
  %m = arith.maximumf %b, %one : f32
  %m2 = arith.maxnumf %a, %m : f32
  %s = arith.select %c, %b, %one : f32
  %m3 = arith.maxnumf %a, %s : f32
  return %m1, %m2, %m3 : f32, f32, f32
}

// -----

// A max reduction over a loop: the iter_arg starts at -inf and takes a max
// with itself, so it is never NaN and each max is a select; the vector
// constant splat -inf counts too.
// CHECK-LABEL: func.func @reduction
// CHECK: scf.for
// CHECK: %[[G:.*]] = arith.cmpf ogt, %{{.*}}, %[[ACC:.*]] : vector<4xf32>
// CHECK: arith.select %[[G]], %{{.*}}, %[[ACC]] : vector<4xi1>, vector<4xf32>
// CHECK-NOT: arith.maxnumf
func.func @reduction(%m: memref<64xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %init = arith.constant dense<0xFF800000> : vector<4xf32>
  %r = scf.for %i = %c0 to %c64 step %c4 iter_args(%acc = %init) -> vector<4xf32> {
    %v = vector.load %m[%i] : memref<64xf32>, vector<4xf32>
    %n = arith.maxnumf %v, %acc : vector<4xf32>
    scf.yield %n : vector<4xf32>
  }
  return %r : vector<4xf32>
}

// -----

// Not when the yielded value may be NaN: the iter_arg is refuted, and the
// max that used it stays.
// CHECK-LABEL: func.func @refuted
// CHECK: scf.for
// CHECK: arith.maxnumf
// CHECK: arith.addf
func.func @refuted(%m: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %init) -> f32 {
    %v = memref.load %m[%i] : memref<64xf32>
    %n = arith.maxnumf %v, %acc : f32
    %s = arith.addf %n, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}
