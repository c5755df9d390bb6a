//===- IntegerRangeRules.h - index simplification by ranges -----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The rules of `uop-int-range-optimizations` (see Passes.td), applied one op
// at a time over ranges kept current by the caller: the pass applies them in
// one walk, the uop rewrite driver as it visits ops.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_DIALECT_UOP_TRANSFORMS_INTEGERRANGERULES_H
#define UOP_LIB_DIALECT_UOP_TRANSFORMS_INTEGERRANGERULES_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir {
namespace uop {

class IntegerRangeRules {
public:
  /// Infers the ranges of `op`'s results from the ranges of its operands
  /// (an operand not inferred yet is inferred first). Returns whether a
  /// result's range was known and changed; ops without InferIntRangeInterface
  /// or with an operand that is not a scalar integer get none.
  bool inferRanges(Operation *op);

  /// A value equal to `op`'s single result that the rules find simpler (a
  /// constant, an operand, a smaller product), built with `rewriter` before
  /// `op` and given its range; null if none. Needs `inferRanges(op)` first.
  Value simplify(Operation *op, RewriterBase &rewriter);

  /// Replaces the value uses of `op`'s result by `replacement` (an
  /// accumulator and an end marker keep naming their range), and erases
  /// `op` when that left it unused.
  void replace(Operation *op, Value replacement, RewriterBase &rewriter);

  /// Forgets the ranges of `op`'s results, before `op` is erased (a later
  /// op may reuse its results' storage).
  void forget(Operation *op);

private:
  /// Infers `op`'s result ranges from its operands' current ranges.
  bool inferKnownOperands(Operation *op);
  ConstantIntRanges getRange(Value value);
  Value getConstant(Operation *at, Type type, const APInt &value,
                    RewriterBase &rewriter);
  Value simplifyMax(Operation *op);
  Value simplifyDivision(Operation *op, RewriterBase &rewriter);
  Value foldUnrolledDivisions(Operation *op, RewriterBase &rewriter);
  bool isNonNegative(Value value);

  DenseMap<Value, ConstantIntRanges> ranges;
};

} // namespace uop
} // namespace mlir

#endif // UOP_LIB_DIALECT_UOP_TRANSFORMS_INTEGERRANGERULES_H
