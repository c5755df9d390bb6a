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
#include "mlir/Transforms/DialectConversion.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

/// Reports the first `uop.wmma` of `kernel` that `nvvm.mma.sync` cannot
/// compute: a tile other than CUDA's 8x16x16 half->float one (m16n8k16),
/// or a workgroup that is not whole warps of 32 threads.
LogicalResult checkUOpKernelForNVVM(KernelOp kernel);

/// `uop.wmma` (the m16n8k16 tile) to `nvvm.mma.sync`, with the fragments in
/// registers as tinygrad's CUDA renderer passes them.
void populateUOpWmmaToNVVMConversionPatterns(const TypeConverter &typeConverter,
                                             RewritePatternSet &patterns);

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
