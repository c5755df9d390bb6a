// uop-fuzz-diff seed 20485
// Reduced. phi(acc, acc + (0 - x)) with x invariant: the greedy driver
// made 0 - x into -x and collapsed the sum; the uop driver made acc + -x
// into acc - x first, which the sum collapse did not match. It now takes
// b - a as b + -a.
// buffer 0 int64 3 output
// buffer 1 int16 63 input
// launch 3 1 1 1 1 1
module {
  uop.kernel @fuzz_20485 strict_float global [3, 1, 1] local [1, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i64>
    %data1 = uop.define_global 1 : !uop.ptr<i16>
    %v0 = uop.special "gidx0" dim 0 size 3
    %v1 = uop.special "lidx0" dim 0 size 1
    %v2 = uop.const 5 : i32
    %v3 = uop.const 0 : i32
    %v4 = uop.range %v3 to %v2 depth 0 index 0
    %v5 = uop.define_acc over(%v4) index 0 count 0 init 7 : i32
    %v6 = uop.const 35 : i32
    %v7 = uop.add %v0, %v6 : i32
    %v8 = uop.const 63 : i32
    %v9 = uop.mod %v7, %v8 : i32
    %v10 = uop.load %data1[%v9] : !uop.ptr<i16> -> i16
    %v11 = uop.cast %v10 : i16 to i32
    %v12 = uop.sub %v1, %v11 : i32
    %v13 = uop.add %v5, %v12 : i32
    %v14 = uop.phi %v5, %v13 : i32
    %v15 = uop.cast %v14 : i32 to i64
    %v16 = uop.add %v0, %v1 : i32
    %v17 = uop.store %data0[%v16], %v15 : !uop.ptr<i64>, i64
    uop.sink %v17
  }
}
