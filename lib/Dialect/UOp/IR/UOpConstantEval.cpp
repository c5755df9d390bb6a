//===- UOpConstantEval.cpp - evaluate uop ops on constants ----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpConstantEval.h"
#include "ConstantUtils.h"
#include "mlir/IR/Matchers.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Support/FloatToInteger.h"
#include "llvm/ADT/TypeSwitch.h"
#include <cmath>

using namespace mlir;
using namespace mlir::uop;

/// The float semantics a dtype is stored in (f16, bf16, f32, f64).
static const llvm::fltSemantics &getStorageSemantics(Type dtype) {
  return cast<FloatType>(dtype).getFloatSemantics();
}

/// The float semantics a dtype computes in (f32 for halves).
static const llvm::fltSemantics &getComputeSemantics(Type dtype) {
  return cast<FloatType>(getComputeType(dtype)).getFloatSemantics();
}

static APFloat convert(APFloat value, const llvm::fltSemantics &semantics,
                       llvm::RoundingMode mode = APFloat::rmNearestTiesToEven) {
  bool losesInfo;
  value.convert(semantics, mode, &losesInfo);
  return value;
}

/// A float of dtype `dtype`, held at its compute precision.
static TypedAttr makeFloat(Type dtype, const APFloat &value) {
  return FloatAttr::get(getComputeType(dtype),
                        convert(value, getComputeSemantics(dtype)));
}

/// A float of dtype `dtype` rounded to its storage precision (what a store,
/// cast or bitcast of a half value does), held at its compute precision.
static APFloat roundToStorage(const APFloat &value, Type dtype) {
  return convert(convert(value, getStorageSemantics(dtype)),
                 getComputeSemantics(dtype));
}

/// Applies a libm function in double precision and rounds to the dtype's
/// compute precision (within 1 ulp of the exact result for float32).
static TypedAttr applyLibm(double (*fn)(double), Type dtype,
                           const APFloat &value) {
  double result = fn(convert(value, APFloat::IEEEdouble()).convertToDouble());
  return makeFloat(dtype, APFloat(result));
}

static TypedAttr evaluateFloat(Operation *op, Type dtype,
                               ArrayRef<APFloat> x) {
  MLIRContext *context = op->getContext();
  auto boolAttr = [&](bool value) -> TypedAttr {
    return IntegerAttr::get(IntegerType::get(context, 1), value);
  };
  auto rm = APFloat::rmNearestTiesToEven;
  // An IEEE operation at the compute precision, rounded to nearest even.
  auto apply = [&](APFloat::opStatus (APFloat::*operation)(
                       const APFloat &, APFloat::roundingMode)) {
    APFloat r = x[0];
    (r.*operation)(x[1], rm);
    return makeFloat(dtype, r);
  };
  return llvm::TypeSwitch<Operation *, TypedAttr>(op)
      .Case([&](Exp2Op) { return applyLibm(std::exp2, dtype, x[0]); })
      .Case([&](Log2Op) { return applyLibm(std::log2, dtype, x[0]); })
      .Case([&](SinOp) { return applyLibm(std::sin, dtype, x[0]); })
      .Case([&](SqrtOp) { return applyLibm(std::sqrt, dtype, x[0]); })
      .Case([&](NegOp) { return makeFloat(dtype, -x[0]); })
      .Case([&](AddOp) { return apply(&APFloat::add); })
      .Case([&](SubOp) { return apply(&APFloat::subtract); })
      .Case([&](MulOp) { return apply(&APFloat::multiply); })
      .Case([&](DivOp) { return apply(&APFloat::divide); })
      .Case([&](ModOp) {
        // C fmod: the remainder of the truncating division.
        APFloat r = x[0];
        r.mod(x[1]);
        return makeFloat(dtype, r);
      })
      .Case([&](MaxOp) { return makeFloat(dtype, llvm::maxnum(x[0], x[1])); })
      .Case([&](MulAccOp) {
        // One rounding, as the fma that targets emit.
        APFloat r = x[0];
        r.fusedMultiplyAdd(x[1], x[2], rm);
        return makeFloat(dtype, r);
      })
      .Case([&](CmpLtOp) {
        return boolAttr(x[0].compare(x[1]) == APFloat::cmpLessThan);
      })
      .Case([&](CmpEqOp) {
        return boolAttr(x[0].compare(x[1]) == APFloat::cmpEqual);
      })
      .Default([](Operation *) { return TypedAttr(); });
}

