// uop-fuzz-diff seed 5
// tinygrad's gpu/sum_all_4096 in graph form (256 threads of 16 partial sums,
// then thread 0 sums the 256 under an if): INTERP gave 0 instead of the
// total, as in interp-graph-grouped-reduce.mlir (every thread but the first
// stored the accumulator's init, its phi not skipped with its if off).
// buffer 0 float32 1 output
// buffer 1 float32 4096 input
// launch 1 1 1 256 1 1
module {
  uop.kernel @r_256_16 global [1, 1, 1] local [256, 1, 1] {
    %temp = uop.define_local "temp", 256 : !uop.ptr<f32, local>
    %lidx0 = uop.special "lidx0" dim 0 size 256
    %c0 = uop.const 0 : i32
    %c16 = uop.const 16 : i32
    %ridx = uop.range %c0 to %c16 depth 2 index 0
    %acc = uop.define_acc over(%ridx) index -1 count 0 init 0.000000e+00 : f32
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %c16_0 = uop.const 16 : i32
    %alu = uop.mul %lidx0, %c16_0 : i32
    %alu_1 = uop.add %alu, %ridx : i32
    %val = uop.load %data1[%alu_1] : !uop.ptr<f32> -> f32
    %alu_2 = uop.add %val, %acc : f32
    %phi = uop.phi %acc, %alu_2 : f32
    %st = uop.store %temp[%lidx0], %phi : !uop.ptr<f32, local>, f32
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %c0_3 = uop.const 0 : i32
    %c0_4 = uop.const 0 : i32
    %c256 = uop.const 256 : i32
    %ridx_5 = uop.range %c0_4 to %c256 depth 3 index 0
    %acc_6 = uop.define_acc over(%ridx_5) index 0 count 0 init 0.000000e+00 : f32
    %c1 = uop.const 1 : i32
    %alu_7 = uop.cmplt %lidx0, %c1 : i32
    %barrier = uop.barrier after %st
    %if = uop.if %alu_7 after %barrier
    %val_8 = uop.load %temp[%ridx_5] after %if : !uop.ptr<f32, local> -> f32
    %alu_9 = uop.add %val_8, %acc_6 : f32
    %phi_10 = uop.phi %acc_6, %alu_9 : f32
    %st_11 = uop.store %data0[%c0_3], %phi_10 : !uop.ptr<f32>, f32
    uop.sink %st, %st_11
  }
}
