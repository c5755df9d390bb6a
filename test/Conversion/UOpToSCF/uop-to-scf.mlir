// RUN: uop-opt %s -split-input-file -convert-uop-to-scf -verify-diagnostics | FileCheck %s
// RUN: uop-opt %S/../Inputs/all-ops.mlir -convert-uop-to-scf | FileCheck %s --check-prefix=ALL

// Every op: each ALU op on floats, signed, unsigned and bool values picks its
// arith/math op; casts, bitcasts and vectors; the workgroups as one parallel
// loop, their threads as loops split at the barrier.
// ALL-LABEL: func.func @all_ops(
// ALL-SAME: %{{.*}}: memref<?xf32>, %{{.*}}: memref<?xi32>, %{{.*}}: memref<?xi32>, %[[N:.*]]: i32)
// ALL: scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step
// ALL: %[[STACK:.*]] = llvm.intr.stacksave : !llvm.ptr
// ALL: %[[TEMP:.*]] = memref.alloca() : memref<4xf32>
// ALL: scf.for
// ALL-DAG: math.exp2 %{{.*}} : f32
// ALL-DAG: math.log2 %{{.*}} : f32
// ALL-DAG: math.sin %{{.*}} : f32
// ALL-DAG: math.sqrt %{{.*}} : f32
// ALL-DAG: arith.negf %{{.*}} : f32
// ALL-DAG: arith.addf %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.subf %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.mulf %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.divf %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.maxnumf %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.remf %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.cmpf oeq, %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.select %{{.*}}, %{{.*}}, %{{.*}} : f32
// ALL-DAG: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
// ALL-DAG: arith.divsi %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.remsi %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.maxsi %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.xori %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.cmpi eq, %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.divui %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.remui %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.maxui %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.cmpi ult, %{{.*}}, %{{.*}} : i32
// ALL-DAG: arith.ori %{{.*}}, %{{.*}} : i1
// ALL-DAG: arith.andi %{{.*}}, %{{.*}} : i1
// ALL-DAG: arith.cmpi eq, %{{.*}}, %{{.*}} : i1
// ALL-DAG: arith.sitofp %{{.*}} : i32 to f32
// ALL-DAG: arith.uitofp %{{.*}} : i32 to f32
// ALL-DAG: arith.fptosi %{{.*}} : f32 to i32
// ALL-DAG: arith.uitofp %{{.*}} : i1 to f32
// ALL-DAG: arith.bitcast %{{.*}} : f32 to i32
// ALL-DAG: %[[VEC:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// ALL-DAG: vector.extract %[[VEC]][2] : f32 from vector<4xf32>
// ALL: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)
// ALL: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<?xf32>
// ALL: scf.for
// ALL: scf.if %{{.*}} -> (f32)
// ALL: scf.if
// ALL: vector.load
// ALL: vector.store
// ALL: return

// -----

// A reduction: buffers by index, then variables; the accumulator is the
// loop's iter_arg and the phi its yield; the phi after the loop is the result.
// The kernel is not strict_float: its float arithmetic may contract (fuse a
// multiply and an add), as tinygrad's C does with clang.
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %[[OUT:.*]]: memref<?xf32>, %[[IN:.*]]: memref<?xf32>, %[[N:.*]]: i32)
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[SUM:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]]) -> (f32) : i32
// CHECK:   %[[I:.*]] = arith.index_cast %[[IV]] : i32 to index
// CHECK:   %[[V:.*]] = memref.load %[[IN]][%[[I]]] : memref<?xf32>
// CHECK:   %[[ADD:.*]] = arith.addf %[[V]], %[[ACC]] fastmath<contract> : f32
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
// CHECK-SAME: memref<?xi8>, %{{.*}}: memref<?xf16>, %{{.*}}: memref<?xi8>
// CHECK: arith.divui %{{.*}}, %{{.*}} : i8
// CHECK: arith.remui %{{.*}}, %{{.*}} : i8
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i8
// CHECK: %[[H:.*]] = memref.load %{{.*}} : memref<?xf16>
// CHECK: %[[HF:.*]] = arith.extf %[[H]] : f16 to f32
// CHECK: %[[S:.*]] = arith.addf %[[HF]], %[[HF]] fastmath<contract> : f32
// CHECK: %[[T:.*]] = arith.truncf %[[S]] : f32 to f16
// CHECK: memref.store %[[T]]
// CHECK: arith.ori %{{.*}}, %{{.*}} : i1
// CHECK: %[[AND:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK: %[[BYTE:.*]] = arith.extui %[[AND]] : i1 to i8
// CHECK: memref.store %[[BYTE]], %{{.*}} : memref<?xi8>
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

