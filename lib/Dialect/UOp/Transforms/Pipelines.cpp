//===- Pipelines.cpp - uop-simplify and its drivers -----------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "uop/Dialect/UOp/Transforms/RewriteDriver.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPGATESTORESBYIFS
#define GEN_PASS_DEF_UOPSIMPLIFY
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

void mlir::uop::buildSimplifyPipeline(OpPassManager &pm) {
  // Before the canonicalizer: a fold it visits before a store can remove the
  // load that tells the store its if.
  pm.addPass(createUOpGateStoresByIfs());
  // The ranges first too: the uop driver, as tinygrad, simplifies an op's
  // operands before the op, so a value the ranges make constant is one
  // before a pattern on its user sees it (uop-fuzz-diff seed 616598: the
  // drivers ended at x + -127 and x - 127, from x + -max(y, 127) on int8).
  pm.addPass(createUOpIntRangeOptimizations());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createUOpIntRangeOptimizations());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

/// The kernels under `op`, `op` included.
static SmallVector<uop::KernelOp> collectKernels(Operation *op) {
  SmallVector<uop::KernelOp> kernels;
  op->walk([&](uop::KernelOp kernel) { kernels.push_back(kernel); });
  return kernels;
}

/// Runs the rules with the uop rewrite driver.
static LogicalResult simplifyWithDriver(Operation *op,
                                        const uop::UOpRewriteDriver &driver,
                                        unsigned maxRounds) {
  LogicalResult result = success();
  for (uop::KernelOp kernel : collectKernels(op))
    if (failed(driver.simplify(kernel, maxRounds)))
      result = failure();
  return result;
}

/// Runs `buildSimplifyPipeline` on `op` through `runPipeline` until `op`
/// stops changing.
static LogicalResult
simplifyWithGreedyPipeline(Operation *op, unsigned maxRounds,
                           function_ref<LogicalResult(Operation *)> runPipeline) {
  for (unsigned round = 0; round < maxRounds; ++round) {
    OperationFingerPrint before(op);
    if (failed(runPipeline(op)))
      return failure();
    if (OperationFingerPrint(op) == before)
      return success();
  }
  return op->emitError("uop-simplify: the rewrites did not reach a fixpoint "
                       "after ")
         << maxRounds << " rounds";
}

LogicalResult mlir::uop::simplifyToFixpoint(Operation *op,
                                            SimplifyDriver driver,
                                            unsigned maxRounds) {
  if (driver == SimplifyDriver::Dedicated) {
    return simplifyWithDriver(op, UOpRewriteDriver::get(op->getContext()),
                              maxRounds);
  }
  PassManager pm(op->getContext(), op->getName().getStringRef());
  // As the uop driver does not: the rules keep kernels valid, and callers
  // verify what they are given.
  pm.enableVerifier(false);
  buildSimplifyPipeline(pm);
  return simplifyWithGreedyPipeline(
      op, maxRounds, [&](Operation *root) { return pm.run(root); });
}

namespace {
struct UOpGateStoresByIfsPass
    : public uop::impl::UOpGateStoresByIfsBase<UOpGateStoresByIfsPass> {
  void runOnOperation() override {
    if (!uop::gateStoresByIfs(getOperation()))
      markAllAnalysesPreserved();
  }
};

struct UOpSimplifyPass : public uop::impl::UOpSimplifyBase<UOpSimplifyPass> {
  using UOpSimplifyBase::UOpSimplifyBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (driver == uop::SimplifyDriver::Dedicated)
      rewriteDriver = &uop::UOpRewriteDriver::get(context);
    else
      uop::buildSimplifyPipeline(greedyPipeline);
    return success();
  }

  void runOnOperation() override {
    LogicalResult result =
        driver == uop::SimplifyDriver::Dedicated
            ? simplifyWithDriver(getOperation(), *rewriteDriver,
                                 uop::kSimplifyMaxRounds)
            : simplifyWithGreedyPipeline(
                  getOperation(), uop::kSimplifyMaxRounds,
                  [&](Operation *root) {
                    return runPipeline(greedyPipeline, root);
                  });
    if (failed(result))
      signalPassFailure();
  }

  /// The context's driver, shared by the pass's clones (one per thread): a
  /// driver only reads its frozen patterns.
  const uop::UOpRewriteDriver *rewriteDriver = nullptr;
  OpPassManager greedyPipeline;
};
} // namespace
