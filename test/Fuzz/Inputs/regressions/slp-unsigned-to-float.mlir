// uop-fuzz-diff seed 91078
// LLVM 22's SLP vectorizer narrowed uitofp(sext i8 to i64) to f32 into
// uitofp(sext i8 to i32): 2^32 instead of 2^64 for a negative int8.
// buffer 0 float32 8 output
// buffer 1 float32 16 output
// buffer 2 int8 32 input
// launch 1 1 1 4 1 1
module {
  uop.kernel @fuzz_91078 strict_float global [1, 1, 1] local [4, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 mutable : !uop.ptr<f32>
    %data2 = uop.define_global 2 : !uop.ptr<i8>
    %v0 = uop.special "gidx0" dim 0 size 1
    %v1 = uop.special "lidx0" dim 0 size 4
    %temp0 = uop.define_local "temp0", 4 : !uop.ptr<ui64, local>
    %v2 = uop.const 4 : i32
    %v3 = uop.load %data2[%v2] : !uop.ptr<i8> -> i8
    %v4 = uop.cast %v3 : i8 to ui64
    %v5 = uop.cast %v1 : i32 to ui64
    %v6 = uop.xor %v4, %v5 : ui64
    %v7 = uop.store %temp0[%v1], %v6 : !uop.ptr<ui64, local>, ui64
    %v8 = uop.barrier after %v7
    %v9 = uop.const 0 : i32
    %v10 = uop.add %v1, %v9 : i32
    %v11 = uop.mod %v10, %v2 : i32
    %v12 = uop.load %temp0[%v11] after %v8 : !uop.ptr<ui64, local> -> ui64
    %v13 = uop.const 1.0 : f32
    %v21 = uop.mul %v0, %v2 : i32
    %v22 = uop.add %v21, %v1 : i32
    %v23 = uop.store %data0[%v22], %v13 : !uop.ptr<f32>, f32
    %v34 = uop.cast %v12 : ui64 to f32
    %v35 = uop.add %v22, %v2 : i32
    %v36 = uop.store %data0[%v35], %v34 : !uop.ptr<f32>, f32
    uop.sink %v23, %v36
  }
}
