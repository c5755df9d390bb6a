//===- StrictFloatToSPIRV.cpp - IEEE float specials for strict kernels ----===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "llvm/ADT/SetVector.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPSPIRVSTRICTFLOAT
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// The widths of the floats `func` computes with, smallest first.
static SmallVector<int32_t> getFloatWidths(spirv::FuncOp func) {
  llvm::SmallSetVector<int32_t, 3> widths;
  auto note = [&](Type type) {
    if (auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type)))
      widths.insert(floatType.getWidth());
  };
  func.walk([&](Operation *op) {
    llvm::for_each(op->getResultTypes(), note);
    llvm::for_each(op->getOperandTypes(), note);
  });
  SmallVector<int32_t> sorted = widths.takeVector();
  llvm::sort(sorted);
  return sorted;
}

struct UOpSPIRVStrictFloatPass
    : public uop::impl::UOpSPIRVStrictFloatBase<UOpSPIRVStrictFloatPass> {
  void runOnOperation() override {
    spirv::ModuleOp module = getOperation();
    OpBuilder builder(module.getContext());
    builder.setInsertionPointToEnd(module.getBody());
    for (auto func : module.getOps<spirv::FuncOp>()) {
      if (!func->removeAttr(uop::kStrictFloatAttrName))
        continue;
      for (int32_t width : getFloatWidths(func))
        spirv::ExecutionModeOp::create(
            builder, func.getLoc(), func,
            spirv::ExecutionMode::SignedZeroInfNanPreserve, {width});
    }
  }
};

} // namespace
