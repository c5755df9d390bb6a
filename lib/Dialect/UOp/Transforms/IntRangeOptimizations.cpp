//===- IntRangeOptimizations.cpp - index simplification by ranges ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPINTRANGEOPTIMIZATIONS
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

namespace {

/// Simplifies one kernel in a single pass over its ops: operands come before
/// their users, so each op sees its operands' final ranges.
class RangeSimplifier {
public:
  explicit RangeSimplifier(KernelOp kernel) : builder(kernel.getContext()) {}

  void run(KernelOp kernel) {
    for (Operation &op : llvm::make_early_inc_range(kernel.getBodyBlock())) {
      auto rangeOp = dyn_cast<InferIntRangeInterface>(op);
      if (!rangeOp || !llvm::all_of(op.getOperandTypes(), isScalarInteger))
        continue;
      SmallVector<ConstantIntRanges> operandRanges;
      for (Value operand : op.getOperands())
        operandRanges.push_back(getRange(operand));
      rangeOp.inferResultRanges(operandRanges,
                                [&](Value value, const ConstantIntRanges &r) {
                                  ranges.insert_or_assign(value, r);
                                });
      if (op.getNumResults() == 1 && ranges.count(op.getResult(0)))
        if (Value replacement = simplify(&op))
          replace(&op, replacement);
    }
  }

private:
  static bool isScalarInteger(Type type) { return isa<IntegerType>(type); }

  ConstantIntRanges getRange(Value value) {
    auto it = ranges.find(value);
    if (it != ranges.end())
      return it->second;
    return ConstantIntRanges::maxRange(value.getType().getIntOrFloatBitWidth());
  }

  Value getConstant(Operation *at, Type type, const APInt &value) {
    builder.setInsertionPoint(at);
    Value constant = ConstOp::create(builder, at->getLoc(), type,
                                     IntegerAttr::get(type, value));
    ranges.insert_or_assign(constant, ConstantIntRanges::constant(value));
    return constant;
  }

  /// Replaces the value uses of `op`; accumulators and end markers keep
  /// naming their range.
  void replace(Operation *op, Value replacement) {
    op->getResult(0).replaceUsesWithIf(replacement, [](OpOperand &use) {
      return !isa<DefineAccOp, EndRangeOp>(use.getOwner());
    });
    if (op->use_empty() && isPure(op))
      op->erase();
  }

  Value simplify(Operation *op) {
    Value result = op->getResult(0);
    Type type = result.getType();
    if (!isScalarInteger(type) || isa<ConstOp>(op))
      return {};
    ConstantIntRanges range = getRange(result);
    // A value that can take one value only is that constant.
    if (std::optional<APInt> constant = range.getConstantValue();
        constant && (isALUOp(op) || isa<SpecialOp>(op)))
      return getConstant(op, type, *constant);
    if (!isALUOp(op) || type.isUnsignedInteger() || type.isInteger(1))
      return {};
    if (auto max = dyn_cast<MaxOp>(op))
      return simplifyMax(max);
    if (isa<DivOp, ModOp>(op))
      return simplifyDivision(op);
    return {};
  }

  /// max(a, b) is the arm that is never smaller than the other.
  Value simplifyMax(MaxOp op) {
    ConstantIntRanges lhs = getRange(op.getLhs()), rhs = getRange(op.getRhs());
    if (lhs.smin().sge(rhs.smax()))
      return op.getLhs();
    if (rhs.smin().sge(lhs.smax()))
      return op.getRhs();
    return {};
  }

  bool isNonNegative(Value value) { return !getRange(value).smin().isNegative(); }

  /// (x * k*c + y) / c -> x * k and (x * k*c + y) % c -> y for 0 <= y < c and
  /// a sum that is never negative; y / c -> 0 and y % c -> y for 0 <= y < c.
  Value simplifyDivision(Operation *op) {
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
      Value scale = getConstant(op, op->getResult(0).getType(), quotient);
      Value scaled = MulOp::create(builder, op->getLoc(), mul.getLhs(), scale);
      ranges.insert_or_assign(scaled, getRange(op->getResult(0)));
      return scaled;
    }
    return {};
  }

  OpBuilder builder;
  DenseMap<Value, ConstantIntRanges> ranges;
};

struct UOpIntRangeOptimizationsPass
    : public uop::impl::UOpIntRangeOptimizationsBase<
          UOpIntRangeOptimizationsPass> {
  void runOnOperation() override {
    getOperation()->walk(
        [](KernelOp kernel) { RangeSimplifier(kernel).run(kernel); });
  }
};

} // namespace
