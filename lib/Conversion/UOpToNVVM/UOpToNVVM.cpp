//===- UOpToNVVM.cpp - the uop-to-nvvm pipeline ---------------------------===//
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
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

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

void mlir::uop::registerUOpToNVVMPipeline() {
  PassPipelineRegistration<UOpToNVVMPipelineOptions>(
      "uop-to-nvvm",
      "Lower uop kernels for CUDA: linearize, convert to gpu.func kernels, "
      "lower to NVVM and serialize to PTX (or cubin)",
      buildUOpToNVVMPipeline);
}
