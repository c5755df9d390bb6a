//===- UOpToArith.cpp - uop ALU ops, constants and casts to arith ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each ALU op picks its arith/math op by the dtype of its last operand:
// float, signed, unsigned, or bool (C _Bool, logic values: SPIR-V has no
// arithmetic on them). One template per arity, aliased per op. Half values
// are held in f32 and rounded to their format where a cast converts them.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::uop;

namespace {

/// The dtype class an ALU op computes on: that of its last operand (a
/// comparison's result is bool, a where's first operand is its gate).
enum class ALUKind { Float, Signed, Unsigned, Bool };

ALUKind getALUKind(Operation *op) {
  Type dtype =
      getScalarDType(op->getOperand(op->getNumOperands() - 1).getType());
  if (isa<FloatType>(dtype))
    return ALUKind::Float;
  if (dtype.isInteger(1))
    return ALUKind::Bool;
  return dtype.isUnsignedInteger() ? ALUKind::Unsigned : ALUKind::Signed;
}

// Builders for the cases that are not one arith op, in the shape of an arith
// op's `create(builder, loc, lhs, rhs)`.

/// The dividend: a bool division (by true; by false it is undefined).
struct FirstOperand {
  static Value create(OpBuilder &, Location, Value lhs, Value) { return lhs; }
};
/// False: a bool remainder.
struct ZeroOf {
  static Value create(OpBuilder &b, Location l, Value lhs, Value) {
    return arith::ConstantOp::create(
        b, l, cast<TypedAttr>(b.getZeroAttr(lhs.getType())));
  }
};
template <arith::CmpFPredicate predicate>
struct CmpF {
  static Value create(OpBuilder &b, Location l, Value lhs, Value rhs) {
    return arith::CmpFOp::create(b, l, predicate, lhs, rhs);
  }
};
template <arith::CmpIPredicate predicate>
struct CmpI {
  static Value create(OpBuilder &b, Location l, Value lhs, Value rhs) {
    return arith::CmpIOp::create(b, l, predicate, lhs, rhs);
  }
};
/// a < b on bools is !a && b.
struct BoolLessThan {
  static Value create(OpBuilder &b, Location l, Value lhs, Value rhs) {
    Value allOnes = arith::ConstantOp::create(
        b, l, cast<TypedAttr>(b.getOneAttr(lhs.getType())));
    return arith::AndIOp::create(
        b, l, arith::XOrIOp::create(b, l, lhs, allOnes), rhs);
  }
};

/// Marks the float arithmetic `result` of `op` as contractible (a multiply
/// and an add may fuse) in a function marked kContractFloatAttrName.
static void allowContraction(Operation *op, Value result) {
  auto func = op->getParentOfType<FunctionOpInterface>();
  auto arithmetic = result.getDefiningOp<arith::ArithFastMathInterface>();
  if (!func || !func->hasAttr(kContractFloatAttrName) || !arithmetic)
    return;
  arithmetic->setAttr(arithmetic.getFastMathAttrName(),
                      arith::FastMathFlagsAttr::get(
                          op->getContext(), arith::FastMathFlags::contract));
}

/// A binary ALU op: `FloatOp`, `SignedOp`, `UnsignedOp` or `BoolOp` by the
/// dtype it computes on.
template <typename SourceOp, typename FloatOp, typename SignedOp,
          typename UnsignedOp, typename BoolOp>
struct BinaryALUOpLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value lhs = adaptor.getOperands()[0], rhs = adaptor.getOperands()[1];
    Location l = op.getLoc();
    Value result;
    switch (getALUKind(op)) {
    case ALUKind::Float:
      result = FloatOp::create(rewriter, l, lhs, rhs);
      if constexpr (llvm::is_one_of<SourceOp, AddOp, SubOp, MulOp>::value)
        allowContraction(op, result);
      break;
    case ALUKind::Signed:
      result = SignedOp::create(rewriter, l, lhs, rhs);
      if constexpr (llvm::is_one_of<SourceOp, AddOp, SubOp, MulOp>::value)
        if (op->hasAttr(kNoSignedWrapAttrName))
          result.getDefiningOp<SignedOp>().setOverflowFlags(
              arith::IntegerOverflowFlags::nsw);
      break;
    case ALUKind::Unsigned:
      result = UnsignedOp::create(rewriter, l, lhs, rhs);
      break;
    case ALUKind::Bool:
      result = BoolOp::create(rewriter, l, lhs, rhs);
      break;
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// A transcendental ALU op, defined on floats only (the verifier checks).
template <typename SourceOp, typename MathOp>
struct FloatUnaryALUOpLowering : public OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<MathOp>(op, adaptor.getOperands()[0]);
    return success();
  }
};

