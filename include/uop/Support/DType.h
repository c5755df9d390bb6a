//===- DType.h - tinygrad's scalar dtypes, MLIR-free ------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one table of tinygrad 0.9.0's scalar dtypes (dtype.py): the dialect
// maps its types to these kinds, and the importer, the runtime's host
// arrays, the INTERP device and its program format read their names and
// sizes here.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_SUPPORT_DTYPE_H
#define UOP_SUPPORT_DTYPE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace uop {

/// A scalar dtype. The order is the INTERP program format's.
enum class ScalarKind : uint8_t {
  Bool, I8, I16, I32, I64, U8, U16, U32, U64, F16, BF16, F32, F64
};

/// What every user of a scalar dtype needs to know of it.
struct ScalarDTypeInfo {
  ScalarKind kind;
  /// tinygrad's name: `int8`, `bfloat16`.
  llvm::StringLiteral name;
  /// The short name of the INTERP program format: `i8`, `u8`, `bf16`.
  llvm::StringLiteral shortName;
  /// numpy's descr of an array of it (bfloat16, which numpy lacks: `<V2`).
  llvm::StringLiteral numpyDescr;
  unsigned bitWidth;
  bool isFloat;
  /// Signed integers; floats are signed too.
  bool isSigned;

  unsigned getItemSize() const { return bitWidth / 8; }
  /// float16 and bfloat16: a storage format computed in float32.
  bool isHalf() const { return isFloat && bitWidth == 16; }
};

/// Every scalar dtype, in ScalarKind order.
llvm::ArrayRef<ScalarDTypeInfo> getScalarDTypes();

/// The entry of `kind`.
inline const ScalarDTypeInfo &getScalarDTypeInfo(ScalarKind kind) {
  return getScalarDTypes()[static_cast<size_t>(kind)];
}

/// The dtype tinygrad names `name`, or null.
const ScalarDTypeInfo *lookupScalarDType(llvm::StringRef name);

/// The integer dtype of `bitWidth` bits (1: bool), or null.
const ScalarDTypeInfo *lookupIntegerDType(unsigned bitWidth, bool isSigned);

} // namespace uop

#endif // UOP_SUPPORT_DTYPE_H
