//===- TinygradNames.cpp - tinygrad names of dtypes and ALU ops -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TinygradNames.h"
#include "uop/Dialect/UOp/IR/ScalarKinds.h"
#include "uop/Dialect/UOp/IR/UOpTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::uop;

namespace {
struct ALUName {
  StringRef tinygrad;
  StringRef op;
  unsigned arity;
};
} // namespace

static constexpr ALUName kALUNames[] = {
    {"UnaryOps.EXP2", "uop.exp2", 1},     {"UnaryOps.LOG2", "uop.log2", 1},
    {"UnaryOps.SIN", "uop.sin", 1},       {"UnaryOps.SQRT", "uop.sqrt", 1},
    {"UnaryOps.NEG", "uop.neg", 1},       {"BinaryOps.ADD", "uop.add", 2},
    {"BinaryOps.SUB", "uop.sub", 2},      {"BinaryOps.MUL", "uop.mul", 2},
    {"BinaryOps.DIV", "uop.div", 2},      {"BinaryOps.MAX", "uop.max", 2},
    {"BinaryOps.MOD", "uop.mod", 2},      {"BinaryOps.CMPLT", "uop.cmplt", 2},
    {"BinaryOps.CMPEQ", "uop.cmpeq", 2},  {"BinaryOps.XOR", "uop.xor", 2},
    {"TernaryOps.WHERE", "uop.where", 3}, {"TernaryOps.MULACC", "uop.mulacc", 3},
};

/// tinygrad's name of a scalar dtype (empty for other types).
static std::string getScalarDTypeName(Type type) {
  std::optional<::uop::ScalarKind> kind = getScalarKind(type);
  return kind ? ::uop::getScalarDTypeInfo(*kind).name.str() : std::string();
}

static Type parseScalarDType(MLIRContext *context, StringRef name) {
  const ::uop::ScalarDTypeInfo *info = ::uop::lookupScalarDType(name);
  return info ? getScalarType(context, info->kind) : Type();
}

Type mlir::uop::parseTinygradDType(MLIRContext *context, StringRef name,
                                   bool localPointer) {
  if (name.consume_front("ptr.")) {
    Type element = parseScalarDType(context, name);
    if (!element)
      return {};
    return PtrType::get(context, element,
                        localPointer ? AddressSpace::Local
                                     : AddressSpace::Global);
  }
  // A vector is the scalar name followed by `x<lanes>`, e.g. float32x4.
  size_t x = name.find_last_of('x');
  unsigned lanes;
  if (x != StringRef::npos && !name.substr(x + 1).getAsInteger(10, lanes)) {
    Type element = parseScalarDType(context, name.substr(0, x));
    if (!element || lanes < 2)
      return {};
    return VectorType::get({lanes}, element);
  }
  return parseScalarDType(context, name);
}

std::string mlir::uop::getTinygradDTypeName(Type type) {
  if (auto ptr = dyn_cast<PtrType>(type))
    return "ptr." + getScalarDTypeName(ptr.getElementType());
  if (auto vector = dyn_cast<VectorType>(type))
    return getScalarDTypeName(vector.getElementType()) + "x" +
           std::to_string(vector.getNumElements());
  return getScalarDTypeName(type);
}

std::optional<StringRef> mlir::uop::getALUOpName(StringRef tinygradArg) {
  for (const ALUName &name : kALUNames)
    if (name.tinygrad == tinygradArg)
      return name.op;
  return std::nullopt;
}

std::optional<StringRef> mlir::uop::getTinygradALUArg(StringRef opName) {
  for (const ALUName &name : kALUNames)
    if (name.op == opName)
      return name.tinygrad;
  return std::nullopt;
}

unsigned mlir::uop::getALUArity(StringRef tinygradArg) {
  for (const ALUName &name : kALUNames)
    if (name.tinygrad == tinygradArg)
      return name.arity;
  return 0;
}
