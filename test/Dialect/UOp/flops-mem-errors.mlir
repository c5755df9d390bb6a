// RUN: uop-opt %s -split-input-file -verify-diagnostics -uop-print-flops-mem -o /dev/null
// RUN: not uop-opt %s -split-input-file -uop-print-flops-mem=vars=i -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADVARS
// RUN: not uop-opt %s -split-input-file -uop-print-flops-mem=vars=j=2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNBOUND

// BADVARS: uop-print-flops-mem: vars entry 'i' is not name=integer

// expected-error @+1 {{'uop.kernel' op flops_mem needs a linearized kernel}}
uop.kernel @graph {
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %one = uop.const 1.000000e+00 : f32
  %st = uop.store %data0[%c0], %one : !uop.ptr<f32>, f32
  uop.sink %st
}

// -----

// A loop end that is loaded from memory: 0.9.0's uop_alu_resolve fails too.
uop.kernel @loaded_end linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %n = uop.load %data0[%c0] : !uop.ptr<i32> -> i32
  // expected-error @+1 {{'uop.range' op loop end is not a sum or product of constants, variables and thread indices}}
  %r = uop.range %c0 to %n depth 1 index 0
  %st = uop.store %data0[%r], %c0 : !uop.ptr<i32>, i32
  uop.endrange %r
}

// -----

// UNBOUND: error: uop-print-flops-mem: vars does not bind every variable of the estimate
uop.kernel @symbolic linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %i = uop.define_var <"i", 1, 16>
  %r = uop.range %c0 to %i depth 1 index 0
  %st = uop.store %data0[%r], %c0 : !uop.ptr<i32>, i32
  uop.endrange %r
}
