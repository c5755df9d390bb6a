// uop-fuzz-diff seed 219
// buffer 0 bfloat16 4 output
// buffer 1 float64 4 input
// launch 1 1 1 4 1 1
// A float64 -> bfloat16 cast: LLVM calls compiler-rt's __truncdfbf2, which
// the process (libgcc) lacks; the CPU device's JIT now provides it.
module {
  uop.kernel @f64_to_bf16 strict_float global [1, 1, 1] local [4, 1, 1] {
    %out = uop.define_global 0 mutable : !uop.ptr<bf16>
    %in = uop.define_global 1 : !uop.ptr<f64>
    %l = uop.special "lidx0" dim 0 size 4
    %x = uop.load %in[%l] : !uop.ptr<f64> -> f64
    %y = uop.cast %x : f64 to bf16
    %st = uop.store %out[%l], %y : !uop.ptr<bf16>, bf16
    uop.sink %st
  }
}
