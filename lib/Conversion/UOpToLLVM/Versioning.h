//===- Versioning.h - an op and its copy, picked at run time ----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_UOPTOLLVM_VERSIONING_H
#define LIB_CONVERSION_UOPTOLLVM_VERSIONING_H

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace uop {

/// Guards `op` (which has no results) by a new `scf.if` on `condition`,
/// created where `op` was: `op` moves into the else branch and a clone of
/// it into the then branch. Returns the clone; `mapping` maps `op`'s values
/// and nested ops to the clone's. A transform then rewrites one of the two,
/// which keep computing the same, for where `condition` picks it.
Operation *cloneUnderCondition(RewriterBase &rewriter, Operation *op,
                               Value condition, IRMapping &mapping);

} // namespace uop
} // namespace mlir

#endif // LIB_CONVERSION_UOPTOLLVM_VERSIONING_H
