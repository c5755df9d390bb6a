// uop-fuzz-diff seed 129144
// Building a vector of half values casts each one: CPU and Vulkan kept the
// element's float32 precision (y - vec(y)[0] came out 0, not y's rounding).
// buffer 0 float32 8 output
// buffer 1 int32 8 input
// launch 1 1 1 1 1 1
module {
  uop.kernel @half_vector_build strict_float global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<i32>
    %c0 = uop.const 0 : i32
    %c8 = uop.const 8 : i32
    %i = uop.range %c0 to %c8 depth 0 index 0
    %a = uop.load %data1[%i] : !uop.ptr<i32> -> i32
    %tenth = uop.const 0.1 : f32 as f16
    %x = uop.cast %a : i32 to f16
    %y = uop.mul %x, %tenth : f16
    %v = uop.cast %y, %y, %y, %y : f16, f16, f16, f16 to vector<4xf16>
    %g = uop.gep %v[2] : vector<4xf16>
    %d = uop.sub %y, %g : f16
    %f = uop.cast %d : f16 to f32
    %s = uop.store %data0[%i], %f : !uop.ptr<f32>, f32
    uop.sink %s
  }
}
