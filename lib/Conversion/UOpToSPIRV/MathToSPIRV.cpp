//===- MathToSPIRV.cpp - math ops MLIR 22's math-to-spirv lacks -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "MathExpansions.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>
#include <type_traits>

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPMATHTOSPIRV
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// Whether `op` is lowered for an OpenCL (Kernel) SPIR-V environment.
static bool isForOpenCL(Operation *op) {
  return spirv::lookupTargetEnvOrDefault(op).getClientAPI() ==
         spirv::ClientAPI::OpenCL;
}

/// math.exp2 -> spirv.GL.Exp2 and math.log2 -> spirv.GL.Log2 under Vulkan,
/// for the 16- and 32-bit floats GLSL takes. (MLIR 22 has no exp2 lowering
/// and lowers log2 as log(x) / ln 2, which rounds twice.)
template <typename MathOp, typename GLOp>
struct MathToGL : public OpRewritePattern<MathOp> {
  using OpRewritePattern<MathOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(MathOp op,
                                PatternRewriter &rewriter) const override {
    unsigned width = getElementTypeOrSelf(op.getType()).getIntOrFloatBitWidth();
    if (isForOpenCL(op) || (width != 16 && width != 32))
      return failure();
    rewriter.replaceOpWithNewOp<GLOp>(op, op.getType(), op.getOperand());
    return success();
  }
};

/// math.exp2 -> spirv.CL.pow(2, x) under OpenCL, whose extended set has
/// exp2 but MLIR 22 does not define it. OpenCL bounds pow's error by 16 ulp
/// (exp2's by 3).
struct Exp2ToCLPow : public OpRewritePattern<math::Exp2Op> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::Exp2Op op,
                                PatternRewriter &rewriter) const override {
    if (!isForOpenCL(op))
      return failure();
    Type type = op.getType();
    auto two = rewriter.getFloatAttr(getElementTypeOrSelf(type), 2.0);
    Attribute value = two;
    if (auto vectorType = dyn_cast<VectorType>(type))
      value = SplatElementsAttr::get(vectorType, two);
    Value base = spirv::ConstantOp::create(rewriter, op.getLoc(), type,
                                           cast<TypedAttr>(value));
    rewriter.replaceOpWithNewOp<spirv::CLPowOp>(op, type, base,
                                                op.getOperand());
    return success();
  }
};

/// Emits MathExpansions.h's steps as arith and math ops, elementwise over the
/// shape (scalar or vector) of the op being expanded; convert-math-to-spirv
/// and convert-arith-to-spirv take them from there. Float arithmetic is
/// emitted as SPIR-V ops decorated NoContraction, which a driver must compute
/// as written: the expansions compensate rounding errors (s = a + b, then
/// (a - s) + b), which a compiler may otherwise fuse or simplify away
/// (undecorated, 11% of a test's float64 exp2 results differed on lavapipe,
/// by up to half an ulp).
class ArithExpansionBuilder {
public:
  using Value = ::mlir::Value;
  using FCmp = uop::math_expansion::FCmp;
  using ICmp = uop::math_expansion::ICmp;

  ArithExpansionBuilder(PatternRewriter &rewriter, Location loc, Type type)
      : rewriter(rewriter), loc(loc), floatType(type),
        f64(getElementTypeOrSelf(type).isF64()) {}

  bool isF64() const { return f64; }

  Value floatConst(double value) {
    return constant(floatType, rewriter.getFloatAttr(
                                   getElementTypeOrSelf(floatType), value));
  }
  Value i32Const(uint32_t value) { return intConst(32, value); }
  Value i64Const(uint64_t value) { return intConst(64, value); }
  Value boolConst(bool value) { return intConst(1, value); }

