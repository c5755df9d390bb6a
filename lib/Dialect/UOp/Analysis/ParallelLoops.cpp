//===- ParallelLoops.cpp - loops whose iterations are independent ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/ParallelLoops.h"
#include "uop/Dialect/UOp/Analysis/IntegerRanges.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::uop;

ParallelLoopAnalysis::ParallelLoopAnalysis(KernelOp kernel)
    : kernel(kernel), ranges(computeIntegerRanges(kernel)) {
  for (Operation &op : kernel.getBodyBlock())
    if (isa<SpecialOp, DefineLocalOp, BarrierOp, IfOp, WmmaOp>(op))
      isCLANGForm = false;
  isCLANGForm &= !kernel.getLinear();
}

std::optional<ParallelLoopAnalysis::LinearForm>
ParallelLoopAnalysis::decompose(Value value, RangeOp loop,
                                ArrayRef<RangeOp> fixed,
                                const DenseSet<Operation *> &dependents) const {
  if (value == loop.getResult())
    return LinearForm{1, 0, 0};
  // An index that is the same throughout the iterations compared.
  if (llvm::is_contained(fixed, value.getDefiningOp()))
    return LinearForm{0, 0, 0};
  Operation *def = value.getDefiningOp();
  bool isDependent = def && dependents.contains(def);
  // A value the loop does not change, by its range.
  auto invariant = [&]() -> std::optional<LinearForm> {
    if (isDependent || !isa<IntegerType>(value.getType()))
      return std::nullopt;
    ConstantIntRanges range = lookupIntegerRange(ranges, value);
    return LinearForm{0, range.smin().getSExtValue(),
                      range.smax().getSExtValue()};
  };
  // Sums and constant multiples are taken apart, so that the fixed indices
  // in them drop out.
  if (!def || !isa<AddOp, SubOp, MulOp>(def))
    return invariant();
  auto add = [](LinearForm a, LinearForm b,
                bool negateB) -> std::optional<LinearForm> {
    LinearForm sum;
    int64_t bLow = negateB ? -b.high : b.low, bHigh = negateB ? -b.low : b.high;
    int64_t bCoefficient = negateB ? -b.coefficient : b.coefficient;
    if (llvm::AddOverflow(a.coefficient, bCoefficient, sum.coefficient) ||
        llvm::AddOverflow(a.low, bLow, sum.low) ||
        llvm::AddOverflow(a.high, bHigh, sum.high))
      return std::nullopt;
    return sum;
  };
  if (isa<AddOp, SubOp>(def)) {
    auto lhs = decompose(def->getOperand(0), loop, fixed, dependents);
    auto rhs = decompose(def->getOperand(1), loop, fixed, dependents);
    if (!lhs || !rhs)
      return std::nullopt;
    return add(*lhs, *rhs, isa<SubOp>(def));
  }
  if (isa<MulOp>(def)) {
    APInt factor;
    Value other;
    if (matchPattern(def->getOperand(1), m_ConstantInt(&factor)))
      other = def->getOperand(0);
    else if (matchPattern(def->getOperand(0), m_ConstantInt(&factor)))
      other = def->getOperand(1);
    else
      return invariant();
    auto form = decompose(other, loop, fixed, dependents);
    if (!form)
      return std::nullopt;
    int64_t scale = factor.getSExtValue();
    LinearForm scaled;
    if (llvm::MulOverflow(form->coefficient, scale, scaled.coefficient) ||
        llvm::MulOverflow(form->low, scale, scaled.low) ||
        llvm::MulOverflow(form->high, scale, scaled.high))
      return std::nullopt;
    if (scale < 0)
      std::swap(scaled.low, scaled.high);
    return scaled;
  }
  return std::nullopt;
}

bool ParallelLoopAnalysis::isParallel(RangeOp loop,
                                      ArrayRef<RangeOp> fixed) const {
  if (!isCLANGForm)
    return false;
  // Everything computed from the loop's index, through phis too (a phi of
  // an inner reduction holds one value per iteration).
  DenseSet<Operation *> dependents;
  SmallVector<Operation *> worklist(loop->getUsers().begin(),
                                    loop->getUsers().end());
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (dependents.insert(op).second)
      llvm::append_range(worklist, op->getUsers());
  }
  for (Operation *op : dependents)
    if (auto acc = dyn_cast<DefineAccOp>(op))
      if (llvm::is_contained(acc.getRanges(), loop.getResult()))
        return false;
  // Each access to a stored buffer stays within the iteration's own
  // `stride` elements.
  DenseMap<Value, int64_t> strides;
  auto ownsElements = [&](Value buffer, Value index, Type type,
                          bool isStore) {
    auto form = decompose(index, loop, fixed, dependents);
    int64_t lanes = 1;
    if (auto vectorType = dyn_cast<VectorType>(type))
      lanes = vectorType.getNumElements();
    if (!form || form->coefficient <= 0 || form->low < 0 ||
        form->high + lanes > form->coefficient)
      return false;
    auto [it, inserted] = strides.try_emplace(buffer, form->coefficient);
    return (inserted && isStore) || it->second == form->coefficient;
  };
  for (auto store : kernel.getBodyBlock().getOps<StoreOp>())
    if (!dependents.contains(store) ||
        !ownsElements(store.getBuf(), store.getIdx(), store.getValue().getType(),
                      /*isStore=*/true))
      return false;
  for (auto load : kernel.getBodyBlock().getOps<LoadOp>())
    if (strides.count(load.getBuf()) &&
        !ownsElements(load.getBuf(), load.getIdx(), load.getType(),
                      /*isStore=*/false))
      return false;
  return true;
}
