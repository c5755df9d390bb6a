// uop-fuzz-diff seed 0
// A 32x18 by 18x20 matmul whose column and step ranges start past 0:
// uop-pack-reduction-panels packs it (columns 3 to 18 in two groups of 8,
// column 19 left over, step s of the panel at k = s + 2).
// buffer 0 float32 640 output
// buffer 1 float32 576 input
// buffer 2 float32 360 input
// launch 1 1 1 1 1 1
module {
  uop.kernel @offset_matmul global [1, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    %data1 = uop.define_global 1 : !uop.ptr<f32>
    %data2 = uop.define_global 2 : !uop.ptr<f32>
    %c0 = uop.const 0 : i32
    %c2 = uop.const 2 : i32
    %c3 = uop.const 3 : i32
    %c18 = uop.const 18 : i32
    %c20 = uop.const 20 : i32
    %c32 = uop.const 32 : i32
    %i = uop.range %c0 to %c32 depth 0 index 0
    %j = uop.range %c3 to %c20 depth 1 index 1
    %k = uop.range %c2 to %c18 depth 2 index 2
    %a_row = uop.mul %i, %c18 : i32
    %a_at = uop.add %a_row, %k : i32
    %x = uop.load %data1[%a_at] : !uop.ptr<f32> -> f32
    %b_row = uop.mul %k, %c20 : i32
    %b_at = uop.add %b_row, %j : i32
    %y = uop.load %data2[%b_at] : !uop.ptr<f32> -> f32
    %p = uop.mul %x, %y : f32
    %acc = uop.define_acc over(%k) index 0 count 0 init 0.0 : f32
    %sum = uop.add %acc, %p : f32
    %c = uop.phi %acc, %sum : f32
    %c_row = uop.mul %i, %c20 : i32
    %c_at = uop.add %c_row, %j : i32
    %st = uop.store %data0[%c_at], %c : !uop.ptr<f32>, f32
    uop.sink %st
  }
}
