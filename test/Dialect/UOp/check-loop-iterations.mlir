// RUN: uop-opt %s -split-input-file -uop-check-loop-iterations=max=1000 -verify-diagnostics | FileCheck %s

// Within the limit: 10 + 10 * 20 + 30 = 240 iterations. Must not fire.
// CHECK-LABEL: uop.kernel @within
uop.kernel @within linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c10 = uop.const 10 : i32
  %c20 = uop.const 20 : i32
  %c30 = uop.const 30 : i32
  %a = uop.range %c0 to %c10 depth 0 index 0
  %b = uop.range %c0 to %c20 depth 1 index 0
  %st = uop.store %d0[%b], %a : !uop.ptr<i32>, i32
  uop.endrange %b
  uop.endrange %a
  %c = uop.range %c0 to %c30 depth 0 index 1
  %st2 = uop.store %d0[%c], %c : !uop.ptr<i32>, i32
  uop.endrange %c
}

// -----

// Nested loops multiply: 40 + 40 * 30 = 1240 iterations.
// expected-error @+1 {{kernel 'nested' may run 1240 loop iterations in one invocation, more than 1000}}
uop.kernel @nested linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c30 = uop.const 30 : i32
  %c40 = uop.const 40 : i32
  %a = uop.range %c0 to %c40 depth 0 index 0
  %b = uop.range %c0 to %c30 depth 1 index 0
  %st = uop.store %d0[%b], %a : !uop.ptr<i32>, i32
  uop.endrange %b
  uop.endrange %a
}

// -----

// A loop up to a variable counts its declared maximum.
// expected-error @+1 {{kernel 'symbolic' may run 2000 loop iterations in one invocation}}
uop.kernel @symbolic linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %n = uop.define_var <"n", 1, 2000>
  %a = uop.range %c0 to %n depth 0 index 0
  %st = uop.store %d0[%a], %a : !uop.ptr<i32>, i32
  uop.endrange %a
}
