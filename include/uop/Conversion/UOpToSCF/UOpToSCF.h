//===- UOpToSCF.h - uop kernels to func and scf -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H
#define UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "uop/Dialect/UOp/IR/KernelABI.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

/// The type a uop value lowers to: signless integers, f32 for the half
/// storage formats (their compute type), vectors of those.
Type getLoweredType(Type dtype);

/// Adds the pattern that rewrites each linearized `uop.kernel` into a
/// `func.func` of the same name (see `convert-uop-to-scf`). On an op the
/// CPU path cannot express it emits an error naming the op and leaves the
/// kernel in place. A kernel is one unit: its linear schedule becomes nested
/// regions in one walk, so the pattern takes kernels whole.
void populateUOpToSCFConversionPatterns(RewritePatternSet &patterns);

/// What `populateUOpToGPUConversionPatterns` prepares kernels for.
enum class GPUTarget {
  /// NVVM: wmma becomes nvvm.mma.sync, local memory workgroup attributions.
  NVVM,
  /// SPIR-V for Vulkan or OpenCL: vectors are loaded and stored element by
  /// element, local memory is allocated in the Workgroup storage class, each
  /// kernel gets its entry point ABI, and dtypes the target cannot hold are
  /// errors.
  SPIRVVulkan,
  SPIRVOpenCL,
};

/// The unit attribute on the `gpu.func` of a `strict_float` kernel: its
/// float arithmetic is computed as written, which `uop-math-to-spirv`
/// enforces for SPIR-V drivers (NoContraction).
inline constexpr llvm::StringLiteral kStrictFloatAttrName = "uop.strict_float";

/// Adds the pattern that moves each linearized `uop.kernel` into
/// `gpuModule` as a `gpu.func` kernel of the same name (see
/// `convert-uop-to-gpu`), for `target`. On an op the target cannot express
/// it emits an error naming the op and leaves the kernel in place.
void populateUOpToGPUConversionPatterns(RewritePatternSet &patterns,
                                        gpu::GPUModuleOp gpuModule,
                                        GPUTarget target);

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H
