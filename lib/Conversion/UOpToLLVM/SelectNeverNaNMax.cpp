//===- SelectNeverNaNMax.cpp - maxnumf of a never-NaN value as a select ---===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "uop/Conversion/Passes.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPSELECTNEVERNANMAX
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// Which values of an op are never NaN, as the pass describes. The ops are
/// visited in order, operands before users, so that no query recurses; an
/// scf.for iter_arg is assumed never NaN when its initial value is, until
/// its yielded value says otherwise, and then the whole op is visited again.
class NeverNaNValues {
public:
  explicit NeverNaNValues(Operation *root) {
    do {
      neverNaN.clear();
      visitRegions(root);
    } while (refuteIterArgs());
  }

  bool contains(Value value) const { return neverNaN.contains(value); }

private:
  void visitRegions(Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          visit(&nested);
  }

  void visit(Operation *op) {
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      for (auto [arg, init] :
           llvm::zip(forOp.getRegionIterArgs(), forOp.getInitArgs()))
        if (isNeverNaN(init) && !refuted.contains(arg))
          neverNaN.insert(arg);
      loops.push_back(forOp);
    }
    visitRegions(op);
    for (Value result : op->getResults())
      if (isResultNeverNaN(op, result))
        neverNaN.insert(result);
  }

  bool isNeverNaN(Value value) const {
    return !isa<FloatType>(getElementTypeOrSelf(value.getType())) ||
           neverNaN.contains(value);
  }

  bool isResultNeverNaN(Operation *op, Value result) const {
    if (!isa<FloatType>(getElementTypeOrSelf(result.getType())))
      return true;
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      if (auto value = dyn_cast<FloatAttr>(constant.getValue()))
        return !value.getValue().isNaN();
      if (auto values = dyn_cast<DenseFPElementsAttr>(constant.getValue()))
        return llvm::none_of(values.getValues<APFloat>(),
                             [](const APFloat &v) { return v.isNaN(); });
      return false;
    }
    if (isa<arith::SIToFPOp, arith::UIToFPOp>(op))
      return true;
    if (isa<arith::ExtFOp, arith::TruncFOp>(op))
      return isNeverNaN(op->getOperand(0));
    if (isa<arith::MaxNumFOp, arith::MinNumFOp>(op))
      return isNeverNaN(op->getOperand(0)) || isNeverNaN(op->getOperand(1));
    if (isa<arith::MaximumFOp, arith::MinimumFOp>(op))
      return isNeverNaN(op->getOperand(0)) && isNeverNaN(op->getOperand(1));
    if (auto select = dyn_cast<arith::SelectOp>(op))
      return isNeverNaN(select.getTrueValue()) &&
             isNeverNaN(select.getFalseValue());
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      unsigned index = cast<OpResult>(result).getResultNumber();
      return neverNaN.contains(forOp.getRegionIterArgs()[index]) &&
             isNeverNaN(forOp.getYieldedValues()[index]);
    }
    return false;
  }

  /// Refutes the iter_args assumed never NaN whose yielded values may be
  /// NaN. Returns whether there was one.
  bool refuteIterArgs() {
    bool changed = false;
    for (scf::ForOp forOp : loops)
      for (auto [arg, yielded] :
           llvm::zip(forOp.getRegionIterArgs(), forOp.getYieldedValues()))
        if (neverNaN.contains(arg) && !isNeverNaN(yielded)) {
          refuted.insert(arg);
          changed = true;
        }
    loops.clear();
    return changed;
  }

  DenseSet<Value> neverNaN;
  DenseSet<Value> refuted;
  SmallVector<scf::ForOp> loops;
};

struct UOpSelectNeverNaNMaxPass
    : public uop::impl::UOpSelectNeverNaNMaxBase<UOpSelectNeverNaNMaxPass> {
  void runOnOperation() override {
    SmallVector<arith::MaxNumFOp> maxes;
    getOperation()->walk([&](arith::MaxNumFOp op) { maxes.push_back(op); });
    if (maxes.empty())
      return markAllAnalysesPreserved();
    // Which operand is never NaN, decided before any rewrite: a select
    // that replaces a max is not one of the analysed values.
    NeverNaNValues neverNaN(getOperation());
    SmallVector<std::pair<arith::MaxNumFOp, bool>> rewrites;
    for (arith::MaxNumFOp op : maxes) {
      if (neverNaN.contains(op.getRhs()))
        rewrites.push_back({op, /*lhsNeverNaN=*/false});
      else if (neverNaN.contains(op.getLhs()))
        rewrites.push_back({op, /*lhsNeverNaN=*/true});
    }
    for (auto [op, lhsNeverNaN] : rewrites) {
      Value other = op.getLhs(), known = op.getRhs();
      if (lhsNeverNaN)
        std::swap(other, known);
      // maxnum(a, b) with b never NaN: b unless a > b (false for a NaN a).
      OpBuilder builder(op);
      Value greater = arith::CmpFOp::create(
          builder, op.getLoc(), arith::CmpFPredicate::OGT, other, known);
      op.replaceAllUsesWith(
          arith::SelectOp::create(builder, op.getLoc(), greater, other, known)
              .getResult());
      op.erase();
    }
  }
};

} // namespace