using AddOpLowering = BinaryALUOpLowering<AddOp, arith::AddFOp, arith::AddIOp,
                                          arith::AddIOp, arith::OrIOp>;
using SubOpLowering = BinaryALUOpLowering<SubOp, arith::SubFOp, arith::SubIOp,
                                          arith::SubIOp, arith::XOrIOp>;
using MulOpLowering = BinaryALUOpLowering<MulOp, arith::MulFOp, arith::MulIOp,
                                          arith::MulIOp, arith::AndIOp>;
using DivOpLowering = BinaryALUOpLowering<DivOp, arith::DivFOp, arith::DivSIOp,
                                          arith::DivUIOp, FirstOperand>;
using ModOpLowering = BinaryALUOpLowering<ModOp, arith::RemFOp, arith::RemSIOp,
                                          arith::RemUIOp, ZeroOf>;
using MaxOpLowering =
    BinaryALUOpLowering<MaxOp, arith::MaxNumFOp, arith::MaxSIOp,
                        arith::MaxUIOp, arith::OrIOp>;
using XorOpLowering = BinaryALUOpLowering<XorOp, arith::XOrIOp, arith::XOrIOp,
                                          arith::XOrIOp, arith::XOrIOp>;
using CmpLtOpLowering =
    BinaryALUOpLowering<CmpLtOp, CmpF<arith::CmpFPredicate::OLT>,
                        CmpI<arith::CmpIPredicate::slt>,
                        CmpI<arith::CmpIPredicate::ult>, BoolLessThan>;
using CmpEqOpLowering =
    BinaryALUOpLowering<CmpEqOp, CmpF<arith::CmpFPredicate::OEQ>,
                        CmpI<arith::CmpIPredicate::eq>,
                        CmpI<arith::CmpIPredicate::eq>,
                        CmpI<arith::CmpIPredicate::eq>>;
using Exp2OpLowering = FloatUnaryALUOpLowering<Exp2Op, math::Exp2Op>;
using Log2OpLowering = FloatUnaryALUOpLowering<Log2Op, math::Log2Op>;
using SinOpLowering = FloatUnaryALUOpLowering<SinOp, math::SinOp>;
using SqrtOpLowering = FloatUnaryALUOpLowering<SqrtOp, math::SqrtOp>;

/// -x; on bools, !x.
struct NegOpLowering : public OpConversionPattern<NegOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(NegOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value x = adaptor.getOperands()[0];
    Location l = op.getLoc();
    switch (getALUKind(op)) {
    case ALUKind::Float:
      rewriter.replaceOpWithNewOp<arith::NegFOp>(op, x);
      return success();
    case ALUKind::Bool:
      rewriter.replaceOpWithNewOp<arith::XOrIOp>(
          op, x,
          arith::ConstantOp::create(
              rewriter, l, cast<TypedAttr>(rewriter.getOneAttr(x.getType()))));
      return success();
    default:
      rewriter.replaceOpWithNewOp<arith::SubIOp>(
          op, ZeroOf::create(rewriter, l, x, x), x);
      return success();
    }
  }
};

struct WhereOpLowering : public OpConversionPattern<WhereOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(WhereOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange x = adaptor.getOperands();
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, x[0], x[1], x[2]);
    return success();
  }
};

/// a * b + c: one fused multiply-add on floats, as tinygrad's renderers.
struct MulAccOpLowering : public OpConversionPattern<MulAccOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(MulAccOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange x = adaptor.getOperands();
    Location l = op.getLoc();
    switch (getALUKind(op)) {
    case ALUKind::Float:
      rewriter.replaceOpWithNewOp<math::FmaOp>(op, x[0], x[1], x[2]);
      return success();
    case ALUKind::Bool:
      rewriter.replaceOpWithNewOp<arith::OrIOp>(
          op, arith::AndIOp::create(rewriter, l, x[0], x[1]), x[2]);
      return success();
    default:
      rewriter.replaceOpWithNewOp<arith::AddIOp>(
          op, arith::MulIOp::create(rewriter, l, x[0], x[1]), x[2]);
      return success();
    }
  }
};

