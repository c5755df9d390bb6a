//===- UOpToSPIRV.h - the SPIR-V lowering pipeline --------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTOSPIRV_UOPTOSPIRV_H
#define UOP_CONVERSION_UOPTOSPIRV_UOPTOSPIRV_H

#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Transforms/DialectConversion.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

/// The SPIR-V environment the uop kernels are lowered for: Vulkan 1.1
/// shaders with the storage of 8-, 16- and 64-bit types (lavapipe and
/// current GPUs have them) and float controls, or OpenCL's SPIR-V 1.2
/// kernels with 64-bit addresses, integers and floats.
spirv::TargetEnvAttr getUOpSPIRVTargetEnv(MLIRContext *context,
                                          bool forVulkan);

/// Reports the first op of `kernel` with a dtype that the SPIR-V target
/// cannot hold (bfloat16; float16 under OpenCL; vectors of more than 4
/// elements). SPIR-V's type conversion would silently widen it, which
/// changes the layout of the kernel's buffers.
LogicalResult checkUOpKernelForSPIRV(KernelOp kernel, bool forVulkan);

/// Loads and stores element by element (logical addressing has no vector
/// view of a scalar buffer) and local buffers as allocations in memory
/// space 3, which SPIR-V's storage class mapping names Workgroup (its GPU
/// conversion lowers no workgroup attributions). They take precedence over
/// `populateUOpToGPUConversionPatterns`' local buffers.
void populateUOpToSPIRVConversionPatterns(const TypeConverter &typeConverter,
                                          RewritePatternSet &patterns);

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
  Option<bool> driverWorkarounds{
      *this, "driver-workarounds",
      llvm::cl::desc("Work around Mesa lavapipe: unroll small inner loops "
                     "(its loop limiter) and rewrite the ops it miscompiles "
                     "(uop-unroll-inner-loops, uop-spirv-driver-workarounds)"),
      llvm::cl::init(false)};
};

/// Adds the SPIR-V lowering (`uop-to-spirv`) to `pm`: linearize graph-form
/// kernels, expand wmma, convert them to `gpu.func` kernels with a Vulkan
/// or OpenCL target environment, and convert those to a `spirv.module`
/// (serialize it with `uop-translate --uop-to-spirv-binary`).
void buildUOpToSPIRVPipeline(OpPassManager &pm,
                             const UOpToSPIRVPipelineOptions &options);

/// Registers the `uop-to-spirv` pass pipeline.
void registerUOpToSPIRVPipeline();

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTOSPIRV_UOPTOSPIRV_H
