//===- EmbedLowering.h - the embedder's own uop lowering --------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef EMBED_EMBEDLOWERING_H
#define EMBED_EMBEDLOWERING_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace embed {

/// `embed-lower-uop`: linearized uop kernels to func/scf/arith/memref, with
/// uop's public structure step and pattern sets.
std::unique_ptr<mlir::Pass> createEmbedLowerUOpPass();

/// Registers `embed-lower-uop` for textual pipelines.
void registerEmbedLowerUOpPass();

/// The embedder's pipeline from a uop kernel to the LLVM dialect: uop's
/// linearizer, `embed-lower-uop`, then upstream's lowerings.
void buildEmbedPipeline(mlir::OpPassManager &pm);

} // namespace embed

#endif // EMBED_EMBEDLOWERING_H
