// RUN: uop-opt %s -split-input-file -uop-linearize -verify-diagnostics | FileCheck %s

// A reduction: the accumulator comes right after its range, the phi's value
// is used after the loop; unreachable ops are gone.
// CHECK-LABEL: uop.kernel @reduce linear
// CHECK-NOT: uop.sub
// CHECK: %[[O:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK: %[[I:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 0
// CHECK-NEXT: %[[ACC:.*]] = uop.define_acc over(%[[I]])
// CHECK: %[[PHI:.*]] = uop.phi %[[ACC]], %{{.*}} : f32
// CHECK-NEXT: uop.endrange %[[I]]
// CHECK-NEXT: uop.store %{{.*}}[%[[O]]], %[[PHI]]
// CHECK-NEXT: uop.endrange %[[O]]
// CHECK-NEXT: }
uop.kernel @reduce {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %o = uop.range %c0 to %c4 depth 1 index 0
  %i = uop.range %c0 to %c8 depth 2 index 0
  %acc = uop.define_acc over(%i) index 0 count 0 init 0.0 : f32
  %base = uop.mul %o, %c8 : i32
  %idx = uop.add %base, %i : i32
  %v = uop.load %d1[%idx] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %dead = uop.sub %c4, %c8 : i32
  %st = uop.store %d0[%o], %phi : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// An if encloses the loop whose loads it gates, and closes when the guarded
// ops end; the ops before the barrier come first.
// CHECK-LABEL: uop.kernel @gated_loop linear
// CHECK: %[[ST:.*]] = uop.store %[[TEMP:.*]][%[[L:.*]]], %{{.*}} : !uop.ptr<f32, local>
// CHECK-NEXT: %[[B:.*]] = uop.barrier after %[[ST]]
// CHECK-NEXT: %[[IF:.*]] = uop.if %{{.*}} after %[[B]]
// CHECK-NEXT: %[[R:.*]] = uop.range
// CHECK-NEXT: %[[ACC:.*]] = uop.define_acc over(%[[R]])
// CHECK-NEXT: uop.load %[[TEMP]][%[[R]]] after %[[IF]]
// CHECK: uop.endrange %[[R]]
// CHECK-NEXT: uop.store
// CHECK-NEXT: uop.endif %[[IF]]
// CHECK-NEXT: }
uop.kernel @gated_loop local [16] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %temp = uop.define_local "temp", 16 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c16 = uop.const 16 : i32
  %l = uop.special "lidx0" dim 0 size 16
  %f = uop.cast %l : i32 to f32
  %st = uop.store %temp[%l], %f : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %first = uop.cmplt %l, %c1 : i32
  %if = uop.if %first after %b
  %r = uop.range %c0 to %c16 depth 2 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %temp[%r] after %if : !uop.ptr<f32, local> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %out = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %out
}

// -----

// Loops nest by tinygrad's (depth, index): an op on both loops is inside the
// deeper one, which is inside the other. An op on the outer loop alone stays
// outside the inner one.
// CHECK-LABEL: uop.kernel @nest_by_depth linear
// CHECK: %[[A:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK: %[[OUTER:.*]] = uop.mul %[[A]], %{{.*}} : i32
// CHECK: %[[B:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 1
// CHECK: uop.add %[[OUTER]], %[[B]] : i32
// CHECK: uop.endrange %[[B]]
// CHECK: uop.endrange %[[A]]
uop.kernel @nest_by_depth {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %b = uop.range %c0 to %c4 depth 1 index 1
  %a = uop.range %c0 to %c4 depth 1 index 0
  %outer = uop.mul %a, %c4 : i32
  %idx = uop.add %outer, %b : i32
  %st = uop.store %d0[%idx], %idx : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// A linearized kernel is left as it is.
// CHECK-LABEL: uop.kernel @already_linear linear
// CHECK-NEXT: %[[D:.*]] = uop.define_global
// CHECK-NEXT: %[[C:.*]] = uop.const 1 : i32
// CHECK-NEXT: %[[DEAD:.*]] = uop.const 2 : i32
// CHECK-NEXT: uop.store %[[D]][%[[C]]], %[[C]]
uop.kernel @already_linear linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %st = uop.store %d0[%c1], %c1 : !uop.ptr<i32>, i32
}

// -----

