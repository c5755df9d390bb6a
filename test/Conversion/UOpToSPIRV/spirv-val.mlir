// REQUIRES: spirv-val
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-spirv | uop-translate --uop-to-spirv-binary -o %t.vulkan.spv
// RUN: spirv-val --target-env vulkan1.1 %t.vulkan.spv
// RUN: uop-opt %S/../UOpToNVVM/Inputs/wmma.mlir -uop-to-spirv | uop-translate --uop-to-spirv-binary -o %t.wmma.spv
// RUN: spirv-val --target-env vulkan1.1 %t.wmma.spv
// RUN: uop-opt %S/../Inputs/all-ops.mlir '-uop-to-spirv=client-api=opencl' | uop-translate --uop-to-spirv-binary -o %t.opencl.spv
// RUN: spirv-val --target-env opencl1.2 %t.opencl.spv

// The binaries uop-translate writes for every op (and an expanded wmma) are
// valid SPIR-V for Vulkan 1.1 and OpenCL 1.2.