// Building a vector of half values casts each element: each is rounded to
// its format (found by uop-fuzz-diff, seed 129144); a float32 one is not.
// CHECK-LABEL: func.func @half_vector_build(
// CHECK: %[[S:.*]] = arith.addf %{{.*}}, %{{.*}} : f32
// CHECK: %[[T0:.*]] = arith.truncf %[[S]] : f32 to f16
// CHECK: %[[R0:.*]] = arith.extf %[[T0]] : f16 to f32
// CHECK: %[[T1:.*]] = arith.truncf %[[S]] : f32 to f16
// CHECK: %[[R1:.*]] = arith.extf %[[T1]] : f16 to f32
// CHECK: vector.from_elements %[[R0]], %[[R1]] : vector<2xf32>
// CHECK: arith.truncf %{{.*}} : vector<2xf32> to vector<2xf16>
// CHECK: %[[F:.*]] = memref.load %{{.*}} : memref<?xf32>
// CHECK-NOT: arith.truncf
// CHECK: vector.from_elements %[[F]], %[[F]] : vector<2xf32>
uop.kernel @half_vector_build linear {
  %h = uop.define_global 0 mutable : !uop.ptr<f16>
  %f = uop.define_global 1 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %hv = uop.load %h[%c0] : !uop.ptr<f16> -> f16
  %hs = uop.add %hv, %hv : f16
  %vh = uop.cast %hs, %hs : f16, f16 to vector<2xf16>
  %s0 = uop.store %h[%c0], %vh : !uop.ptr<f16>, vector<2xf16>
  %fv = uop.load %f[%c0] : !uop.ptr<f32> -> f32
  %vf = uop.cast %fv, %fv : f32, f32 to vector<2xf32>
  %s1 = uop.store %f[%c0], %vf : !uop.ptr<f32>, vector<2xf32>
}

// -----

// Bools are logic values, with no arithmetic on them in SPIR-V: max is or,
// a < b is !a && b, a division (by true: by false it is undefined) is the
// dividend and the remainder false (found by uop-fuzz-diff, seed 2: bool max
// became spirv.GL.UMax, which takes no bools).
// A bool is a byte (0 or 1) in memory: loads truncate it, stores extend.
// CHECK-LABEL: func.func @bool_logic(
// CHECK-SAME: %[[B:.*]]: memref<?xi8>
// CHECK: %[[XB:.*]] = memref.load %[[B]]
// CHECK: %[[X:.*]] = arith.trunci %[[XB]] : i8 to i1
// CHECK: %[[YB:.*]] = memref.load %[[B]]
// CHECK: %[[Y:.*]] = arith.trunci %[[YB]] : i8 to i1
// CHECK: %[[MAX:.*]] = arith.ori %[[X]], %[[Y]] : i1
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[NOTX:.*]] = arith.xori %[[X]], %[[TRUE]] : i1
// CHECK: %[[LT:.*]] = arith.andi %[[NOTX]], %[[Y]] : i1
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[MAXB:.*]] = arith.extui %[[MAX]] : i1 to i8
// CHECK: memref.store %[[MAXB]]
// CHECK: %[[LTB:.*]] = arith.extui %[[LT]] : i1 to i8
// CHECK: memref.store %[[LTB]]
// CHECK: %[[XB2:.*]] = arith.extui %[[X]] : i1 to i8
// CHECK: memref.store %[[XB2]]
// CHECK: %[[FALSEB:.*]] = arith.extui %[[FALSE]] : i1 to i8
// CHECK: memref.store %[[FALSEB]]
// CHECK-NOT: arith.maxui
// CHECK-NOT: arith.divui
uop.kernel @bool_logic linear {
  %b = uop.define_global 0 mutable : !uop.ptr<i1>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %x = uop.load %b[%c0] : !uop.ptr<i1> -> i1
  %y = uop.load %b[%c1] : !uop.ptr<i1> -> i1
  %max = uop.max %x, %y : i1
  %lt = uop.cmplt %x, %y : i1
  %div = uop.div %x, %y : i1
  %mod = uop.mod %x, %y : i1
  %s0 = uop.store %b[%c0], %max : !uop.ptr<i1>, i1
  %s1 = uop.store %b[%c1], %lt : !uop.ptr<i1>, i1
  %s2 = uop.store %b[%c2], %div : !uop.ptr<i1>, i1
  %s3 = uop.store %b[%c3], %mod : !uop.ptr<i1>, i1
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

// Threads that share local memory run as a workgroup: per block, the local
// buffer, then a loop over the threads up to the barrier and another after
// it. The comparison on the thread index is recomputed in the second phase;
// the loaded value, which a later phase uses, is kept per thread and
// reloaded where the phase starts.
// CHECK-LABEL: func.func @workgroup(
// CHECK: scf.parallel (%[[G:.*]]) = (%{{.*}}) to (%{{.*}}) step
// CHECK:   llvm.intr.stacksave
// CHECK:   %[[TEMP:.*]] = memref.alloca() : memref<16xf32>
// CHECK:   %[[LOCAL:.*]] = memref.cast %[[TEMP]] : memref<16xf32> to memref<?xf32>
// CHECK:   %[[SPILL:.*]] = memref.alloca() : memref<16xf32>
// CHECK:   scf.for %[[T1:.*]] = %{{.*}} to %{{.*}} step
// CHECK:     %[[V:.*]] = memref.load
// CHECK:     memref.store %[[V]], %[[SPILL]]
// CHECK:     memref.store %{{.*}}, %[[LOCAL]]
// CHECK:   }
// CHECK:   scf.for %[[T2:.*]] = %{{.*}} to %{{.*}} step
// CHECK:     arith.cmpi slt
// CHECK:     memref.load %[[SPILL]]
// CHECK:     scf.if
// CHECK:       memref.load %[[LOCAL]]
uop.kernel @workgroup linear global [4] local [16] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %temp = uop.define_local "temp", 16 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %l = uop.special "lidx0" dim 0 size 16
  %first = uop.cmplt %l, %c1 : i32
  %v = uop.load %d1[%l] : !uop.ptr<f32> -> f32
  %st = uop.store %temp[%l], %v : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %if = uop.if %first after %b
  %w = uop.load %temp[%c1] after %if : !uop.ptr<f32, local> -> f32
  %sum = uop.add %w, %v : f32
  %out = uop.store %d0[%g], %sum : !uop.ptr<f32>, f32
  uop.endif %if
}

