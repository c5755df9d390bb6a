// uop-fuzz-diff seed 22553
// Reduced. -a - -b with a and b loads of one address: the uop driver
// merged the loads first and folded x - x to 0; the greedy driver applied
// x - -y -> x + y first and kept -a + a. -x + x -> 0 makes both 0.
// buffer 0 int32 3 output
// buffer 1 bool 22 input
// launch 1 1 1 3 1 1
module {
  uop.kernel @fuzz_22553 strict_float global [1, 1, 1] local [3, 1, 1] {
    %data0 = uop.define_global 0 mutable : !uop.ptr<i32>
    %data1 = uop.define_global 1 : !uop.ptr<i1>
    %v0 = uop.special "gidx0" dim 0 size 1
    %v1 = uop.special "lidx0" dim 0 size 3
    %v2 = uop.const 3 : i32
    %v3 = uop.mul %v0, %v2 : i32
    %v4 = uop.add %v3, %v1 : i32
    %v5 = uop.const 0 : i32
    %v6 = uop.add %v4, %v5 : i32
    %v7 = uop.const 22 : i32
    %v8 = uop.mod %v6, %v7 : i32
    %v9 = uop.load %data1[%v8] : !uop.ptr<i1> -> i1
    %v10 = uop.cast %v9 : i1 to i32
    %v11 = uop.neg %v10 : i32
    %v12 = uop.mod %v4, %v7 : i32
    %v13 = uop.load %data1[%v12] : !uop.ptr<i1> -> i1
    %v14 = uop.cast %v13 : i1 to i32
    %v15 = uop.neg %v14 : i32
    %v16 = uop.sub %v11, %v15 : i32
    %v17 = uop.add %v0, %v16 : i32
    %v18 = uop.store %data0[%v4], %v17 : !uop.ptr<i32>, i32
    uop.sink %v18
  }
}
