//===- embed-opt.cpp - an mlir-opt that embeds uop ------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A downstream compiler's *-opt: every upstream dialect and pass, uop's
// dialect and passes, and `embed-lower-uop`, a lowering of its own built
// from uop's public structure step and pattern sets.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"

using namespace mlir;

namespace {
/// Linearized uop kernels to func/scf/arith/memref, the embedder's way.
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
    for (auto kernel :
         llvm::make_early_inc_range(getOperation().getOps<uop::KernelOp>()))
      if (failed(uop::convertKernelToRegions(kernel, uop::KernelTarget::CPU)))
        return signalPassFailure();
    uop::UOpTypeConverter typeConverter;
    ConversionTarget target(getContext());
    uop::configureUOpToStandardLegality(target);
    RewritePatternSet patterns(&getContext());
    uop::populateUOpToArithConversionPatterns(typeConverter, patterns);
    uop::populateUOpToMemRefConversionPatterns(typeConverter, patterns);
    uop::populateUOpToSCFConversionPatterns(typeConverter, patterns, target);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

int main(int argc, char **argv) {
  registerAllPasses();
  uop::registerAllPasses();
  PassRegistration<EmbedLowerUOpPass>();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  uop::registerAllDialects(registry);
  return asMainReturnCode(
      MlirOptMain(argc, argv, "embed-opt: a compiler that embeds uop\n",
                  registry));
}
