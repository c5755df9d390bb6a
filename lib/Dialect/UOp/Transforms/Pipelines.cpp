//===- Pipelines.cpp - named uop pass pipelines ---------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPGATESTORESBYIFS
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

namespace {
struct UOpGateStoresByIfsPass
    : public uop::impl::UOpGateStoresByIfsBase<UOpGateStoresByIfsPass> {
  void runOnOperation() override {
    if (!uop::gateStoresByIfs(getOperation()))
      markAllAnalysesPreserved();
  }
};
} // namespace

void mlir::uop::buildSimplifyPipeline(OpPassManager &pm) {
  // Before the canonicalizer: a fold it visits before a store can remove the
  // load that tells the store its if.
  pm.addPass(createUOpGateStoresByIfs());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createUOpIntRangeOptimizations());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

LogicalResult mlir::uop::simplifyToFixpoint(Operation *op, unsigned maxRounds) {
  PassManager pm(op->getContext(), op->getName().getStringRef());
  buildSimplifyPipeline(pm);
  for (unsigned round = 0; round < maxRounds; ++round) {
    OperationFingerPrint before(op);
    if (failed(pm.run(op)))
      return failure();
    if (OperationFingerPrint(op) == before)
      return success();
  }
  return success();
}

void mlir::uop::registerUOpPipelines() {
  PassPipelineRegistration<>(
      "uop-simplify",
      "Simplify uop kernels: tinygrad's constant folder, node merging and "
      "index simplification",
      buildSimplifyPipeline);
}
