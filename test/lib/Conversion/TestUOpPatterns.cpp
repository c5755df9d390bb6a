//===- TestUOpPatterns.cpp - the uop patterns in another conversion -------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What an embedding compiler does: lower uop ops that live in its own
// functions, next to arith ops, with the public pattern sets and type
// converter, in one conversion together with upstream patterns.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"

using namespace mlir;

namespace {
struct TestUOpPatternsPass
    : public PassWrapper<TestUOpPatternsPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestUOpPatternsPass)

  StringRef getArgument() const final { return "test-uop-patterns"; }
  StringRef getDescription() const final {
    return "Lower uop ops in func.func with the public uop patterns and "
           "upstream's arith expansions, in one conversion";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, func::FuncDialect,
                    memref::MemRefDialect, math::MathDialect,
                    scf::SCFDialect, vector::VectorDialect>();
  }

  void runOnOperation() override {
    uop::UOpTypeConverter typeConverter;
    ConversionTarget target(getContext());
    uop::configureUOpToStandardLegality(target);
    RewritePatternSet patterns(&getContext());
    uop::populateUOpToArithConversionPatterns(typeConverter, patterns);
    uop::populateUOpToMemRefConversionPatterns(typeConverter, patterns);
    uop::populateUOpToSCFConversionPatterns(typeConverter, patterns, target);
    // Upstream patterns in the same conversion: what uop.max makes on
    // floats is expanded further.
    arith::populateArithExpandOpsPatterns(patterns);
    target.addIllegalOp<arith::MaxNumFOp>();
    if (failed(uop::applyUOpConversion({getOperation()}, target,
                                       std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

namespace mlir::uop::test {
void registerTestUOpPatternsPass() { PassRegistration<TestUOpPatternsPass>(); }
} // namespace mlir::uop::test
