//===- TinygradNames.h - tinygrad names of dtypes and ALU ops ---*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_TARGET_TINYGRADJSON_TINYGRADNAMES_H
#define UOP_LIB_TARGET_TINYGRADJSON_TINYGRADNAMES_H

#include "mlir/IR/Types.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

#include "uop/Target/TinygradJSON.h"

namespace mlir {
namespace uop {

/// The type of a tinygrad dtype name (`float32`, `int32x4`, `ptr.float16`);
/// a null type if the name is unknown. `localPointer` selects the address
/// space of a `ptr.` name.
Type parseTinygradDType(MLIRContext *context, StringRef name,
                        bool localPointer = false);

/// The uop op name (`uop.add`) of a tinygrad ALU arg (`BinaryOps.ADD`).
std::optional<StringRef> getALUOpName(StringRef tinygradArg);

/// The tinygrad ALU arg (`BinaryOps.ADD`) of a uop ALU op name.
std::optional<StringRef> getTinygradALUArg(StringRef opName);

/// The number of operands of a tinygrad ALU arg.
unsigned getALUArity(StringRef tinygradArg);

} // namespace uop
} // namespace mlir

#endif // UOP_LIB_TARGET_TINYGRADJSON_TINYGRADNAMES_H
