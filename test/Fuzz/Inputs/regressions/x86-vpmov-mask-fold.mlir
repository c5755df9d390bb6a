// uop-fuzz-diff seed 420398
// A bf16 clamp, local memory, then a remainder: LLVM 22's X86CompressEVEX
// folded a vpmovd2m and its kmovd into vmovmskps although a kshiftrb later
// read the same mask register (llvm/llvm-project#198197), so lanes were picked
// by a stale mask and data0 read out of bounds on an AVX-512 host. The CPU
// device's code generator keeps such masks (HostCodegen.cpp).
// buffer 0 bfloat16 21 input
// buffer 1 int8 4 output
// buffer 2 float16 4 output
// buffer 3 int32 64 input
// buffer 4 int32 53 input
// launch 1 1 1 2 1 1
// var n 8
module {
  uop.kernel @fuzz_420398 strict_float global [1, 1, 1] local [2, 1, 1] {
    %data0 = uop.define_global 0 : !uop.ptr<bf16>
    %data1 = uop.define_global 1 mutable : !uop.ptr<i8>
    %data2 = uop.define_global 2 mutable : !uop.ptr<f16>
    %data3 = uop.define_global 3 : !uop.ptr<i32>
    %data4 = uop.define_global 4 : !uop.ptr<i32>
    %v0 = uop.define_var <"n", 1, 8>
    %v1 = uop.special "gidx0" dim 0 size 1
    %v2 = uop.special "lidx0" dim 0 size 2
    %temp0 = uop.define_local "temp0", 2 : !uop.ptr<f16, local>
    %v3 = uop.const -0.0 : f32 as f16
    %v4 = uop.const 2 : i32
    %v5 = uop.mul %v1, %v4 : i32
    %v6 = uop.add %v5, %v2 : i32
    %v7 = uop.const 4 : i32
    %v8 = uop.mul %v6, %v7 : i32
    %v9 = uop.const 64 : i32
    %v10 = uop.mod %v8, %v9 : i32
    %v11 = uop.load %data3[%v10] : !uop.ptr<i32> -> i32
    %v12 = uop.cast %v11 : i32 to ui8
    %v13 = uop.cast %v12 : ui8 to bf16
    %v14 = uop.const 99.0 : f32 as bf16
    %v15 = uop.const -100.0 : f32 as bf16
    %v16 = uop.cmplt %v13, %v14 : bf16
    %v17 = uop.where %v16, %v13, %v14 : bf16
    %v18 = uop.cmplt %v17, %v15 : bf16
    %v19 = uop.where %v18, %v15, %v17 : bf16
    %v20 = uop.cast %v19 : bf16 to i32
    %v21 = uop.mod %v20, %v9 : i32
    %v22 = uop.add %v21, %v9 : i32
    %v23 = uop.mod %v22, %v9 : i32
    %v24 = uop.mod %v23, %v9 : i32
    %v25 = uop.load %data3[%v24] : !uop.ptr<i32> -> i32
    %v26 = uop.cast %v25 : i32 to f16
    %v27 = uop.sub %v26, %v26 : f16
    %v28 = uop.sub %v3, %v27 : f16
    %v29 = uop.store %temp0[%v2], %v28 : !uop.ptr<f16, local>, f16
    %v30 = uop.barrier after %v29
    %v31 = uop.mod %v2, %v4 : i32
    %v32 = uop.load %temp0[%v31] after %v30 : !uop.ptr<f16, local> -> f16
    %v33 = uop.mul %v2, %v4 : i32
    %v34 = uop.const 3 : i32
    %v35 = uop.mul %v0, %v34 : i32
    %v36 = uop.add %v33, %v35 : i32
    %v37 = uop.mod %v36, %v9 : i32
    %v38 = uop.load %data3[%v37] : !uop.ptr<i32> -> i32
    %v39 = uop.cast %v38 : i32 to ui32
    %v40 = uop.const 53 : i32
    %v41 = uop.mod %v2, %v40 : i32
    %v42 = uop.load %data4[%v41] : !uop.ptr<i32> -> i32
    %v43 = uop.cast %v42 : i32 to ui32
    %v44 = uop.max %v39, %v43 : ui32
    %v45 = uop.cast %v44 : ui32 to i8
    %v46 = uop.store %data1[%v6], %v45 : !uop.ptr<i8>, i8
    %v47 = uop.mul %v0, %v4 : i32
    %v48 = uop.add %v6, %v47 : i32
    %v49 = uop.mod %v48, %v40 : i32
    %v50 = uop.load %data4[%v49] : !uop.ptr<i32> -> i32
    %v51 = uop.cast %v50 : i32 to i8
    %v52 = uop.add %v4, %v6 : i32
    %v53 = uop.store %data1[%v52], %v51 : !uop.ptr<i8>, i8
    %v54 = uop.store %data2[%v6], %v32 : !uop.ptr<f16>, f16
    %v55 = uop.const 1 : i32
    %v56 = uop.add %v2, %v55 : i32
    %v57 = uop.mod %v56, %v4 : i32
    %v58 = uop.load %temp0[%v57] after %v30 : !uop.ptr<f16, local> -> f16
    %v59 = uop.neg %v58 : f16
    %v60 = uop.const -100.0 : f32 as f16
    %v61 = uop.max %v59, %v60 : f16
    %v62 = uop.neg %v61 : f16
    %v63 = uop.const -99.0 : f32 as f16
    %v64 = uop.max %v62, %v63 : f16
    %v65 = uop.neg %v64 : f16
    %v66 = uop.cast %v65 : f16 to i32
    %v67 = uop.const 21 : i32
    %v68 = uop.mod %v66, %v67 : i32
    %v69 = uop.add %v68, %v67 : i32
    %v70 = uop.mod %v69, %v67 : i32
    %v71 = uop.add %v6, %v70 : i32
    %v72 = uop.mod %v71, %v67 : i32
    %v73 = uop.load %data0[%v72] : !uop.ptr<bf16> -> bf16
    %v74 = uop.cast %v73 : bf16 to f16
    %v75 = uop.add %v4, %v6 : i32
    %v76 = uop.store %data2[%v75], %v74 : !uop.ptr<f16>, f16
    uop.sink %v46, %v53, %v54, %v76
  }
}
