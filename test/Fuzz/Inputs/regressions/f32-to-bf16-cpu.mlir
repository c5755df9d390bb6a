// uop-fuzz-diff seed 219
// buffer 0 bfloat16 16 output
// buffer 1 float32 16 input
// launch 1 1 1 16 1 1
// A float32 -> bfloat16 cast: on a host without AVX512-BF16, LLVM calls
// compiler-rt's __truncsfbf2, which the process (libgcc) lacks; the CPU
// device's JIT provides it.
module {
  uop.kernel @f32_to_bf16 strict_float global [1, 1, 1] local [16, 1, 1] {
    %out = uop.define_global 0 mutable : !uop.ptr<bf16>
    %in = uop.define_global 1 : !uop.ptr<f32>
    %l = uop.special "lidx0" dim 0 size 16
    %x = uop.load %in[%l] : !uop.ptr<f32> -> f32
    %y = uop.cast %x : f32 to bf16
    %st = uop.store %out[%l], %y : !uop.ptr<bf16>, bf16
    uop.sink %st
  }
}
