//===- IntRangeOptimizations.cpp - index simplification by ranges ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "IntegerRangeRules.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPINTRANGEOPTIMIZATIONS
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

namespace {

/// Simplifies `kernel` in one walk over its ops: operands come before their
/// users, so each op sees its operands' final ranges.
void simplifyKernel(KernelOp kernel) {
  IntegerRangeRules rules;
  IRRewriter rewriter(kernel.getContext());
  for (Operation &op : llvm::make_early_inc_range(kernel.getBodyBlock())) {
    rules.inferRanges(&op);
    if (Value replacement = rules.simplify(&op, rewriter))
      rules.replace(&op, replacement, rewriter);
  }
}

struct UOpIntRangeOptimizationsPass
    : public uop::impl::UOpIntRangeOptimizationsBase<
          UOpIntRangeOptimizationsPass> {
  void runOnOperation() override {
    getOperation()->walk([](KernelOp kernel) { simplifyKernel(kernel); });
  }
};

} // namespace
