//===- InferIntRangeInterfaceImpls.cpp - integer ranges of uop values -----===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The index arithmetic that 0.9.0 simplifies in shape/symbolic.py works here
// from integer ranges: thread indices, loop indices and variables have known
// bounds, and the integer ALU ops propagate them (wrapping where they may).
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/Interfaces/Utils/InferIntRangeCommon.h"
#include "llvm/ADT/TypeSwitch.h"
#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::uop;
using namespace mlir::intrange;

static ConstantIntRanges getSignedRange(unsigned width, int64_t min,
                                        int64_t max) {
  return ConstantIntRanges::fromSigned(APInt(width, min, /*isSigned=*/true),
                                       APInt(width, max, /*isSigned=*/true));
}

/// The values 0 .. size - 1 of an index into `size` (an integer, or a
/// `#uop.var` or `#uop.expr` whose largest value over its variables' bounds
/// bounds it).
static ConstantIntRanges getIndexRange(Attribute size) {
  int64_t max = getSizeBounds(size).max;
  return getSignedRange(
      32, 0,
      std::clamp<int64_t>(max, 1, std::numeric_limits<int32_t>::max()) - 1);
}

void ConstOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                SetIntRangeFn setResultRange) {
  if (auto value = dyn_cast<IntegerAttr>(getValue()))
    setResultRange(getResult(), ConstantIntRanges::constant(value.getValue()));
}

void SpecialOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                  SetIntRangeFn setResultRange) {
  setResultRange(getResult(), getIndexRange(getSize()));
}

void DefineVarOp::inferResultRanges(ArrayRef<ConstantIntRanges>,
                                    SetIntRangeFn setResultRange) {
  setResultRange(getResult(),
                 getSignedRange(32, getVar().getMin(), getVar().getMax()));
}

void RangeOp::inferResultRanges(ArrayRef<ConstantIntRanges> ranges,
                                SetIntRangeFn setResultRange) {
  // start <= index <= end - 1 (a loop runs at least once: RangeOp).
  const APInt &min = ranges[0].smin();
  APInt max = ranges[1].smax();
  if (!max.isMinSignedValue())
    max -= 1;
  if (max.slt(min))
    max = min;
  setResultRange(getResult(), ConstantIntRanges::fromSigned(min, max));
}

void mlir::uop::detail::inferALUResultRanges(Operation *op,
                                             ArrayRef<ConstantIntRanges> ranges,
                                             SetIntRangeFn setResultRange) {
  Value result = op->getResult(0);
  Type operandType = op->getOperand(op->getNumOperands() - 1).getType();
  if (!isa<IntegerType>(result.getType()) ||
      !isa<IntegerType>(operandType))
    return;
  // A bool compares as unsigned (false < true); its arithmetic is C _Bool's,
  // not the wrapping 1-bit arithmetic the helpers model, so it gets no range.
  bool isBool = operandType.isInteger(1);
  bool isUnsigned = operandType.isUnsignedInteger() || isBool;
  if (isBool && !isa<CmpLtOp, CmpEqOp, WhereOp>(op))
    return;
  auto compare = [&](CmpPredicate predicate) {
    std::optional<bool> known = evaluatePred(predicate, ranges[0], ranges[1]);
    APInt zero(1, 0), one(1, 1);
    if (known)
      return ConstantIntRanges::constant(*known ? one : zero);
    return ConstantIntRanges::fromUnsigned(zero, one);
  };
  std::optional<ConstantIntRanges> range =
      llvm::TypeSwitch<Operation *, std::optional<ConstantIntRanges>>(op)
          .Case([&](NegOp) {
            auto zero = ConstantIntRanges::constant(
                APInt::getZero(ranges[0].smin().getBitWidth()));
            return inferSub({zero, ranges[0]});
          })
          .Case([&](AddOp) { return inferAdd(ranges); })
          .Case([&](SubOp) { return inferSub(ranges); })
          .Case([&](MulOp) { return inferMul(ranges); })
          .Case([&](DivOp) {
            return isUnsigned ? inferDivU(ranges) : inferDivS(ranges);
          })
          .Case([&](ModOp) {
            return isUnsigned ? inferRemU(ranges) : inferRemS(ranges);
          })
          .Case([&](MaxOp) {
            return isUnsigned ? inferMaxU(ranges) : inferMaxS(ranges);
          })
          .Case([&](XorOp) { return inferXor(ranges); })
          .Case([&](CmpLtOp) {
            return compare(isUnsigned ? CmpPredicate::ult : CmpPredicate::slt);
          })
          .Case([&](CmpEqOp) { return compare(CmpPredicate::eq); })
          .Case([&](WhereOp) -> std::optional<ConstantIntRanges> {
            std::optional<APInt> cond = ranges[0].getConstantValue();
            if (cond)
              return cond->isZero() ? ranges[2] : ranges[1];
            return ranges[1].rangeUnion(ranges[2]);
          })
          .Default([](Operation *) { return std::nullopt; });
  if (range)
    setResultRange(result, *range);
}
