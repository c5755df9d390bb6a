//===- DriverWorkarounds.cpp - SPIR-V around driver bugs ------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Rewrites of ops that a Vulkan driver miscompiles into equivalent ones it
// gets right. Opt-in: the Vulkan device asks for them on the drivers that
// need them (uop-to-spirv{driver-workarounds}).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "uop/Conversion/Passes.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPSPIRVDRIVERWORKAROUNDS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// Signed 64-bit orderings as unsigned ones of sign-flipped operands: a < b
/// (signed) exactly when a ^ MIN < b ^ MIN (unsigned). Mesa 22.3's lavapipe
/// miscomputes the signed form when an operand is a sign-extended 32-bit
/// value (docs/Reliability.md).
struct SignedCmpI64ToUnsigned : public OpRewritePattern<arith::CmpIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::CmpIOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<arith::CmpIPredicate> unsignedPredicate;
    switch (op.getPredicate()) {
    case arith::CmpIPredicate::slt:
      unsignedPredicate = arith::CmpIPredicate::ult;
      break;
    case arith::CmpIPredicate::sle:
      unsignedPredicate = arith::CmpIPredicate::ule;
      break;
    case arith::CmpIPredicate::sgt:
      unsignedPredicate = arith::CmpIPredicate::ugt;
      break;
    case arith::CmpIPredicate::sge:
      unsignedPredicate = arith::CmpIPredicate::uge;
      break;
    default:
      return failure();
    }
    Type type = op.getLhs().getType();
    if (!getElementTypeOrSelf(type).isInteger(64))
      return failure();
    Location loc = op.getLoc();
    Value signBit = createScalarOrSplatConstant(rewriter, loc, type,
                                                APInt::getSignedMinValue(64));
    Value lhs = arith::XOrIOp::create(rewriter, loc, op.getLhs(), signBit);
    Value rhs = arith::XOrIOp::create(rewriter, loc, op.getRhs(), signBit);
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(op, *unsignedPredicate, lhs,
                                               rhs);
    return success();
  }
};

/// Signed remainders as a - (a / b) * b: Mesa 22.3's lavapipe
/// gives INT_MIN % b the sign of b's magnitude instead of INT_MIN's (found
/// by uop-fuzz-diff, seed 900; docs/Reliability.md). Exact wherever the
/// remainder is defined.
struct SignedRemViaDivision : public OpRewritePattern<arith::RemSIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::RemSIOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value quotient =
        arith::DivSIOp::create(rewriter, loc, op.getLhs(), op.getRhs());
    Value product = arith::MulIOp::create(rewriter, loc, quotient, op.getRhs());
    rewriter.replaceOpWithNewOp<arith::SubIOp>(op, op.getLhs(), product);
    return success();
  }
};

/// A product with a constant zero, in a strict_float kernel, as what IEEE
/// makes it: NaN for an infinite or NaN `x`, else a zero with the sign of `x`
/// (flipped for -0). Mesa 22.3's lavapipe folds `x * 0.0` to 0 even under
/// the execution mode SignedZeroInfNanPreserve and NoContraction, so an
/// infinite `x` gave 0 (uop-fuzz-diff seed 653483); a zero that is not a
/// constant it multiplies correctly.
struct MultiplyByZeroAsIEEE : public OpRewritePattern<arith::MulFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::MulFOp op,
                                PatternRewriter &rewriter) const override {
    auto func = op->getParentOfType<gpu::GPUFuncOp>();
    if (!func || !func->hasAttr(uop::kStrictFloatAttrName))
      return failure();
    Value x = op.getLhs(), zero = op.getRhs();
    if (!matchPattern(zero, m_AnyZeroFloat()))
      std::swap(x, zero);
    if (!matchPattern(zero, m_AnyZeroFloat()))
      return failure();
    Location loc = op.getLoc();
    Type type = op.getType();
    auto constant = [&](const APFloat &value) {
      return createScalarOrSplatConstant(rewriter, loc, type, value);
    };
    const llvm::fltSemantics &semantics =
        cast<FloatType>(getElementTypeOrSelf(type)).getFloatSemantics();
    // Not below infinity: infinite or NaN.
    Value notFinite =
        arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UGE,
                              math::AbsFOp::create(rewriter, loc, x),
                              constant(APFloat::getInf(semantics)));
    Value signedZero = math::CopySignOp::create(
        rewriter, loc, constant(APFloat::getZero(semantics)), x);
    if (matchPattern(zero, m_NegZeroFloat()))
      signedZero = arith::NegFOp::create(rewriter, loc, signedZero);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        op, notFinite, constant(APFloat::getNaN(semantics)), signedZero);
    return success();
  }
};

struct UOpSPIRVDriverWorkaroundsPass
    : public uop::impl::UOpSPIRVDriverWorkaroundsBase<
          UOpSPIRVDriverWorkaroundsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<SignedCmpI64ToUnsigned, SignedRemViaDivision,
                 MultiplyByZeroAsIEEE>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
