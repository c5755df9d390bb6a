//===- ParallelLoops.h - loops whose iterations are independent -*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_ANALYSIS_PARALLELLOOPS_H
#define UOP_DIALECT_UOP_ANALYSIS_PARALLELLOOPS_H

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"

namespace mlir {
namespace uop {

/// Which loops of a graph-form kernel can run their iterations at once, as
/// threads: the global dimensions that tinygrad's CLANG backend renders as
/// loops. A loop is parallel when, proved from the IR,
/// * no accumulator runs over it and every store depends on it (each
///   iteration makes its own stores, and nothing is carried between
///   iterations);
/// * every access to a buffer that the kernel stores to (the stores and the
///   loads) addresses `loop * stride + rest` with one constant stride per
///   buffer and `0 <= rest`, `rest + lanes <= stride` over every value the
///   other indices take (integer range analysis): an iteration touches only
///   its own elements of that buffer, so no iteration reads what another
///   writes.
/// Only kernels without thread indices, local memory, barriers, ifs and
/// wmma are considered (the CLANG form); for others no loop is parallel.
class ParallelLoopAnalysis {
public:
  explicit ParallelLoopAnalysis(KernelOp kernel);

  /// Whether the iterations of `loop` are independent, as above, for each
  /// iteration of the loops `fixed` (outer loops already found parallel:
  /// their separation took this loop's whole span into account).
  bool isParallel(RangeOp loop, ArrayRef<RangeOp> fixed = {}) const;

private:
  /// `value` as `coefficient * loop + rest`, rest within [low, high].
  struct LinearForm {
    int64_t coefficient, low, high;
  };
  std::optional<LinearForm> decompose(Value value, RangeOp loop,
                                      ArrayRef<RangeOp> fixed,
                                      const DenseSet<Operation *> &dependents)
      const;

  mutable KernelOp kernel;
  bool isCLANGForm = true;
  DenseMap<Value, ConstantIntRanges> ranges;
};

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_ANALYSIS_PARALLELLOOPS_H
