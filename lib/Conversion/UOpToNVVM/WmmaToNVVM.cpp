//===- WmmaToNVVM.cpp - uop.wmma to nvvm.mma.sync -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToNVVM/UOpToNVVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::uop;

LogicalResult mlir::uop::checkUOpKernelForNVVM(KernelOp kernel) {
  WalkResult result = kernel.walk([&](WmmaOp wmma) {
    if (!wmma.isHalfFloatM16N8K16()) {
      wmma.emitOpError() << "'" << wmma.getName()
                         << "' has no NVVM lowering: only CUDA's 8x16x16 "
                            "half->float tile (mma.sync m16n8k16) is "
                            "implemented";
      return WalkResult::interrupt();
    }
    // mma.sync runs on whole warps.
    int64_t threads = 1;
    for (auto special : kernel.getBodyBlock().getOps<SpecialOp>()) {
      if (!special.isLocal())
        continue;
      auto extent = dyn_cast<IntegerAttr>(special.getSize());
      if (!extent) {
        wmma.emitOpError()
            << "needs a workgroup of fixed size (mma.sync runs on whole "
               "warps), but thread index '"
            << special.getName() << "' has a symbolic size";
        return WalkResult::interrupt();
      }
      threads *= extent.getInt();
    }
    if (threads % 32) {
      wmma.emitOpError()
          << "needs whole warps of 32 threads, but the workgroup has "
          << threads;
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
/// `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`: the fragments go in
/// as tinygrad's CUDA renderer passes them, pairs of halves in registers.
struct WmmaToMmaSync : public OpConversionPattern<WmmaOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(WmmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.isHalfFloatM16N8K16())
      return rewriter.notifyMatchFailure(op, "not the m16n8k16 tile");
    Location l = op.getLoc();
    auto halfPairs = [&](Value fragment) {
      auto type = cast<VectorType>(fragment.getType());
      Value halves = arith::TruncFOp::create(
          rewriter, l, VectorType::get(type.getShape(), rewriter.getF16Type()),
          fragment);
      SmallVector<Value> pairs;
      for (int64_t i = 0; i < type.getNumElements(); i += 2)
        pairs.push_back(vector::ShuffleOp::create(
            rewriter, l, halves, halves, ArrayRef<int64_t>{i, i + 1}));
      return pairs;
    };
    SmallVector<Value> a = halfPairs(adaptor.getA());
    SmallVector<Value> b = halfPairs(adaptor.getB());
    Value c = adaptor.getC();
    SmallVector<Value> accumulators;
    for (int64_t i = 0; i < 4; ++i)
      accumulators.push_back(
          vector::ExtractOp::create(rewriter, l, c, ArrayRef<int64_t>{i}));
    Type f32 = rewriter.getF32Type();
    auto resultType = LLVM::LLVMStructType::getLiteral(rewriter.getContext(),
                                                       {f32, f32, f32, f32});
    Value mma = NVVM::MmaOp::create(
        rewriter, l, resultType, a, b, accumulators,
        ArrayRef<int64_t>{16, 8, 16}, std::nullopt, std::nullopt,
        std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::f16,
                                      NVVM::MMATypes::f16},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    SmallVector<Value> elements;
    for (int64_t i = 0; i < 4; ++i)
      elements.push_back(LLVM::ExtractValueOp::create(rewriter, l, mma, i));
    rewriter.replaceOpWithNewOp<vector::FromElementsOp>(
        op, cast<VectorType>(c.getType()), elements);
    return success();
  }
};
} // namespace

void mlir::uop::populateUOpWmmaToNVVMConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<WmmaToMmaSync>(typeConverter, patterns.getContext());
}
