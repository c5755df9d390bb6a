//===- IntegerRangeRules.cpp - index simplification by ranges -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "IntegerRangeRules.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::uop;

static bool isScalarInteger(Type type) { return isa<IntegerType>(type); }

static bool hasRanges(Operation *op) {
  return isa<InferIntRangeInterface>(op) &&
         llvm::all_of(op->getOperandTypes(), isScalarInteger);
}

bool IntegerRangeRules::inferRanges(Operation *op) {
  if (!hasRanges(op))
    return false;
  // Operands not inferred yet (ops a rewrite just created) first, without
  // recursion: a chain of them may be long.
  SmallVector<Operation *> pending;
  SmallPtrSet<Operation *, 4> seen;
  auto pushUninferred = [&](Operation *user) {
    for (Value operand : user->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && !ranges.count(operand) && hasRanges(def) &&
          seen.insert(def).second)
        pending.push_back(def);
  };
  pushUninferred(op);
  while (!pending.empty()) {
    Operation *def = pending.back();
    size_t size = pending.size();
    pushUninferred(def);
    if (pending.size() != size)
      continue;
    pending.pop_back();
    inferKnownOperands(def);
  }
  return inferKnownOperands(op);
}

bool IntegerRangeRules::inferKnownOperands(Operation *op) {
  SmallVector<ConstantIntRanges> operandRanges;
  for (Value operand : op->getOperands())
    operandRanges.push_back(getRange(operand));
  bool changed = false;
  cast<InferIntRangeInterface>(op).inferResultRanges(
      operandRanges, [&](Value value, const ConstantIntRanges &range) {
        auto [it, inserted] = ranges.try_emplace(value, range);
        if (inserted || it->second == range)
          return;
        it->second = range;
        changed = true;
      });
  return changed;
}

void IntegerRangeRules::forget(Operation *op) {
  for (Value result : op->getResults())
    ranges.erase(result);
}

ConstantIntRanges IntegerRangeRules::getRange(Value value) {
  auto it = ranges.find(value);
  if (it != ranges.end())
    return it->second;
  return ConstantIntRanges::maxRange(value.getType().getIntOrFloatBitWidth());
}

Value IntegerRangeRules::getConstant(Operation *at, Type type,
                                     const APInt &value,
                                     RewriterBase &rewriter) {
  rewriter.setInsertionPoint(at);
  Value constant = ConstOp::create(rewriter, at->getLoc(), type,
                                   IntegerAttr::get(type, value));
  ranges.insert_or_assign(constant, ConstantIntRanges::constant(value));
  return constant;
}

void IntegerRangeRules::replace(Operation *op, Value replacement,
                                RewriterBase &rewriter) {
  rewriter.replaceUsesWithIf(op->getResult(0), replacement, [](OpOperand &use) {
    return !isa<DefineAccOp, EndRangeOp>(use.getOwner());
  });
  if (op->use_empty() && isPure(op)) {
    forget(op);
    rewriter.eraseOp(op);
  }
}

Value IntegerRangeRules::simplify(Operation *op, RewriterBase &rewriter) {
  if (op->getNumResults() != 1 || isa<ConstOp>(op))
    return {};
  Value result = op->getResult(0);
  Type type = result.getType();
  if (!isScalarInteger(type) || !ranges.count(result))
    return {};
  ConstantIntRanges range = getRange(result);
  // A value that can take one value only is that constant.
  if (std::optional<APInt> constant = range.getConstantValue();
      constant && (isALUOp(op) || isa<SpecialOp>(op)))
    return getConstant(op, type, *constant, rewriter);
  if (!isALUOp(op) || type.isUnsignedInteger() || type.isInteger(1))
    return {};
  if (isa<MaxOp>(op))
    return simplifyMax(op);
  if (isa<DivOp, ModOp>(op))
    return simplifyDivision(op, rewriter);
  return {};
}

/// max(a, b) is the arm that is never smaller than the other.
Value IntegerRangeRules::simplifyMax(Operation *op) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  ConstantIntRanges lhsRange = getRange(lhs), rhsRange = getRange(rhs);
  if (lhsRange.smin().sge(rhsRange.smax()))
    return lhs;
  if (rhsRange.smin().sge(lhsRange.smax()))
    return rhs;
  return {};
}

bool IntegerRangeRules::isNonNegative(Value value) {
  return !getRange(value).smin().isNegative();
}

/// (x * k*c + y) / c -> x * k and (x * k*c + y) % c -> y for 0 <= y < c and
/// a sum that is never negative; y / c -> 0 and y % c -> y for 0 <= y < c.
Value IntegerRangeRules::simplifyDivision(Operation *op,
                                          RewriterBase &rewriter) {
  Value numerator = op->getOperand(0);
  APInt divisor;
  if (!matchPattern(op->getOperand(1), m_ConstantInt(&divisor)) ||
      !divisor.isStrictlyPositive() || !isNonNegative(numerator))
    return {};
  auto isRemainder = [&](Value value) {
    ConstantIntRanges range = getRange(value);
    return !range.smin().isNegative() && range.smax().slt(divisor);
  };
  bool isDiv = isa<DivOp>(op);
  if (isRemainder(numerator))
    return isDiv ? Value() : numerator; // the quotient 0 folded already
  auto add = numerator.getDefiningOp<AddOp>();
  if (!add)
    return {};
  for (auto [product, rest] : {std::pair(add.getLhs(), add.getRhs()),
                               std::pair(add.getRhs(), add.getLhs())}) {
    auto mul = product.getDefiningOp<MulOp>();
    APInt factor;
    if (!mul || !matchPattern(mul.getRhs(), m_ConstantInt(&factor)) ||
        !factor.isStrictlyPositive() || !factor.srem(divisor).isZero() ||
        !isRemainder(rest) || !isNonNegative(product))
      continue;
    if (!isDiv)
      return rest;
    APInt quotient = factor.sdiv(divisor);
    if (quotient.isOne())
      return mul.getLhs();
    Value scale = getConstant(op, op->getResult(0).getType(), quotient, rewriter);
    Value scaled = MulOp::create(rewriter, op->getLoc(), mul.getLhs(), scale);
    ranges.insert_or_assign(scaled, getRange(op->getResult(0)));
    return scaled;
  }
  return {};
}
