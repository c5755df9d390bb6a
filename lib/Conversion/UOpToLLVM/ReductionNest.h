//===- ReductionNest.h - a loop around one reduction ------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_UOPTOLLVM_REDUCTIONNEST_H
#define LIB_CONVERSION_UOPTOLLVM_REDUCTIONNEST_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/APInt.h"
#include <optional>

namespace mlir {
namespace uop {

/// The parts of the body of a loop `j` (an `scf.for`, or a one-dimensional
/// `scf.parallel` until it is strip-mined) around a reduction `k`.
struct ReductionNest {
  LoopLikeOpInterface outer;
  scf::ForOp reduction;
  /// The ops of `outer`'s body before and after the reduction.
  SmallVector<Operation *> prologue, epilogue;
};

/// `loop`'s body as a prologue, one reduction and an epilogue, where
/// reordering the loop's iterations around the reduction's steps keeps the
/// kernel's meaning: the loop has one induction variable, a unit step and
/// no results; the reduction has iter_args, no loop inside it, and bounds
/// that the loop's iterations share; the prologue and the reduction only
/// read buffers, and the epilogue writes none of those.
std::optional<ReductionNest> matchReductionNest(LoopLikeOpInterface loop);

/// The trip count of `loop`, which has one induction variable, where its
/// bounds are constants (scf.parallel implements no getStaticTripCount).
std::optional<APInt> staticTripCount(LoopLikeOpInterface loop);

/// Where buffers for `loop` can be allocated once: the start of the
/// nearest automatic allocation scope around it that is not serial control
/// flow (a function; the `memref.alloca_scope` that convert-scf-to-openmp
/// puts around a parallel loop's body; an `scf.parallel`, whose iterations
/// each get their own). Serial loops around `loop` are scopes too, but their
/// iterations can share one buffer, and the LLVM lowering would not free an
/// `alloca` in a loop's body until the function returns. None where an op of
/// another kind lies between (it may run its region concurrently), or the
/// scope's body is not one block.
Operation *serialAllocationScope(Operation *loop);

/// `value` at the rewriter's insertion point: as `mapping` maps it, as it is
/// where it is defined outside `scope`, else a clone of the op of `scope`
/// that defines it, its operands cloned the same way first (the clones are
/// recorded in `mapping`). Null where that needs a block argument of
/// `scope` that `mapping` does not map, or an op `canClone` rejects.
Value cloneDefinition(RewriterBase &rewriter, Value value, Operation *scope,
                      IRMapping &mapping,
                      function_ref<bool(Operation *)> canClone);

/// `first`, `first + 1`, ..., `first + count - 1`, in `first`'s integer or
/// index type: the induction variables of `count` consecutive iterations.
SmallVector<Value> consecutiveValues(OpBuilder &builder, Location loc,
                                     Value first, int64_t count);

/// Runs `parallel` in chunks of `chunk` iterations: a parallel loop over
/// the chunks around an `scf.for` over one chunk, which takes `parallel`'s
/// body and is returned. The threads then run tiles of the nest in it.
scf::ForOp stripMine(RewriterBase &rewriter, scf::ParallelOp parallel,
                     int64_t chunk);

} // namespace uop
} // namespace mlir

#endif // LIB_CONVERSION_UOPTOLLVM_REDUCTIONNEST_H
