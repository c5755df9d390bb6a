//===- InitAllTranslations.h - register the uop translations ----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_INITALLTRANSLATIONS_H
#define UOP_INITALLTRANSLATIONS_H

#include "uop/Target/KernelBinaries.h"
#include "uop/Target/TinygradJSON.h"

namespace mlir {
namespace uop {

/// Registers every translation this project defines (tinygrad JSON import
/// and export; SPIR-V binaries, PTX and host objects from the lowerings)
/// for `uop-translate` or any `mlir-translate`-style tool.
inline void registerAllTranslations() {
  registerTinygradJSONTranslations();
  registerKernelBinaryTranslations();
}

} // namespace uop
} // namespace mlir

#endif // UOP_INITALLTRANSLATIONS_H
