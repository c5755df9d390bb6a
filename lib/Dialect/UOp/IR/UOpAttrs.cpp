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
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <functional>
#include <limits>

using namespace mlir;
using namespace mlir::uop;

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

/// Folds `operands` with `kind`'s operator; an error on overflow.
static llvm::Expected<int64_t> combine(ExprKind kind,
                                       ArrayRef<int64_t> operands) {
  int64_t result = kind == ExprKind::Add ? 0 : 1;
  for (int64_t operand : operands)
    if (kind == ExprKind::Add ? llvm::AddOverflow(result, operand, result)
                              : llvm::MulOverflow(result, operand, result))
      return llvm::createStringError("the size overflows int64");
  return result;
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
  return combine(expr.getKind(), values);
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

namespace {

/// tinygrad's Node rendering as a tree.
struct TextNode {
  enum class Kind { Integer, Variable, Add, Mul } kind;
  int64_t value = 0;
  StringRef name;
  std::vector<TextNode> operands;
};

/// Parses the subset of tinygrad's Node rendering that its sizes use:
///   sum := product ('+' product)* ; product := primary ('*' primary)* ;
///   primary := integer | name | '(' sum ')'.
class TextParser {
public:
  TextParser(StringRef text) : text(text) {}

  llvm::Expected<TextNode> parse() {
    TextNode node;
    if (!parseSum(node))
      return error();
    skipSpaces();
    if (pos != text.size()) {
      unexpected(text[pos] == ')' ? "unbalanced ')'"
                                  : "expected '+', '*' or the end");
      return error();
    }
    return node;
  }

private:
  llvm::Error error() const {
    return llvm::createStringError("size expression '" + text + "': " +
                                   message);
  }
  bool fail(const llvm::Twine &what) {
    if (message.empty())
      message = (what + " at offset " + llvm::Twine(pos)).str();
    return false;
  }
  /// Fails at `pos`: an operator tinygrad's sizes do not use is named as
  /// such, anything else is `what`.
  bool unexpected(const llvm::Twine &what) {
    skipSpaces();
    char c = pos < text.size() ? text[pos] : '\0';
    if (!c || llvm::isAlnum(c) || c == '_' || c == '(' || c == ')' ||
        c == ' ' || !message.empty())
      return fail(what);
    // tinygrad's other Nodes (`//`, `%`, `<`, `-`, min/max, ands) size
    // nothing that it records.
    size_t end = pos + 1;
    if ((c == '/' || c == '<' || c == '>' || c == '=') && end < text.size() &&
        (text[end] == '/' || text[end] == '='))
      ++end;
    message = ("'" + text.slice(pos, end) + "' at offset " + llvm::Twine(pos) +
               " is not supported (sizes are integers and variables combined "
               "by '+' and '*')")
                  .str();
    return false;
  }
  void skipSpaces() {
    while (pos < text.size() && text[pos] == ' ')
      ++pos;
  }
  bool consume(char c) {
    skipSpaces();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  bool parseChain(TextNode &node, TextNode::Kind kind, char op,
                  bool (TextParser::*parseOperand)(TextNode &)) {
    TextNode first;
    if (!(this->*parseOperand)(first))
      return false;
    if (!consume(op)) {
      node = std::move(first);
      return true;
    }
    node = TextNode{kind, 0, {}, {}};
    node.operands.push_back(std::move(first));
    do {
      TextNode next;
      if (!(this->*parseOperand)(next))
        return false;
      node.operands.push_back(std::move(next));
    } while (consume(op));
    return true;
  }
  bool parseSum(TextNode &node) {
    return parseChain(node, TextNode::Kind::Add, '+', &TextParser::parseProduct);
  }
  bool parseProduct(TextNode &node) {
    return parseChain(node, TextNode::Kind::Mul, '*', &TextParser::parsePrimary);
  }
  bool parsePrimary(TextNode &node) {
    skipSpaces();
    if (pos == text.size())
      return fail("expected an integer, a variable or '('");
    char c = text[pos];
    if (c == '(') {
      ++pos;
      if (!parseSum(node))
        return false;
      if (!consume(')'))
        return unexpected("expected ')'");
      return true;
    }
    if (llvm::isDigit(c) ||
        (c == '-' && pos + 1 < text.size() && llvm::isDigit(text[pos + 1]))) {
      size_t end = pos + 1;
      while (end < text.size() && llvm::isDigit(text[end]))
        ++end;
      StringRef digits = text.slice(pos, end);
      node = TextNode{TextNode::Kind::Integer, 0, {}, {}};
      if (digits.getAsInteger(10, node.value))
        return fail("integer " + digits + " does not fit int64");
      pos = end;
      return true;
    }
    if (llvm::isAlpha(c) || c == '_') {
      size_t end = pos + 1;
      while (end < text.size() && (llvm::isAlnum(text[end]) || text[end] == '_'))
        ++end;
      node = TextNode{TextNode::Kind::Variable, 0, text.slice(pos, end), {}};
      pos = end;
      return true;
    }
    return unexpected("expected an integer, a variable or '('");
  }

  StringRef text;
  size_t pos = 0;
  std::string message;
};

} // namespace

/// The value of `node`; an error names the first variable without a value.
static llvm::Expected<int64_t>
evaluateText(const TextNode &node,
             function_ref<std::optional<int64_t>(StringRef)> valueOf) {
  switch (node.kind) {
  case TextNode::Kind::Integer:
    return node.value;
  case TextNode::Kind::Variable:
    if (std::optional<int64_t> value = valueOf(node.name))
      return *value;
    return llvm::createStringError("variable '" + node.name +
                                   "' has no value");
  case TextNode::Kind::Add:
  case TextNode::Kind::Mul:
    break;
  }
  SmallVector<int64_t> values;
  for (const TextNode &operand : node.operands) {
    llvm::Expected<int64_t> value = evaluateText(operand, valueOf);
    if (!value)
      return value.takeError();
    values.push_back(*value);
  }
  return combine(node.kind == TextNode::Kind::Add ? ExprKind::Add
                                                  : ExprKind::Mul,
                 values);
}

llvm::Expected<int64_t> mlir::uop::evaluateTinygradSizeText(
    StringRef text, function_ref<std::optional<int64_t>(StringRef)> valueOf) {
  llvm::Expected<TextNode> node = TextParser(text).parse();
  if (!node)
    return node.takeError();
  llvm::Expected<int64_t> value = evaluateText(*node, valueOf);
  if (!value)
    return llvm::createStringError("size expression '" + text + "': " +
                                   llvm::toString(value.takeError()));
  return value;
}

FailureOr<Attribute> mlir::uop::parseTinygradSizeText(
    MLIRContext *context, StringRef text,
    function_ref<VarAttr(StringRef)> lookupVar,
    function_ref<InFlightDiagnostic()> emitError) {
  llvm::Expected<TextNode> tree = TextParser(text).parse();
  if (!tree)
    return emitError() << llvm::toString(tree.takeError());
  Builder builder(context);
  // A sub-expression without variables folds to its integer, as tinygrad's
  // own Nodes do.
  std::function<FailureOr<Attribute>(const TextNode &)> convert =
      [&](const TextNode &node) -> FailureOr<Attribute> {
    if (node.kind == TextNode::Kind::Integer)
      return Attribute(builder.getI64IntegerAttr(node.value));
    if (node.kind == TextNode::Kind::Variable) {
      if (VarAttr var = lookupVar(node.name))
        return Attribute(var);
      return emitError() << "size expression '" << text
                         << "': unknown variable '" << node.name << "'";
    }
    ExprKind kind =
        node.kind == TextNode::Kind::Add ? ExprKind::Add : ExprKind::Mul;
    SmallVector<Attribute> operands;
    SmallVector<int64_t> constants;
    for (const TextNode &operand : node.operands) {
      FailureOr<Attribute> attr = convert(operand);
      if (failed(attr))
        return failure();
      operands.push_back(*attr);
      if (auto integer = dyn_cast<IntegerAttr>(*attr))
        constants.push_back(integer.getInt());
    }
    if (constants.size() == operands.size()) {
      llvm::Expected<int64_t> value = combine(kind, constants);
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
