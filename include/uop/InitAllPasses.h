//===- InitAllPasses.h - register the uop passes ----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_INITALLPASSES_H
#define UOP_INITALLPASSES_H

#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"

namespace mlir {
namespace uop {

/// Registers every pass and pass pipeline this project defines, for use on
/// the command line of `uop-opt` or any MLIR tool that embeds uop.
inline void registerAllPasses() {
  registerUOpPasses();
  registerUOpPipelines();
  registerUOpConversionPasses();
  registerUOpConversionPipelines();
}

} // namespace uop
} // namespace mlir

#endif // UOP_INITALLPASSES_H