static TypedAttr evaluateBool(Operation *op, ArrayRef<APInt> x) {
  Type i1 = IntegerType::get(op->getContext(), 1);
  auto make = [&](bool value) -> TypedAttr {
    return IntegerAttr::get(i1, value);
  };
  bool a = !x[0].isZero(), b = x.size() > 1 && !x[1].isZero();
  // C _Bool arithmetic: compute in int, convert back (nonzero is true).
  return llvm::TypeSwitch<Operation *, TypedAttr>(op)
      .Case([&](NegOp) { return make(!a); })
      .Case([&](AddOp) { return make(a || b); })
      .Case([&](SubOp) { return make(a != b); })
      .Case([&](MulOp) { return make(a && b); })
      .Case([&](DivOp) { return b ? make(a) : TypedAttr(); })
      .Case([&](ModOp) { return b ? make(false) : TypedAttr(); })
      .Case([&](MaxOp) { return make(a || b); })
      .Case([&](XorOp) { return make(a != b); })
      .Case([&](CmpLtOp) { return make(!a && b); })
      .Case([&](CmpEqOp) { return make(a == b); })
      .Case([&](MulAccOp) { return make((a && b) || !x[2].isZero()); })
      .Default([](Operation *) { return TypedAttr(); });
}

static TypedAttr evaluateInteger(Operation *op, IntegerType dtype,
                                 ArrayRef<APInt> x) {
  MLIRContext *context = op->getContext();
  if (dtype.getWidth() == 1)
    return evaluateBool(op, x);
  bool isSigned = !dtype.isUnsigned();
  auto make = [&](const APInt &value) -> TypedAttr {
    return IntegerAttr::get(dtype, value);
  };
  auto boolAttr = [&](bool value) -> TypedAttr {
    return IntegerAttr::get(IntegerType::get(context, 1), value);
  };
  // Division by zero and INT_MIN / -1 have no defined value.
  auto divisionDefined = [&] {
    return !x[1].isZero() &&
           !(isSigned && x[0].isMinSignedValue() && x[1].isAllOnes());
  };
  return llvm::TypeSwitch<Operation *, TypedAttr>(op)
      .Case([&](NegOp) { return make(-x[0]); })
      .Case([&](AddOp) { return make(x[0] + x[1]); })
      .Case([&](SubOp) { return make(x[0] - x[1]); })
      .Case([&](MulOp) { return make(x[0] * x[1]); })
      .Case([&](MulAccOp) { return make(x[0] * x[1] + x[2]); })
      .Case([&](XorOp) { return make(x[0] ^ x[1]); })
      .Case([&](DivOp) {
        if (!divisionDefined())
          return TypedAttr();
        return make(isSigned ? x[0].sdiv(x[1]) : x[0].udiv(x[1]));
      })
      .Case([&](ModOp) {
        if (!divisionDefined())
          return TypedAttr();
        return make(isSigned ? x[0].srem(x[1]) : x[0].urem(x[1]));
      })
      .Case([&](MaxOp) {
        return make(isSigned ? llvm::APIntOps::smax(x[0], x[1])
                             : llvm::APIntOps::umax(x[0], x[1]));
      })
      .Case([&](CmpLtOp) {
        return boolAttr(isSigned ? x[0].slt(x[1]) : x[0].ult(x[1]));
      })
      .Case([&](CmpEqOp) { return boolAttr(x[0] == x[1]); })
      .Default([](Operation *) { return TypedAttr(); });
}

