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
#include "mlir/IR/Diagnostics.h"

#include "uop/Dialect/UOp/IR/UOpEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "uop/Dialect/UOp/IR/UOpAttrs.h.inc"

#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace mlir {
namespace uop {

//===----------------------------------------------------------------------===//
// Sizes: an i64 integer, a #uop.var or a #uop.expr (tinygrad's `sint`)
//===----------------------------------------------------------------------===//

/// Whether `attr` is a size: an i64 `IntegerAttr`, a `VarAttr` or an
/// `ExprAttr`.
bool isSize(Attribute attr);

/// The smallest and largest value of a size over its variables' bounds. For
/// an expression they come from interval arithmetic: exact when each
/// variable occurs once (every tinygrad size), else bounds that hold.
/// Saturates at the int64 limits (a verified expression never reaches them).
struct SizeBounds {
  int64_t min, max;
};
SizeBounds getSizeBounds(Attribute size);

/// Calls `fn` on each variable of a size, in order of appearance (a variable
/// that occurs twice is visited twice).
void walkSizeVariables(Attribute size, function_ref<void(VarAttr)> fn);

/// The value of a size given each variable's value (`valueOf` returns
/// nullopt for a variable it does not know); an error names the missing
/// variable or the overflow.
llvm::Expected<int64_t>
evaluateSize(Attribute size,
             function_ref<std::optional<int64_t>(StringRef)> valueOf);

/// tinygrad's rendering of a size, as its JSON dumps hold it: `4`, `i`, or
/// a fully parenthesized Node expression such as `(2+i)` or
/// `((i*21)+(j*21)+15)`.
std::string getTinygradSizeText(Attribute size);

/// Parses tinygrad's rendering of a size (integers, variable names, `+`,
/// `*` and parentheses; `*` binds tighter than `+`) into an i64
/// `IntegerAttr`, a `VarAttr` or an `ExprAttr`, taking each variable's
/// bounds from `lookupVar` (null for an unknown name). Reports what is wrong
/// (an unsupported operator such as `//` or `%`, an unknown variable, a
/// malformed expression) through `emitError` and fails.
FailureOr<Attribute>
parseTinygradSizeText(MLIRContext *context, StringRef text,
                      function_ref<VarAttr(StringRef)> lookupVar,
                      function_ref<InFlightDiagnostic()> emitError);

/// Evaluates tinygrad's rendering of a size (what `getTinygradSizeText`
/// writes) given each variable's value, without the variables' bounds: the
/// MLIR-free evaluation the runtime launches with (uop/Support/SizeText.h).
llvm::Expected<int64_t>
evaluateTinygradSizeText(StringRef text,
                         function_ref<std::optional<int64_t>(StringRef)> valueOf);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_IR_UOPATTRS_H
