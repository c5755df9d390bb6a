//===- UOpConstantEval.h - evaluate uop ops on constants --------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The value of ALU ops, casts and bitcasts on constants, as the compiled
// kernel computes it: integers wrap at their width, integer DIV truncates
// and MOD takes the dividend's sign, bool is C `_Bool`, float MAX is maxNum,
// half types compute in float32. Undefined results (a zero divisor,
// INT_MIN / -1, an out-of-range float-to-int cast) are not evaluated.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_UOPCONSTANTEVAL_H
#define UOP_DIALECT_UOP_IR_UOPCONSTANTEVAL_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

namespace mlir {
namespace uop {

/// Evaluates the ALU op `op` on constant operands: `IntegerAttr`s of their
/// dtype, `FloatAttr`s of their compute type, or splats of either for
/// vectors. Returns a constant of `op`'s result dtype in the same form, or
/// null if an operand is not a constant or the result is undefined.
TypedAttr evaluateALUOp(Operation *op, ArrayRef<Attribute> operands);

/// C's conversion of the constant `value` of dtype `from` to dtype `to`
/// (half results are rounded to their storage precision); null when C
/// leaves it undefined (NaN, infinity or an out-of-range float to integer).
TypedAttr evaluateCast(Attribute value, Type from, Type to);

/// The constant of dtype `to` with the bits of `value` of dtype `from` (half
/// values are rounded to their storage format first).
TypedAttr evaluateBitcast(Attribute value, Type from, Type to);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_IR_UOPCONSTANTEVAL_H
