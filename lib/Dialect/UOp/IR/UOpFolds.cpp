//===- UOpFolds.cpp - folders of the uop ops ------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The single-op entries of tinygrad 0.9.0's constant_folder: each returns an
// existing value or a constant. Rewrites that create ops are patterns, in
// UOpCanonicalize.cpp.
//
//===----------------------------------------------------------------------===//

#include "ConstantUtils.h"
#include "uop/Dialect/UOp/IR/UOpConstantEval.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::uop;

bool mlir::uop::allowsInexactFloatRewrites(Operation *op) {
  Type type = op->getNumOperands() ? op->getOperand(op->getNumOperands() - 1).getType()
                                   : op->getResult(0).getType();
  if (!isa<FloatType>(getScalarDType(type)))
    return true;
  // Outside a kernel (an op lowered next to other dialects' ops) nothing
  // says the float identities are wanted: keep the arithmetic exact.
  auto kernel = op->getParentOfType<KernelOp>();
  return kernel && !kernel.getStrictFloat();
}

OpFoldResult mlir::uop::detail::foldALUOp(Operation *op,
                                          ArrayRef<Attribute> operands) {
  if (TypedAttr folded = evaluateALUOp(op, operands))
    return folded;
  bool inexactOk = allowsInexactFloatRewrites(op);
  Value lhs = op->getOperand(0);
  Attribute rhsConst = operands.size() > 1 ? operands[1] : Attribute();
  Type type = op->getResult(0).getType();
  return llvm::TypeSwitch<Operation *, OpFoldResult>(op)
      .Case([&](AddOp op) -> OpFoldResult {
        // x + 0 -> x (constants are on the right of commutative ops); exact
        // for -0.0 only (-0.0 + 0.0 is +0.0).
        if (isConstantEqualTo(rhsConst, 0) &&
            (inexactOk || isNegativeZero(rhsConst)))
          return lhs;
        // -x + x -> 0, as x - x. Either order: x + -x would become x - x,
        // but -x + x stays an add (uop-fuzz-diff, seed 22553: the drivers
        // met -a + b and -a - -b, with a and b equal loads). Not on bool,
        // where it is !x || x.
        if (inexactOk && !getScalarDType(type).isInteger(1))
          for (auto [value, other] : {std::pair(op.getLhs(), op.getRhs()),
                                      std::pair(op.getRhs(), op.getLhs())})
            if (auto neg = value.getDefiningOp<NegOp>();
                neg && neg.getX() == other)
              return getZeroConstant(type);
        return {};
      })
      .Case([&](SubOp op) -> OpFoldResult {
        // x - 0 -> x; exact for +0.0 only (-0.0 - -0.0 is +0.0).
        if (isConstantEqualTo(rhsConst, 0) &&
            (inexactOk || !isNegativeZero(rhsConst)))
          return lhs;
        // x - x -> 0 (not for floats under strict semantics: inf - inf).
        if (inexactOk && op.getLhs() == op.getRhs())
          return getZeroConstant(type);
        return {};
      })
      .Case([&](MulOp op) -> OpFoldResult {
        if (isConstantEqualTo(rhsConst, 1))
          return lhs;
        if (inexactOk && isConstantEqualTo(rhsConst, 0))
          return op.getRhs();
        // n * unmul(v, n) -> v. (0.9.0 also matches unmul(n, v), which gives
        // the trip count for v * n / n; that is neither the value nor, for a
        // float v, of its type, so it is left out.)
        if (auto unmul = lhs.getDefiningOp<UnmulOp>(); unmul && rhsConst)
          if (areNumericallyEqual(rhsConst, getConstantOf(unmul.getN())))
            return unmul.getValue();
        return {};
      })
      .Case([&](DivOp) -> OpFoldResult {
        if (isConstantEqualTo(rhsConst, 1))
          return lhs;
        return {};
      })
      .Case([&](MaxOp op) -> OpFoldResult {
        // max(x, INT32_MIN) -> x.
        if (type.isSignlessInteger(32) &&
            isConstantEqualTo(rhsConst, INT32_MIN))
          return lhs;
        // max(special, c) -> c when the index never exceeds c.
        if (auto special = lhs.getDefiningOp<SpecialOp>(); special && rhsConst)
          if (auto size = dyn_cast<IntegerAttr>(special.getSize()))
            if (auto c = dyn_cast<IntegerAttr>(getScalarConstant(rhsConst));
                c && size.getInt() - 1 <= c.getValue().getSExtValue())
              return op.getRhs();
        return {};
      })
      .Case([&](NegOp) -> OpFoldResult {
        if (auto inner = lhs.getDefiningOp<NegOp>())
          return inner.getX();
        return {};
      })
      .Case([&](CmpLtOp op) -> OpFoldResult {
        if (!getScalarDType(lhs.getType()).isInteger(1))
          return {};
        // bool < false and true < bool are false.
        if (isConstantEqualTo(rhsConst, 0))
          return op.getRhs();
        if (isConstantEqualTo(operands[0], 1))
          return getZeroConstant(type);
        return {};
      })
      .Case([&](WhereOp op) -> OpFoldResult {
        if (op.getLhs() == op.getRhs())
          return op.getLhs();
        if (Attribute cond = getScalarConstant(operands[0]))
          return isConstantEqualTo(cond, 0) ? op.getRhs() : op.getLhs();
        return {};
      })
      .Default([](Operation *) -> OpFoldResult { return {}; });
}

