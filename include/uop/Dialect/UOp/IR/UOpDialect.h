//===- UOpDialect.h - uop dialect -------------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_UOPDIALECT_H
#define UOP_DIALECT_UOP_IR_UOPDIALECT_H

#include "mlir/IR/Dialect.h"

#include "uop/Dialect/UOp/IR/UOpOpsDialect.h.inc"

#endif // UOP_DIALECT_UOP_IR_UOPDIALECT_H
