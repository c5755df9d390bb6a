// RUN: uop-opt %s -split-input-file -convert-uop-to-scf -verify-diagnostics | FileCheck %s

// A reduction: buffers by index, then variables; the accumulator is the
// loop's iter_arg and the phi its yield; the phi after the loop is the result.
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %[[OUT:.*]]: memref<?xf32>, %[[IN:.*]]: memref<?xf32>, %[[N:.*]]: i32)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[SUM:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f32)
// CHECK:   %[[I:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK:   %[[V:.*]] = memref.load %[[IN]][%{{.*}}] : memref<?xf32>
// CHECK:   %[[ADD:.*]] = arith.addf %[[V]], %[[ACC]] : f32
// CHECK:   scf.yield %[[ADD]] : f32
// CHECK: memref.store %[[SUM]], %[[OUT]][%{{.*}}] : memref<?xf32>
uop.kernel @reduce linear {
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %n = uop.define_var <"n", 1, 16>
  %c0 = uop.const 0 : i32
  %r = uop.range %c0 to %n depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  uop.endrange %r
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
}

// -----

// Unsigned and bool dtypes pick the unsigned and logical arith ops; half
// values compute in f32, loads extend and stores round.
// CHECK-LABEL: func.func @dtypes(
// CHECK-SAME: memref<?xi8>, %{{.*}}: memref<?xf16>, %{{.*}}: memref<?xi1>
// CHECK: arith.divui %{{.*}}, %{{.*}} : i8
// CHECK: arith.remui %{{.*}}, %{{.*}} : i8
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i8
// CHECK: %[[H:.*]] = memref.load %{{.*}} : memref<?xf16>
// CHECK: %[[HF:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: %[[S:.*]] = arith.addf %[[HF]], %[[HF]] : f32
// CHECK: %[[T:.*]] = arith.truncf %[[S]] : f32 to f16
// CHECK: memref.store %[[T]]
// CHECK: arith.ori %{{.*}}, %{{.*}} : i1
// CHECK: arith.andi %{{.*}}, %{{.*}} : i1
// CHECK: arith.maxnumf
uop.kernel @dtypes linear {
  %u = uop.define_global 0 mutable : !uop.ptr<ui8>
  %h = uop.define_global 1 mutable : !uop.ptr<f16>
  %b = uop.define_global 2 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %x = uop.load %u[%c0] : !uop.ptr<ui8> -> ui8
  %q = uop.div %x, %x : ui8
  %m = uop.mod %q, %x : ui8
  %lt = uop.cmplt %m, %x : ui8
  %s0 = uop.store %u[%c0], %m : !uop.ptr<ui8>, ui8
  %hv = uop.load %h[%c0] : !uop.ptr<f16> -> f16
  %hs = uop.add %hv, %hv : f16
  %s1 = uop.store %h[%c0], %hs : !uop.ptr<f16>, f16
  %or = uop.add %lt, %lt : i1
  %and = uop.mul %or, %lt : i1
  %s2 = uop.store %b[%c0], %and : !uop.ptr<i1>, i1
  %f = uop.cast %hs : f16 to f32
  %mx = uop.max %f, %f : f32
  %hm = uop.cast %mx : f32 to f16
  %s3 = uop.store %h[%c0], %hm : !uop.ptr<f16>, f16
}

// -----

// Gated loads and stores touch memory only where the gate holds; ifs become
// scf.if; vectors are vector values.
// CHECK-LABEL: func.func @gates(
// CHECK: %[[V:.*]] = scf.if %{{.*}} -> (f32) {
// CHECK:   %[[L:.*]] = memref.load
// CHECK:   scf.yield %[[L]] : f32
// CHECK: } else {
// CHECK:   scf.yield %{{.*}} : f32
// CHECK: scf.if %{{.*}} {
// CHECK:   memref.store %[[V]]
// CHECK: scf.if %{{.*}} {
// CHECK:   %[[VEC:.*]] = vector.load %{{.*}} : memref<?xf32>, vector<4xf32>
// CHECK:   vector.extract %[[VEC]][2] : f32 from vector<4xf32>
uop.kernel @gates linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %zero = uop.const 0.0 : f32
  %g = uop.cmplt %c0, %c1 : i32
  %v = uop.load %d0[%c1] if %g else %zero : !uop.ptr<f32> -> f32
  %s = uop.store %d0[%c0], %v if %g : !uop.ptr<f32>, f32
  %if = uop.if %g
  %vec = uop.load %d0[%c0] after %if : !uop.ptr<f32> -> vector<4xf32>
  %e = uop.gep %vec[2] : vector<4xf32>
  %s2 = uop.store %d0[%c1], %e : !uop.ptr<f32>, f32
  uop.endif %if
}

// -----

// Threads that share local memory and barriers are not lowered on the CPU
// path yet.
uop.kernel @local_memory linear {
  // expected-error @+1 {{'uop.define_local' op needs threads that run together (local memory, barriers, wmma); the CPU conversion does not lower it yet}}
  %t = uop.define_local "temp", 16 : !uop.ptr<f32, local>
}

// -----

// Independent threads run one after another, in a loop per thread index;
// a variable that sizes one is an argument.
// CHECK-LABEL: func.func @threads(
// CHECK-SAME: %[[OUT:.*]]: memref<?xi32>, %[[I:.*]]: i32)
// CHECK: %[[N:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK: scf.for %[[G:.*]] = %{{.*}} to %[[N]] step
// CHECK:   arith.index_cast %[[G]] : index to i32
// CHECK:   scf.for %[[L:.*]] = %{{.*}} to %{{.*}} step
// CHECK:     arith.index_cast %[[L]] : index to i32
// CHECK:     memref.store
uop.kernel @threads linear global [#uop.var<"i", 1, 8>] local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size #uop.var<"i", 1, 8>
  %l = uop.special "lidx0" dim 0 size 4
  %c4 = uop.const 4 : i32
  %m = uop.mul %g, %c4 : i32
  %idx = uop.add %m, %l : i32
  %st = uop.store %d0[%idx], %idx : !uop.ptr<i32>, i32
}

// -----

// An unmul that survived simplification has no lowering.
uop.kernel @unmul linear {
  %c1 = uop.const 1 : i32
  // expected-error @+1 {{'uop.unmul' op survived simplification; no target lowers it}}
  %u = uop.unmul %c1, %c1 : i32, i32
}

// -----

// expected-error @+1 {{'uop.kernel' op must be linearized (uop-linearize) first}}
uop.kernel @graph {
}
