// Arguments in the order the lowering gives them: buffer 1 is unused (the
// kernel takes buffers 0 and 2), and the variable `m` (a define_var) comes
// before `n`, which only sizes a thread index, though `n` appears first.
uop.kernel @order global [#uop.var<"n", 1, 8>] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %d2 = uop.define_global 2 : !uop.ptr<i32>
  %g = uop.special "gidx0" dim 0 size #uop.var<"n", 1, 8>
  %m = uop.define_var <"m", 1, 1000>
  %v = uop.load %d2[%g] : !uop.ptr<i32> -> i32
  %s = uop.add %v, %m : i32
  %st = uop.store %d0[%g], %s : !uop.ptr<i32>, i32
  uop.sink %st
}
