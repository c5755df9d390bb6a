//===- LinearStride.h - how an index moves with a loop ----------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_UOPTOLLVM_LINEARSTRIDE_H
#define LIB_CONVERSION_UOPTOLLVM_LINEARSTRIDE_H

#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

namespace mlir {
namespace uop {

/// The coefficient of a loop's induction variable in values computed inside
/// the loop: linear `arith` (casts, additions, subtractions, products and
/// left shifts by constants) of the variable, of values that do not vary
/// with it (defined outside the loop, constants, the induction variables of
/// the loops inside it) and of one another. None for anything else (an
/// iter_arg, a division, a load).
class LinearStride {
public:
  /// `loop` has one induction variable (an `scf.for`, a one-dimensional
  /// `scf.parallel`).
  explicit LinearStride(LoopLikeOpInterface loop)
      : loop(loop), inductionVar(*loop.getSingleInductionVar()) {}

  /// The coefficient of the induction variable in `value`, if linear.
  std::optional<int64_t> of(Value value);

private:
  std::optional<int64_t> compute(Operation *op);
  bool hasInvariantOperands(Operation *op);

  Operation *loop;
  Value inductionVar;
  DenseMap<Value, std::optional<int64_t>> known;
};

} // namespace uop
} // namespace mlir

#endif // LIB_CONVERSION_UOPTOLLVM_LINEARSTRIDE_H
