//===- IntegerRanges.h - integer ranges of a kernel's values ----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_ANALYSIS_INTEGERRANGES_H
#define UOP_DIALECT_UOP_ANALYSIS_INTEGERRANGES_H

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"

namespace mlir {
namespace uop {

/// The range of each scalar integer value of `kernel` that its op's
/// InferIntRangeInterface bounds (a value without an entry may be anything),
/// in one walk over the body: operands come before their users in both
/// forms (a linearized define_acc follows the ranges it names).
DenseMap<Value, ConstantIntRanges> computeIntegerRanges(KernelOp kernel);

/// The range of `value` in `ranges`, or its type's whole range.
ConstantIntRanges
lookupIntegerRange(const DenseMap<Value, ConstantIntRanges> &ranges,
                   Value value);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_ANALYSIS_INTEGERRANGES_H
