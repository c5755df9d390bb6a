//===- UOpAttrs.h - uop attributes and enums --------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_UOPATTRS_H
#define UOP_DIALECT_UOP_IR_UOPATTRS_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "uop/Dialect/UOp/IR/UOpEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "uop/Dialect/UOp/IR/UOpAttrs.h.inc"

#endif // UOP_DIALECT_UOP_IR_UOPATTRS_H
