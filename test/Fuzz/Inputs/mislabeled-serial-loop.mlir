// uop-fuzz-diff seed 1
// buffer 0 float32 8 output
// buffer 1 float32 8 input
// launch 1 1 1 1 1 1
// serial-loop 0
module {
  uop.kernel @mislabeled strict_float global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %c0 = uop.const 0 : i32
    %c8 = uop.const 8 : i32
    %r = uop.range %c0 to %c8 depth 0 index 0
    %x = uop.load %data1[%r] : !uop.ptr<f32> -> f32
    %st = uop.store %data0[%r], %x : !uop.ptr<f32>, f32
    uop.sink %st
  }
}
