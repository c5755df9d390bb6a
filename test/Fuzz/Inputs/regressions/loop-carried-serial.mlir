// uop-fuzz-diff seed 990044
// buffer 0 float16 8 output
// buffer 1 bfloat16 41 input
// buffer 2 float32 39 input
// buffer 3 int16 31 input
// launch 1 1 1 1 1 1
// serial-loop 5
module {
  uop.kernel @fuzz_990044 strict_float global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f16>
    %data1 = uop.define_global 1 : !uop.ptr<bf16>
    %data2 = uop.define_global 2 : !uop.ptr<f32>
    %data3 = uop.define_global 3 : !uop.ptr<i16>
    %v0 = uop.const 3 : i32
    %v1 = uop.const 1 : i32
    %v2 = uop.range %v1 to %v0 depth 0 index 0
    %v3 = uop.const 5 : i32
    %v4 = uop.const 0 : i32
    %v5 = uop.range %v4 to %v3 depth 1 index 1
    %v6 = uop.define_acc over(%v2, %v5) index 0 count 0 init true
    %v7 = uop.const true
    %v8 = uop.max %v7, %v6 : i1
    %v9 = uop.phi %v6, %v8 : i1
    %v10 = uop.const 2 : i32
    %v11 = uop.range %v4 to %v10 depth 1 index 2
    %v12 = uop.range %v4 to %v3 depth 2 index 3
    %v13 = uop.range %v4 to %v1 depth 3 index 4
    %v14 = uop.add %v12, %v13 : i32
    %v15 = uop.mul %v11, %v3 : i32
    %v16 = uop.add %v14, %v15 : i32
    %v17 = uop.load %data2[%v16] : !uop.ptr<f32> -> f32
    %v18 = uop.define_acc over(%v12, %v13) index 1 count 0 init 0.125 : f32
    %v19 = uop.add %v17, %v18 : f32
    %v20 = uop.phi %v18, %v19 : f32
    %v21 = uop.const 0.20000000000000001 : f32
    %v22 = uop.mul %v20, %v21 : f32
    %v23 = uop.cast %v22 : f32 to f16
    %v24 = uop.store %data0[%v11], %v23 : !uop.ptr<f16>, f16
    %v25 = uop.range %v4 to %v0 depth 0 index 5
    %v26 = uop.add %v25, %v10 : i32
    %v27 = uop.add %v26, %v1 : i32
    %v28 = uop.load %data0[%v27] : !uop.ptr<f16> -> f16
    %v29 = uop.const 6 : i32
    %v30 = uop.add %v25, %v29 : i32
    %v31 = uop.const 41 : i32
    %v32 = uop.mod %v30, %v31 : i32
    %v33 = uop.load %data1[%v32] : !uop.ptr<bf16> -> bf16
    %v34 = uop.cast %v33 : bf16 to f16
    %v35 = uop.add %v28, %v34 : f16
    %v36 = uop.store %data0[%v26], %v35 : !uop.ptr<f16>, f16
    %v37 = uop.const 16 : i32
    %v38 = uop.load %data3[%v37] : !uop.ptr<i16> -> i16
    %v39 = uop.cast %v38 : i16 to f16
    %v40 = uop.const 12 : i32
    %v41 = uop.load %data1[%v40] : !uop.ptr<bf16> -> bf16
    %v42 = uop.cast %v41 : bf16 to f16
    %v43 = uop.max %v39, %v42 : f16
    %v44 = uop.store %data0[%v29], %v43 : !uop.ptr<f16>, f16
    %v45 = uop.where %v9, %v43, %v43 : f16
    %v46 = uop.const 7 : i32
    %v47 = uop.store %data0[%v46], %v45 : !uop.ptr<f16>, f16
    uop.sink %v24, %v36, %v44, %v47
  }
}
