//===- UOpTypes.h - uop types -----------------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_UOPTYPES_H
#define UOP_DIALECT_UOP_IR_UOPTYPES_H

#include "mlir/IR/Types.h"
#include "uop/Dialect/UOp/IR/UOpAttrs.h"

#define GET_TYPEDEF_CLASSES
#include "uop/Dialect/UOp/IR/UOpOpsTypes.h.inc"

namespace mlir {
namespace uop {

/// Whether `type` is one of tinygrad's 13 scalar dtypes.
bool isScalarDType(Type type);

/// Whether `type` is a scalar dtype or a 1-D vector of one.
bool isDType(Type type);

/// The scalar dtype of a scalar or vector dtype.
Type getScalarDType(Type type);

/// The number of lanes of a vector dtype, 1 for a scalar.
int64_t getLaneCount(Type type);

/// tinygrad's itemsize in bytes of a (vector) dtype: the scalar size (bool is
/// one byte) times the lane count.
int64_t getItemSize(Type type);

/// The bool dtype with the lanes of `type`: `i1` or `vector<N x i1>`.
Type getBoolLike(Type type);

/// Whether `type` is a half-precision storage format (f16 or bf16), whose
/// arithmetic is computed in float32.
bool isHalfStorageType(Type type);

/// The type a dtype's arithmetic and constants are held at: float32 (with
/// the same lanes) for the half storage formats, the dtype itself otherwise.
Type getComputeType(Type type);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_IR_UOPTYPES_H
