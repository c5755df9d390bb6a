//===- UOpToNVVM.h - the CUDA lowering pipeline -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTONVVM_UOPTONVVM_H
#define UOP_CONVERSION_UOPTONVVM_UOPTONVVM_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace uop {

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

/// Registers the `uop-to-nvvm` pass pipeline.
void registerUOpToNVVMPipeline();

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTONVVM_UOPTONVVM_H
