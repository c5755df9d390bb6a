// A kernel whose launch sizes were not recorded; run by uop-to-gpu.mlir.
uop.kernel @no_local_size linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %l0 = uop.special "lidx0" dim 0 size 32
  %l1 = uop.special "lidx1" dim 1 size 2
  %sum = uop.add %l0, %l1 : i32
  %st = uop.store %d0[%sum], %sum : !uop.ptr<i32>, i32
}
