// Dtypes a SPIR-V target cannot hold, which SPIR-V's type conversion would
// silently widen (changing the layout of the buffers): errors naming the op,
// the dtype and the target. Run by uop-to-gpu.mlir for OpenCL.

uop.kernel @half linear {
  // expected-error @+1 {{'uop.define_global' op has dtype 'f16', which cannot be lowered for OpenCL: float16 values need the Float16 capability (cl_khr_fp16), which the OpenCL profiles that spirv-val checks do not allow}}
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
}

// -----

uop.kernel @bfloat linear {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.cast' op has dtype 'bf16', which cannot be lowered for OpenCL: the SPIR-V target environment has no bfloat16 (SPV_KHR_bfloat16)}}
  %b = uop.cast %c0 : i32 to bf16
}

// -----

uop.kernel @wide_vector linear {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.load' op has dtype 'vector<8xf32>', which cannot be lowered for OpenCL: SPIR-V vectors have at most 4 elements here}}
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> vector<8xf32>
}

// -----

// A SPIR-V entry point's workgroup size is fixed.
// expected-error @+1 {{'uop.kernel' op needs a workgroup of fixed size (a SPIR-V entry point's LocalSize is fixed), but thread index 'lidx0' has a symbolic size}}
uop.kernel @symbolic_workgroup linear local [#uop.var<"n", 1, 64>] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %l = uop.special "lidx0" dim 0 size #uop.var<"n", 1, 64>
  %st = uop.store %d0[%l], %l : !uop.ptr<i32>, i32
}
