// uop-fuzz-diff seed 653483
// Reduced by hand. A strict_float kernel multiplies by the constant 0.0 a
// half value that overflowed to infinity (an int32 of 64 * 64 * a maximum,
// cast to float16): IEEE gives NaN, lavapipe gave 0, folding x * 0.0 even
// under SignedZeroInfNanPreserve.
// buffer 0 float16 8 output
// buffer 1 int32 31 input
// launch 1 1 1 4 1 1
module {
  uop.kernel @fuzz_653483 strict_float global [1, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f16>
    %data1 = uop.define_global 1 : !uop.ptr<i32>
    %v2 = uop.special "lidx0" dim 0 size 4
    %v6 = uop.const 4 : i32
    %v11 = uop.const 7 : i32
    %v12 = uop.mul %v2, %v11 : i32
    %v16 = uop.load %data1[%v12] : !uop.ptr<i32> -> i32
    %v23 = uop.const 64 : i32
    %v24 = uop.mul %v16, %v23 : i32
    %v25 = uop.mul %v24, %v23 : i32
    %v26 = uop.cast %v25 : i32 to f16
    %v27 = uop.store %data0[%v2], %v26 : !uop.ptr<f16>, f16
    %v37 = uop.const 0.0 : f32 as f16
    %v38 = uop.mul %v26, %v37 : f16
    %v39 = uop.add %v2, %v6 : i32
    %v40 = uop.store %data0[%v39], %v38 : !uop.ptr<f16>, f16
    uop.sink %v27, %v40
  }
}
