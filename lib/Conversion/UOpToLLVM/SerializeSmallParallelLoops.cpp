//===- SerializeSmallParallelLoops.cpp - no threads for little work -------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ReductionNest.h"
#include "Versioning.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "uop/Conversion/Passes.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPSERIALIZESMALLPARALLELLOOPS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// The count of operations a parallel loop runs: each op once per iteration
/// of the loops around it, both branches of an if. Constant where the trip
/// counts are (saturating); otherwise `index` arithmetic built before the
/// loop, which needs every trip count from values defined outside it.
class WorkEstimate {
public:
  WorkEstimate(RewriterBase &rewriter, scf::ParallelOp loop)
      : rewriter(rewriter), loop(loop) {}

  std::optional<OpFoldResult> of(Operation &op) {
    OpFoldResult trips = rewriter.getIndexAttr(1);
    if (auto nest = dyn_cast<LoopLikeOpInterface>(op)) {
      std::optional<SmallVector<OpFoldResult>> lows = nest.getLoopLowerBounds(),
                                               highs = nest.getLoopUpperBounds(),
                                               steps = nest.getLoopSteps();
      if (!lows || !highs || !steps)
        return std::nullopt;
      for (auto [low, high, step] : llvm::zip_equal(*lows, *highs, *steps)) {
        std::optional<OpFoldResult> count = tripCount(low, high, step);
        if (!count)
          return std::nullopt;
        trips = multiply(trips, *count);
      }
    }
    OpFoldResult body = rewriter.getIndexAttr(1);
    for (Region &region : op.getRegions())
      for (Block &block : region)
        for (Operation &nested : block) {
          std::optional<OpFoldResult> work = of(nested);
          if (!work)
            return std::nullopt;
          body = add(body, *work);
        }
    return multiply(trips, body);
  }

private:
  /// `value` before the parallel loop: itself where it is defined outside
  /// the loop, else a copy of the pure ops that compute it there from such
  /// values (the casts of a variable to a trip count); null otherwise.
  Value hoist(Value value) {
    return uop::cloneDefinition(rewriter, value, loop, hoisted,
                                [](Operation *op) {
                                  return op->getNumRegions() == 0 &&
                                         isPure(op);
                                });
  }

  Value materialize(OpFoldResult value) {
    return getValueOrCreateConstantIndexOp(rewriter, loop.getLoc(), value);
  }

  std::optional<OpFoldResult> tripCount(OpFoldResult low, OpFoldResult high,
                                        OpFoldResult step) {
    std::optional<int64_t> from = getConstantIntValue(low),
                           to = getConstantIntValue(high),
                           by = getConstantIntValue(step);
    if (from && to && by) {
      if (*by <= 0)
        return std::nullopt;
      return rewriter.getIndexAttr(
          *to > *from ? llvm::divideCeil(uint64_t(*to) - uint64_t(*from), *by)
                      : 0);
    }
    // A chunk of a strip-mined loop, from `low` to min(low + c, end), runs
    // at most c / step times.
    if (std::optional<int64_t> chunk = chunkSize(low, high);
        chunk && by && *by > 0)
      return rewriter.getIndexAttr(llvm::divideCeil(*chunk, *by));
    // The bounds of a loop over i32 (a range's) count in index, where their
    // difference cannot wrap.
    Location loc = loop.getLoc();
    SmallVector<Value, 3> bounds;
    for (OpFoldResult bound : {low, high, step}) {
      Value value =
          isa<Value>(bound) ? hoist(cast<Value>(bound)) : materialize(bound);
      if (!value)
        return std::nullopt;
      if (!value.getType().isIndex())
        value = rewriter.createOrFold<arith::IndexCastOp>(
            loc, rewriter.getIndexType(), value);
      bounds.push_back(value);
    }
    // max(high - low, 0) ceildiv step, for a positive step.
    Value span =
        rewriter.createOrFold<arith::SubIOp>(loc, bounds[1], bounds[0]);
    span = rewriter.createOrFold<arith::MaxSIOp>(
        loc, span, arith::ConstantIndexOp::create(rewriter, loc, 0));
    return OpFoldResult(
        rewriter.createOrFold<arith::CeilDivSIOp>(loc, span, bounds[2]));
  }

