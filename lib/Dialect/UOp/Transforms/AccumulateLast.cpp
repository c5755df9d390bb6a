//===- AccumulateLast.cpp - the accumulator added last --------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPACCUMULATELAST
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

/// The terms of the sum `value`, left to right: through the adds that only
/// this sum uses.
static void collectTerms(Value value, bool isRoot, SmallVectorImpl<Value> &terms) {
  auto add = value.getDefiningOp<AddOp>();
  if (!add || (!isRoot && !add->hasOneUse())) {
    terms.push_back(value);
    return;
  }
  collectTerms(add.getLhs(), /*isRoot=*/false, terms);
  collectTerms(add.getRhs(), /*isRoot=*/false, terms);
}

/// Rewrites the update of each phi that sums terms into its accumulator,
/// such as `a + (b + (c + acc))`, as `((a + b) + c) + acc`: the terms of
/// an iteration are summed first, then the accumulator once, so that an
/// iteration waits for the previous one for one add instead of one per
/// term. This is the order tinygrad's C computes (its renderer prints the
/// sum without parentheses). Exact for integers; for floats only where the
/// kernel allows inexact float rewrites (not `strict_float`).
static LogicalResult accumulateLast(PhiOp phi, RewriterBase &rewriter) {
  Value acc = phi.getAcc();
  auto root = phi.getUpdate().getDefiningOp<AddOp>();
  if (!root || !allowsInexactFloatRewrites(root) || root.getLhs() == acc ||
      root.getRhs() == acc)
    return failure();
  SmallVector<Value> terms;
  collectTerms(root, /*isRoot=*/true, terms);
  if (llvm::count(terms, acc) != 1)
    return failure();
  rewriter.setInsertionPoint(root);
  Value sum;
  for (Value term : terms)
    if (term != acc)
      sum = sum ? AddOp::create(rewriter, root.getLoc(), sum, term).getResult()
                : term;
  Value update = AddOp::create(rewriter, root.getLoc(), sum, acc);
  rewriter.modifyOpInPlace(phi,
                           [&] { phi.getUpdateMutable().assign(update); });
  return success();
}

namespace {
struct UOpAccumulateLastPass
    : public uop::impl::UOpAccumulateLastBase<UOpAccumulateLastPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    SmallVector<PhiOp> phis;
    getOperation()->walk([&](PhiOp phi) { phis.push_back(phi); });
    for (PhiOp phi : phis) {
      Operation *oldRoot = phi.getUpdate().getDefiningOp();
      if (failed(accumulateLast(phi, rewriter)))
        continue;
      // The old sum, now unused, term by term.
      SmallVector<Operation *> dead = {oldRoot};
      while (!dead.empty()) {
        Operation *op = dead.pop_back_val();
        if (!op || !op->use_empty() || !isa<AddOp>(op))
          continue;
        SmallVector<Value> operands(op->getOperands());
        rewriter.eraseOp(op);
        for (Value operand : operands)
          dead.push_back(operand.getDefiningOp());
      }
    }
  }
};
} // namespace
