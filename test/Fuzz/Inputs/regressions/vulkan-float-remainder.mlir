// uop-fuzz-diff seed 107940
// Vulkan lets a driver compute OpFRem as x - y * trunc(x / y), and lavapipe
// does: fmod(x, y) of a large quotient lost its digits, and fmod(inf, y)
// was 0, not NaN, for some y. A negative y, a zero x, a y above |x| and
// float64 (a quotient of 2^1000) too.
// buffer 0 float32 48 output
// buffer 1 int32 8 input
// launch 1 1 1 1 1 1
module {
  uop.kernel @float_remainder strict_float global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<i32>
    %c0 = uop.const 0 : i32
    %c1 = uop.const 1 : i32
    %c8 = uop.const 8 : i32
    %i = uop.range %c0 to %c8 depth 0 index 0
    %j0 = uop.add %i, %c1 : i32
    %j = uop.mod %j0, %c8 : i32
    %xi = uop.load %data1[%i] : !uop.ptr<i32> -> i32
    %yi = uop.load %data1[%j] : !uop.ptr<i32> -> i32
    %x = uop.cast %xi : i32 to f32
    %yf = uop.cast %yi : i32 to f32
    %half = uop.const 0.5 : f32
    %y = uop.max %yf, %half : f32
    %ny = uop.neg %y : f32
    %big = uop.const -2147483648.0 : f32
    %inf = uop.const 0x7F800000 : f32
    %zero = uop.const 0.0 : f32
    %r0 = uop.mod %big, %y : f32
    %r1 = uop.mod %x, %y : f32
    %r2 = uop.mod %x, %ny : f32
    %r3 = uop.mod %inf, %y : f32
    %r4 = uop.mod %zero, %y : f32
    %x64 = uop.cast %xi : i32 to f64
    %scale = uop.const 1.0e300 : f64
    %bx = uop.mul %x64, %scale : f64
    %y64 = uop.cast %y : f32 to f64
    %r5w = uop.mod %bx, %y64 : f64
    %r5 = uop.cast %r5w : f64 to f32
    %c6 = uop.const 6 : i32
    %k0 = uop.mul %i, %c6 : i32
    %k1 = uop.add %k0, %c1 : i32
    %c2 = uop.const 2 : i32
    %k2 = uop.add %k0, %c2 : i32
    %c3 = uop.const 3 : i32
    %k3 = uop.add %k0, %c3 : i32
    %c4 = uop.const 4 : i32
    %k4 = uop.add %k0, %c4 : i32
    %c5 = uop.const 5 : i32
    %k5 = uop.add %k0, %c5 : i32
    %s0 = uop.store %data0[%k0], %r0 : !uop.ptr<f32>, f32
    %s1 = uop.store %data0[%k1], %r1 : !uop.ptr<f32>, f32
    %s2 = uop.store %data0[%k2], %r2 : !uop.ptr<f32>, f32
    %s3 = uop.store %data0[%k3], %r3 : !uop.ptr<f32>, f32
    %s4 = uop.store %data0[%k4], %r4 : !uop.ptr<f32>, f32
    %s5 = uop.store %data0[%k5], %r5 : !uop.ptr<f32>, f32
    uop.sink %s0, %s1, %s2, %s3, %s4, %s5
  }
}
