//===- UOpAttrs.cpp - uop sizes and #uop.expr -----------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad's symbolic sizes (`sint`): an integer, a Variable (#uop.var) or a
// Node expression over Variables (#uop.expr), with their bounds, their value
// at launch and tinygrad's text for them.
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpAttrs.h"
#include "uop/Support/SizeText.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <functional>
#include <limits>

using namespace mlir;
using namespace mlir::uop;
using ::uop::SizeTextNode;

//===----------------------------------------------------------------------===//
// Bounds and values
//===----------------------------------------------------------------------===//

static std::optional<SizeBounds> computeBounds(Attribute size);

/// The bounds of `kind` applied to `operands`, or nullopt where a bound
/// overflows int64.
static std::optional<SizeBounds> computeBounds(ExprKind kind,
                                               ArrayRef<Attribute> operands) {
  std::optional<SizeBounds> result;
  for (Attribute operand : operands) {
    std::optional<SizeBounds> bounds = computeBounds(operand);
    if (!bounds)
      return std::nullopt;
    if (!result) {
      result = bounds;
      continue;
    }
    if (kind == ExprKind::Add) {
      if (llvm::AddOverflow(result->min, bounds->min, result->min) ||
          llvm::AddOverflow(result->max, bounds->max, result->max))
        return std::nullopt;
      continue;
    }
    // A product's extremes are among the products of the extremes.
    int64_t products[4];
    if (llvm::MulOverflow(result->min, bounds->min, products[0]) ||
        llvm::MulOverflow(result->min, bounds->max, products[1]) ||
        llvm::MulOverflow(result->max, bounds->min, products[2]) ||
        llvm::MulOverflow(result->max, bounds->max, products[3]))
      return std::nullopt;
    result = SizeBounds{*std::min_element(products, products + 4),
                        *std::max_element(products, products + 4)};
  }
  return result;
}

/// The bounds of `size`, or nullopt where a bound overflows int64.
static std::optional<SizeBounds> computeBounds(Attribute size) {
  if (auto integer = dyn_cast<IntegerAttr>(size))
    return SizeBounds{integer.getInt(), integer.getInt()};
  if (auto var = dyn_cast<VarAttr>(size))
    return SizeBounds{var.getMin(), var.getMax()};
  auto expr = cast<ExprAttr>(size);
  return computeBounds(expr.getKind(), expr.getOperands());
}

bool mlir::uop::isSize(Attribute attr) {
  if (auto integer = dyn_cast_or_null<IntegerAttr>(attr))
    return integer.getType().isSignlessInteger(64);
  return isa_and_nonnull<VarAttr, ExprAttr>(attr);
}

SizeBounds mlir::uop::getSizeBounds(Attribute size) {
  if (std::optional<SizeBounds> bounds = computeBounds(size))
    return *bounds;
  return {std::numeric_limits<int64_t>::min(),
          std::numeric_limits<int64_t>::max()};
}

void mlir::uop::walkSizeVariables(Attribute size,
                                  function_ref<void(VarAttr)> fn) {
  if (auto var = dyn_cast<VarAttr>(size))
    return fn(var);
  if (auto expr = dyn_cast<ExprAttr>(size))
    for (Attribute operand : expr.getOperands())
      walkSizeVariables(operand, fn);
}

llvm::Expected<int64_t> mlir::uop::evaluateSize(
    Attribute size, function_ref<std::optional<int64_t>(StringRef)> valueOf) {
  if (auto integer = dyn_cast<IntegerAttr>(size))
    return integer.getInt();
  if (auto var = dyn_cast<VarAttr>(size)) {
    if (std::optional<int64_t> value = valueOf(var.getName()))
      return *value;
    return llvm::createStringError("variable '" + var.getName() +
                                   "' has no value");
  }
  auto expr = cast<ExprAttr>(size);
  SmallVector<int64_t> values;
  for (Attribute operand : expr.getOperands()) {
    llvm::Expected<int64_t> value = evaluateSize(operand, valueOf);
    if (!value)
      return value.takeError();
    values.push_back(*value);
  }
  return ::uop::foldSizes(expr.getKind() == ExprKind::Mul, values);
}

