// uop-fuzz-diff seed 779097
// The two drivers of uop-simplify ended at -y + c (the uop driver folded
// the constant first, and the commutative fold moved it right) and at c - y
// (the greedy driver applied x + -y -> x - y first); NegPlusConst makes both
// c - y.
// buffer 0 float32 72 output
// buffer 1 float16 59 input
// launch 3 1 1 4 1 1
module {
  uop.kernel @fuzz_779097 strict_float global [3, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<f16>
    %v0 = uop.special "gidx0" dim 0 size 3
    %v1 = uop.special "lidx0" dim 0 size 4
    %v2 = uop.const 2 : i32
    %v3 = uop.const 0 : i32
    %v4 = uop.range %v3 to %v2 depth 1 index 0
    %v5 = uop.const 4 : i32
    %v6 = uop.range %v3 to %v5 depth 2 index 1
    %v7 = uop.const 1 : i32
    %v8 = uop.range %v3 to %v7 depth 3 index 2
    %v9 = uop.add %v6, %v8 : i32
    %v10 = uop.mul %v4, %v5 : i32
    %v11 = uop.add %v10, %v9 : i32
    %v12 = uop.load %data1[%v11] : !uop.ptr<f16> -> f16
    %v13 = uop.cast %v12 : f16 to f32
    %v14 = uop.define_acc over(%v8) index 0 count 0 init 0xFF800000 : f32
    %v15 = uop.max %v13, %v14 : f32
    %v16 = uop.phi %v14, %v15 : f32
    %v17 = uop.define_acc over(%v6) index 1 count 0 init 0xFF800000 : f32
    %v18 = uop.max %v16, %v17 : f32
    %v19 = uop.phi %v17, %v18 : f32
    %v20 = uop.const 0.25 : f32
    %v21 = uop.mul %v19, %v20 : f32
    %v22 = uop.mul %v0, %v5 : i32
    %v23 = uop.add %v22, %v1 : i32
    %v24 = uop.mul %v23, %v2 : i32
    %v25 = uop.add %v24, %v4 : i32
    %v26 = uop.store %data0[%v25], %v21 : !uop.ptr<f32>, f32
    %v27 = uop.range %v3 to %v7 depth 2 index 3
    %v28 = uop.add %v23, %v27 : i32
    %v29 = uop.load %data1[%v28] : !uop.ptr<f16> -> f16
    %v30 = uop.cast %v29 : f16 to f32
    %v31 = uop.define_acc over(%v27) index 2 count 0 init 0xFF800000 : f32
    %v32 = uop.max %v30, %v31 : f32
    %v33 = uop.phi %v31, %v32 : f32
    %v34 = uop.range %v3 to %v7 depth 2 index 4
    %v35 = uop.add %v34, %v23 : i32
    %v36 = uop.load %data1[%v35] : !uop.ptr<f16> -> f16
    %v37 = uop.cast %v36 : f16 to f32
    %v38 = uop.add %v1, %v34 : i32
    %v39 = uop.const 59 : i32
    %v40 = uop.mod %v38, %v39 : i32
    %v41 = uop.load %data1[%v40] : !uop.ptr<f16> -> f16
    %v42 = uop.cast %v41 : f16 to f32
    %v43 = uop.neg %v42 : f32
    %v44 = uop.add %v37, %v43 : f32
    %v45 = uop.define_acc over(%v34) index 3 count 0 init 0.0 : f32
    %v46 = uop.add %v44, %v45 : f32
    %v47 = uop.phi %v45, %v46 : f32
    %v48 = uop.const 0.0 : f32
    %v49 = uop.max %v33, %v48 : f32
    %v50 = uop.neg %v49 : f32
    %v51 = uop.const 3 : i32
    %v52 = uop.cmpeq %v0, %v51 : i32
    %v53 = uop.where %v52, %v50, %v20 : f32
    %v54 = uop.add %v53, %v50 : f32
    %v55 = uop.const 24 : i32
    %v56 = uop.add %v23, %v55 : i32
    %v57 = uop.store %data0[%v56], %v54 : !uop.ptr<f32>, f32
    %v58 = uop.const 99.0 : f32
    %v59 = uop.const -100.0 : f32
    %v60 = uop.cmplt %v47, %v58 : f32
    %v61 = uop.where %v60, %v47, %v58 : f32
    %v62 = uop.cmplt %v61, %v59 : f32
    %v63 = uop.where %v62, %v59, %v61 : f32
    %v64 = uop.cast %v63 : f32 to i16
    %v65 = uop.cast %v64 : i16 to f32
    %v66 = uop.const 36 : i32
    %v67 = uop.add %v23, %v66 : i32
    %v68 = uop.store %data0[%v67], %v65 : !uop.ptr<f32>, f32
    %v69 = uop.const 48 : i32
    %v70 = uop.add %v69, %v23 : i32
    %v71 = uop.store %data0[%v70], %v48 : !uop.ptr<f32>, f32
    %v72 = uop.mod %v1, %v39 : i32
    %v73 = uop.load %data1[%v72] : !uop.ptr<f16> -> f16
    %v74 = uop.cast %v73 : f16 to f32
    %v75 = uop.const 60 : i32
    %v76 = uop.add %v75, %v23 : i32
    %v77 = uop.store %data0[%v76], %v74 : !uop.ptr<f32>, f32
    uop.sink %v26, %v57, %v68, %v71, %v77
  }
}