  Value addf(Value a, Value b) { return exact<spirv::FAddOp>(a, b); }
  Value subf(Value a, Value b) { return exact<spirv::FSubOp>(a, b); }
  Value mulf(Value a, Value b) { return exact<spirv::FMulOp>(a, b); }
  Value divf(Value a, Value b) { return exact<spirv::FDivOp>(a, b); }
  Value negf(Value a) { return exact<spirv::FNegateOp>(a); }
  Value floor(Value a) { return make<math::FloorOp>(a); }
  Value cmpf(FCmp predicate, Value a, Value b) {
    using P = arith::CmpFPredicate;
    static constexpr P kPredicates[] = {P::OLT, P::OLE, P::OGT}; // FCmp's
    return make<arith::CmpFOp>(kPredicates[static_cast<int>(predicate)], a, b);
  }

  Value addi(Value a, Value b) { return make<arith::AddIOp>(a, b); }
  Value subi(Value a, Value b) { return make<arith::SubIOp>(a, b); }
  Value muli(Value a, Value b) { return make<arith::MulIOp>(a, b); }
  Value andi(Value a, Value b) { return make<arith::AndIOp>(a, b); }
  Value ori(Value a, Value b) { return make<arith::OrIOp>(a, b); }
  Value xori(Value a, Value b) { return make<arith::XOrIOp>(a, b); }
  Value shli(Value a, Value b) { return make<arith::ShLIOp>(a, b); }
  Value shrui(Value a, Value b) { return make<arith::ShRUIOp>(a, b); }
  Value cmpi(ICmp predicate, Value a, Value b) {
    using P = arith::CmpIPredicate;
    static constexpr P kPredicates[] = {P::eq,  P::ne,  P::ult,
                                        P::ugt, P::uge, P::slt}; // ICmp's
    return make<arith::CmpIOp>(kPredicates[static_cast<int>(predicate)], a, b);
  }
  Value select(Value condition, Value a, Value b) {
    return make<arith::SelectOp>(condition, a, b);
  }
  std::pair<Value, Value> mulExtended(Value a, Value b) {
    auto product = arith::MulUIExtendedOp::create(rewriter, loc, a, b);
    return {product.getLow(), product.getHigh()};
  }

  Value bitcastToInt(Value a) {
    return make<arith::BitcastOp>(intType(f64 ? 64 : 32), a);
  }
  Value bitcastToFloat(Value a) { return make<arith::BitcastOp>(floatType, a); }
  Value trunc32(Value a) { return make<arith::TruncIOp>(intType(32), a); }
  Value extui64(Value a) { return make<arith::ExtUIOp>(intType(64), a); }
  Value uitofp(Value a) { return make<arith::UIToFPOp>(floatType, a); }
  Value sitofp(Value a) { return make<arith::SIToFPOp>(floatType, a); }
  Value fptosi32(Value a) { return make<arith::FPToSIOp>(intType(32), a); }
  Value ctlz(Value a) { return make<math::CountLeadingZerosOp>(a); }

private:
  template <typename OpTy, typename... Args> Value make(Args... args) {
    return OpTy::create(rewriter, loc, args...);
  }
  template <typename OpTy, typename... Args> Value exact(Args... args) {
    auto op = OpTy::create(rewriter, loc, args...);
    op->setAttr("no_contraction", rewriter.getUnitAttr());
    return op;
  }
  /// `element`, or a vector of it shaped like the expanded op.
  Type shaped(Type element) {
    if (auto vectorType = dyn_cast<VectorType>(floatType))
      return vectorType.clone(element);
    return element;
  }
  Type intType(unsigned width) {
    return shaped(rewriter.getIntegerType(width));
  }
  Value intConst(unsigned width, uint64_t value) {
    Type element = rewriter.getIntegerType(width);
    return constant(shaped(element),
                    rewriter.getIntegerAttr(element, APInt(width, value)));
  }
  Value constant(Type type, TypedAttr scalar) {
    TypedAttr value = scalar;
    if (auto vectorType = dyn_cast<VectorType>(type))
      value = SplatElementsAttr::get(vectorType, scalar);
    return arith::ConstantOp::create(rewriter, loc, type, value);
  }