TypedAttr mlir::uop::evaluateALUOp(Operation *op, ArrayRef<Attribute> operands) {
  SmallVector<Attribute> scalars;
  for (Attribute operand : operands) {
    Attribute scalar = getScalarConstant(operand);
    if (!isa_and_nonnull<IntegerAttr, FloatAttr>(scalar))
      return {};
    scalars.push_back(scalar);
  }
  Type resultType = op->getResult(0).getType();
  if (auto where = dyn_cast<WhereOp>(op)) {
    bool cond = !cast<IntegerAttr>(scalars[0]).getValue().isZero();
    return splatIfVector(cast<TypedAttr>(scalars[cond ? 1 : 2]), resultType);
  }
  // The operands' dtype: comparisons give bool from another dtype.
  Type dtype = getScalarDType(op->getOperand(0).getType());
  TypedAttr result;
  if (isa<FloatType>(dtype)) {
    SmallVector<APFloat> values;
    for (Attribute scalar : scalars)
      values.push_back(cast<FloatAttr>(scalar).getValue());
    result = evaluateFloat(op, dtype, values);
  } else {
    SmallVector<APInt> values;
    for (Attribute scalar : scalars)
      values.push_back(cast<IntegerAttr>(scalar).getValue());
    result = evaluateInteger(op, cast<IntegerType>(dtype), values);
  }
  return splatIfVector(result, resultType);
}

TypedAttr mlir::uop::evaluateCast(Attribute value, Type from, Type to) {
  Attribute scalar = getScalarConstant(value);
  Type fromScalar = getScalarDType(from), toScalar = getScalarDType(to);
  TypedAttr result;
  if (auto floatAttr = dyn_cast_or_null<FloatAttr>(scalar)) {
    // A half value is rounded to its format when it is converted.
    APFloat source = roundToStorage(floatAttr.getValue(), fromScalar);
    if (toScalar.isInteger(1)) {
      result = IntegerAttr::get(toScalar, !source.isZero());
    } else if (auto intType = dyn_cast<IntegerType>(toScalar)) {
      // Where C leaves the conversion undefined, tinygrad's recorded x86-64
      // result, as every device computes it.
      bool losesInfo;
      source.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                     &losesInfo);
      unsigned width = intType.getWidth();
      result = IntegerAttr::get(
          intType, APInt(width,
                         ::uop::convertFloatToInteger(source.convertToDouble(),
                                                      width,
                                                      !intType.isUnsigned())));
    } else {
      result = makeFloat(toScalar, roundToStorage(source, toScalar));
    }
  } else if (auto intAttr = dyn_cast_or_null<IntegerAttr>(scalar)) {
    APInt source = intAttr.getValue();
    bool isSigned = !fromScalar.isUnsignedInteger() && !fromScalar.isInteger(1);
    if (toScalar.isInteger(1)) {
      result = IntegerAttr::get(toScalar, !source.isZero());
    } else if (auto intType = dyn_cast<IntegerType>(toScalar)) {
      unsigned width = intType.getWidth();
      result = IntegerAttr::get(intType, isSigned ? source.sextOrTrunc(width)
                                                  : source.zextOrTrunc(width));
    } else {
      APFloat converted(getStorageSemantics(toScalar));
      converted.convertFromAPInt(source, isSigned,
                                 APFloat::rmNearestTiesToEven);
      result = makeFloat(toScalar, converted);
    }
  } else {
    return {};
  }
  return splatIfVector(result, to);
}

TypedAttr mlir::uop::evaluateBitcast(Attribute value, Type from, Type to) {
  Attribute scalar = getScalarConstant(value);
  if (isa<VectorType>(from) || isa<VectorType>(to))
    return {};
  APInt bits;
  if (auto floatAttr = dyn_cast_or_null<FloatAttr>(scalar))
    bits = convert(floatAttr.getValue(), getStorageSemantics(from))
               .bitcastToAPInt();
  else if (auto intAttr = dyn_cast_or_null<IntegerAttr>(scalar))
    bits = intAttr.getValue();
  else
    return {};
  // A bool is one byte holding 0 or 1; other bytes are no bool.
  unsigned width = to.isInteger(1) ? 8 : to.getIntOrFloatBitWidth();
  bits = bits.zextOrTrunc(width);
  if (to.isInteger(1)) {
    if (bits.ugt(1))
      return {};
    return IntegerAttr::get(to, bits.trunc(1));
  }
  if (auto intType = dyn_cast<IntegerType>(to))
    return IntegerAttr::get(intType, bits);
  APFloat result(getStorageSemantics(to), bits);
  // Widening a half to its float32 compute type would quiet a signaling NaN
  // and change the bits; such a bitcast stays.
  if (result.isSignaling() && isHalfStorageType(to))
    return {};
  return makeFloat(to, result);
}

