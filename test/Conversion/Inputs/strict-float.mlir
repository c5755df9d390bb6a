// A strict_float kernel: -0 * x must stay NaN for an infinite x.
uop.kernel @strict_kernel strict_float global [1, 1, 1] local [4, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %l = uop.special "lidx0" dim 0 size 4
  %x = uop.load %d1[%l] : !uop.ptr<f32> -> f32
  %z = uop.const -0.0 : f32
  %p = uop.mul %x, %z : f32
  %st = uop.store %d0[%l], %p : !uop.ptr<f32>, f32
  uop.sink %st
}
