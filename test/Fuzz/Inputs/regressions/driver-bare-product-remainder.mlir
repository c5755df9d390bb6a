// uop-fuzz-diff seed 643404
// Reduced by hand. (x*4 + r*5) % 4 with r a loop index of one trip: the uop
// driver folds r*5 to 0 first and meets (x*4) % 4, which the range rules did
// not fold; MLIR's greedy pipeline applied the rule for the sum and ended at
// 0. The rules now fold the bare product too.
// buffer 0 float32 6 output
// buffer 1 float32 24 input
// launch 1 2 1 3 1 1
module {
  uop.kernel @fuzz_643404 global [1, 2, 1] local [3, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %v0 = uop.special "gidx1" dim 1 size 2
    %v1 = uop.special "lidx0" dim 0 size 3
    %v2 = uop.const 0 : i32
    %v3 = uop.const 1 : i32
    %v4 = uop.range %v2 to %v3 depth 0 index 0
    %v5 = uop.const 3 : i32
    %v6 = uop.mul %v0, %v5 : i32
    %v7 = uop.add %v6, %v1 : i32
    %v8 = uop.const 4 : i32
    %v9 = uop.mul %v7, %v8 : i32
    %v10 = uop.const 5 : i32
    %v11 = uop.mul %v4, %v10 : i32
    %v12 = uop.add %v9, %v11 : i32
    %v13 = uop.mod %v12, %v8 : i32
    %v14 = uop.add %v9, %v13 : i32
    %v15 = uop.load %data1[%v14] : !uop.ptr<f32> -> f32
    %v16 = uop.add %v7, %v4 : i32
    %v17 = uop.store %data0[%v16], %v15 : !uop.ptr<f32>, f32
    uop.sink %v17
  }
}
