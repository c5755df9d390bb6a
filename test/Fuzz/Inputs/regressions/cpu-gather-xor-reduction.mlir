// uop-fuzz-diff seed 480604
// Four xor reductions over 7 steps inside a 9-step loop: optimized with
// gathers allowed, LLVM vectorizes that loop 8 wide with gathers, and the
// loop's masked tail stored one uint8 lane of a truncated vector under a
// constant one-lane mask, which LLVM 22's x86 instruction selection made a
// wider store (llvm/llvm-project#179489): the CPU device wrote zeros to
// data0[54..56] and data0[162..164]. The CPU compiler keeps this version
// (LLVM's cost model finds it cheaper) and its code generator stores such
// lanes as plain stores (HostCodegen.cpp).
// buffer 0 uint8 165 output
// buffer 1 int8 81 output
// buffer 2 uint16 48 input
// buffer 3 uint8 42 input
// buffer 4 float32 64 input
// buffer 5 int32 252 input
// launch 3 1 1 1 1 1
// var n 3
module {
  uop.kernel @fuzz_480604 strict_float global [3, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<ui8>
    %data1 = uop.define_global 1 mutable : !uop.ptr<i8>
    %data2 = uop.define_global 2 : !uop.ptr<ui16>
    %data3 = uop.define_global 3 : !uop.ptr<ui8>
    %data4 = uop.define_global 4 : !uop.ptr<f32>
    %v0 = uop.define_var <"n", 1, 8>
    %v1 = uop.special "gidx0" dim 0 size 3
    %v2 = uop.special "lidx0" dim 0 size 1
    %v3 = uop.const 0 : i32
    %v4 = uop.range %v3 to %v0 depth 0 index 0
    %v5 = uop.const 4 : i32
    %v6 = uop.mul %v4, %v5 : i32
    %v7 = uop.const 63 : i32
    %v8 = uop.add %v6, %v7 : i32
    %v9 = uop.const 64 : i32
    %v10 = uop.mod %v8, %v9 : i32
    %v11 = uop.load %data4[%v10] : !uop.ptr<f32> -> f32
    %v12 = uop.const -100.0 : f32
    %v13 = uop.max %v11, %v12 : f32
    %v14 = uop.neg %v13 : f32
    %v15 = uop.const -99.0 : f32
    %v16 = uop.max %v14, %v15 : f32
    %v17 = uop.neg %v16 : f32
    %v18 = uop.cast %v17 : f32 to i8
    %v19 = uop.const 20 : i32
    %v20 = uop.add %v4, %v19 : i32
    %v21 = uop.mod %v20, %v9 : i32
    %v22 = uop.load %data4[%v21] : !uop.ptr<f32> -> f32
    %v23 = uop.const 99.0 : f32
    %v24 = uop.cmplt %v22, %v23 : f32
    %v25 = uop.where %v24, %v22, %v23 : f32
    %v26 = uop.cmplt %v25, %v12 : f32
    %v27 = uop.where %v26, %v12, %v25 : f32
    %v28 = uop.cast %v27 : f32 to i1
    %v29 = uop.const true
    %v30 = uop.cmpeq %v28, %v29 : i1
    %v31 = uop.const 1 : i32
    %v32 = uop.mul %v1, %v31 : i32
    %v33 = uop.add %v32, %v2 : i32
    %v34 = uop.const 8 : i32
    %v35 = uop.mul %v33, %v34 : i32
    %v36 = uop.add %v35, %v4 : i32
    %v37 = uop.store %data1[%v36], %v18 if %v30 : !uop.ptr<i8>, i8
    %v38 = uop.const 2 : i32
    %v39 = uop.range %v3 to %v38 depth 1 index 1
    %v40 = uop.const 9 : i32
    %v41 = uop.range %v3 to %v40 depth 1 index 2
    %v42 = uop.const 7 : i32
    %v43 = uop.range %v3 to %v42 depth 2 index 3
    %v44 = uop.mul %v39, %v42 : i32
    %v45 = uop.add %v43, %v44 : i32
    %v46 = uop.const 14 : i32
    %v47 = uop.mul %v1, %v46 : i32
    %v48 = uop.add %v45, %v47 : i32
    %v49 = uop.load %data3[%v48] : !uop.ptr<ui8> -> ui8
    %v50 = uop.cast %v49 : ui8 to i32
    %data5 = uop.define_global 5 : !uop.ptr<i32>
    %v51 = uop.const 36 : i32
    %v52 = uop.mul %v43, %v51 : i32
    %v53 = uop.mul %v41, %v5 : i32
    %v54 = uop.add %v52, %v53 : i32
    %v55 = uop.load %data5[%v54] : !uop.ptr<i32> -> i32
    %v56 = uop.mul %v50, %v55 : i32
    %v57 = uop.define_acc over(%v43) index 0 count 0 init 7 : i32
    %v58 = uop.xor %v56, %v57 : i32
    %v59 = uop.phi %v57, %v58 : i32
    %v60 = uop.cast %v59 : i32 to i8
    %v61 = uop.mul %v33, %v38 : i32
    %v62 = uop.add %v61, %v39 : i32
    %v63 = uop.mul %v62, %v40 : i32
    %v64 = uop.add %v63, %v41 : i32
    %v65 = uop.const 24 : i32
    %v66 = uop.add %v64, %v65 : i32
    %v67 = uop.store %data1[%v66], %v60 : !uop.ptr<i8>, i8
    %v68 = uop.add %v54, %v31 : i32
    %v69 = uop.load %data5[%v68] : !uop.ptr<i32> -> i32
    %v70 = uop.mul %v50, %v69 : i32
    %v71 = uop.define_acc over(%v43) index 1 count 0 init 0 : i32
    %v72 = uop.xor %v71, %v70 : i32
    %v73 = uop.phi %v71, %v72 : i32
    %v74 = uop.div %v73, %v42 : i32
    %v75 = uop.cast %v74 : i32 to ui8
    %v76 = uop.mul %v33, %v38 : i32
    %v77 = uop.add %v76, %v39 : i32
    %v78 = uop.mul %v77, %v40 : i32
    %v79 = uop.add %v78, %v41 : i32
    %v80 = uop.store %data0[%v79], %v75 : !uop.ptr<ui8>, ui8
    %v81 = uop.add %v54, %v38 : i32
    %v82 = uop.load %data5[%v81] : !uop.ptr<i32> -> i32
    %v83 = uop.mul %v50, %v82 : i32
    %v84 = uop.define_acc over(%v43) index 2 count 0 init 0 : i32
    %v85 = uop.xor %v83, %v84 : i32
    %v86 = uop.phi %v84, %v85 : i32
    %v87 = uop.cast %v86 : i32 to ui8
    %v88 = uop.mul %v33, %v38 : i32
    %v89 = uop.add %v88, %v39 : i32
    %v90 = uop.mul %v89, %v40 : i32
    %v91 = uop.add %v90, %v41 : i32
    %v92 = uop.const 54 : i32
    %v93 = uop.add %v92, %v91 : i32
    %v94 = uop.store %data0[%v93], %v87 : !uop.ptr<ui8>, ui8
    %v95 = uop.const 3 : i32
    %v96 = uop.add %v54, %v95 : i32
    %v97 = uop.load %data5[%v96] : !uop.ptr<i32> -> i32
    %v98 = uop.mul %v50, %v97 : i32
    %v99 = uop.define_acc over(%v43) index 3 count 0 init 0 : i32
    %v100 = uop.xor %v98, %v99 : i32
    %v101 = uop.phi %v99, %v100 : i32
    %v102 = uop.neg %v101 : i32
    %v103 = uop.max %v3, %v102 : i32
    %v104 = uop.cast %v103 : i32 to ui8
    %v105 = uop.mul %v33, %v38 : i32
    %v106 = uop.add %v105, %v39 : i32
    %v107 = uop.mul %v106, %v40 : i32
    %v108 = uop.add %v107, %v41 : i32
    %v109 = uop.const 108 : i32
    %v110 = uop.add %v109, %v108 : i32
    %v111 = uop.store %data0[%v110], %v104 : !uop.ptr<ui8>, ui8
    %v112 = uop.const false
    %v113 = uop.const 5 : ui8
    %v114 = uop.load %data3[%v3] if %v112 else %v113 : !uop.ptr<ui8> -> ui8
    %v115 = uop.const 162 : i32
    %v116 = uop.add %v33, %v115 : i32
    %v117 = uop.store %data0[%v116], %v114 : !uop.ptr<ui8>, ui8
    %v118 = uop.const 48 : i32
    %v119 = uop.mod %v2, %v118 : i32
    %v120 = uop.load %data2[%v119] : !uop.ptr<ui16> -> ui16
    %v121 = uop.cast %v120 : ui16 to i8
    %v122 = uop.const 78 : i32
    %v123 = uop.add %v122, %v33 : i32
    %v124 = uop.store %data1[%v123], %v121 : !uop.ptr<i8>, i8
    uop.sink %v37, %v67, %v80, %v94, %v111, %v117, %v124
  }
}
