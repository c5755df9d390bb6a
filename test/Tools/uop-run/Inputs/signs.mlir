uop.kernel @signs {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<ui32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %m5 = uop.const -5 : i32
  %u = uop.bitcast %m5 : i32 to ui32
  %s0 = uop.store %d0[%c0], %m5 : !uop.ptr<i32>, i32
  %s1 = uop.store %d0[%c1], %m5 : !uop.ptr<i32>, i32
  %s2 = uop.store %d1[%c0], %u : !uop.ptr<ui32>, ui32
  %s3 = uop.store %d1[%c1], %u : !uop.ptr<ui32>, ui32
  uop.sink %s0, %s1, %s2, %s3
}
