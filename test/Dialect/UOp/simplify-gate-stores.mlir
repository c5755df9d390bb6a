// RUN: uop-opt %s -split-input-file -uop-simplify | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-gate-stores-by-ifs | FileCheck %s --check-prefix=GATE

// The pass alone gates the store of the where; nothing folds.
// GATE-LABEL: uop.kernel @gate_before_fold
// GATE: %[[G:.*]] = uop.cmplt
// GATE: uop.where
// GATE: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %[[G]]

// uop-simplify gives a store the gate of the if behind its loads before the
// canonicalizer folds anything: here where(false, phi, y) folds to y, which
// the canonicalizer visits before the store, and the store would then run in
// both threads, not only where the if holds (uop-fuzz-diff seed 71503).
// CHECK-LABEL: uop.kernel @gate_before_fold
// CHECK: %[[G:.*]] = uop.cmplt %{{.*}}, %{{.*}} : i32
// CHECK: %[[Y:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[Y]] if %[[G]] : !uop.ptr<f32>, f32
uop.kernel @gate_before_fold local [2, 1, 1] {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %lidx = uop.special "lidx0" dim 0 size 2
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %g = uop.cmplt %lidx, %c1 : i32
  %if = uop.if %g
  %r = uop.range %c0 to %c2 depth 0 index 0
  %x = uop.load %in[%r] after %if : !uop.ptr<f32> -> f32
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %sum = uop.add %x, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %false = uop.cmplt %c2, %c1 : i32
  %y = uop.load %in[%lidx] : !uop.ptr<f32> -> f32
  %v = uop.where %false, %phi, %y : f32
  %st = uop.store %out[%c0], %v : !uop.ptr<f32>, f32
  uop.sink %st
}
