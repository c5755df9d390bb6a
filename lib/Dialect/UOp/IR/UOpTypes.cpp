//===- UOpTypes.cpp - uop types and dtype helpers -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpTypes.h"
#include "uop/Dialect/UOp/IR/ScalarKinds.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::uop;

bool mlir::uop::isScalarDType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    if (intType.isSigned())
      return false;
    unsigned width = intType.getWidth();
    if (width == 1)
      return intType.isSignless();
    return width == 8 || width == 16 || width == 32 || width == 64;
  }
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type);
}

std::optional<::uop::ScalarKind> mlir::uop::getScalarKind(Type type) {
  if (!isScalarDType(type))
    return std::nullopt;
  if (auto intType = dyn_cast<IntegerType>(type))
    return ::uop::lookupIntegerDType(intType.getWidth(),
                                     !intType.isUnsigned())
        ->kind;
  using ::uop::ScalarKind;
  return llvm::TypeSwitch<Type, ScalarKind>(type)
      .Case([](Float16Type) { return ScalarKind::F16; })
      .Case([](BFloat16Type) { return ScalarKind::BF16; })
      .Case([](Float32Type) { return ScalarKind::F32; })
      .Default([](Type) { return ScalarKind::F64; });
}

Type mlir::uop::getScalarType(MLIRContext *context, ::uop::ScalarKind kind) {
  using ::uop::ScalarKind;
  const ::uop::ScalarDTypeInfo &info = ::uop::getScalarDTypeInfo(kind);
  switch (kind) {
  case ScalarKind::Bool:
    return IntegerType::get(context, 1);
  case ScalarKind::F16:
    return Float16Type::get(context);
  case ScalarKind::BF16:
    return BFloat16Type::get(context);
  case ScalarKind::F32:
    return Float32Type::get(context);
  case ScalarKind::F64:
    return Float64Type::get(context);
  default:
    return IntegerType::get(context, info.bitWidth,
                            info.isSigned ? IntegerType::Signless
                                          : IntegerType::Unsigned);
  }
}

bool mlir::uop::isDType(Type type) {
  if (auto vectorType = dyn_cast<VectorType>(type))
    return vectorType.getRank() == 1 && !vectorType.isScalable() &&
           isScalarDType(vectorType.getElementType());
  return isScalarDType(type);
}

Type mlir::uop::getScalarDType(Type type) {
  if (auto vectorType = dyn_cast<VectorType>(type))
    return vectorType.getElementType();
  return type;
}

int64_t mlir::uop::getLaneCount(Type type) {
  if (auto vectorType = dyn_cast<VectorType>(type))
    return vectorType.getNumElements();
  return 1;
}

int64_t mlir::uop::getItemSize(Type type) {
  Type scalar = getScalarDType(type);
  int64_t bits = scalar.getIntOrFloatBitWidth();
  int64_t bytes = bits == 1 ? 1 : bits / 8;
  return bytes * getLaneCount(type);
}

Type mlir::uop::getBoolLike(Type type) {
  Type i1 = IntegerType::get(type.getContext(), 1);
  if (auto vectorType = dyn_cast<VectorType>(type))
    return VectorType::get(vectorType.getShape(), i1);
  return i1;
}

bool mlir::uop::isHalfStorageType(Type type) {
  return isa<Float16Type, BFloat16Type>(getScalarDType(type));
}

Type mlir::uop::getComputeType(Type type) {
  if (!isHalfStorageType(type))
    return type;
  Type f32 = Float32Type::get(type.getContext());
  if (auto vectorType = dyn_cast<VectorType>(type))
    return VectorType::get(vectorType.getShape(), f32);
  return f32;
}

LogicalResult PtrType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type elementType, AddressSpace) {
  if (!isScalarDType(elementType))
    return emitError() << "pointee " << elementType
                       << " is not a tinygrad scalar dtype";
  return success();
}
