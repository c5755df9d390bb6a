//===- Passes.h - uop passes ------------------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_TRANSFORMS_PASSES_H
#define UOP_DIALECT_UOP_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"

namespace mlir {
namespace uop {

/// The engines that can apply the `uop-simplify` rules.
enum class SimplifyDriver {
  /// The uop rewrite driver (`UOpRewriteDriver`).
  Dedicated,
  /// MLIR's canonicalizer, CSE and the uop passes (`buildSimplifyPipeline`),
  /// repeated until the kernel stops changing.
  Greedy,
};

#define GEN_PASS_DECL
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"

/// Gives every store in `root` that uses a load after an if (through phis
/// too, in graph form) the if's gate as its own; returns whether any
/// changed. The canonicalizer's GateStoreByIfs does the same per store, but
/// a fold visited first (where(false, phi, y) -> y) can remove the load
/// before it sees the store; `uop-simplify` runs this first.
bool gateStoresByIfs(Operation *root);

/// Adds one round of the `uop-simplify` rules run by MLIR's drivers to `pm`:
/// `uop-gate-stores-by-ifs`, canonicalization (0.9.0's constant folder), CSE
/// (tinygrad's graph merges equal nodes), index simplification by range
/// analysis, and a final canonicalization and CSE of what that exposes.
void buildSimplifyPipeline(OpPassManager &pm);

/// The rounds `uop-simplify` allows a kernel before it reports that the
/// rules do not reach a fixpoint.
constexpr unsigned kSimplifyMaxRounds = 8;

/// Simplifies every kernel under `op` (or `op` itself) to the fixpoint of
/// the `uop-simplify` rules, at most `maxRounds` rounds: one round can
/// leave work for the next (an index folded late can make a compare
/// constant), and what a compiler runs on the result must then find nothing
/// left to fold, so that a kernel's signature (its buffers and variables)
/// is the same before and after.
LogicalResult simplifyToFixpoint(Operation *op,
                                 SimplifyDriver driver = SimplifyDriver::Dedicated,
                                 unsigned maxRounds = kSimplifyMaxRounds);

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

#define GEN_PASS_REGISTRATION
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_TRANSFORMS_PASSES_H