  /// The constant `c` where `high` is min(low + c, end), in either order.
  static std::optional<int64_t> chunkSize(OpFoldResult low, OpFoldResult high) {
    auto lowValue = dyn_cast<Value>(low);
    auto highValue = dyn_cast<Value>(high);
    if (!lowValue || !highValue)
      return std::nullopt;
    auto minimum = highValue.getDefiningOp<arith::MinSIOp>();
    if (!minimum)
      return std::nullopt;
    for (Value bound : minimum->getOperands()) {
      auto sum = bound.getDefiningOp<arith::AddIOp>();
      if (!sum)
        continue;
      if (sum.getLhs() == lowValue)
        return getConstantIntValue(sum.getRhs());
      if (sum.getRhs() == lowValue)
        return getConstantIntValue(sum.getLhs());
    }
    return std::nullopt;
  }

  OpFoldResult add(OpFoldResult a, OpFoldResult b) {
    return combine<arith::AddIOp>(a, b, [](uint64_t x, uint64_t y) {
      return llvm::SaturatingAdd(x, y);
    });
  }

  OpFoldResult multiply(OpFoldResult a, OpFoldResult b) {
    return combine<arith::MulIOp>(a, b, [](uint64_t x, uint64_t y) {
      return llvm::SaturatingMultiply(x, y);
    });
  }

  /// `fold` of two constants (the counts are not negative; saturated at
  /// INT64_MAX), else an `ArithOp` of the two.
  template <typename ArithOp, typename Fold>
  OpFoldResult combine(OpFoldResult a, OpFoldResult b, Fold fold) {
    std::optional<int64_t> x = getConstantIntValue(a), y = getConstantIntValue(b);
    if (x && y)
      return rewriter.getIndexAttr(static_cast<int64_t>(
          std::min<uint64_t>(fold(uint64_t(*x), uint64_t(*y)), INT64_MAX)));
    return rewriter.createOrFold<ArithOp>(loop.getLoc(), materialize(a),
                                          materialize(b));
  }

  RewriterBase &rewriter;
  scf::ParallelOp loop;
  /// The values hoisted before the loop, and their copies there.
  IRMapping hoisted;
};

struct UOpSerializeSmallParallelLoopsPass
    : public uop::impl::UOpSerializeSmallParallelLoopsBase<
          UOpSerializeSmallParallelLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<scf::ParallelOp> outermost;
    getOperation()->walk<WalkOrder::PreOrder>([&](scf::ParallelOp loop) {
      outermost.push_back(loop);
      // The outermost loop decides for the loops inside it.
      return WalkResult::skip();
    });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : outermost)
      if (failed(serializeIfSmall(rewriter, loop)))
        return signalPassFailure();
  }

  /// Serializes `loop` where its work is a constant below `minWork`; guards
  /// it with its serial form where the work is known only at run time.
  LogicalResult serializeIfSmall(RewriterBase &rewriter, scf::ParallelOp loop) {
    rewriter.setInsertionPoint(loop);
    Operation *before = loop->getPrevNode();
    std::optional<OpFoldResult> work =
        WorkEstimate(rewriter, loop).of(*loop.getOperation());
    if (!work) {
      // The arithmetic of the trip counts estimated before one was not.
      while (loop->getPrevNode() != before)
        rewriter.eraseOp(loop->getPrevNode());
      return success();
    }
    if (std::optional<int64_t> known = getConstantIntValue(*work)) {
      if (*known >= minWork)
        return success();
      return scf::parallelForToNestedFors(rewriter, loop);
    }
    if (loop.getNumResults() != 0)
      return success();
    Location loc = loop.getLoc();
    Value large = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::sge, cast<Value>(*work),
        arith::ConstantIndexOp::create(rewriter, loc, minWork));
    IRMapping mapping;
    uop::cloneUnderCondition(rewriter, loop, large, mapping);
    return scf::parallelForToNestedFors(rewriter, loop);
  }
};

} // namespace