struct ConstOpLowering : public OpConversionPattern<ConstOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(ConstOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, getLoweredConstant(op.getValue(), op.getType()));
    return success();
  }
};

struct GepOpLowering : public OpConversionPattern<GepOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(GepOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<vector::ExtractOp>(
        op, adaptor.getVector(),
        ArrayRef<int64_t>{op.getIndexAttr().getInt()});
    return success();
  }
};

/// A noop passes its input on; one without an input orders nothing once the
/// schedule is regions.
struct NoopOpLowering : public OpConversionPattern<NoopOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(NoopOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (adaptor.getInput())
      rewriter.replaceOp(op, adaptor.getInput());
    else
      rewriter.eraseOp(op);
    return success();
  }
};

/// A half-typed value (held in f32) rounded to its storage format and back:
/// what a store or cast of it keeps.
Value roundToStorage(OpBuilder &b, Location l, Value value, Type dtype) {
  if (!isHalfStorageType(dtype))
    return value;
  Type storage = dtype;
  if (auto vectorType = dyn_cast<VectorType>(value.getType()))
    storage = VectorType::get(vectorType.getShape(), getScalarDType(dtype));
  Value truncated = arith::TruncFOp::create(b, l, storage, value);
  return arith::ExtFOp::create(b, l, value.getType(), truncated);
}

/// A float-to-integer conversion to `resultType` (signless) with the result
/// uop/Support/FloatToInteger.h defines where C leaves it undefined (NaN,
/// infinities, out of range). Every conversion it makes sees a value in its
/// range: LLVM's fptosi and fptoui make poison outside it.
Value buildFloatToInteger(OpBuilder &b, Location l, Value value,
                                 Type resultType, bool isSigned) {
  Type floatType = value.getType();
  auto floatScalar = cast<FloatType>(getElementTypeOrSelf(floatType));
  unsigned width = getElementTypeOrSelf(resultType).getIntOrFloatBitWidth();
  auto shaped = [&](Type scalar) -> Type {
    if (auto vectorType = dyn_cast<VectorType>(floatType))
      return VectorType::get(vectorType.getShape(), scalar);
    return scalar;
  };
  auto constant = [&](Type type, TypedAttr scalar) -> Value {
    Attribute attr = scalar;
    if (auto vectorType = dyn_cast<VectorType>(type))
      attr = SplatElementsAttr::get(vectorType, scalar);
    return arith::ConstantOp::create(b, l, type, cast<TypedAttr>(attr));
  };
  auto floatConstant = [&](double number) {
    return constant(floatType, b.getFloatAttr(floatScalar, number));
  };
  auto between = [&](double low, double high) -> Value {
    using arith::CmpFPredicate;
    Value atLeast = arith::CmpFOp::create(b, l, CmpFPredicate::OGE, value,
                                          floatConstant(low));
    Value below = arith::CmpFOp::create(b, l, CmpFPredicate::OLT, value,
                                        floatConstant(high));
    return arith::AndIOp::create(b, l, atLeast, below);
  };
  // |value| < bound, false for NaN. One comparison where [-bound, bound)
  // takes two: -bound itself converts to the minimum that replaces the
  // values out of range, so both ranges give the same result.
  auto magnitudeBelow = [&](double bound) -> Value {
    return arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT,
                                 math::AbsFOp::create(b, l, value),
                                 floatConstant(bound));
  };
  Value zero = floatConstant(0);
  Type i32 = shaped(b.getI32Type());
  // A value in (-2^31, 2^31) converts as an int32 for every width.
  Value small = magnitudeBelow(0x1p31);
  Value small32 = arith::FPToSIOp::create(
      b, l, i32, arith::SelectOp::create(b, l, small, value, zero));
  if (width < 32 || (width == 32 && isSigned)) {
    // One 32-bit signed conversion, its minimum where out of range, then
    // truncated.
    Value indefinite =
        constant(i32, b.getI32IntegerAttr(std::numeric_limits<int32_t>::min()));
    Value bits = arith::SelectOp::create(b, l, small, small32, indefinite);
    return width < 32 ? arith::TruncIOp::create(b, l, resultType, bits)
                            .getResult()
                      : bits;
  }
  if (width == 32) {
    // uint32: a 64-bit signed conversion truncated to 32 bits, built from
    // 32-bit integers so that no Int64 support is needed: beyond 2^31 the
    // value modulo 2^32 is exact in float arithmetic (its spacing there is a
    // multiple of 256), and converts as a uint32; out of the int64 range the
    // result is 0 (the low half of int64's minimum).
    Value large = magnitudeBelow(0x1p63);
    // Truncation toward zero from floor (SPIR-V lowers no math.trunc).
    Value whole = arith::SelectOp::create(
        b, l,
        arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGE, value, zero),
        math::FloorOp::create(b, l, value),
        arith::NegFOp::create(
            b, l,
            math::FloorOp::create(b, l, arith::NegFOp::create(b, l, value))));
    Value wraps = math::FloorOp::create(
        b, l, arith::MulFOp::create(b, l, whole, floatConstant(0x1p-32)));
    Value modulo = arith::SubFOp::create(
        b, l, whole,
        arith::MulFOp::create(b, l, wraps, floatConstant(0x1p32)));
    Value large32 = arith::FPToUIOp::create(
        b, l, i32, arith::SelectOp::create(b, l, large, modulo, zero));
    Value zero32 = constant(i32, b.getI32IntegerAttr(0));
    return arith::SelectOp::create(
        b, l, small, small32,
        arith::SelectOp::create(b, l, large, large32, zero32));
  }
  // 64 bits: a 64-bit signed conversion, its minimum where out of range;
  // uint64 converts [2^63, 2^64) exactly as well.
  Value inRange = magnitudeBelow(0x1p63);
  Value converted = arith::FPToSIOp::create(
      b, l, resultType, arith::SelectOp::create(b, l, inRange, value, zero));
  Value bits = arith::SelectOp::create(
      b, l, inRange, converted,
      constant(resultType,
               b.getI64IntegerAttr(std::numeric_limits<int64_t>::min())));
  if (isSigned)
    return bits;
  Value high = between(0x1p63, 0x1p64);
  Value highBits = arith::FPToUIOp::create(
      b, l, resultType, arith::SelectOp::create(b, l, high, value, zero));
  return arith::SelectOp::create(b, l, high, highBits, bits);
}

