//===- RewriteDriver.h - the uop rewrite driver -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_TRANSFORMS_REWRITEDRIVER_H
#define UOP_DIALECT_UOP_TRANSFORMS_REWRITEDRIVER_H

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"

namespace mlir {
namespace uop {

/// Simplifies uop kernels to the fixpoint of the `uop-simplify` rules (the
/// ops' folders and canonicalization patterns, CSE, `uop-gate-stores-by-ifs`
/// and `uop-int-range-optimizations`), the same result as MLIR's greedy
/// driver running those passes until nothing changes, without its passes
/// over the whole kernel per rule set:
///  * one visit per op in order (operands first), each trying CSE, the
///    folder, the op's own patterns (looked up by op name) and the range
///    rules;
///  * constants and equal pure ops hash-consed as they are visited or
///    created;
///  * integer ranges inferred once per op and updated as ops change;
///  * re-visits only for what a rewrite touched (the op, its users, the
///    operands it stopped using), then one check of the ops that have
///    patterns, until a fixpoint.
///
/// A driver is built once per context (it freezes the patterns) and may
/// simplify any number of kernels, from any number of threads.
class UOpRewriteDriver {
public:
  explicit UOpRewriteDriver(MLIRContext *context);

  /// The driver of `context`, built on the first call and kept by the
  /// context's uop dialect, so that each simplification of the context's
  /// kernels does not freeze the patterns anew. Thread-safe.
  static const UOpRewriteDriver &get(MLIRContext *context);

  /// Simplifies `kernel`. Fails, with a diagnostic on the kernel, when the
  /// rules have not reached a fixpoint after `maxRounds` rounds.
  LogicalResult simplify(KernelOp kernel, unsigned maxRounds) const;

private:
  FrozenRewritePatternSet patterns;
};

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_TRANSFORMS_REWRITEDRIVER_H
