//===- UOpOps.cpp - uop operations ----------------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builders, type inference, the custom type directives of the ALU ops,
// result names and speculatability. Verifiers live in UOpVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::uop;

//===----------------------------------------------------------------------===//
// Custom type directives
//===----------------------------------------------------------------------===//

/// `custom<SameTypes>(...)`: one printed type for every operand and result.
template <typename... Types>
static ParseResult parseSameTypes(OpAsmParser &parser, Type &first,
                                  Types &...rest) {
  if (parser.parseType(first))
    return failure();
  ((rest = first), ...);
  return success();
}

template <typename... Types>
static void printSameTypes(OpAsmPrinter &printer, Operation *, Type first,
                           Types...) {
  printer << first;
}

/// `custom<CompareTypes>`: the printed type is the operands'; the result is
/// bool with the same lanes.
static ParseResult parseCompareTypes(OpAsmParser &parser, Type &lhs, Type &rhs,
                                     Type &result) {
  if (parser.parseType(lhs))
    return failure();
  rhs = lhs;
  result = getBoolLike(lhs);
  return success();
}

static void printCompareTypes(OpAsmPrinter &printer, Operation *, Type lhs,
                              Type, Type) {
  printer << lhs;
}

/// `custom<WhereTypes>`: the printed type is the arms'; the selector is bool
/// with the same lanes.
static ParseResult parseWhereTypes(OpAsmParser &parser, Type &cond, Type &lhs,
                                   Type &rhs, Type &result) {
  if (parser.parseType(lhs))
    return failure();
  rhs = result = lhs;
  cond = getBoolLike(lhs);
  return success();
}

static void printWhereTypes(OpAsmPrinter &printer, Operation *, Type, Type lhs,
                            Type, Type) {
  printer << lhs;
}

/// `custom<ConstValue>`: a typed attribute, then `as <dtype>` where the dtype
/// is a half type whose value is held at float32 compute precision.
static ParseResult parseConstValue(OpAsmParser &parser, TypedAttr &value,
                                   Type &resultType) {
  if (parser.parseAttribute(value))
    return failure();
  resultType = value.getType();
  if (succeeded(parser.parseOptionalKeyword("as")))
    return parser.parseType(resultType);
  return success();
}

static void printConstValue(OpAsmPrinter &printer, Operation *, TypedAttr value,
                            Type resultType) {
  printer.printAttribute(value);
  if (resultType != value.getType())
    printer << " as " << resultType;
}

/// `custom<Size>`: an integer, or a `#uop.var` or `#uop.expr` attribute.
static ParseResult parseSize(OpAsmParser &parser, Attribute &size) {
  int64_t value;
  OptionalParseResult integer = parser.parseOptionalInteger(value);
  if (integer.has_value()) {
    if (failed(*integer))
      return failure();
    size = parser.getBuilder().getI64IntegerAttr(value);
    return success();
  }
  return parser.parseAttribute(size);
}

static void printSize(OpAsmPrinter &printer, Operation *, Attribute size) {
  if (auto integer = dyn_cast<IntegerAttr>(size))
    printer << integer.getInt();
  else
    printer.printAttribute(size);
}

#define GET_OP_CLASSES
#include "uop/Dialect/UOp/IR/UOpOps.cpp.inc"

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

void KernelOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                     bool linear) {
  state.getOrAddProperties<Properties>().sym_name = builder.getStringAttr(name);
  if (linear)
    state.getOrAddProperties<Properties>().linear = builder.getUnitAttr();
  Region *body = state.addRegion();
  Block *block = new Block();
  body->push_back(block);
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(block);
  SinkOp::create(builder, state.location);
}

SinkOp KernelOp::getSink() {
  return cast<SinkOp>(getBodyBlock().getTerminator());
}

//===----------------------------------------------------------------------===//
// Type inference
//===----------------------------------------------------------------------===//

