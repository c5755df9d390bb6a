//===- UOpToSCF.cpp - the CPU conversion passes ---------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_CONVERTUOPKERNELSTOREGIONS
#define GEN_PASS_DEF_CONVERTUOPTOSCF
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

void mlir::uop::configureUOpToStandardLegality(ConversionTarget &target) {
  target.addIllegalDialect<UOpDialect>();
  target.addLegalDialect<arith::ArithDialect, func::FuncDialect,
                         LLVM::LLVMDialect, math::MathDialect,
                         memref::MemRefDialect, scf::SCFDialect,
                         vector::VectorDialect>();
  target.addLegalOp<ModuleOp>();
}

LogicalResult mlir::uop::applyUOpConversion(ArrayRef<Operation *> ops,
                                            const ConversionTarget &target,
                                            RewritePatternSet &&patterns) {
  ConversionConfig config;
  // The kernels were simplified before; lowering keeps each op as written.
  config.foldingMode = DialectConversionFoldingMode::Never;
  config.allowPatternRollback = false;
  if (failed(applyPartialConversion(ops, target, std::move(patterns), config)))
    return failure();
  // Read by the ALU patterns only.
  for (Operation *op : ops)
    op->removeAttr(kContractFloatAttrName);
  return success();
}

/// Structures every kernel of `module` for the CPU into `functions`; fails
/// if one failed (it reported why and stays in place).
static LogicalResult
convertKernelsToFunctions(ModuleOp module,
                          SmallVectorImpl<Operation *> &functions) {
  bool converted = true;
  for (KernelOp kernel :
       llvm::make_early_inc_range(module.getOps<KernelOp>())) {
    FailureOr<FunctionOpInterface> function =
        convertKernelToRegions(kernel, KernelTarget::CPU);
    if (succeeded(function))
      functions.push_back(*function);
    converted &= succeeded(function);
  }
  return success(converted);
}

namespace {
struct ConvertUOpKernelsToRegionsPass
    : public uop::impl::ConvertUOpKernelsToRegionsBase<
          ConvertUOpKernelsToRegionsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> functions;
    if (failed(convertKernelsToFunctions(getOperation(), functions)))
      signalPassFailure();
  }
};

struct ConvertUOpToSCFPass
    : public uop::impl::ConvertUOpToSCFBase<ConvertUOpToSCFPass> {
  void runOnOperation() override {
    SmallVector<Operation *> functions;
    if (failed(convertKernelsToFunctions(getOperation(), functions)))
      return signalPassFailure();
    UOpTypeConverter typeConverter;
    ConversionTarget target(getContext());
    configureUOpToStandardLegality(target);
    RewritePatternSet patterns(&getContext());
    populateUOpToArithConversionPatterns(typeConverter, patterns);
    populateUOpToMemRefConversionPatterns(typeConverter, patterns);
    populateUOpToSCFConversionPatterns(typeConverter, patterns, target);
    if (failed(applyUOpConversion(functions, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
