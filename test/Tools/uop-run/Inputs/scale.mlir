// out[i] = in[i] * 2 for i < n: a symbolic loop bound and two buffers.
uop.kernel @scale {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %n = uop.define_var <"n", 1, 64>
  %c0 = uop.const 0 : i32
  %two = uop.const 2.0 : f32
  %r = uop.range %c0 to %n depth 1 index 0
  %v = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %m = uop.mul %v, %two : f32
  %st = uop.store %d0[%r], %m : !uop.ptr<f32>, f32
  uop.sink %st
}