LogicalResult NoopOp::inferReturnTypes(MLIRContext *context,
                                       std::optional<Location>, Adaptor adaptor,
                                       SmallVectorImpl<Type> &types) {
  if (Value input = adaptor.getInput())
    types.push_back(input.getType());
  else
    types.push_back(TokenType::get(context));
  return success();
}

LogicalResult GepOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &types) {
  auto vectorType = dyn_cast<VectorType>(adaptor.getVector().getType());
  if (!vectorType)
    return emitOptionalError(loc, "'uop.gep' op operand is not a vector");
  types.push_back(vectorType.getElementType());
  return success();
}

//===----------------------------------------------------------------------===//
// ConstOp
//===----------------------------------------------------------------------===//

bool ConstOp::isBuildableWith(Attribute value, Type type) {
  auto typed = dyn_cast<TypedAttr>(value);
  if (!typed || !isDType(type) || typed.getType() != getComputeType(type))
    return false;
  if (isa<SplatElementsAttr>(value))
    return isa<VectorType>(type);
  return isa<IntegerAttr, FloatAttr>(value);
}

OpFoldResult ConstOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// PhiOp
//===----------------------------------------------------------------------===//

DefineAccOp PhiOp::getDefineAcc() {
  Value acc = getAcc();
  if (auto gep = acc.getDefiningOp<GepOp>())
    acc = gep.getVector();
  return acc.getDefiningOp<DefineAccOp>();
}

//===----------------------------------------------------------------------===//
// Speculatability
//===----------------------------------------------------------------------===//

/// Integer division by a value that may be zero (or -1, for INT_MIN / -1) has
/// no defined result, so it may only run where the program runs it.
static Speculation::Speculatability getDivisionSpeculatability(Value divisor) {
  if (isa<FloatType>(getScalarDType(divisor.getType())))
    return Speculation::Speculatable;
  APInt value;
  if (!matchPattern(divisor, m_ConstantInt(&value)) || value.isZero())
    return Speculation::NotSpeculatable;
  bool isUnsigned = getScalarDType(divisor.getType()).isUnsignedInteger();
  if (!isUnsigned && value.isAllOnes())
    return Speculation::NotSpeculatable;
  return Speculation::Speculatable;
}

Speculation::Speculatability DivOp::getSpeculatability() {
  return getDivisionSpeculatability(getRhs());
}

Speculation::Speculatability ModOp::getSpeculatability() {
  return getDivisionSpeculatability(getRhs());
}

//===----------------------------------------------------------------------===//
// Result names
//===----------------------------------------------------------------------===//

// Names follow tinygrad's renderers where they have one (data0, gidx0, ridx,
// acc, val, alu), so that printed kernels read like tinygrad's C source.

void DefineGlobalOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), ("data" + Twine(getIndex())).str());
}
void DefineVarOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), getVar().getName());
}
void DefineLocalOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), getName());
}
void DefineAccOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "acc");
}
void ConstOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  SmallString<16> name;
  llvm::raw_svector_ostream os(name);
  auto intAttr = dyn_cast<IntegerAttr>(getValue());
  if (intAttr && intAttr.getType().isInteger(1))
    os << (intAttr.getValue().isZero() ? "false" : "true");
  else if (intAttr && intAttr.getType().isUnsignedInteger())
    os << 'c' << intAttr.getValue().getZExtValue();
  else if (intAttr && intAttr.getValue().isNegative())
    os << "c_neg" << -intAttr.getValue().getSExtValue();
  else if (intAttr)
    os << 'c' << intAttr.getValue().getSExtValue();
  else
    os << "cst";
  setNameFn(getResult(), name);
}
void SpecialOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), getName());
}
void NoopOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "noop");
}
void UnmulOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "unmul");
}
void GepOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "gep");
}
void CastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "cast");
}
void BitcastOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "bitcast");
}
void WmmaOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "wmma");
}
void LoadOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "val");
}
void StoreOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "st");
}
void PhiOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "phi");
}
void BarrierOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "barrier");
}
void IfOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "if");
}
void RangeOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "ridx");
}
