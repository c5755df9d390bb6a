// RUN: uop-opt %s -split-input-file -uop-expand-wmma -verify-diagnostics | FileCheck %s

// Each thread stores its fragments (at the accumulator's type) to local
// memory, a barrier makes them visible, each output element sums the
// products of other threads' fragments and adds c; a last barrier keeps the
// next exchange from overwriting fragments still being read. The fragment
// vectors the wmma used are gone.
// CHECK-LABEL: uop.kernel @tensor_core
// CHECK-DAG: %[[A:.*]] = uop.define_local "wmma_a", 256 : !uop.ptr<f32, local>
// CHECK-DAG: %[[B:.*]] = uop.define_local "wmma_b", 128 : !uop.ptr<f32, local>
// CHECK-NOT: to vector<8xf16>
// CHECK-COUNT-8: uop.store %[[A]]
// CHECK-COUNT-4: uop.store %[[B]]
// CHECK: %[[SHARED:.*]] = uop.barrier after
// CHECK-COUNT-64: uop.load %{{.*}} after %[[SHARED]] : !uop.ptr<f32, local> -> f32
// CHECK: %[[C0:.*]] = uop.gep %{{.*}}[0] : vector<4xf32>
// CHECK: uop.add %[[C0]], %{{.*}} : f32
// CHECK: %[[D:.*]] = uop.cast %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32, f32 to vector<4xf32>
// CHECK-NEXT: uop.barrier{{$}}
// CHECK-NOT: uop.wmma
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[D]]
uop.kernel @tensor_core linear local [8, 2, 2] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %l0 = uop.special "lidx0" dim 0 size 8
  %l1 = uop.special "lidx1" dim 1 size 2
  %l2 = uop.special "lidx2" dim 2 size 2
  %x = uop.load %d1[%l0] : !uop.ptr<f16> -> f16
  %a = uop.cast %x, %x, %x, %x, %x, %x, %x, %x : f16, f16, f16, f16, f16, f16, f16, f16 to vector<8xf16>
  %b = uop.cast %x, %x, %x, %x : f16, f16, f16, f16 to vector<4xf16>
  %c = uop.load %d0[%c0] : !uop.ptr<f32> -> vector<4xf32>
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
  %st = uop.store %d0[%l1], %d : !uop.ptr<f32>, vector<4xf32>
}

// -----

// A kernel without wmma is left as it is.
// CHECK-LABEL: uop.kernel @no_wmma
// CHECK-NOT: uop.define_local
// CHECK-NOT: uop.barrier
uop.kernel @no_wmma linear local [32] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %l = uop.special "lidx0" dim 0 size 32
  %x = uop.load %d0[%l] : !uop.ptr<f32> -> f32
  %st = uop.store %d0[%l], %x : !uop.ptr<f32>, f32
}

// -----

// expected-error @+1 {{'uop.kernel' op must be linearized (uop-linearize) before its wmma ops are expanded}}
uop.kernel @graph local [32] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
  %st = uop.store %d0[%c0], %d : !uop.ptr<f32>, vector<4xf32>
  uop.sink %st
}

// -----

uop.kernel @metal_tile linear local [32] {
  %a = uop.const dense<1.0> : vector<2xf32>
  %c = uop.const dense<0.0> : vector<2xf32>
  // expected-error @+1 {{'uop.wmma' op 'WMMA_8_8_8_float_float' cannot be expanded: only CUDA's 8x16x16 half->float tile (mma.sync m16n8k16) is implemented}}
  %d = uop.wmma "WMMA_8_8_8_float_float" %a, %a, %c dims [8, 8, 8] upcast [2, 2, 2] device "METAL" : vector<2xf32>, vector<2xf32>, vector<2xf32>
}

// -----

uop.kernel @half_warp linear local [16] {
  %l = uop.special "lidx0" dim 0 size 16
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op needs whole warps of 32 threads, but the workgroup has 16}}
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

uop.kernel @symbolic_threads linear local [#uop.var<"n", 32, 64>] {
  %l = uop.special "lidx0" dim 0 size #uop.var<"n", 32, 64>
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op cannot be expanded in a workgroup whose thread index 'lidx0' has a symbolic size}}
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

uop.kernel @wmma_in_if linear local [32] {
  %c0 = uop.const 0 : i32
  %l = uop.special "lidx0" dim 0 size 32
  %g = uop.cmplt %l, %c0 : i32
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  %if = uop.if %g
  // expected-error @+1 {{'uop.wmma' op inside an if cannot be expanded: every thread of the warp must take part}}
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
  uop.endif %if
}
