//===- UOpToSPIRV.cpp - the uop-to-spirv pipeline -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Built from the passes' constructors, as upstream's gpu-lower-to-nvvm
// pipeline is, so that a compiler using it registers no pass.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRVPass.h"
#include "mlir/Conversion/MemRefToSPIRV/MemRefToSPIRVPass.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void mlir::uop::buildUOpToSPIRVPipeline(
    OpPassManager &pm, const UOpToSPIRVPipelineOptions &options) {
  pm.addPass(createUOpLinearize());
  if (options.maxLoopIterations > 0)
    pm.addPass(createUOpCheckLoopIterations(
        UOpCheckLoopIterationsOptions{options.maxLoopIterations}));
  pm.addPass(createUOpExpandWmma());
  ConvertUOpToGPUOptions toGPU;
  toGPU.spirvClientAPI = options.clientAPI;
  pm.addPass(createConvertUOpToGPU(toGPU));

  // The storage classes of the client API; the pass takes its API only as
  // an option.
  std::unique_ptr<Pass> storageClasses = createMapMemRefStorageClassPass();
  if (failed(storageClasses->initializeOptions(
          "client-api=" + options.clientAPI.getValue(),
          [](const Twine &message) {
            llvm::report_fatal_error("uop-to-spirv: " + message);
            return failure();
          })))
    return;
  pm.addPass(std::move(storageClasses));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>().nest<gpu::GPUFuncOp>();
  if (options.driverWorkarounds)
    kernels.addPass(createUOpUnrollInnerLoops());
  kernels.addPass(createUOpMathToSPIRV());
  if (options.driverWorkarounds)
    kernels.addPass(createUOpSPIRVDriverWorkarounds());
  kernels.addPass(createConvertMathToSPIRVPass());
  pm.addPass(createConvertGPUToSPIRVPass());

  // For OpenCL the SPIR-V module stays inside its gpu.module.
  OpPassManager &spirvModule =
      options.clientAPI == "opencl"
          ? pm.nest<gpu::GPUModuleOp>().nest<spirv::ModuleOp>()
          : pm.nest<spirv::ModuleOp>();
  spirvModule.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModule.addPass(createUOpSPIRVStrictFloat());
  spirvModule.addPass(spirv::createSPIRVUpdateVCEPass());
}

void mlir::uop::registerUOpToSPIRVPipeline() {
  PassPipelineRegistration<UOpToSPIRVPipelineOptions>(
      "uop-to-spirv",
      "Lower uop kernels for Vulkan or OpenCL: linearize, expand wmma, "
      "convert to gpu.func kernels with the client API's target "
      "environment, and convert those to SPIR-V",
      buildUOpToSPIRVPipeline);
}
