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
  registerUOpConversionPasses();
  registerUOpConversionPipelines();
}

/// `registerAllPasses`, once per process however many callers ask (MLIR's
/// pass registry rejects a second registration of a pipeline, and is not
/// locked): what libraries that register on a user's behalf call.
inline void registerAllPassesOnce() {
  static bool once = [] {
    registerAllPasses();
    return true;
  }();
  (void)once;
}

} // namespace uop
} // namespace mlir

#endif // UOP_INITALLPASSES_H