// A value computed from a loop's result and used by another op of the loop
// has no schedule: the loop would have to end before it and contain its user.
uop.kernel @feedback {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %d0[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  // expected-error @+1 {{'uop.neg' op is used inside a loop or if body whose result it depends on; the kernel cannot be linearized}}
  %total = uop.neg %phi : f32
  %scaled = uop.mul %v, %total : f32
  %st = uop.store %d0[%r], %scaled : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// An if guards up to its stores: a barrier after them, and what follows it,
// run for every thread.
// CHECK-LABEL: uop.kernel @if_ends_at_store linear
// CHECK: %[[IF:.*]] = uop.if
// CHECK-NEXT: uop.load
// CHECK-NEXT: uop.store
// CHECK-NEXT: uop.endif %[[IF]]
// CHECK-NEXT: uop.barrier
// CHECK-NOT: uop.endif
uop.kernel @if_ends_at_store local [4] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %temp = uop.define_local "temp", 4 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %l = uop.special "lidx0" dim 0 size 4
  %first = uop.cmplt %l, %c1 : i32
  %b0 = uop.barrier
  %if = uop.if %first after %b0
  %v = uop.load %temp[%c0] after %if : !uop.ptr<f32, local> -> f32
  %st = uop.store %temp[%c1], %v : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %w = uop.load %temp[%l] after %b : !uop.ptr<f32, local> -> f32
  %out = uop.store %d0[%l], %w : !uop.ptr<f32>, f32
  uop.sink %out
}

// -----

// A loop nests inside another by tinygrad's (depth, index) unless an
// accumulator over it is used outside the other: then the accumulator's loop
// encloses it, so that its phi follows both (found by uop-fuzz-diff, seed
// 224: the phi was used after the outer loop ended).
// CHECK-LABEL: uop.kernel @accumulator_outside linear
// CHECK: %[[R:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK: %[[ACC:.*]] = uop.define_acc over(%[[R]])
// CHECK: %[[PHI:.*]] = uop.phi %[[ACC]]
// CHECK: %[[OUTER:.*]] = uop.range %{{.*}} to %{{.*}} depth 0 index 0
// CHECK: uop.store
// CHECK: uop.endrange %[[OUTER]]
// CHECK: uop.endrange %[[R]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[PHI]]
uop.kernel @accumulator_outside {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %outer = uop.range %c0 to %c2 depth 0 index 0
  %r = uop.range %c0 to %c3 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %v = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %both = uop.add %outer, %r : i32
  %s0 = uop.store %d0[%both], %v : !uop.ptr<f32>, f32
  %s1 = uop.store %d0[%c0], %phi : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}

// -----

// One loop cannot enclose another for one accumulator and sit inside it for
// another (found by uop-fuzz-diff, seed 201).
uop.kernel @accumulators_in_conflict {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %outer = uop.range %c0 to %c2 depth 0 index 0
  // expected-error @+1 {{'uop.range' op carries accumulators both inside and outside the loop at}}
  %r = uop.range %c0 to %c3 depth 1 index 0
  %a = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %both = uop.add %outer, %r : i32
  %v = uop.load %d1[%both] : !uop.ptr<f32> -> f32
  %sa = uop.add %v, %a : f32
  %pa = uop.phi %a, %sa : f32
  %s0 = uop.store %d0[%outer], %pa : !uop.ptr<f32>, f32
  %b = uop.define_acc over(%r) index 1 count 0 init 0.0 : f32
  %w = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %sb = uop.add %w, %b : f32
  %pb = uop.phi %b, %sb : f32
  %s1 = uop.store %d0[%c0], %pb : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}

// -----

// An accumulator over both loops follows both, whichever way they nest: no
// conflict (a regression of the check above, found by uop-fuzz-diff).
// CHECK-LABEL: uop.kernel @accumulator_over_both linear
// CHECK: %[[R0:.*]] = uop.range %{{.*}} to %{{.*}} depth 0 index 0
// CHECK: %[[R1:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 1
// CHECK: %[[ACC:.*]] = uop.define_acc over(%[[R0]], %[[R1]])
// CHECK: %[[PHI:.*]] = uop.phi %[[ACC]]
// CHECK: uop.endrange %[[R1]]
// CHECK: uop.endrange %[[R0]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[PHI]]
uop.kernel @accumulator_over_both {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %r0 = uop.range %c0 to %c2 depth 0 index 0
  %r1 = uop.range %c0 to %c3 depth 1 index 1
  %b = uop.define_acc over(%r0, %r1) index 1 count 0 init 0.0 : f32
  %i = uop.add %r0, %r1 : i32
  %y = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %v = uop.add %b, %y : f32
  %q = uop.phi %b, %v : f32
  %s1 = uop.store %out[%c1], %q : !uop.ptr<f32>, f32
  uop.sink %s1
}

// -----

// A reduction with an epilogue (the smallest reproducer of `mean`, found on
// tinygrad's own kernels): the phi of the inner loop gives one value per
// iteration of the outer loop, so what is computed from it stays inside the
// outer loop, after the inner one.
// CHECK-LABEL: uop.kernel @reduce_epilogue linear
// CHECK: %[[O:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK: %[[I:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 0
// CHECK: %[[PHI:.*]] = uop.phi
// CHECK-NEXT: uop.endrange %[[I]]
// CHECK-NEXT: %[[M:.*]] = uop.mul %[[PHI]], %[[PHI]] : f32
// CHECK-NEXT: uop.store %{{.*}}[%[[O]]], %[[M]]
// CHECK-NEXT: uop.endrange %[[O]]
uop.kernel @reduce_epilogue {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %o = uop.range %c0 to %c4 depth 1 index 0
  %i = uop.range %c0 to %c8 depth 2 index 0
  %acc = uop.define_acc over(%i) index 0 count 0 init 0.0 : f32
  %base = uop.mul %o, %c8 : i32
  %idx = uop.add %base, %i : i32
  %v = uop.load %d1[%idx] : !uop.ptr<f32> -> f32
  %sum = uop.add %v, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  %m = uop.mul %phi, %phi : f32
  %st = uop.store %d0[%o], %m : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// layernorm's shape: two reductions per row, the second over the first's
// epilogue (the mean), then a cast and a where of both results. The two
// reduction loops are siblings inside the row loop, in dependence order.
// CHECK-LABEL: uop.kernel @two_reductions_per_row linear
// CHECK: %[[O:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK: %[[I:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 0
// CHECK: %[[P1:.*]] = uop.phi
// CHECK-NEXT: uop.endrange %[[I]]
// CHECK: %[[MEAN:.*]] = uop.mul %[[P1]]
// CHECK: %[[J:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 1
// CHECK: uop.sub %{{.*}}, %[[MEAN]]
// CHECK: %[[P2:.*]] = uop.phi
// CHECK-NEXT: uop.endrange %[[J]]
// CHECK: uop.where
// CHECK: uop.store %{{.*}}[%[[O]]]
// CHECK-NEXT: uop.endrange %[[O]]
// CHECK-NOT: uop.range
uop.kernel @two_reductions_per_row {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %eighth = uop.const 0.125 : f32
  %zero = uop.const 0.0 : f32
  %o = uop.range %c0 to %c4 depth 1 index 0
  %base = uop.mul %o, %c8 : i32
  %i = uop.range %c0 to %c8 depth 2 index 0
  %a = uop.define_acc over(%i) index 0 count 0 init 0.0 : f32
  %ii = uop.add %base, %i : i32
  %x = uop.load %d1[%ii] : !uop.ptr<f32> -> f32
  %sa = uop.add %x, %a : f32
  %p1 = uop.phi %a, %sa : f32
  %mean = uop.mul %p1, %eighth : f32
  %j = uop.range %c0 to %c8 depth 2 index 1
  %b = uop.define_acc over(%j) index 1 count 0 init 0.0 : f32
  %jj = uop.add %base, %j : i32
  %y = uop.load %d1[%jj] : !uop.ptr<f32> -> f32
  %dev = uop.sub %y, %mean : f32
  %sq = uop.mul %dev, %dev : f32
  %sb = uop.add %sq, %b : f32
  %p2 = uop.phi %b, %sb : f32
  %var = uop.mul %p2, %eighth : f32
  %pos = uop.cmplt %zero, %var : f32
  %r = uop.where %pos, %var, %mean : f32
  %h = uop.cast %r : f32 to f16
  %st = uop.store %d0[%o], %h : !uop.ptr<f16>, f16
  uop.sink %st
}

// -----

// A reduction feeding a second reduction, with no loop around them: the
// first loop ends before the second begins.
// CHECK-LABEL: uop.kernel @reduce_of_reduce linear
// CHECK: %[[I:.*]] = uop.range
// CHECK: %[[P1:.*]] = uop.phi
// CHECK-NEXT: uop.endrange %[[I]]
// CHECK: %[[J:.*]] = uop.range
// CHECK: uop.max %{{.*}}, %[[P1]]
// CHECK: %[[P2:.*]] = uop.phi
// CHECK-NEXT: uop.endrange %[[J]]
// CHECK-NEXT: uop.store %{{.*}}[%{{.*}}], %[[P2]]
uop.kernel @reduce_of_reduce {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %i = uop.range %c0 to %c8 depth 1 index 0
  %a = uop.define_acc over(%i) index 0 count 0 init 0.0 : f32
  %x = uop.load %d1[%i] : !uop.ptr<f32> -> f32
  %sa = uop.add %x, %a : f32
  %p1 = uop.phi %a, %sa : f32
  %j = uop.range %c0 to %c8 depth 1 index 1
  %b = uop.define_acc over(%j) index 1 count 0 init 0.0 : f32
  %y = uop.load %d1[%j] : !uop.ptr<f32> -> f32
  %m = uop.max %y, %p1 : f32
  %sb = uop.add %m, %b : f32
  %p2 = uop.phi %b, %sb : f32
  %st = uop.store %d0[%c0], %p2 : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Two accumulators over the same loop, one depending on the outer loop and
// one not (found by uop-fuzz-diff, seed 72162): the loop sits inside the
// outer one, so the other accumulator is recomputed there too, and what is
// computed from it moves inside, since it only feeds stores inside.
// CHECK-LABEL: uop.kernel @loop_invariant_accumulator_beside linear
// CHECK: %[[O:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 0
// CHECK: %[[R:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 0
// CHECK-DAG: %[[PA:.*]] = uop.phi %{{.*}}, %{{.*}} : f32
// CHECK-DAG: %[[PB:.*]] = uop.phi %{{.*}}, %{{.*}} : f32
// CHECK: uop.endrange %[[R]]
// CHECK: uop.cmplt
// CHECK: uop.store %{{.*}}[%[[O]]]
// CHECK-NEXT: uop.endrange %[[O]]
uop.kernel @loop_invariant_accumulator_beside {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %zero = uop.const 0.0 : f32
  %o = uop.range %c0 to %c2 depth 1 index 0
  %r = uop.range %c0 to %c3 depth 2 index 0
  %a = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %row = uop.mul %o, %c3 : i32
  %i = uop.add %row, %r : i32
  %x = uop.load %d1[%i] : !uop.ptr<f32> -> f32
  %sa = uop.add %x, %a : f32
  %pa = uop.phi %a, %sa : f32
  %b = uop.define_acc over(%r) index 1 count 0 init 0.0 : f32
  %y = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %sb = uop.add %y, %b : f32
  %pb = uop.phi %b, %sb : f32
  %pos = uop.cmplt %zero, %pb : f32
  %v = uop.where %pos, %pa, %pb : f32
  %st = uop.store %d0[%o], %v : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// Nesting is transitive: the reduction shares an op with the column loop
// only, the column loop one with the row loop, so the reduction is inside
// both, though it uses nothing of the row (found by uop-fuzz-diff, seed
// 20255, once the index simplified away).
// CHECK-LABEL: uop.kernel @nest_through_middle_loop linear
// CHECK: %[[ROW:.*]] = uop.range %{{.*}} to %{{.*}} depth 0 index 0
// CHECK: %[[COL:.*]] = uop.range %{{.*}} to %{{.*}} depth 1 index 1
// CHECK: %[[K:.*]] = uop.range %{{.*}} to %{{.*}} depth 2 index 2
// CHECK: uop.add %{{.*}}, %[[COL]] : i32
// CHECK: uop.phi
// CHECK: uop.endrange %[[K]]
// CHECK: uop.store
// CHECK-NEXT: uop.endrange %[[COL]]
// CHECK-NEXT: uop.endrange %[[ROW]]
uop.kernel @nest_through_middle_loop {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %row = uop.range %c0 to %c2 depth 0 index 0
  %col = uop.range %c0 to %c3 depth 1 index 1
  %k = uop.range %c0 to %c4 depth 2 index 2
  %k3 = uop.mul %k, %c3 : i32
  %idx = uop.add %k3, %col : i32
  %v = uop.load %in[%idx] : !uop.ptr<i32> -> i32
  %acc = uop.define_acc over(%k) index 0 count 0 init 0 : i32
  %sum = uop.add %acc, %v : i32
  %phi = uop.phi %acc, %sum : i32
  %row3 = uop.mul %row, %c3 : i32
  %o = uop.add %row3, %col : i32
  %st = uop.store %out[%o], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}

// -----

// Nesting decided pair by pair can go round: %a's bound depends on %b, so %a
// is inside %b; %b is inside %c and %c inside %a by (depth, index).
uop.kernel @nesting_cycle {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  // expected-error @+1 {{'uop.range' op would have to enclose a loop or if body that encloses it; the kernel cannot be linearized}}
  %b = uop.range %c0 to %c4 depth 2 index 0
  %end = uop.add %b, %c4 : i32
  %a = uop.range %c0 to %end depth 0 index 0
  %c = uop.range %c0 to %c4 depth 1 index 0
  %bc = uop.add %b, %c : i32
  %ac = uop.add %a, %c : i32
  %st1 = uop.store %out[%bc], %bc : !uop.ptr<i32>, i32
  %st2 = uop.store %out[%ac], %ac : !uop.ptr<i32>, i32
  uop.sink %st1, %st2
}