// -----

// A loop that contains a barrier runs once for the workgroup, the thread
// loops of its phases inside it; its accumulator is kept per thread, set to
// its initial value before the loop and read back after it.
// CHECK-LABEL: func.func @barrier_in_loop(
// CHECK: %[[INIT:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: memref.store %[[INIT]], %[[SLOTS:.*]][%[[T]]] : memref<4xf32>
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step
// CHECK:   scf.for
// CHECK:     memref.store %{{.*}}, %{{.*}} : memref<?xf32>
// CHECK:   scf.for
// CHECK:     %[[OLD:.*]] = memref.load %[[SLOTS]]
// CHECK:     %[[NEW:.*]] = arith.addf %[[OLD]], %{{.*}} : f32
// CHECK:     memref.store %[[NEW]], %[[SLOTS]]
// CHECK: scf.for
// CHECK:   %[[FINAL:.*]] = memref.load %[[SLOTS]]
// CHECK:   memref.store %[[FINAL]], %{{.*}} : memref<?xf32>
uop.kernel @barrier_in_loop linear local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %temp = uop.define_local "temp", 4 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %l = uop.special "lidx0" dim 0 size 4
  %r = uop.range %c0 to %c2 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %f = uop.cast %r : i32 to f32
  %st = uop.store %temp[%l], %f : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %other = uop.sub %c3, %l : i32
  %v = uop.load %temp[%other] after %b : !uop.ptr<f32, local> -> f32
  %sum = uop.add %acc, %v : f32
  %phi = uop.phi %acc, %sum : f32
  uop.endrange %r
  %out = uop.store %d0[%l], %phi : !uop.ptr<f32>, f32
}

// -----