Value convertCast(OpBuilder &b, CastOp op, ValueRange inputs) {
  Location l = op.getLoc();
  Type to = op.getType();
  Type lowered = getLoweredType(to);
  if (op.getInputs().size() > 1) {
    // Building a vector casts each element: a half one is rounded to its
    // format (found by uop-fuzz-diff, seed 129144).
    SmallVector<Value> elements;
    for (auto [input, value] : llvm::zip(op.getInputs(), inputs))
      elements.push_back(roundToStorage(b, l, value, input.getType()));
    return vector::FromElementsOp::create(b, l, cast<VectorType>(lowered),
                                          elements);
  }
  Type from = op.getInputs().front().getType();
  // A half value is rounded to its format when it is converted.
  Value value = roundToStorage(b, l, inputs.front(), from);
  Type fromScalar = getScalarDType(from), toScalar = getScalarDType(to);
  Type fromLowered = getElementTypeOrSelf(value.getType());
  Type toLowered = getElementTypeOrSelf(lowered);
  bool fromSigned = isa<IntegerType>(fromScalar) &&
                    !fromScalar.isUnsignedInteger() && !fromScalar.isInteger(1);
  Value result;
  if (toScalar.isInteger(1)) {
    // Anything to bool is != 0.
    Value zero = arith::ConstantOp::create(
        b, l, cast<TypedAttr>(b.getZeroAttr(value.getType())));
    result = isa<FloatType>(fromScalar)
                 ? arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNE, value,
                                         zero)
                       .getResult()
                 : arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, value,
                                         zero)
                       .getResult();
  } else if (isa<FloatType>(toScalar) && isHalfStorageType(toScalar)) {
    // Round once, straight to the half format, then hold it in f32.
    Type storage = toScalar;
    if (auto vectorType = dyn_cast<VectorType>(value.getType()))
      storage = VectorType::get(vectorType.getShape(), toScalar);
    Value half;
    if (isa<FloatType>(fromScalar))
      half = fromLowered == storage
                 ? value
                 : arith::TruncFOp::create(b, l, storage, value).getResult();
    else
      half = fromSigned
                 ? arith::SIToFPOp::create(b, l, storage, value).getResult()
                 : arith::UIToFPOp::create(b, l, storage, value).getResult();
    result = arith::ExtFOp::create(b, l, lowered, half);
  } else if (isa<FloatType>(fromScalar) && isa<FloatType>(toScalar)) {
    unsigned fromWidth = fromLowered.getIntOrFloatBitWidth();
    unsigned toWidth = toLowered.getIntOrFloatBitWidth();
    result = fromWidth < toWidth
                 ? arith::ExtFOp::create(b, l, lowered, value).getResult()
             : fromWidth > toWidth
                 ? arith::TruncFOp::create(b, l, lowered, value).getResult()
                 : value;
  } else if (isa<FloatType>(fromScalar)) {
    result = buildFloatToInteger(b, l, value, lowered,
                                 !toScalar.isUnsignedInteger());
  } else if (isa<FloatType>(toScalar)) {
    result = fromSigned
                 ? arith::SIToFPOp::create(b, l, lowered, value).getResult()
                 : arith::UIToFPOp::create(b, l, lowered, value).getResult();
  } else {
    unsigned fromWidth = fromLowered.getIntOrFloatBitWidth();
    unsigned toWidth = toLowered.getIntOrFloatBitWidth();
    if (fromWidth < toWidth)
      result = fromSigned
                   ? arith::ExtSIOp::create(b, l, lowered, value).getResult()
                   : arith::ExtUIOp::create(b, l, lowered, value).getResult();
    else if (fromWidth > toWidth)
      result = arith::TruncIOp::create(b, l, lowered, value);
    else
      result = value;
  }
  return result;
}

