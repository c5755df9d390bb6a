// uop-fuzz-diff seed 690737
// buffer 0 float32 3 output
// launch 1 1 1 1 1 1
//
// Reduced from seeds 690737, 690856 and 698794: the two quotients fold to a
// sum, and the drivers ended at (c1 - r) + c2 with different constants.
module {
  uop.kernel @fuzz_690737 strict_float global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %c0 = uop.const 0 : i32
    %c3 = uop.const 3 : i32
    %r = uop.range %c0 to %c3 depth 0 index 0
    %neg = uop.neg %r : i32
    %cm4 = uop.const -4 : i32
    %a = uop.sub %neg, %cm4 : i32
    %qa = uop.div %a, %cm4 : i32
    %b0 = uop.sub %cm4, %qa : i32
    %cm5 = uop.const -5 : i32
    %b = uop.sub %neg, %cm5 : i32
    %qb = uop.div %b, %cm4 : i32
    %sum = uop.sub %b0, %qb : i32
    %f = uop.cast %sum : i32 to f32
    %st = uop.store %data0[%r], %f : !uop.ptr<f32>, f32
    uop.sink %st
  }
}
