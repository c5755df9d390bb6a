//===- UOpDialect.cpp - uop dialect ---------------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::uop;

#include "uop/Dialect/UOp/IR/UOpOpsDialect.cpp.inc"

#include "uop/Dialect/UOp/IR/UOpEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "uop/Dialect/UOp/IR/UOpAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "uop/Dialect/UOp/IR/UOpOpsTypes.cpp.inc"

void UOpDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "uop/Dialect/UOp/IR/UOpOps.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "uop/Dialect/UOp/IR/UOpOpsTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "uop/Dialect/UOp/IR/UOpAttrs.cpp.inc"
      >();
}

Operation *UOpDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  if (!ConstOp::isBuildableWith(value, type))
    return nullptr;
  return ConstOp::create(builder, loc, type, cast<TypedAttr>(value));
}

LogicalResult VarAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              StringRef name, int64_t min, int64_t max) {
  if (name.empty())
    return emitError() << "variable name must not be empty";
  if (min > max)
    return emitError() << "variable '" << name << "' has min " << min
                       << " greater than max " << max;
  if (min < INT32_MIN || max > INT32_MAX)
    return emitError() << "variable '" << name << "' bounds [" << min << ", "
                       << max << "] do not fit int32";
  return success();
}
