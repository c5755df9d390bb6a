//===- Pipelines.cpp - named uop lowering pipelines -----------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The pipelines are built from the passes' constructors, as upstream's
// gpu-lower-to-nvvm-pipeline is, so that a compiler using them registers
// no pass to parse them.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Conversion/MathToSPIRV/MathToSPIRVPass.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/MemRefToSPIRV/MemRefToSPIRVPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void mlir::uop::buildUOpToLLVMPipeline(
    OpPassManager &pm, const UOpToLLVMPipelineOptions &options) {
  pm.addPass(createUOpLinearize());
  pm.addPass(createUOpExpandWmma());
  pm.addPass(createConvertUOpToSCF());
  // The upstream lowering of func/scf/arith/math/memref/vector. MemRef goes
  // first: its lowering of the memref.alloca_scope that convert-scf-to-openmp
  // puts around a parallel loop's body needs that body to be one block
  // still, before scf becomes branches.
  if (options.openMP)
    pm.addPass(createConvertSCFToOpenMPPass());
  else
    pm.addPass(createParallelForToNestedForsPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::uop::buildUOpToNVVMPipeline(OpPassManager &pm,
                                       const UOpToNVVMPipelineOptions &options) {
  pm.addPass(createUOpLinearize());
  pm.addPass(createConvertUOpToGPU());
  GpuNVVMAttachTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &gpuModule = pm.nest<gpu::GPUModuleOp>();
  gpuModule.addPass(createSCFToControlFlowPass());
  gpuModule.addPass(createConvertGpuOpsToNVVMOps());
  gpuModule.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

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
  kernels.addPass(createUOpUnrollInnerLoops());
  kernels.addPass(createUOpMathToSPIRV());
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

void mlir::uop::registerUOpConversionPipelines() {
  PassPipelineRegistration<UOpToSPIRVPipelineOptions>(
      "uop-to-spirv",
      "Lower uop kernels for Vulkan or OpenCL: linearize, expand wmma, "
      "convert to gpu.func kernels with the client API's target "
      "environment, and convert those to SPIR-V",
      buildUOpToSPIRVPipeline);
  PassPipelineRegistration<UOpToNVVMPipelineOptions>(
      "uop-to-nvvm",
      "Lower uop kernels for CUDA: linearize, convert to gpu.func kernels, "
      "lower to NVVM and serialize to PTX (or cubin)",
      buildUOpToNVVMPipeline);
  PassPipelineRegistration<UOpToLLVMPipelineOptions>(
      "uop-to-llvm",
      "Lower uop kernels for the CPU: linearize, convert to "
      "func/scf/arith/math/memref/vector, and lower to the LLVM dialect",
      buildUOpToLLVMPipeline);
}
