// uop-fuzz-diff seed 881668
// The uop driver folded -(float(0)) to -0.0 before x + -y -> x - y could
// fire, and x + -0.0 did not fold (it is x for every x): the drivers ended
// at -0.0 - y and -y.
// buffer 0 float32 6 output
// buffer 1 float32 31 input
// buffer 2 uint32 62 input
// launch 1 1 1 3 1 1
module {
  uop.kernel @fuzz_881668 strict_float global [1, 1, 1] local [3, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %data2 = uop.define_global 2 : !uop.ptr<ui32>
    %v0 = uop.special "gidx0" dim 0 size 1
    %v1 = uop.special "lidx0" dim 0 size 3
    %v2 = uop.const false
    %v3 = uop.const 2 : i32
    %v4 = uop.mul %v0, %v3 : i32
    %v5 = uop.const 33 : i32
    %v6 = uop.add %v4, %v5 : i32
    %v7 = uop.const 62 : i32
    %v8 = uop.mod %v6, %v7 : i32
    %v9 = uop.load %data2[%v8] : !uop.ptr<ui32> -> ui32
    %v10 = uop.sub %v9, %v9 : ui32
    %v11 = uop.cast %v10 : ui32 to i32
    %v12 = uop.mod %v11, %v7 : i32
    %v13 = uop.add %v12, %v7 : i32
    %v14 = uop.mod %v13, %v7 : i32
    %v15 = uop.const 46 : i32
    %v16 = uop.add %v14, %v15 : i32
    %v17 = uop.mod %v16, %v7 : i32
    %v18 = uop.load %data2[%v17] : !uop.ptr<ui32> -> ui32
    %v19 = uop.cast %v18 : ui32 to i1
    %v20 = uop.add %v2, %v19 : i1
    %v21 = uop.if %v20
    %v22 = uop.const 3 : i32
    %v23 = uop.mul %v0, %v22 : i32
    %v24 = uop.const 31 : i32
    %v25 = uop.mod %v23, %v24 : i32
    %v26 = uop.load %data1[%v25] after %v21 : !uop.ptr<f32> -> f32
    %v27 = uop.max %v26, %v26 : f32
    %v28 = uop.mul %v0, %v22 : i32
    %v29 = uop.add %v28, %v1 : i32
    %v30 = uop.store %data0[%v29], %v27 : !uop.ptr<f32>, f32
    %v31 = uop.mul %v0, %v3 : i32
    %v32 = uop.mod %v31, %v24 : i32
    %v33 = uop.load %data1[%v32] : !uop.ptr<f32> -> f32
    %v34 = uop.neg %v33 : f32
    %v35 = uop.cast %v31 : i32 to f32
    %v36 = uop.neg %v35 : f32
    %v37 = uop.add %v34, %v36 : f32
    %v38 = uop.const 2.0 : f32
    %v39 = uop.cmplt %v34, %v38 : f32
    %v40 = uop.add %v29, %v22 : i32
    %v41 = uop.store %data0[%v40], %v37 if %v39 : !uop.ptr<f32>, f32
    uop.sink %v30, %v41
  }
}
