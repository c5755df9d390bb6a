//===- Passes.h - uop conversion passes -------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_PASSES_H
#define UOP_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"

namespace mlir {
namespace uop {

#define GEN_PASS_DECL
#include "uop/Conversion/Passes.h.inc"

/// Options of the CPU lowering.
struct UOpToLLVMPipelineOptions
    : public PassPipelineOptions<UOpToLLVMPipelineOptions> {
  Option<bool> openMP{
      *this, "openmp",
      llvm::cl::desc("Run the workgroups (the parallel loop over the thread "
                     "indices) on all cores with OpenMP; the code then calls "
                     "libomp. Off: one after another"),
      llvm::cl::init(true)};
};

/// Adds the CPU lowering (`uop-to-llvm`) to `pm`: linearize graph-form
/// kernels, expand wmma, convert them to func/scf/arith/math/memref/vector
/// (the workgroups as an `scf.parallel`, lowered to OpenMP unless disabled),
/// and lower those to the LLVM dialect, ready for `mlir-translate
/// --mlir-to-llvmir`. Buffers are passed as MLIR memref descriptors
/// (allocated and aligned pointer, offset, size, stride), variables as
/// `i32`s.
void buildUOpToLLVMPipeline(OpPassManager &pm,
                            const UOpToLLVMPipelineOptions &options);

/// Options of the NVVM lowering.
struct UOpToNVVMPipelineOptions
    : public PassPipelineOptions<UOpToNVVMPipelineOptions> {
  Option<std::string> chip{*this, "chip", llvm::cl::desc("Target SM"),
                           llvm::cl::init("sm_90")};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX features"),
                               llvm::cl::init("+ptx80")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("What the binary holds: isa (PTX), bin (cubin, needs "
                     "ptxas) or fatbin"),
      llvm::cl::init("isa")};
};

/// Adds the NVVM lowering (`uop-to-nvvm`) to `pm`: linearize graph-form
/// kernels, convert them to `gpu.func` kernels, lower those to NVVM and
/// serialize the GPU module (`gpu.binary`, PTX by default).
void buildUOpToNVVMPipeline(OpPassManager &pm,
                            const UOpToNVVMPipelineOptions &options);

/// Options of the SPIR-V lowering.
struct UOpToSPIRVPipelineOptions
    : public PassPipelineOptions<UOpToSPIRVPipelineOptions> {
  Option<std::string> clientAPI{
      *this, "client-api",
      llvm::cl::desc("The SPIR-V environment: vulkan (shaders) or opencl "
                     "(kernels)"),
      llvm::cl::init("vulkan")};
  Option<int64_t> maxLoopIterations{
      *this, "max-loop-iterations",
      llvm::cl::desc("Refuse kernels whose invocations may run more loop "
                     "iterations in all (0: no limit; lavapipe's is 65535)"),
      llvm::cl::init(0)};
};

/// Adds the SPIR-V lowering (`uop-to-spirv`) to `pm`: linearize graph-form
/// kernels, expand wmma, convert them to `gpu.func` kernels with a Vulkan
/// or OpenCL target environment, and convert those to a `spirv.module`
/// (serialize it with `uop-translate --uop-to-spirv-binary`).
void buildUOpToSPIRVPipeline(OpPassManager &pm,
                             const UOpToSPIRVPipelineOptions &options);

/// Registers the named conversion pipelines: `uop-to-llvm`, `uop-to-nvvm`,
/// `uop-to-spirv`.
void registerUOpConversionPipelines();

#define GEN_PASS_REGISTRATION
#include "uop/Conversion/Passes.h.inc"

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_PASSES_H
