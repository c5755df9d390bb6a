// REQUIRES: vulkan
// RUN: %python %S/Inputs/math_expansions.py inputs %t.in64.npy %t.in32.npy
// RUN: rm -rf %t.out
// RUN: uop-run --device vulkan --var n=4000 --size 0=4000 --size 1=4000 --size 2=4000 --size 3=4000 --input 4=%t.in64.npy --input 5=%t.in32.npy --output-dir %t.out %s
// RUN: %python %S/Inputs/math_expansions.py check %t.in64.npy %t.in32.npy %t.out | FileCheck %s

// On the Vulkan device (lavapipe here): float64 exp2, log2 and sin, which
// GLSL lacks, and a float32 sin of arguments up to 3.4e38, against Python's
// math module (glibc) on edge cases (zeros, subnormals, huge, +-inf, NaN,
// negative and zero log2 arguments, the double closest to a multiple of
// pi/2) and random values. The expansions are within 0.8 ulp of the exact
// result; 2 ulp of glibc's for float64 and 1 ulp of the correctly rounded
// float32 sin leave room for glibc's own error.
// CHECK: float64 exp2: 4000 values, within 2 ulp
// CHECK: float64 log2: 4000 values, within 2 ulp
// CHECK: float64 sin: 4000 values, within 2 ulp
// CHECK: float32 sin: 4000 values, within 1 ulp
// sin(-2.2e16f): the float is -21999999311151104, whose sine is 0.2797
// (GLSL's Sin on lavapipe gave 1).
// CHECK: float32 sin(-2.2e16) = 0.279718
uop.kernel @math_expansions {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f64>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f64>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f64>
  %d3 = uop.define_global 3 mutable : !uop.ptr<f32>
  %d4 = uop.define_global 4 : !uop.ptr<f64>
  %d5 = uop.define_global 5 : !uop.ptr<f32>
  %n = uop.define_var <"n", 1, 4096>
  %c0 = uop.const 0 : i32
  %i = uop.range %c0 to %n depth 1 index 0
  %x = uop.load %d4[%i] : !uop.ptr<f64> -> f64
  %e = uop.exp2 %x : f64
  %l = uop.log2 %x : f64
  %s = uop.sin %x : f64
  %y = uop.load %d5[%i] : !uop.ptr<f32> -> f32
  %t = uop.sin %y : f32
  %s0 = uop.store %d0[%i], %e : !uop.ptr<f64>, f64
  %s1 = uop.store %d1[%i], %l : !uop.ptr<f64>, f64
  %s2 = uop.store %d2[%i], %s : !uop.ptr<f64>, f64
  %s3 = uop.store %d3[%i], %t : !uop.ptr<f32>, f32
  uop.sink %s0, %s1, %s2, %s3
}