// An if that contains a barrier guards each phase inside it, thread by
// thread: its gate is recomputed in each.
// CHECK-LABEL: func.func @barrier_in_if(
// CHECK: scf.for
// CHECK:   %[[G1:.*]] = arith.cmpi slt
// CHECK:   scf.if %[[G1]] {
// CHECK:     memref.store
// CHECK: scf.for
// CHECK:   %[[G2:.*]] = arith.cmpi slt
// CHECK:   scf.if %[[G2]] {
// CHECK:     memref.load
uop.kernel @barrier_in_if linear local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %temp = uop.define_local "temp", 4 : !uop.ptr<f32, local>
  %c2 = uop.const 2 : i32
  %one = uop.const 1.0 : f32
  %l = uop.special "lidx0" dim 0 size 4
  %low = uop.cmplt %l, %c2 : i32
  %if = uop.if %low
  %st = uop.store %temp[%l], %one : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %v = uop.load %temp[%c2] after %b : !uop.ptr<f32, local> -> f32
  %out = uop.store %d0[%l], %v : !uop.ptr<f32>, f32
  uop.endif %if
}

// -----

// A loop that contains a barrier must run the same trips in every thread.
uop.kernel @divergent_loop linear local [4] {
  %temp = uop.define_local "temp", 4 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %l = uop.special "lidx0" dim 0 size 4
  // expected-error @+1 {{'uop.range' op contains a barrier, so its bounds must be the same in every thread of the workgroup}}
  %r = uop.range %c0 to %l depth 1 index 0
  %f = uop.cast %r : i32 to f32
  %st = uop.store %temp[%l], %f : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  uop.endrange %r
}

// -----

// wmma exchanges fragments between threads: uop-expand-wmma comes first.
uop.kernel @tensor_core linear {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op exchanges fragments between the threads of a warp: expand it first (uop-expand-wmma)}}
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

// Independent threads run in one parallel loop over every thread index; a
// variable that sizes one is an argument.
// CHECK-LABEL: func.func @threads(
// CHECK-SAME: %[[OUT:.*]]: memref<?xi32>, %[[I:.*]]: i32)
// CHECK: %[[N:.*]] = arith.index_cast %[[I]] : i32 to index
// CHECK: scf.parallel (%[[G:.*]], %[[L:.*]]) = (%{{.*}}, %{{.*}}) to (%[[N]], %{{.*}}) step
// CHECK:   arith.index_cast %[[G]] : index to i32
// CHECK:   arith.index_cast %[[L]] : index to i32
// CHECK:   memref.store
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

// -----

// A cast to half rounds once, straight from the source.
// CHECK-LABEL: func.func @half_cast(
// CHECK: %[[H:.*]] = arith.truncf %{{.*}} : f64 to f16
// CHECK: arith.extf %[[H]] : f16 to f32
// CHECK: %[[B:.*]] = arith.sitofp %{{.*}} : i32 to bf16
// CHECK: arith.extf %[[B]] : bf16 to f32
uop.kernel @half_cast linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<bf16>
  %in = uop.define_global 2 : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %x = uop.load %in[%c0] : !uop.ptr<f64> -> f64
  %h = uop.cast %x : f64 to f16
  %s1 = uop.store %d0[%c0], %h : !uop.ptr<f16>, f16
  %big = uop.const 16842753 : i32
  %b = uop.cast %big : i32 to bf16
  %s2 = uop.store %d1[%c0], %b : !uop.ptr<bf16>, bf16
}

// -----

// Regression: a loop bound that another phase also uses (so it is kept per
// thread) is recomputed where the workgroup runs the loop, not reloaded with
// a thread id of a phase that has ended.
// CHECK-LABEL: func.func @spilled_bound(
// CHECK-SAME: %{{.*}}: memref<?xi32>, %[[N:.*]]: i32)
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[M:.*]] = arith.muli %[[N]], %{{.*}} : i32
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[M]] step %{{.*}} : i32
uop.kernel @spilled_bound linear local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %t = uop.define_local "t", 4 : !uop.ptr<i32, local>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %n = uop.define_var <"n", 1, 16>
  %l = uop.special "lidx0" dim 0 size 4
  %m = uop.mul %n, %c2 : i32
  %st = uop.store %t[%l], %m : !uop.ptr<i32, local>, i32
  %b = uop.barrier after %st
  %s = uop.store %d0[%l], %m : !uop.ptr<i32>, i32
  %r = uop.range %c0 to %m depth 1 index 0
  %st2 = uop.store %t[%l], %r : !uop.ptr<i32, local>, i32
  %b2 = uop.barrier after %st2
  uop.endrange %r
}

// -----

