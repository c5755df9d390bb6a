// uop-fuzz-diff seed 520782
// A 3-iteration loop of f16 differences, vectorized by 2 with a masked tail
// and then unrolled: the last iteration stored one int32 lane, under the
// constant mask <1, 0>, of a truncated <2 x i64>. LLVM 22's x86 instruction
// selection stored the whole i64 (llvm/llvm-project#179489), overwriting
// data0[32] with 0 on an AVX-512 host. The CPU device's code generator
// stores such lanes as plain stores (HostCodegen.cpp).
// buffer 0 int32 60 output
// buffer 1 float64 24 input
// launch 1 1 1 4 1 1
module {
  uop.kernel @fuzz_520782 strict_float global [1, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i32>
    %data1 = uop.define_global 1 : !uop.ptr<f64>
    %v0 = uop.special "gidx0" dim 0 size 1
    %v1 = uop.special "lidx0" dim 0 size 4
    %v3 = uop.const 0 : i32
    %v2 = uop.const 3 : i32
    %v7 = uop.const 24 : i32
    %v29 = uop.const 2 : i32
    %v30 = uop.range %v3 to %v29 depth 0 index 1
    %v31 = uop.const 5 : i32
    %v32 = uop.range %v29 to %v31 depth 1 index 2
    %v33 = uop.define_acc over(%v32) index 2 count 0 init 7 : i32
    %v34 = uop.const 4 : i32
    %v35 = uop.mul %v0, %v34 : i32
    %v36 = uop.add %v35, %v1 : i32
    %v37 = uop.add %v36, %v32 : i32
    %v38 = uop.mod %v37, %v7 : i32
    %v39 = uop.load %data1[%v38] : !uop.ptr<f64> -> f64
    %v40 = uop.cast %v39 : f64 to f16
    %v41 = uop.mod %v32, %v7 : i32
    %v42 = uop.load %data1[%v41] : !uop.ptr<f64> -> f64
    %v43 = uop.cast %v42 : f64 to f16
    %v44 = uop.sub %v40, %v43 : f16
    %v45 = uop.const 99.0 : f32 as f16
    %v46 = uop.const -100.0 : f32 as f16
    %v47 = uop.cmplt %v44, %v45 : f16
    %v48 = uop.where %v47, %v44, %v45 : f16
    %v49 = uop.cmplt %v48, %v46 : f16
    %v50 = uop.where %v49, %v46, %v48 : f16
    %v51 = uop.cast %v50 : f16 to i32
    %v52 = uop.sub %v33, %v51 : i32
    %v53 = uop.phi %v33, %v52 : i32
    %v54 = uop.mul %v36, %v29 : i32
    %v55 = uop.add %v54, %v30 : i32
    %v56 = uop.store %data0[%v55], %v53 : !uop.ptr<i32>, i32
    %v57 = uop.mulacc %v32, %v54, %v55 : i32
    %v60 = uop.sub %v32, %v29 : i32
    %v61 = uop.mul %v55, %v2 : i32
    %v62 = uop.add %v61, %v60 : i32
    %v63 = uop.const 8 : i32
    %v64 = uop.add %v63, %v62 : i32
    %v65 = uop.store %data0[%v64], %v57 : !uop.ptr<i32>, i32
    %v84 = uop.const 1 : i32
    %v86 = uop.const 32 : i32
    %v87 = uop.add %v86, %v36 : i32
    %v88 = uop.store %data0[%v87], %v84 : !uop.ptr<i32>, i32
    uop.sink %v56, %v65, %v88
  }
}
