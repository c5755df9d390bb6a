//===- Pipelines.cpp - named uop pass pipelines ---------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::uop::buildSimplifyPipeline(OpPassManager &pm) {
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createUOpIntRangeOptimizations());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mlir::uop::registerUOpPipelines() {
  PassPipelineRegistration<>(
      "uop-simplify",
      "Simplify uop kernels: tinygrad's constant folder, node merging and "
      "index simplification",
      buildSimplifyPipeline);
}