// Regression: in an if that contains a barrier, a value recomputed in a
// later phase is recomputed inside the guard, so that a division runs only
// for the threads whose gate holds (as the kernel wrote it).
// CHECK-LABEL: func.func @guarded_division(
// CHECK: scf.for
// CHECK: scf.for
// CHECK:   %[[GATE:.*]] = arith.cmpi slt
// CHECK:   scf.if %[[GATE]] {
// CHECK:     arith.divsi
// CHECK:     memref.store
uop.kernel @guarded_division linear local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %t = uop.define_local "t", 4 : !uop.ptr<i32, local>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %l = uop.special "lidx0" dim 0 size 4
  %nz = uop.cmplt %c0, %l : i32
  %if = uop.if %nz
  %q = uop.div %c8, %l : i32
  %st = uop.store %t[%l], %q : !uop.ptr<i32, local>, i32
  %b = uop.barrier after %st
  %out = uop.store %d0[%l], %q : !uop.ptr<i32>, i32
  uop.endif %if
}

// -----

// Regression: an accumulator over no loop is its initial value.
// CHECK-LABEL: func.func @loopless_accumulator(
// CHECK: %[[INIT:.*]] = arith.constant 2.500000e+00 : f32
// CHECK: memref.store %[[INIT]]
uop.kernel @loopless_accumulator linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %acc = uop.define_acc index 0 count 0 init 2.5 : f32
  %st = uop.store %d0[%c0], %acc : !uop.ptr<f32>, f32
}

// -----

// Float-to-integer casts never convert a value out of the conversion's range
// (fptosi/fptoui make poison there): the value is replaced by 0 outside it
// and the result by the conversion's minimum (uop/Support/FloatToInteger.h).
// One comparison of the magnitude bounds the range: -2^31 itself converts to
// that minimum.
// CHECK-LABEL: func.func @float_to_int
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[ABS:.*]] = math.absf %[[X:.*]] : f32
// CHECK-NEXT: %[[BOUND:.*]] = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT: %[[IN:.*]] = arith.cmpf olt, %[[ABS]], %[[BOUND]] : f32
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[IN]], %[[X]], %[[ZERO]] : f32
// CHECK-NEXT: %[[CONV:.*]] = arith.fptosi %[[SAFE]] : f32 to i32
// CHECK-NEXT: %[[MIN:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[IN]], %[[CONV]], %[[MIN]] : i32
// CHECK-NEXT: arith.trunci %[[R]] : i32 to i8
uop.kernel @float_to_int linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i8>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %v = uop.load %d1[%c0] : !uop.ptr<f32> -> f32
  %i = uop.cast %v : f32 to i8
  %st = uop.store %d0[%c0], %i : !uop.ptr<i8>, i8
}

// -----

// A phi of a constant (an accumulator over no loop, folded to its initial
// value) is its update, as it folds (found by review: the lowering took
// the constant for an accumulator).
// CHECK-LABEL: func.func @phi_of_constant(
// CHECK: %[[V:.*]] = memref.load
// CHECK: %[[S:.*]] = arith.addf %[[V]], %[[V]] fastmath<contract> : f32
// CHECK: memref.store %[[S]]
uop.kernel @phi_of_constant linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %init = uop.const 1.0 : f32
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %s = uop.add %v, %v : f32
  %p = uop.phi %init, %s : f32
  %st = uop.store %d0[%c0], %p : !uop.ptr<f32>, f32
}

// -----

// Only the kernels' functions are converted: a function of the module that
// is not a kernel keeps its half and unsigned types (found by review).
// CHECK-LABEL: func.func @not_a_kernel(
// CHECK-SAME: %{{.*}}: f16, %{{.*}}: ui8) -> f16
// CHECK: arith.addf %{{.*}}, %{{.*}} : f16
// CHECK-LABEL: func.func @kernel_next_to_it(
// CHECK-SAME: memref<?xf16>
func.func @not_a_kernel(%x: f16, %u: ui8) -> f16 {
  %y = arith.addf %x, %x : f16
  return %y : f16
}
uop.kernel @kernel_next_to_it linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %v = uop.load %d0[%c0] : !uop.ptr<f16> -> f16
  %st = uop.store %d0[%c0], %v : !uop.ptr<f16>, f16
}

// -----

// Negative: a strict_float kernel's float arithmetic is computed as written,
// with no contraction.
// CHECK-LABEL: func.func @strict_no_contraction(
// CHECK: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: arith.addf %[[M]], %{{.*}} : f32
// CHECK-NOT: fastmath
uop.kernel @strict_no_contraction linear strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  %m = uop.mul %v, %v : f32
  %s = uop.add %m, %v : f32
  %st = uop.store %d0[%c0], %s : !uop.ptr<f32>, f32
}
