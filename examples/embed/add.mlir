// out[i] = a[i] + b[i] * 2, over 64 elements in one loop.
uop.kernel @add_scaled {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %a = uop.define_global 1 : !uop.ptr<f32>
  %b = uop.define_global 2 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c64 = uop.const 64 : i32
  %two = uop.const 2.0 : f32
  %i = uop.range %c0 to %c64 depth 0 index 0
  %x = uop.load %a[%i] : !uop.ptr<f32> -> f32
  %y = uop.load %b[%i] : !uop.ptr<f32> -> f32
  %y2 = uop.mul %y, %two : f32
  %sum = uop.add %x, %y2 : f32
  %st = uop.store %out[%i], %sum : !uop.ptr<f32>, f32
  uop.sink %st
}
