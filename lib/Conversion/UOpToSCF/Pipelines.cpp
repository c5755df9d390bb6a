//===- Pipelines.cpp - named uop lowering pipelines -----------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
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
  std::string upstream = std::string(options.openMP
                                        ? "convert-scf-to-openmp,"
                                        : "scf-parallel-for-to-nested-fors,") +
                         "finalize-memref-to-llvm,convert-scf-to-cf,"
                         "convert-to-llvm,reconcile-unrealized-casts";
  if (failed(parsePassPipeline(upstream, pm)))
    llvm::report_fatal_error("uop-to-llvm: the upstream passes are not "
                             "registered");
}

void mlir::uop::buildUOpToNVVMPipeline(OpPassManager &pm,
                                       const UOpToNVVMPipelineOptions &options) {
  pm.addPass(createUOpLinearize());
  pm.addPass(createConvertUOpToGPU());
  std::string upstream =
      "nvvm-attach-target{chip=" + options.chip + " features=" +
      options.features +
      " O=3},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,"
      "reconcile-unrealized-casts),gpu-module-to-binary{format=" +
      options.format + "}";
  if (failed(parsePassPipeline(upstream, pm)))
    llvm::report_fatal_error("uop-to-nvvm: the upstream passes are not "
                             "registered");
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
  // For OpenCL the SPIR-V module stays inside its gpu.module.
  std::string finish = "spirv.module(spirv-lower-abi-attrs,"
                       "uop-spirv-strict-float,spirv-update-vce)";
  if (options.clientAPI == "opencl")
    finish = "gpu.module(" + finish + ")";
  std::string upstream =
      "map-memref-spirv-storage-class{client-api=" + options.clientAPI +
      "},gpu.module(gpu.func(uop-unroll-inner-loops,uop-math-to-spirv,"
      "convert-math-to-spirv)),"
      "convert-gpu-to-spirv," +
      finish;
  if (failed(parsePassPipeline(upstream, pm)))
    llvm::report_fatal_error("uop-to-spirv: the upstream passes are not "
                             "registered");
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
