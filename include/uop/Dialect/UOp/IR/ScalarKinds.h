//===- ScalarKinds.h - uop types and tinygrad's dtype table -----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The dialect's side of the MLIR-free dtype table (uop/Support/DType.h).
// Kept apart from UOpTypes.h: the table's namespace, ::uop, would make
// `uop::` ambiguous in every file that uses namespace mlir.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_SCALARKINDS_H
#define UOP_DIALECT_UOP_IR_SCALARKINDS_H

#include "uop/Support/DType.h"
#include "mlir/IR/Types.h"
#include <optional>

namespace mlir {
namespace uop {

/// The kind of a scalar dtype (signless integers are tinygrad's signed
/// ones); none for any other type.
std::optional<::uop::ScalarKind> getScalarKind(Type type);

/// The type of the scalar dtype `kind`.
Type getScalarType(MLIRContext *context, ::uop::ScalarKind kind);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_IR_SCALARKINDS_H
