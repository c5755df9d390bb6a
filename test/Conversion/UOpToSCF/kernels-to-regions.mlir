// RUN: uop-opt %s -split-input-file -convert-uop-kernels-to-regions -verify-diagnostics | FileCheck %s
// RUN: uop-opt %s -split-input-file -convert-uop-to-scf -verify-diagnostics | FileCheck %s --check-prefix=LOWERED

// The structure alone: arguments with their uop types, the range an scf.for
// over i32 (the range's own values) carrying the accumulator (its initial
// value a uop constant), the phi its yield, the phi after the loop the
// loop's result; the other ops unchanged.
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %[[OUT:.*]]: !uop.ptr<f16>, %[[IN:.*]]: !uop.ptr<f16>, %[[N:.*]]: i32)
// CHECK: %[[INIT:.*]] = uop.const 0.000000e+00 : f32 as f16
// CHECK: %[[SUM:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f16) : i32
// CHECK:   %[[V:.*]] = uop.load %[[IN]][%[[IV]]] : !uop.ptr<f16> -> f16
// CHECK:   %[[ADD:.*]] = uop.add %[[V]], %[[ACC]] : f16
// CHECK:   scf.yield %[[ADD]] : f16
// CHECK: uop.store %[[OUT]][%{{.*}}], %[[SUM]] : !uop.ptr<f16>, f16
// The half accumulator is carried in f32 once the ops are lowered.
// LOWERED-LABEL: func.func @reduce(
// LOWERED-SAME: memref<?xf16>, %{{.*}}: memref<?xf16>, %{{.*}}: i32)
// LOWERED: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)
// LOWERED: arith.truncf %{{.*}} : f32 to f16
uop.kernel @reduce linear {
  %d1 = uop.define_global 1 : !uop.ptr<f16>
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %n = uop.define_var <"n", 1, 16>
  %c0 = uop.const 0 : i32
  %r = uop.range %c0 to %n depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32 as f16
  %v = uop.load %d1[%r] : !uop.ptr<f16> -> f16
  %sum = uop.add %v, %acc : f16
  %phi = uop.phi %acc, %sum : f16
  uop.endrange %r
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f16>, f16
}

// -----

// A phi of one element of a vector accumulator inserts it; after the loop
// that element is extracted from the result. Half vectors are retyped.
// CHECK-LABEL: func.func @vector_acc(
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<2xf16>)
// CHECK:   %[[E:.*]] = uop.gep %[[ACC]][1] : vector<2xf16>
// CHECK:   %[[S:.*]] = uop.add %[[E]], %{{.*}} : f16
// CHECK:   %[[NEW:.*]] = vector.insert %[[S]], %[[ACC]] [1] : f16 into vector<2xf16>
// CHECK:   scf.yield %[[NEW]] : vector<2xf16>
// CHECK: vector.extract %[[R]][1] : f16 from vector<2xf16>
// LOWERED-LABEL: func.func @vector_acc(
// LOWERED: %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (vector<2xf32>)
// LOWERED:   vector.insert %{{.*}}, %[[ACC]] [1] : f32 into vector<2xf32>
// LOWERED: vector.extract %[[R]][1] : f32 from vector<2xf32>
uop.kernel @vector_acc linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init dense<0.0> : vector<2xf32> as vector<2xf16>
  %a1 = uop.gep %acc[1] : vector<2xf16>
  %f = uop.cast %r : i32 to f16
  %s = uop.add %a1, %f : f16
  %phi = uop.phi %a1, %s : f16
  uop.endrange %r
  %st = uop.store %d0[%c0], %phi : !uop.ptr<f16>, f16
}

// -----

// An if is an scf.if around its ops; an input-less noop orders nothing and
// goes; what a load follows is the regions' order.
// CHECK-LABEL: func.func @guarded(
// CHECK: %[[G:.*]] = uop.cmplt
// CHECK: scf.if %[[G]] {
// CHECK-NEXT: %[[V:.*]] = uop.load %{{.*}}[%{{.*}}] : !uop.ptr<f32> -> f32
// CHECK-NEXT: uop.store %{{.*}}[%{{.*}}], %[[V]] : !uop.ptr<f32>, f32
// CHECK-NEXT: }
// CHECK-NOT: uop.noop
uop.kernel @guarded linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %g = uop.cmplt %c0, %c1 : i32
  %n = uop.noop
  %if = uop.if %g
  %v = uop.load %d0[%c1] after %if : !uop.ptr<f32> -> f32
  %s = uop.store %d0[%c0], %v : !uop.ptr<f32>, f32
  uop.endif %if
}

// -----

// A graph-form kernel has no schedule to structure.
// expected-error @+1 {{'uop.kernel' op must be linearized (uop-linearize) first}}
uop.kernel @graph {
}