  PatternRewriter &rewriter;
  Location loc;
  Type floatType;
  bool f64;
};

/// Under Vulkan: math.exp2, math.log2 and math.sin on float64, which GLSL
/// lacks, and math.sin on float32, whose GLSL Sin may reduce a large
/// argument inexactly (lavapipe gives sin(-2.2e16f) = 1 for 0.2797), as the
/// expansions of MathExpansions.h, within 0.8 ulp of the exact result
/// (measured; docs/Lowering.md).
template <typename MathOp>
struct ExpandForVulkan : public OpRewritePattern<MathOp> {
  using OpRewritePattern<MathOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(MathOp op,
                                PatternRewriter &rewriter) const override {
    Type elementType = getElementTypeOrSelf(op.getType());
    constexpr bool isSin = std::is_same_v<MathOp, math::SinOp>;
    if (isForOpenCL(op) ||
        !(elementType.isF64() || (isSin && elementType.isF32())))
      return failure();
    ArithExpansionBuilder builder(rewriter, op.getLoc(), op.getType());
    uop::math_expansion::Expander<ArithExpansionBuilder> expander(builder);
    Value x = op.getOperand();
    Value result;
    if constexpr (std::is_same_v<MathOp, math::Exp2Op>)
      result = expander.exp2(x);
    else if constexpr (std::is_same_v<MathOp, math::Log2Op>)
      result = expander.log2(x);
    else
      result = expander.sin(x);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Float remainders exactly, as C's fmod, under Vulkan, whose OpFRem needs
/// only the precision of x - y * trunc(x / y): lavapipe computes it so,
/// losing every digit of a remainder whose quotient is large and giving 0
/// for some infinite x (found by uop-fuzz-diff, seed 107940).
/// Subtracts from |x| the largest |y| * 2^k not above it until what is left
/// is below |y|. Each subtraction is exact (Sterbenz: t <= r < 2t), and
/// each lowers the binade of what is left, so the loop runs at most once
/// per binade between |x| and |y|. Vectors are computed lane by lane.
struct ExactRemFForVulkan : public OpRewritePattern<arith::RemFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::RemFOp op,
                                PatternRewriter &rewriter) const override {
    if (isForOpenCL(op))
      return failure();
    Location loc = op.getLoc();
    auto vectorType = dyn_cast<VectorType>(op.getType());
    if (!vectorType) {
      rewriter.replaceOp(op,
                         buildRemainder(rewriter, loc, op.getLhs(), op.getRhs()));
      return success();
    }
    SmallVector<Value> lanes;
    for (int64_t lane = 0, e = vectorType.getNumElements(); lane < e; ++lane) {
      Value x = vector::ExtractOp::create(rewriter, loc, op.getLhs(), lane);
      Value y = vector::ExtractOp::create(rewriter, loc, op.getRhs(), lane);
      lanes.push_back(buildRemainder(rewriter, loc, x, y));
    }
    rewriter.replaceOpWithNewOp<vector::FromElementsOp>(op, vectorType, lanes);
    return success();
  }

private:
  static Value buildRemainder(PatternRewriter &rewriter, Location loc,
                              Value x, Value y) {
    auto type = cast<FloatType>(x.getType());
    auto constant = [&](double value) -> Value {
      return arith::ConstantOp::create(rewriter, loc, type,
                                       rewriter.getFloatAttr(type, value));
    };
    auto exponent = [&](Value value) -> Value {
      Type parts = spirv::StructType::get({type, rewriter.getI32Type()});
      Value split = spirv::GLFrexpStructOp::create(rewriter, loc, parts, value);
      return spirv::CompositeExtractOp::create(rewriter, loc, split,
                                               ArrayRef<int32_t>{1});
    };
    using P = arith::CmpFPredicate;
    Value absX = math::AbsFOp::create(rewriter, loc, x);
    Value absY = math::AbsFOp::create(rewriter, loc, y);
    // A NaN operand, an infinite x or a zero y give NaN; the loop then runs
    // on 0 and 1, which it leaves at once.
    Value isNaN = arith::CmpFOp::create(rewriter, loc, P::UNO, x, y);
    Value isInfinite = arith::CmpFOp::create(
        rewriter, loc, P::OEQ, absX,
        constant(std::numeric_limits<double>::infinity()));
    Value isZero =
        arith::CmpFOp::create(rewriter, loc, P::OEQ, absY, constant(0.0));
    Value invalid = arith::OrIOp::create(
        rewriter, loc, isNaN,
        arith::OrIOp::create(rewriter, loc, isInfinite, isZero));
    Value start =
        arith::SelectOp::create(rewriter, loc, invalid, constant(0.0), absX);
    Value divisor =
        arith::SelectOp::create(rewriter, loc, invalid, constant(1.0), absY);
    Value divisorExponent = exponent(divisor);

    auto loop = scf::WhileOp::create(rewriter, loc, TypeRange{type},
                                     ValueRange{start});
    {
      OpBuilder::InsertionGuard guard(rewriter);
      Block *before = rewriter.createBlock(&loop.getBefore(), {}, {type}, {loc});
      Value rest = before->getArgument(0);
      Value more =
          arith::CmpFOp::create(rewriter, loc, P::OGE, rest, divisor);
      scf::ConditionOp::create(rewriter, loc, more, ValueRange{rest});

      Block *after = rewriter.createBlock(&loop.getAfter(), {}, {type}, {loc});
      rest = after->getArgument(0);
      Value shift = arith::SubIOp::create(rewriter, loc, exponent(rest),
                                          divisorExponent);
      Value step = spirv::GLLdexpOp::create(rewriter, loc, type, divisor, shift);
      Value over = arith::CmpFOp::create(rewriter, loc, P::OGT, step, rest);
      Value halved = arith::MulFOp::create(rewriter, loc, step, constant(0.5));
      step = arith::SelectOp::create(rewriter, loc, over, halved, step);
      auto subtract = spirv::FSubOp::create(rewriter, loc, rest, step);
      subtract->setAttr("no_contraction", rewriter.getUnitAttr());
      scf::YieldOp::create(rewriter, loc, subtract.getResult());
    }
    Value remainder =
        math::CopySignOp::create(rewriter, loc, loop.getResult(0), x);
    return arith::SelectOp::create(
        rewriter, loc, invalid,
        constant(std::numeric_limits<double>::quiet_NaN()), remainder);
  }
};

