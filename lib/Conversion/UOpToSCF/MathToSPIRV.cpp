//===- MathToSPIRV.cpp - math ops MLIR 22's math-to-spirv lacks -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
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

/// math.exp2 -> spirv.GL.Exp2, for the 16- and 32-bit floats GLSL takes.
struct Exp2ToGLExp2 : public OpRewritePattern<math::Exp2Op> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::Exp2Op op,
                                PatternRewriter &rewriter) const override {
    unsigned width = getElementTypeOrSelf(op.getType()).getIntOrFloatBitWidth();
    if (width != 16 && width != 32)
      return failure();
    rewriter.replaceOpWithNewOp<spirv::GLExp2Op>(op, op.getType(),
                                                 op.getOperand());
    return success();
  }
};

struct UOpMathToSPIRVPass
    : public uop::impl::UOpMathToSPIRVBase<UOpMathToSPIRVPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<Exp2ToGLExp2>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
