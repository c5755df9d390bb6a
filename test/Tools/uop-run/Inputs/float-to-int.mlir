// Float-to-integer casts that C leaves undefined, of values known only at run
// time (n = 3): each device gives tinygrad's recorded x86-64 results
// (uop/Support/FloatToInteger.h).
uop.kernel @float_to_int {
  %i32 = uop.define_global 0 mutable : !uop.ptr<i32>
  %u32 = uop.define_global 1 mutable : !uop.ptr<ui32>
  %u64 = uop.define_global 2 mutable : !uop.ptr<ui64>
  %i8 = uop.define_global 3 mutable : !uop.ptr<i8>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %c2 = uop.const 2 : i32
  %n = uop.define_var <"n", 1, 8>
  %f = uop.cast %n : i32 to f32
  %e9 = uop.const 1.0e9 : f32
  %e30 = uop.const 1.0e30 : f32
  %hundred = uop.const 100.0 : f32
  // 3e9, -3e9, 300, inf and NaN.
  %big = uop.mul %f, %e9 : f32
  %neg = uop.neg %big : f32
  %three_hundred = uop.mul %f, %hundred : f32
  %huge = uop.mul %big, %e30 : f32
  %inf = uop.mul %huge, %e30 : f32
  %nan = uop.sqrt %neg : f32
  %a0 = uop.cast %big : f32 to i32
  %a1 = uop.cast %neg : f32 to i32
  %a2 = uop.cast %nan : f32 to i32
  %s0 = uop.store %i32[%c0], %a0 : !uop.ptr<i32>, i32
  %s1 = uop.store %i32[%c1], %a1 : !uop.ptr<i32>, i32
  %s2 = uop.store %i32[%c2], %a2 : !uop.ptr<i32>, i32
  %b0 = uop.cast %neg : f32 to ui32
  %b1 = uop.cast %big : f32 to ui32
  %b2 = uop.cast %inf : f32 to ui32
  %s3 = uop.store %u32[%c0], %b0 : !uop.ptr<ui32>, ui32
  %s4 = uop.store %u32[%c1], %b1 : !uop.ptr<ui32>, ui32
  %s5 = uop.store %u32[%c2], %b2 : !uop.ptr<ui32>, ui32
  %d0 = uop.cast %neg : f32 to ui64
  %d1 = uop.cast %huge : f32 to ui64
  %d2 = uop.cast %nan : f32 to ui64
  %s6 = uop.store %u64[%c0], %d0 : !uop.ptr<ui64>, ui64
  %s7 = uop.store %u64[%c1], %d1 : !uop.ptr<ui64>, ui64
  %s8 = uop.store %u64[%c2], %d2 : !uop.ptr<ui64>, ui64
  %e0 = uop.cast %big : f32 to i8
  %e1 = uop.cast %three_hundred : f32 to i8
  %e2 = uop.cast %inf : f32 to i8
  %s9 = uop.store %i8[%c0], %e0 : !uop.ptr<i8>, i8
  %s10 = uop.store %i8[%c1], %e1 : !uop.ptr<i8>, i8
  %s11 = uop.store %i8[%c2], %e2 : !uop.ptr<i8>, i8
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11
}
