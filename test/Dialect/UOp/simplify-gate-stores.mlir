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

// -----

// The if's gate is computed from a reduction's result: the if comes after
// that loop and encloses the store, which is gated (uop-fuzz-diff seed
// 953645, where max(x, INT64_MAX) then folded the load away).
// GATE-LABEL: uop.kernel @gate_from_reduction
// GATE: %[[G:.*]] = uop.cmplt %[[PHI:.*]], %{{.*}} : f32
// GATE: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %[[G]] : !uop.ptr<i64>, i64
// CHECK-LABEL: uop.kernel @gate_from_reduction
// CHECK: %[[G:.*]] = uop.cmplt %{{.*}}, %{{.*}} : f32
// CHECK: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %[[G]] : !uop.ptr<i64>, i64
uop.kernel @gate_from_reduction {
  %out = uop.define_global 0 mutable : !uop.ptr<i64>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %idx = uop.define_global 2 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %zero = uop.const 0.0 : f32
  %r = uop.range %c0 to %c4 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %x = uop.load %in[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %x, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %g = uop.cmplt %phi, %zero : f32
  %if = uop.if %g
  %y = uop.load %idx[%c0] after %if : !uop.ptr<i32> -> i32
  %y64 = uop.cast %y : i32 to i64
  %max = uop.const 9223372036854775807 : i64
  %v = uop.max %y64, %max : i64
  %st = uop.store %out[%c0], %v : !uop.ptr<i64>, i64
  uop.sink %st
}

// -----

// Negative: the gate varies with the loop that the phi accumulates over, so
// the if opens and closes inside that loop. The store after the loop runs
// whatever the gate, and keeps no gate.
// GATE-LABEL: uop.kernel @gate_inside_reduction
// GATE: uop.store %{{[a-z0-9_]+}}[%{{[a-z0-9_]+}}], %{{[a-z0-9_]+}} : !uop.ptr<f32>, f32
uop.kernel @gate_inside_reduction {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 0 index 0
  %g = uop.cmplt %r, %c2 : i32
  %if = uop.if %g
  %x = uop.load %in[%r] after %if : !uop.ptr<f32> -> f32
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %sum = uop.add %x, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %st = uop.store %out[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Negative: a store that already has the if's gate gets it only once.
// GATE-LABEL: uop.kernel @already_gated
// GATE: %[[G:.*]] = uop.cmplt
// GATE-NOT: uop.mul
// GATE: uop.store %{{.*}}[%{{.*}}], %{{.*}} if %[[G]] : !uop.ptr<f32>, f32
uop.kernel @already_gated local [2, 1, 1] {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %lidx = uop.special "lidx0" dim 0 size 2
  %c1 = uop.const 1 : i32
  %g = uop.cmplt %lidx, %c1 : i32
  %if = uop.if %g
  %x = uop.load %in[%lidx] after %if : !uop.ptr<f32> -> f32
  %st = uop.store %out[%lidx], %x if %g : !uop.ptr<f32>, f32
  uop.sink %st
}
