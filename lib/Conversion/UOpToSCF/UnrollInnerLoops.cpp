//===- UnrollInnerLoops.cpp - unroll small innermost loops ----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPUNROLLINNERLOOPS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {
/// Whether `op` or an op inside it may write memory.
bool mayWrite(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  return !effects ||
         llvm::any_of(*effects, [](const MemoryEffects::EffectInstance &e) {
           return isa<MemoryEffects::Write>(e.getEffect());
         });
}

struct UOpUnrollInnerLoopsPass
    : public uop::impl::UOpUnrollInnerLoopsBase<UOpUnrollInnerLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ForOp> innermost;
    getOperation()->walk([&](scf::ForOp loop) {
      bool hasInnerLoop = false;
      loop.getBody()->walk([&](LoopLikeOpInterface) { hasInnerLoop = true; });
      std::optional<APInt> trips = loop.getStaticTripCount();
      if (hasInnerLoop || !trips || trips->getSExtValue() <= 1 ||
          trips->getSExtValue() > maxTripCount)
        return;
      if (onlyReductions &&
          (loop.getNumRegionIterArgs() == 0 || mayWrite(loop)))
        return;
      if (minParentTripCount > 0) {
        auto parent = loop->getParentOfType<scf::ForOp>();
        std::optional<APInt> parentTrips =
            parent ? parent.getStaticTripCount() : std::nullopt;
        if (!parentTrips || parentTrips->getSExtValue() < minParentTripCount)
          return;
      }
      innermost.push_back(loop);
    });
    for (scf::ForOp loop : innermost)
      if (failed(loopUnrollFull(loop)))
        return signalPassFailure();
  }
};
} // namespace