struct UOpMathToSPIRVPass
    : public uop::impl::UOpMathToSPIRVBase<UOpMathToSPIRVPass> {
  void runOnOperation() override {
    // GLSL.std.450's Exp2, Log2 and Sin take 16- and 32-bit floats only;
    // the float64 expansions need 64-bit integers.
    WalkResult unsupported = getOperation()->walk([](Operation *op) {
      if (!isa<math::Exp2Op, math::Log2Op, math::SinOp>(op) ||
          isForOpenCL(op) ||
          !getElementTypeOrSelf(op->getResultTypes()[0]).isF64() ||
          spirv::TargetEnv(spirv::lookupTargetEnvOrDefault(op))
              .allows(spirv::Capability::Int64))
        return WalkResult::advance();
      op->emitOpError("on float64 cannot be lowered for Vulkan without the "
                      "Int64 capability: GLSL.std.450 has this function for "
                      "16- and 32-bit floats only, and its expansion uses "
                      "64-bit integers");
      return WalkResult::interrupt();
    });
    if (unsupported.wasInterrupted())
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<MathToGL<math::Exp2Op, spirv::GLExp2Op>,
                 MathToGL<math::Log2Op, spirv::GLLog2Op>, Exp2ToCLPow,
                 ExpandForVulkan<math::Exp2Op>, ExpandForVulkan<math::Log2Op>,
                 ExpandForVulkan<math::SinOp>, ExactRemFForVulkan>(
        &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
