// uop-fuzz-diff seed 4581
// The stored max(x, INT16_MAX) of a load after an if folded to a constant
// and the store lost its guard; stores now take the if's gate as their own.
// buffer 0 int16 24 output
// buffer 1 uint16 33 input
// buffer 2 float32 32 input
// launch 3 1 1 2 1 1
// var n 2
module {
  uop.kernel @fuzz_4581 strict_float global [3, 1, 1] local [2, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i16>
    %data1 = uop.define_global 1 : !uop.ptr<ui16>
    %data2 = uop.define_global 2 : !uop.ptr<f32>
    %v0 = uop.define_var <"n", 1, 8>
    %v1 = uop.special "gidx0" dim 0 size 3
    %v2 = uop.special "lidx0" dim 0 size 2
    %v3 = uop.const 0 : i32
    %v4 = uop.range %v3 to %v0 depth 0 index 0
    %v5 = uop.const 3 : i32
    %v6 = uop.range %v3 to %v5 depth 1 index 1
    %v7 = uop.define_acc over(%v4, %v6) index 0 count 0 init -1.0 : f32 as bf16
    %v8 = uop.const 19 : i32
    %v9 = uop.add %v4, %v6 : i32
    %v10 = uop.add %v9, %v8 : i32
    %v11 = uop.const 32 : i32
    %v12 = uop.mod %v10, %v11 : i32
    %v13 = uop.load %data2[%v12] : !uop.ptr<f32> -> f32
    %v14 = uop.cast %v13 : f32 to bf16
    %v15 = uop.noop(%v14 : bf16)
    %v16 = uop.add %v7, %v15 : bf16
    %v17 = uop.phi %v7, %v16 : bf16
    %v18 = uop.const 5 : i32
    %v19 = uop.add %v2, %v18 : i32
    %v20 = uop.const 33 : i32
    %v21 = uop.mod %v19, %v20 : i32
    %v22 = uop.load %data1[%v21] : !uop.ptr<ui16> -> ui16
    %v23 = uop.cast %v22 : ui16 to i8
    %v24 = uop.const -1 : i8
    %v25 = uop.cmplt %v23, %v24 : i8
    %v26 = uop.if %v25
    %v27 = uop.const 4 : i32
    %v28 = uop.load %data1[%v27] after %v26 : !uop.ptr<ui16> -> ui16
    %v29 = uop.cast %v28 : ui16 to i16
    %v30 = uop.const 32767 : i16
    %v31 = uop.max %v29, %v30 : i16
    %v32 = uop.const 2 : i32
    %v33 = uop.mul %v1, %v32 : i32
    %v34 = uop.add %v33, %v2 : i32
    %v35 = uop.store %data0[%v34], %v31 : !uop.ptr<i16>, i16
    %v36 = uop.const 11 : i32
    %v37 = uop.add %v34, %v36 : i32
    %v38 = uop.mod %v37, %v11 : i32
    %v39 = uop.load %data2[%v38] after %v26 : !uop.ptr<f32> -> f32
    %v40 = uop.const 99.0 : f32
    %v41 = uop.const -100.0 : f32
    %v42 = uop.cmplt %v39, %v40 : f32
    %v43 = uop.where %v42, %v39, %v40 : f32
    %v44 = uop.cmplt %v43, %v41 : f32
    %v45 = uop.where %v44, %v41, %v43 : f32
    %v46 = uop.cast %v45 : f32 to i16
    %v47 = uop.const 5 : ui16
    %v48 = uop.mod %v2, %v20 : i32
    %v49 = uop.load %data1[%v48] : !uop.ptr<ui16> -> ui16
    %v50 = uop.cmplt %v47, %v49 : ui16
    %v51 = uop.const 6 : i32
    %v52 = uop.add %v51, %v34 : i32
    %v53 = uop.store %data0[%v52], %v46 if %v50 : !uop.ptr<i16>, i16
    %v54 = uop.add %v34, %v0 : i32
    %v55 = uop.mod %v54, %v11 : i32
    %v56 = uop.load %data2[%v55] : !uop.ptr<f32> -> f32
    %v57 = uop.max %v56, %v41 : f32
    %v58 = uop.neg %v57 : f32
    %v59 = uop.const -99.0 : f32
    %v60 = uop.max %v58, %v59 : f32
    %v61 = uop.neg %v60 : f32
    %v62 = uop.cast %v61 : f32 to i16
    %v63 = uop.mul %v34, %v32 : i32
    %v64 = uop.mod %v63, %v20 : i32
    %v65 = uop.load %data1[%v64] : !uop.ptr<ui16> -> ui16
    %v66 = uop.cast %v65 : ui16 to i16
    %v67 = uop.mul %v62, %v66 : i16
    %v68 = uop.const 12 : i32
    %v69 = uop.add %v68, %v34 : i32
    %v70 = uop.store %data0[%v69], %v67 : !uop.ptr<i16>, i16
    %v71 = uop.const -100.0 : f32 as bf16
    %v72 = uop.max %v17, %v71 : bf16
    %v73 = uop.neg %v72 : bf16
    %v74 = uop.const -99.0 : f32 as bf16
    %v75 = uop.max %v73, %v74 : bf16
    %v76 = uop.neg %v75 : bf16
    %v77 = uop.cast %v76 : bf16 to i16
    %v78 = uop.const 18 : i32
    %v79 = uop.add %v34, %v78 : i32
    %v80 = uop.store %data0[%v79], %v77 : !uop.ptr<i16>, i16
    uop.sink %v35, %v53, %v70, %v80
  }
}
