// One warp's 8x16x16 half->float wmma; as in tinygrad's kernels, the
// fragments are built from scalar loads.
uop.kernel @tensor_core linear local [32] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %c3 = uop.const 3 : i32
  %c4 = uop.const 4 : i32
  %c5 = uop.const 5 : i32
  %c6 = uop.const 6 : i32
  %c7 = uop.const 7 : i32
  %l = uop.special "lidx0" dim 0 size 32
  %c8x = uop.const 8 : i32
  %base = uop.mul %l, %c8x : i32
  %i0 = uop.add %base, %c0 : i32
  %a0 = uop.load %d1[%i0] : !uop.ptr<f16> -> f16
  %i1 = uop.add %base, %c1 : i32
  %a1 = uop.load %d1[%i1] : !uop.ptr<f16> -> f16
  %i2 = uop.add %base, %c2 : i32
  %a2 = uop.load %d1[%i2] : !uop.ptr<f16> -> f16
  %i3 = uop.add %base, %c3 : i32
  %a3 = uop.load %d1[%i3] : !uop.ptr<f16> -> f16
  %i4 = uop.add %base, %c4 : i32
  %a4 = uop.load %d1[%i4] : !uop.ptr<f16> -> f16
  %i5 = uop.add %base, %c5 : i32
  %a5 = uop.load %d1[%i5] : !uop.ptr<f16> -> f16
  %i6 = uop.add %base, %c6 : i32
  %a6 = uop.load %d1[%i6] : !uop.ptr<f16> -> f16
  %i7 = uop.add %base, %c7 : i32
  %a7 = uop.load %d1[%i7] : !uop.ptr<f16> -> f16
  %a = uop.cast %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7 : f16, f16, f16, f16, f16, f16, f16, f16 to vector<8xf16>
  %b = uop.cast %a0, %a1, %a2, %a3 : f16, f16, f16, f16 to vector<4xf16>
  %c = uop.load %d0[%base] : !uop.ptr<f32> -> vector<4xf32>
  %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
  %st = uop.store %d0[%base], %d : !uop.ptr<f32>, vector<4xf32>
}