//===----------------------------------------------------------------------===//
// ExprAttr
//===----------------------------------------------------------------------===//

LogicalResult ExprAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ExprKind kind, ArrayRef<Attribute> operands) {
  if (operands.size() < 2)
    return emitError() << "#uop.expr needs at least two operands, got "
                       << operands.size();
  for (auto [position, operand] : llvm::enumerate(operands))
    if (!isSize(operand))
      return emitError() << "#uop.expr operand #" << position << " is "
                         << operand
                         << "; expected an i64 integer, a #uop.var or a "
                            "#uop.expr";
  llvm::StringMap<VarAttr> vars;
  VarAttr conflict, first;
  for (Attribute operand : operands)
    walkSizeVariables(operand, [&](VarAttr var) {
      auto [it, inserted] = vars.try_emplace(var.getName(), var);
      if (!inserted && it->second != var && !conflict) {
        conflict = var;
        first = it->second;
      }
    });
  if (conflict)
    return emitError() << "#uop.expr has variable '" << conflict.getName()
                       << "' with bounds [" << first.getMin() << ", "
                       << first.getMax() << "] and [" << conflict.getMin()
                       << ", " << conflict.getMax() << "]";
  if (vars.empty())
    return emitError() << "#uop.expr has no variable; a constant size is an "
                          "integer";
  if (!computeBounds(kind, operands))
    return emitError() << "#uop.expr overflows int64 over its variables' "
                          "bounds";
  return success();
}

static FailureOr<Attribute> parseSum(AsmParser &parser);

/// An integer, an attribute (#uop.var, #uop.expr) or `(` sum `)`.
static FailureOr<Attribute> parsePrimary(AsmParser &parser) {
  if (succeeded(parser.parseOptionalLParen())) {
    FailureOr<Attribute> inner = parseSum(parser);
    if (failed(inner) || parser.parseRParen())
      return failure();
    return inner;
  }
  int64_t value;
  OptionalParseResult integer = parser.parseOptionalInteger(value);
  if (integer.has_value()) {
    if (failed(*integer))
      return failure();
    return Attribute(parser.getBuilder().getI64IntegerAttr(value));
  }
  Attribute attr;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(attr))
    return failure();
  if (!isa<VarAttr, ExprAttr>(attr))
    return parser.emitError(loc) << "expected an integer, a #uop.var, a "
                                    "#uop.expr or a parenthesized expression";
  return attr;
}

/// `parseOperand` separated by `op`: the operand itself, or an expression of
/// kind `kind` when there are two or more.
static FailureOr<Attribute>
parseChain(AsmParser &parser, ExprKind kind,
           function_ref<ParseResult()> parseOptionalOperator,
           function_ref<FailureOr<Attribute>()> parseOperand) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Attribute> operands;
  do {
    FailureOr<Attribute> operand = parseOperand();
    if (failed(operand))
      return failure();
    operands.push_back(*operand);
  } while (succeeded(parseOptionalOperator()));
  if (operands.size() == 1)
    return operands.front();
  Attribute expr = ExprAttr::getChecked(
      [&] { return parser.emitError(loc); }, parser.getContext(), kind,
      ArrayRef<Attribute>(operands));
  if (!expr)
    return failure();
  return expr;
}

static FailureOr<Attribute> parseProduct(AsmParser &parser) {
  return parseChain(
      parser, ExprKind::Mul, [&] { return parser.parseOptionalStar(); },
      [&] { return parsePrimary(parser); });
}

static FailureOr<Attribute> parseSum(AsmParser &parser) {
  return parseChain(
      parser, ExprKind::Add, [&] { return parser.parseOptionalPlus(); },
      [&] { return parseProduct(parser); });
}

Attribute ExprAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess())
    return {};
  FailureOr<Attribute> expr = parseSum(parser);
  if (failed(expr) || parser.parseGreater())
    return {};
  if (!isa<ExprAttr>(*expr)) {
    parser.emitError(loc) << "#uop.expr needs a '+' or '*'; a single "
                             "integer or variable is a size by itself";
    return {};
  }
  return *expr;
}

