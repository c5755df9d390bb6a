// A GPU-style kernel that records no launch sizes: uop-run derives them
// from its thread indices (a grid of 8 workgroups of 4 threads).
uop.kernel @nolaunch {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c4 = uop.const 4 : i32
  %g = uop.special "gidx0" dim 0 size 8
  %l = uop.special "lidx0" dim 0 size 4
  %m = uop.mul %g, %c4 : i32
  %i = uop.add %m, %l : i32
  %st = uop.store %d0[%i], %i : !uop.ptr<i32>, i32
  uop.sink %st
}
