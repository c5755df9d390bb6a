//===- DType.cpp - tinygrad's scalar dtypes, MLIR-free --------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Support/DType.h"

using namespace uop;

static constexpr ScalarDTypeInfo kScalarDTypes[] = {
    {ScalarKind::Bool, "bool", "bool", "|b1", 8, false, false},
    {ScalarKind::I8, "int8", "i8", "|i1", 8, false, true},
    {ScalarKind::I16, "int16", "i16", "<i2", 16, false, true},
    {ScalarKind::I32, "int32", "i32", "<i4", 32, false, true},
    {ScalarKind::I64, "int64", "i64", "<i8", 64, false, true},
    {ScalarKind::U8, "uint8", "u8", "|u1", 8, false, false},
    {ScalarKind::U16, "uint16", "u16", "<u2", 16, false, false},
    {ScalarKind::U32, "uint32", "u32", "<u4", 32, false, false},
    {ScalarKind::U64, "uint64", "u64", "<u8", 64, false, false},
    {ScalarKind::F16, "float16", "f16", "<f2", 16, true, true},
    {ScalarKind::BF16, "bfloat16", "bf16", "<V2", 16, true, true},
    {ScalarKind::F32, "float32", "f32", "<f4", 32, true, true},
    {ScalarKind::F64, "float64", "f64", "<f8", 64, true, true},
};

llvm::ArrayRef<ScalarDTypeInfo> uop::getScalarDTypes() {
  return kScalarDTypes;
}

const ScalarDTypeInfo *uop::lookupScalarDType(llvm::StringRef name) {
  for (const ScalarDTypeInfo &info : kScalarDTypes)
    if (info.name == name)
      return &info;
  return nullptr;
}

const ScalarDTypeInfo *uop::lookupIntegerDType(unsigned bitWidth,
                                               bool isSigned) {
  if (bitWidth == 1)
    return &getScalarDTypeInfo(ScalarKind::Bool);
  for (const ScalarDTypeInfo &info : kScalarDTypes)
    if (!info.isFloat && info.kind != ScalarKind::Bool &&
        info.bitWidth == bitWidth && info.isSigned == isSigned)
      return &info;
  return nullptr;
}