//===----------------------------------------------------------------------===//
// Constant matching helpers (ConstantUtils.h)
//===----------------------------------------------------------------------===//

Attribute mlir::uop::getScalarConstant(Attribute value) {
  if (auto splat = dyn_cast_or_null<SplatElementsAttr>(value))
    return splat.getSplatValue<Attribute>();
  return value;
}

TypedAttr mlir::uop::splatIfVector(TypedAttr scalar, Type dtype) {
  if (!scalar || !isa<VectorType>(dtype))
    return scalar;
  return SplatElementsAttr::get(cast<ShapedType>(getComputeType(dtype)),
                                scalar);
}

Attribute mlir::uop::getConstantOf(Value value) {
  Attribute attr;
  matchPattern(value, m_Constant(&attr));
  return attr;
}

bool mlir::uop::isConstantEqualTo(Attribute value, int64_t number) {
  Attribute scalar = getScalarConstant(value);
  if (auto intAttr = dyn_cast_or_null<IntegerAttr>(scalar)) {
    if (intAttr.getType().isInteger(1))
      return number == (intAttr.getValue().isZero() ? 0 : 1);
    APInt bits = intAttr.getValue();
    if (intAttr.getType().isUnsignedInteger())
      return number >= 0 && bits.getActiveBits() <= 64 &&
             bits.getZExtValue() == (uint64_t)number;
    return bits.getSExtValue() == number;
  }
  if (auto floatAttr = dyn_cast_or_null<FloatAttr>(scalar))
    return floatAttr.getValueAsDouble() == (double)number;
  return false;
}

bool mlir::uop::isNegativeZero(Attribute value) {
  auto floatAttr = dyn_cast_or_null<FloatAttr>(getScalarConstant(value));
  return floatAttr && floatAttr.getValue().isNegZero();
}

bool mlir::uop::isConstantMinusOne(Value value) {
  return isConstantEqualTo(getConstantOf(value), -1);
}

bool mlir::uop::isConstantMinSigned(Value value) {
  auto intAttr =
      dyn_cast_or_null<IntegerAttr>(getScalarConstant(getConstantOf(value)));
  return intAttr && intAttr.getType().isSignlessInteger() &&
         !intAttr.getType().isInteger(1) && intAttr.getValue().isMinSignedValue();
}

bool mlir::uop::areNumericallyEqual(Attribute lhs, Attribute rhs) {
  auto toDouble = [](Attribute value) -> std::optional<double> {
    value = getScalarConstant(value);
    if (auto intAttr = dyn_cast_or_null<IntegerAttr>(value))
      return intAttr.getType().isUnsignedInteger()
                 ? (double)intAttr.getValue().getZExtValue()
                 : (double)intAttr.getValue().getSExtValue();
    if (auto floatAttr = dyn_cast_or_null<FloatAttr>(value))
      return floatAttr.getValueAsDouble();
    return std::nullopt;
  };
  std::optional<double> a = toDouble(lhs), b = toDouble(rhs);
  return a && b && *a == *b;
}

TypedAttr mlir::uop::getZeroConstant(Type type) {
  Type scalar = getScalarDType(type);
  TypedAttr zero;
  if (isa<FloatType>(scalar))
    zero = FloatAttr::get(getComputeType(scalar), 0.0);
  else
    zero = IntegerAttr::get(scalar, 0);
  return splatIfVector(zero, type);
}
