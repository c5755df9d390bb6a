// RUN: uop-translate %s -split-input-file --uop-to-gpu-object -verify-diagnostics

// PTX that still calls a libdevice function (libdevice was not found) would
// fail to load: an error names the function.
module attributes {gpu.container_module} {
  // expected-error @+1 {{the PTX calls '__nv_sinf', which was not linked: the math functions come from CUDA's libdevice, which MLIR links only where it finds the CUDA toolkit (set CUDA_HOME)}}
  gpu.binary @kernels [#gpu.object<#nvvm.target, assembly = ".version 8.0\0A.extern .func  (.param .b32 func_retval0) __nv_sinf\0A(\0A)\0A;\0A">]
}

// -----

// expected-error @+1 {{expected one gpu.binary (the output of uop-to-nvvm), found 0}}
module {
}