/// Whether `value`, of a half storage type, is already at half precision: a
/// load, or a cast or bitcast's result, rather than float32 arithmetic.
static bool isRoundedToStorage(Value value) {
  return !isHalfStorageType(value.getType()) ||
         isa_and_nonnull<LoadOp, CastOp, BitcastOp>(value.getDefiningOp());
}

OpFoldResult CastOp::fold(FoldAdaptor adaptor) {
  if (getInputs().size() == 1) {
    Value input = getInputs().front();
    // A cast to the same dtype is a noop, except that it rounds a half value.
    if (input.getType() == getType() && isRoundedToStorage(input))
      return input;
    return evaluateCast(adaptor.getInputs().front(), input.getType(),
                        getType());
  }
  // A vector built from one constant N times is a splat constant.
  ArrayRef<Attribute> inputs = adaptor.getInputs();
  if (!inputs.front() || !llvm::all_equal(inputs))
    return {};
  return SplatElementsAttr::get(cast<ShapedType>(getComputeType(getType())),
                                inputs.front());
}

OpFoldResult BitcastOp::fold(FoldAdaptor adaptor) {
  if (getInput().getType() == getType() && isRoundedToStorage(getInput()))
    return getInput();
  // bitcast(bitcast(x)) back to x's type is x, bit for bit (a half value
  // once it is rounded to its format).
  if (auto inner = getInput().getDefiningOp<BitcastOp>();
      inner && inner.getInput().getType() == getType() &&
      isRoundedToStorage(inner.getInput()))
    return inner.getInput();
  return evaluateBitcast(adaptor.getInput(), getInput().getType(), getType());
}

OpFoldResult GepOp::fold(FoldAdaptor adaptor) {
  // An element of a splat constant is the scalar constant.
  return getScalarConstant(adaptor.getVector());
}

OpFoldResult UnmulOp::fold(FoldAdaptor adaptor) {
  if (isConstantEqualTo(adaptor.getValue(), 0))
    return getValue();
  return {};
}

OpFoldResult DefineAccOp::fold(FoldAdaptor) {
  // An accumulator over no loop is its initial value.
  if (getRanges().empty())
    return getInit();
  return {};
}

OpFoldResult PhiOp::fold(FoldAdaptor adaptor) {
  DefineAccOp define = getDefineAcc();
  // A phi that keeps its accumulator is the initial value (of its element,
  // for a gep of a vector accumulator).
  if (define && getUpdate() == getAcc())
    return getAcc() == define.getResult() ? define.getInit()
                                          : getScalarConstant(define.getInit());
  // A phi of an accumulator over no loop, or of a constant, is the update.
  if (adaptor.getAcc() || (define && define.getRanges().empty()))
    return getUpdate();
  return {};
}
