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

size_t KernelSignature::getVarPosition(StringRef name) const {
  return llvm::find_if(vars,
                       [&](VarAttr var) { return var.getName() == name; }) -
         vars.begin();
}

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
  auto addVar = [&](VarAttr var) {
    if (signature.getVarPosition(var.getName()) == signature.vars.size())
      signature.vars.push_back(var);
  };
  for (auto var : kernel.getBodyBlock().getOps<DefineVarOp>())
    addVar(var.getVar());
  // A variable that sizes a thread index without a define_var is bound at
  // launch too: it follows the others.
  for (auto special : kernel.getBodyBlock().getOps<SpecialOp>())
    walkSizeVariables(special.getSize(), addVar);
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
