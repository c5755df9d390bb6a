//===- KernelABI.cpp - how a uop kernel is called -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/KernelABI.h"
#include <tuple>

using namespace mlir;
using namespace mlir::uop;

KernelSignature mlir::uop::getKernelSignature(KernelOp kernel) {
  KernelSignature signature;
  SmallVector<DefineGlobalOp> globals(
      kernel.getBodyBlock().getOps<DefineGlobalOp>());
  llvm::sort(globals, [](DefineGlobalOp a, DefineGlobalOp b) {
    return a.getIndexAttr().getInt() < b.getIndexAttr().getInt();
  });
  for (DefineGlobalOp global : globals) {
    int64_t index = global.getIndexAttr().getInt();
    if (!signature.bufferIndices.empty() &&
        signature.bufferIndices.back() == index)
      continue;
    signature.bufferIndices.push_back(index);
    signature.bufferDTypes.push_back(global.getType().getElementType());
  }
  auto addVar = [&](StringRef name) {
    if (!llvm::is_contained(signature.varNames, name))
      signature.varNames.push_back(name.str());
  };
  for (auto var : kernel.getBodyBlock().getOps<DefineVarOp>())
    addVar(var.getVar().getName());
  // A variable that sizes a thread index without a define_var is bound at
  // launch too: it follows the others.
  for (auto special : kernel.getBodyBlock().getOps<SpecialOp>())
    walkSizeVariables(special.getSize(),
                      [&](VarAttr var) { addVar(var.getName()); });
  return signature;
}

KernelLaunchSizes mlir::uop::getKernelLaunchSizes(KernelOp kernel) {
  KernelLaunchSizes sizes;
  Builder builder(kernel.getContext());
  SmallVector<Attribute> derivedGlobal, derivedLocal;
  for (auto special : kernel.getBodyBlock().getOps<SpecialOp>()) {
    SmallVector<Attribute> &derived =
        special.isLocal() ? derivedLocal : derivedGlobal;
    int64_t dim = special.getDimAttr().getInt();
    if (derived.size() <= static_cast<size_t>(dim))
      derived.resize(dim + 1, builder.getI64IntegerAttr(1));
    derived[dim] = special.getSize();
  }
  for (auto [recorded, derived, out] :
       {std::tuple{kernel.getGlobalSizeAttr(), &derivedGlobal, &sizes.global},
        std::tuple{kernel.getLocalSizeAttr(), &derivedLocal, &sizes.local}}) {
    if (recorded)
      out->assign(recorded.begin(), recorded.end());
    if (out->empty())
      *out = std::move(*derived);
  }
  return sizes;
}
