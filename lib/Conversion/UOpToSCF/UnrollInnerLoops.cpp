//===- UnrollInnerLoops.cpp - unroll small innermost loops ----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPUNROLLINNERLOOPS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {
struct UOpUnrollInnerLoopsPass
    : public uop::impl::UOpUnrollInnerLoopsBase<UOpUnrollInnerLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ForOp> innermost;
    getOperation()->walk([&](scf::ForOp loop) {
      bool hasInnerLoop = false;
      loop.getBody()->walk([&](LoopLikeOpInterface) { hasInnerLoop = true; });
      std::optional<APInt> trips = loop.getStaticTripCount();
      if (!hasInnerLoop && trips && trips->getSExtValue() > 1 &&
          trips->getSExtValue() <= maxTripCount)
        innermost.push_back(loop);
    });
    for (scf::ForOp loop : innermost)
      if (failed(loopUnrollFull(loop)))
        return signalPassFailure();
  }
};
} // namespace
