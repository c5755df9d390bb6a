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
#include "uop/Conversion/UOpToGPU/UOpToGPU.h"
#include "uop/Conversion/UOpToLLVM/UOpToLLVM.h"
#include "uop/Conversion/UOpToNVVM/UOpToNVVM.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "uop/Conversion/UOpToSPIRV/UOpToSPIRV.h"

namespace mlir {
namespace uop {

#define GEN_PASS_DECL
#include "uop/Conversion/Passes.h.inc"

/// Registers the named conversion pipelines: `uop-to-llvm`, `uop-to-nvvm`,
/// `uop-to-spirv`.
inline void registerUOpConversionPipelines() {
  registerUOpToLLVMPipeline();
  registerUOpToNVVMPipeline();
  registerUOpToSPIRVPipeline();
}

#define GEN_PASS_REGISTRATION
#include "uop/Conversion/Passes.h.inc"

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_PASSES_H
