//===- InitAllDialects.h - register the uop dialects ------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_INITALLDIALECTS_H
#define UOP_INITALLDIALECTS_H

#include "mlir/IR/DialectRegistry.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"

namespace mlir {
namespace uop {

/// Adds every dialect this project defines to `registry`. Tools that embed
/// uop call this next to `mlir::registerAllDialects`.
inline void registerAllDialects(DialectRegistry &registry) {
  registry.insert<UOpDialect>();
}

} // namespace uop
} // namespace mlir

#endif // UOP_INITALLDIALECTS_H
