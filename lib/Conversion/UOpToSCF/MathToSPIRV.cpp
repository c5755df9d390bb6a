//===- MathToSPIRV.cpp - math ops MLIR 22's math-to-spirv lacks -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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

/// Signed 64-bit orderings as unsigned ones of sign-flipped operands under
/// Vulkan: a < b (signed) exactly when a ^ MIN < b ^ MIN (unsigned). Mesa
/// 22.3's lavapipe miscomputes the signed form when an operand is a
/// sign-extended 32-bit value (docs/Reliability.md).
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
    if (isForOpenCL(op) || !getElementTypeOrSelf(type).isInteger(64))
      return failure();
    Location loc = op.getLoc();
    auto minimum = rewriter.getIntegerAttr(getElementTypeOrSelf(type),
                                           APInt::getSignedMinValue(64));
    Attribute value = minimum;
    if (auto vectorType = dyn_cast<VectorType>(type))
      value = SplatElementsAttr::get(vectorType, minimum);
    Value signBit =
        arith::ConstantOp::create(rewriter, loc, type, cast<TypedAttr>(value));
    Value lhs = arith::XOrIOp::create(rewriter, loc, op.getLhs(), signBit);
    Value rhs = arith::XOrIOp::create(rewriter, loc, op.getRhs(), signBit);
    rewriter.replaceOpWithNewOp<arith::CmpIOp>(op, *unsignedPredicate, lhs,
                                               rhs);
    return success();
  }
};

/// Signed remainders as a - (a / b) * b under Vulkan: Mesa 22.3's lavapipe
/// gives INT_MIN % b the sign of b's magnitude instead of INT_MIN's (found
/// by uop-fuzz-diff, seed 900; docs/Reliability.md). Exact wherever the
/// remainder is defined.
struct SignedRemViaDivision : public OpRewritePattern<arith::RemSIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::RemSIOp op,
                                PatternRewriter &rewriter) const override {
    if (isForOpenCL(op))
      return failure();
    Location loc = op.getLoc();
    Value quotient =
        arith::DivSIOp::create(rewriter, loc, op.getLhs(), op.getRhs());
    Value product = arith::MulIOp::create(rewriter, loc, quotient, op.getRhs());
    rewriter.replaceOpWithNewOp<arith::SubIOp>(op, op.getLhs(), product);
    return success();
  }
};

struct UOpMathToSPIRVPass
    : public uop::impl::UOpMathToSPIRVBase<UOpMathToSPIRVPass> {
  void runOnOperation() override {
    // GLSL.std.450's Exp2, Log2 and Sin take 16- and 32-bit floats only.
    WalkResult unsupported = getOperation()->walk([](Operation *op) {
      if (!isa<math::Exp2Op, math::Log2Op, math::SinOp>(op) ||
          isForOpenCL(op) || !getElementTypeOrSelf(op->getResultTypes()[0]).isF64())
        return WalkResult::advance();
      op->emitOpError("on float64 cannot be lowered for Vulkan: GLSL.std.450 "
                      "has this function for 16- and 32-bit floats only");
      return WalkResult::interrupt();
    });
    if (unsupported.wasInterrupted())
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<MathToGL<math::Exp2Op, spirv::GLExp2Op>,
                 MathToGL<math::Log2Op, spirv::GLLog2Op>, Exp2ToCLPow,
                 SignedCmpI64ToUnsigned, SignedRemViaDivision>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
