//===- GatedLoads.cpp - gated loads ready for LLVM's vectorizer ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LinearStride.h"
#include "LoopAnnotations.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "uop/Conversion/Passes.h"
#include <limits>

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPHOISTLOADSABOVEIFS
#define GEN_PASS_DEF_UOPKEEPGATEDLOOPSUNPEELED
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using mlir::uop::LinearStride;

namespace {

/// Whether `op` and the ops nested in it have no effect but reads.
bool onlyReads(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  return effects &&
         llvm::all_of(*effects, [](const MemoryEffects::EffectInstance &e) {
           return isa<MemoryEffects::Read>(e.getEffect());
         });
}

/// Whether every value `op` uses, in its operands or inside its regions, is
/// defined outside `block` or before `point` in it.
bool usesOnlyValuesBefore(Operation *op, Block &block, Operation *point) {
  SetVector<Value> used(op->operand_begin(), op->operand_end());
  getUsedValuesDefinedAbove(op->getRegions(), used);
  return llvm::all_of(used, [&](Value value) {
    // A block argument is defined before every op of its block.
    Operation *def = value.getDefiningOp();
    if (!def)
      return true;
    Operation *inBlock = block.findAncestorOpInBlock(*def);
    return !inBlock || inBlock->isBeforeInBlock(point);
  });
}

/// Moves the ops of `block` as the pass describes.
void hoistAboveIfs(Block &block) {
  // The read-only ifs since the last op that writes, in block order, with
  // nothing between them: the ops that use their results stay after the last.
  SmallVector<Operation *> ifs;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    // Effects are looked up only once there is an if to move above.
    if (!ifOp && ifs.empty())
      continue;
    if (!onlyReads(&op)) {
      ifs.clear();
      continue;
    }
    if (ifOp) {
      Operation *afterRun = ifs.empty() ? nullptr : ifs.back()->getNextNode();
      if (afterRun && afterRun != ifOp) {
        if (usesOnlyValuesBefore(ifOp, block, afterRun))
          ifOp->moveBefore(afterRun);
        else
          ifs.clear(); // It uses what follows the run: it starts a new one.
      }
      ifs.push_back(ifOp);
      continue;
    }
    if (op.getNumRegions() != 0)
      continue;
    // Above the run where its operands allow (a value of an enclosing block
    // is defined before them all); an op that uses an if's result stays
    // after the run.
    if (usesOnlyValuesBefore(&op, block, ifs.front()))
      op.moveBefore(ifs.front());
  }
}

struct UOpHoistLoadsAboveIfsPass
    : public uop::impl::UOpHoistLoadsAboveIfsBase<UOpHoistLoadsAboveIfsPass> {
  void runOnOperation() override {
    getOperation()->walk([](Block *block) { hoistAboveIfs(*block); });
  }
};

/// Whether `op` is an scf.if that has no other effect than reads and loads
/// consecutive elements along `loop` (what LLVM can turn into a masked
/// vector load).
bool isConsecutiveGatedLoad(Operation *op, LinearStride &stride) {
  if (!isa<scf::IfOp>(op) || !onlyReads(op))
    return false;
  WalkResult loads = op->walk([&](memref::LoadOp load) {
    std::optional<int64_t> step = stride.of(load.getIndices().back());
    return step && *step == 1 ? WalkResult::interrupt() : WalkResult::advance();
  });
  return loads.wasInterrupted();
}

/// Whether `loop` runs at most `maxTrips` times, by steps of 1, has no loop
/// inside it and holds a consecutive gated load.
bool isShortInnermostGatedLoop(scf::ForOp loop, int64_t maxTrips) {
  std::optional<APInt> trips = loop.getStaticTripCount();
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!trips || trips->getSExtValue() > maxTrips || step != 1)
    return false;
  LinearStride stride(loop);
  bool innermost = true, gated = false;
  loop.getBody()->walk([&](Operation *op) {
    innermost &= !isa<LoopLikeOpInterface>(op);
    gated |= isConsecutiveGatedLoad(op, stride);
  });
  return innermost && gated;
}

struct UOpKeepGatedLoopsUnpeeledPass
    : public uop::impl::UOpKeepGatedLoopsUnpeeledBase<
          UOpKeepGatedLoopsUnpeeledPass> {
  using Base::Base;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // LLVM stops peeling once the iterations already peeled reach its limit
    // (unroll-peel-max-count); the largest count is past any limit.
    auto peeled = LLVM::LoopPeeledAttr::get(
        context, IntegerAttr::get(IntegerType::get(context, 32),
                                  std::numeric_limits<int32_t>::max()));
    auto annotation = uop::getLoopAnnotation(context, /*vectorize=*/{}, peeled);
    StringAttr annotationName = uop::getLoopAnnotationAttrName(context);
    getOperation()->walk([&](scf::ForOp loop) {
      if (isShortInnermostGatedLoop(loop, maxTripCount))
        loop->setAttr(annotationName, annotation);
    });
  }
};

} // namespace
