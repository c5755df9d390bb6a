// RUN: uop-opt %s -split-input-file -uop-print-flops-mem -o /dev/null | FileCheck %s
// RUN: uop-opt %s -split-input-file -uop-print-flops-mem=vars=i=8 -o /dev/null | FileCheck %s --check-prefix=AT8

// Hand-computed from tinygrad 0.9.0's UOpGraph.flops_mem: one flop per ALU op
// (two for mulacc), itemsize bytes per load and store, all times the product
// of the END operands of the enclosing ranges.

// No loops: 2 ALU ops; a float4 load (16 bytes) and a bool store (1 byte).
// CHECK: flops_mem @straight: flops = 2, mem = 17
// AT8:   flops_mem @straight: flops = 2, mem = 17
uop.kernel @straight linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %data1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %v = uop.load %data1[%c0] : !uop.ptr<f32> -> vector<4xf32>
  %x = uop.gep %v[0] : vector<4xf32>
  %y = uop.gep %v[1] : vector<4xf32>
  %lt = uop.cmplt %x, %y : f32
  %not = uop.neg %lt : i1
  %s = uop.store %data0[%c0], %not : !uop.ptr<i1>, i1
}

// -----

// Nested loops 4 x 8 (tinygrad multiplies by END, so a loop from 2 to 8 counts
// 8 times): inner body 2 ALU + 1 load (4 B) at 4*8; mulacc (2 flops) and a
// store (4 B) at 4.
// CHECK: flops_mem @nested: flops = 72, mem = 144
uop.kernel @nested linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %data1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %c4 = uop.const 4 : i32
  %c8 = uop.const 8 : i32
  %i = uop.range %c0 to %c4 depth 1 index 0
  %j = uop.range %c2 to %c8 depth 2 index 0
  %acc = uop.define_acc over(%j) index 0 count 0 init 0.000000e+00 : f32
  %idx = uop.add %i, %j : i32
  %val = uop.load %data1[%idx] : !uop.ptr<f32> -> f32
  %sum = uop.add %val, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  uop.endrange %j
  %two = uop.const 2.000000e+00 : f32
  %fma = uop.mulacc %phi, %two, %phi : f32
  %st = uop.store %data0[%i], %fma : !uop.ptr<f32>, f32
  uop.endrange %i
}

// -----

// A loop to a symbolic variable, and one to a thread index (0.9.0 resolves a
// SPECIAL to size - 1, here 15).
// CHECK: flops_mem @symbolic: flops = 15*i, mem = 60*i
// AT8:   flops_mem @symbolic: flops = 15*i, mem = 60*i (at i=8: flops = 120, mem = 480)
uop.kernel @symbolic linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %n = uop.define_var <"i", 1, 16>
  %c0 = uop.const 0 : i32
  %lidx0 = uop.special "lidx0" dim 0 size 16
  %r = uop.range %c0 to %n depth 1 index 0
  %t = uop.range %c0 to %lidx0 depth 2 index 0
  %idx = uop.mul %r, %t : i32
  %f = uop.cast %idx : i32 to f32
  %st = uop.store %data0[%idx], %f : !uop.ptr<f32>, f32
  uop.endrange %t
  uop.endrange %r
}

// -----

// A thread index sized by a #uop.expr resolves to that polynomial minus 1:
// a loop to gidx0 of size 2 + i runs i + 1 times (one store of 4 bytes).
// CHECK: flops_mem @expr_size: flops = 0, mem = 4*i + 4
// AT8:   flops_mem @expr_size: flops = 0, mem = 4*i + 4 (at i=8: flops = 0, mem = 36)
uop.kernel @expr_size linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %gidx0 = uop.special "gidx0" dim 0 size #uop.expr<2 + #uop.var<"i", 1, 16>>
  %r = uop.range %c0 to %gidx0 depth 1 index 0
  %st = uop.store %data0[%r], %r : !uop.ptr<i32>, i32
  uop.endrange %r
}

// -----

// WMMA counts 2*N*M*K/32 = 2*8*16*16/32 = 128 flops.
// CHECK: flops_mem @tensor_core: flops = 128, mem = 0
uop.kernel @tensor_core linear {
  %a = uop.const dense<1.000000e+00> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.000000e+00> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.000000e+00> : vector<4xf32>
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}