Value convertBitcast(OpBuilder &b, BitcastOp op, Value value) {
  Location l = op.getLoc();
  Type from = op.getInput().getType(), to = op.getType();
  // Halves travel in their storage format; a bool is a byte.
  auto storageOf = [&](Type dtype) -> Type {
    Type scalar = getScalarDType(dtype);
    if (scalar.isInteger(1))
      scalar = b.getI8Type();
    else if (!isHalfStorageType(scalar))
      scalar = getElementTypeOrSelf(getLoweredType(scalar));
    if (auto vectorType = dyn_cast<VectorType>(dtype))
      return VectorType::get(vectorType.getShape(), scalar);
    return scalar;
  };
  Type fromStorage = storageOf(from), toStorage = storageOf(to);
  if (isHalfStorageType(from))
    value = arith::TruncFOp::create(b, l, fromStorage, value);
  else if (getScalarDType(from).isInteger(1))
    value = arith::ExtUIOp::create(b, l, fromStorage, value);
  value = arith::BitcastOp::create(b, l, toStorage, value);
  if (isHalfStorageType(to))
    return arith::ExtFOp::create(b, l, getLoweredType(to), value);
  if (getScalarDType(to).isInteger(1))
    return arith::TruncIOp::create(b, l, getLoweredType(to), value);
  return value;
}

struct CastOpLowering : public OpConversionPattern<CastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(CastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, convertCast(rewriter, op, adaptor.getInputs()));
    return success();
  }
};

struct BitcastOpLowering : public OpConversionPattern<BitcastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BitcastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, convertBitcast(rewriter, op, adaptor.getInput()));
    return success();
  }
};

} // namespace

void mlir::uop::populateUOpToArithConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<AddOpLowering, SubOpLowering, MulOpLowering, DivOpLowering,
               ModOpLowering, MaxOpLowering, XorOpLowering, CmpLtOpLowering,
               CmpEqOpLowering, Exp2OpLowering, Log2OpLowering, SinOpLowering,
               SqrtOpLowering, NegOpLowering, WhereOpLowering, MulAccOpLowering,
               ConstOpLowering, GepOpLowering, NoopOpLowering, CastOpLowering,
               BitcastOpLowering>(typeConverter, patterns.getContext());
}
