//===- ConstantUtils.h - matching uop constants -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Helpers shared by the folders, the canonicalization patterns and the
// constant evaluator. Constants are IntegerAttrs of their dtype, FloatAttrs of
// their compute type, or splats of either for vectors.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_DIALECT_UOP_IR_CONSTANTUTILS_H
#define UOP_LIB_DIALECT_UOP_IR_CONSTANTUTILS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Value.h"

namespace mlir {
namespace uop {

/// The scalar of a constant: the splat value of a vector, else itself.
Attribute getScalarConstant(Attribute value);

/// `scalar` as a constant of `dtype`: itself, or its splat for a vector.
TypedAttr splatIfVector(TypedAttr scalar, Type dtype);

/// The constant that defines `value`, or null.
Attribute getConstantOf(Value value);

/// Whether the constant `value` equals `number`, comparing as 0.9.0 does
/// (`0` also matches `0.0` and False).
bool isConstantEqualTo(Attribute value, int64_t number);

/// Whether `value` is the float constant -0.0 (or a vector of it).
bool isNegativeZero(Attribute value);

/// Whether `value` is defined by the constant -1.
bool isConstantMinusOne(Value value);

/// Whether `value` is defined by the smallest constant of a signed integer
/// dtype (INT_MIN), whose negation and division by -1 overflow.
bool isConstantMinSigned(Value value);

/// Whether two constants are equal as numbers, whatever their dtypes (0.9.0
/// compares Python numbers: `256 == 256.0`).
bool areNumericallyEqual(Attribute lhs, Attribute rhs);

/// The constant zero of dtype `type`.
TypedAttr getZeroConstant(Type type);

} // namespace uop
} // namespace mlir

#endif // UOP_LIB_DIALECT_UOP_IR_CONSTANTUTILS_H
