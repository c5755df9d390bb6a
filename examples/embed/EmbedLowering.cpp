//===- EmbedLowering.cpp - the embedder's own uop lowering ----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "EmbedLowering.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"

using namespace mlir;

namespace {
struct EmbedLowerUOpPass
    : public PassWrapper<EmbedLowerUOpPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(EmbedLowerUOpPass)

  StringRef getArgument() const final { return "embed-lower-uop"; }
  StringRef getDescription() const final {
    return "Lower linearized uop kernels with uop's public patterns";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, func::FuncDialect, LLVM::LLVMDialect,
                    math::MathDialect, memref::MemRefDialect, scf::SCFDialect,
                    vector::VectorDialect>();
  }

  void runOnOperation() override {
    SmallVector<Operation *> functions;
    for (auto kernel :
         llvm::make_early_inc_range(getOperation().getOps<uop::KernelOp>())) {
      FailureOr<FunctionOpInterface> function =
          uop::convertKernelToRegions(kernel, uop::KernelTarget::CPU);
      if (failed(function))
        return signalPassFailure();
      functions.push_back(*function);
    }
    uop::UOpTypeConverter typeConverter;
    ConversionTarget target(getContext());
    uop::configureUOpToStandardLegality(target);
    RewritePatternSet patterns(&getContext());
    uop::populateUOpToArithConversionPatterns(typeConverter, patterns);
    uop::populateUOpToMemRefConversionPatterns(typeConverter, patterns);
    uop::populateUOpToSCFConversionPatterns(typeConverter, patterns, target);
    if (failed(uop::applyUOpConversion(functions, target,
                                       std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

std::unique_ptr<Pass> embed::createEmbedLowerUOpPass() {
  return std::make_unique<EmbedLowerUOpPass>();
}

void embed::registerEmbedLowerUOpPass() {
  PassRegistration<EmbedLowerUOpPass>();
}

void embed::buildEmbedPipeline(OpPassManager &pm) {
  pm.addPass(uop::createUOpLinearize());
  pm.addPass(createEmbedLowerUOpPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}