static void printExpr(AsmPrinter &printer, ExprAttr expr) {
  llvm::interleave(
      expr.getOperands(), printer,
      [&](Attribute operand) {
        if (auto integer = dyn_cast<IntegerAttr>(operand)) {
          printer << integer.getInt();
          return;
        }
        auto inner = dyn_cast<ExprAttr>(operand);
        if (!inner) {
          printer.printAttribute(operand);
          return;
        }
        // Parenthesized unless a product in a sum: the tree round-trips.
        bool parens = !(expr.getKind() == ExprKind::Add &&
                        inner.getKind() == ExprKind::Mul);
        if (parens)
          printer << '(';
        printExpr(printer, inner);
        if (parens)
          printer << ')';
      },
      expr.getKind() == ExprKind::Add ? " + " : " * ");
}

void ExprAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printExpr(printer, *this);
  printer << '>';
}

//===----------------------------------------------------------------------===//
// tinygrad's text
//===----------------------------------------------------------------------===//

std::string mlir::uop::getTinygradSizeText(Attribute size) {
  if (auto integer = dyn_cast<IntegerAttr>(size))
    return std::to_string(integer.getInt());
  if (auto var = dyn_cast<VarAttr>(size))
    return var.getName().str();
  auto expr = cast<ExprAttr>(size);
  std::string text = "(";
  for (auto [position, operand] : llvm::enumerate(expr.getOperands())) {
    if (position)
      text += expr.getKind() == ExprKind::Add ? "+" : "*";
    text += getTinygradSizeText(operand);
  }
  return text + ")";
}

llvm::Expected<int64_t> mlir::uop::evaluateTinygradSizeText(
    StringRef text, function_ref<std::optional<int64_t>(StringRef)> valueOf) {
  return ::uop::evaluateTinygradSizeText(text, valueOf);
}

FailureOr<Attribute> mlir::uop::parseTinygradSizeText(
    MLIRContext *context, StringRef text,
    function_ref<VarAttr(StringRef)> lookupVar,
    function_ref<InFlightDiagnostic()> emitError) {
  llvm::Expected<SizeTextNode> tree = ::uop::parseSizeText(text);
  if (!tree)
    return emitError() << llvm::toString(tree.takeError());
  Builder builder(context);
  // A sub-expression without variables folds to its integer, as tinygrad's
  // own Nodes do.
  std::function<FailureOr<Attribute>(const SizeTextNode &)> convert =
      [&](const SizeTextNode &node) -> FailureOr<Attribute> {
    if (node.kind == SizeTextNode::Kind::Integer)
      return Attribute(builder.getI64IntegerAttr(node.value));
    if (node.kind == SizeTextNode::Kind::Variable) {
      if (VarAttr var = lookupVar(node.name))
        return Attribute(var);
      return emitError() << "size expression '" << text
                         << "': unknown variable '" << node.name << "'";
    }
    ExprKind kind = node.kind == SizeTextNode::Kind::Add ? ExprKind::Add
                                                         : ExprKind::Mul;
    SmallVector<Attribute> operands;
    SmallVector<int64_t> constants;
    for (const SizeTextNode &operand : node.operands) {
      FailureOr<Attribute> attr = convert(operand);
      if (failed(attr))
        return failure();
      operands.push_back(*attr);
      if (auto integer = dyn_cast<IntegerAttr>(*attr))
        constants.push_back(integer.getInt());
    }
    if (constants.size() == operands.size()) {
      llvm::Expected<int64_t> value =
          ::uop::foldSizes(kind == ExprKind::Mul, constants);
      if (!value)
        return emitError() << "size expression '" << text
                           << "': " << llvm::toString(value.takeError());
      return Attribute(builder.getI64IntegerAttr(*value));
    }
    Attribute expr = ExprAttr::getChecked(
        [&] {
          return emitError() << "size expression '" << text << "': ";
        },
        context, kind, ArrayRef<Attribute>(operands));
    if (!expr)
      return failure();
    return expr;
  };
  return convert(*tree);
}
