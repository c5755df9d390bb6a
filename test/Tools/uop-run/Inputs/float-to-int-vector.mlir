// Float-to-int32 casts of 64 floats and 64 doubles a loop makes, which the
// CPU vectorizes: (i - 32) * n * 1e8 for n = 3, in range for |i - 32| <= 7,
// NaN at i = 33.
uop.kernel @float_to_int_vector {
  %floats = uop.define_global 0 mutable : !uop.ptr<i32>
  %doubles = uop.define_global 1 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c32 = uop.const 32 : i32
  %c33 = uop.const 33 : i32
  %c64 = uop.const 64 : i32
  %n = uop.define_var <"n", 1, 8>
  %e8 = uop.const 1.0e8 : f32
  %e8d = uop.const 1.0e8 : f64
  %minus = uop.const -1.0 : f32
  %minusd = uop.const -1.0 : f64
  %i = uop.range %c0 to %c64 depth 1 index 0
  %k = uop.sub %i, %c32 : i32
  %kn = uop.mul %k, %n : i32
  %is33 = uop.cmpeq %i, %c33 : i32
  %x = uop.cast %kn : i32 to f32
  %scaled = uop.mul %x, %e8 : f32
  %nan = uop.sqrt %minus : f32
  %value = uop.where %is33, %nan, %scaled : f32
  %a = uop.cast %value : f32 to i32
  %s0 = uop.store %floats[%i], %a : !uop.ptr<i32>, i32
  %xd = uop.cast %kn : i32 to f64
  %scaledd = uop.mul %xd, %e8d : f64
  %nand = uop.sqrt %minusd : f64
  %valued = uop.where %is33, %nand, %scaledd : f64
  %b = uop.cast %valued : f64 to i32
  %s1 = uop.store %doubles[%i], %b : !uop.ptr<i32>, i32
  uop.sink %s0, %s1
}
