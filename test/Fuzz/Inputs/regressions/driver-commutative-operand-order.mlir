// uop-fuzz-diff seed 880418
// Equal adds with swapped operands: MLIR's CSE merges them, keeping the one
// it meets first; the uop driver met the other first, as its twin died. The
// drivers agree up to the operand order of commutative ops.
// buffer 0 bool 48 output
// buffer 1 int32 45 input
// launch 3 1 1 4 1 1
module {
  uop.kernel @fuzz_880418 strict_float global [3, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i1>
    %data1 = uop.define_global 1 : !uop.ptr<i32>
    %v0 = uop.special "gidx0" dim 0 size 3
    %v1 = uop.special "lidx0" dim 0 size 4
    %v2 = uop.const 2 : i32
    %v3 = uop.const 0 : i32
    %v4 = uop.range %v3 to %v2 depth 1 index 0
    %v5 = uop.const 1 : i32
    %v6 = uop.range %v3 to %v5 depth 2 index 1
    %v7 = uop.const 4 : i32
    %v8 = uop.mul %v0, %v7 : i32
    %v9 = uop.add %v8, %v1 : i32
    %v10 = uop.add %v4, %v6 : i32
    %v11 = uop.mul %v9, %v2 : i32
    %v12 = uop.add %v10, %v11 : i32
    %v13 = uop.load %data1[%v12] : !uop.ptr<i32> -> i32
    %v14 = uop.define_acc over(%v6) index 0 count 0 init 0 : i32
    %v15 = uop.xor %v13, %v14 : i32
    %v16 = uop.phi %v14, %v15 : i32
    %v17 = uop.const 8 : i32
    %v18 = uop.div %v16, %v17 : i32
    %v19 = uop.const -2147483648 : i32
    %v20 = uop.cmplt %v19, %v18 : i32
    %v21 = uop.const 45 : i32
    %v22 = uop.mod %v4, %v21 : i32
    %v23 = uop.load %data1[%v22] : !uop.ptr<i32> -> i32
    %v24 = uop.const false
    %v25 = uop.cast %v24 : i1 to i32
    %v26 = uop.mod %v25, %v21 : i32
    %v27 = uop.add %v26, %v21 : i32
    %v28 = uop.mod %v27, %v21 : i32
    %v29 = uop.add %v9, %v4 : i32
    %v30 = uop.add %v29, %v28 : i32
    %v31 = uop.mod %v30, %v21 : i32
    %v32 = uop.load %data1[%v31] : !uop.ptr<i32> -> i32
    %v33 = uop.xor %v23, %v32 : i32
    %v34 = uop.where %v20, %v33, %v18 : i32
    %v35 = uop.const 5 : i32
    %v36 = uop.mul %v34, %v35 : i32
    %v37 = uop.cast %v36 : i32 to i1
    %v38 = uop.mul %v9, %v2 : i32
    %v39 = uop.add %v38, %v4 : i32
    %v40 = uop.store %data0[%v39], %v37 : !uop.ptr<i1>, i1
    %v41 = uop.const 18 : i32
    %v42 = uop.add %v9, %v41 : i32
    %v43 = uop.mod %v42, %v21 : i32
    %v44 = uop.load %data1[%v43] : !uop.ptr<i32> -> i32
    %v45 = uop.cast %v44 : i32 to ui8
    %v46 = uop.cast %v45 : ui8 to i1
    %v47 = uop.const 24 : i32
    %v48 = uop.add %v9, %v47 : i32
    %v49 = uop.store %data0[%v48], %v46 : !uop.ptr<i1>, i1
    %v50 = uop.mul %v9, %v7 : i32
    %v51 = uop.mod %v50, %v21 : i32
    %v52 = uop.mod %v0, %v21 : i32
    %v53 = uop.load %data1[%v52] : !uop.ptr<i32> -> i32
    %v54 = uop.cast %v53 : i32 to f32
    %v55 = uop.const 0.1 : f32
    %v56 = uop.cmplt %v54, %v55 : f32
    %v57 = uop.load %data1[%v51] if %v56 else %v5 : !uop.ptr<i32> -> i32
    %v58 = uop.cast %v57 : i32 to i1
    %v59 = uop.mul %v58, %v56 : i1
    %v60 = uop.mod %v9, %v21 : i32
    %v61 = uop.load %data1[%v60] : !uop.ptr<i32> -> i32
    %v62 = uop.cast %v61 : i32 to i1
    %v63 = uop.const 36 : i32
    %v64 = uop.add %v63, %v9 : i32
    %v65 = uop.store %data0[%v64], %v59 if %v62 : !uop.ptr<i1>, i1
    uop.sink %v40, %v49, %v65
  }
}
