//===- Dialects.cpp - the uop dialect in the MLIR C API -------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop-c/Dialects.h"
#include "mlir/CAPI/Registration.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(UOp, uop, mlir::uop::UOpDialect)
