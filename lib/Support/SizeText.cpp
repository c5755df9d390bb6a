//===- SizeText.cpp - tinygrad's text for symbolic sizes ------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Support/SizeText.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include <string>

using namespace uop;
using llvm::StringRef;

namespace {

/// Parses the subset of tinygrad's Node rendering that its sizes use:
///   sum := product ('+' product)* ; product := primary ('*' primary)* ;
///   primary := integer | name | '(' sum ')'.
class TextParser {
public:
  TextParser(StringRef text) : text(text) {}

  llvm::Expected<SizeTextNode> parse() {
    SizeTextNode node;
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

  bool parseChain(SizeTextNode &node, SizeTextNode::Kind kind, char op,
                  bool (TextParser::*parseOperand)(SizeTextNode &)) {
    SizeTextNode first;
    if (!(this->*parseOperand)(first))
      return false;
    if (!consume(op)) {
      node = std::move(first);
      return true;
    }
    node = SizeTextNode{kind, 0, {}, {}};
    node.operands.push_back(std::move(first));
    do {
      SizeTextNode next;
      if (!(this->*parseOperand)(next))
        return false;
      node.operands.push_back(std::move(next));
    } while (consume(op));
    return true;
  }
  bool parseSum(SizeTextNode &node) {
    return parseChain(node, SizeTextNode::Kind::Add, '+',
                      &TextParser::parseProduct);
  }
  bool parseProduct(SizeTextNode &node) {
    return parseChain(node, SizeTextNode::Kind::Mul, '*',
                      &TextParser::parsePrimary);
  }
  bool parsePrimary(SizeTextNode &node) {
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
      node = SizeTextNode{SizeTextNode::Kind::Integer, 0, {}, {}};
      if (digits.getAsInteger(10, node.value))
        return fail("integer " + digits + " does not fit int64");
      pos = end;
      return true;
    }
    if (llvm::isAlpha(c) || c == '_') {
      size_t end = pos + 1;
      while (end < text.size() && (llvm::isAlnum(text[end]) || text[end] == '_'))
        ++end;
      node = SizeTextNode{SizeTextNode::Kind::Variable, 0,
                          text.slice(pos, end), {}};
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

llvm::Expected<SizeTextNode> uop::parseSizeText(StringRef text) {
  return TextParser(text).parse();
}

llvm::Expected<int64_t> uop::foldSizes(bool isProduct,
                                       llvm::ArrayRef<int64_t> operands) {
  int64_t result = isProduct ? 1 : 0;
  for (int64_t operand : operands)
    if (isProduct ? llvm::MulOverflow(result, operand, result)
                  : llvm::AddOverflow(result, operand, result))
      return llvm::createStringError("the size overflows int64");
  return result;
}

/// The value of `node`; an error names the first variable without a value.
static llvm::Expected<int64_t>
evaluateText(const SizeTextNode &node,
             llvm::function_ref<std::optional<int64_t>(StringRef)> valueOf) {
  switch (node.kind) {
  case SizeTextNode::Kind::Integer:
    return node.value;
  case SizeTextNode::Kind::Variable:
    if (std::optional<int64_t> value = valueOf(node.name))
      return *value;
    return llvm::createStringError("variable '" + node.name +
                                   "' has no value");
  case SizeTextNode::Kind::Add:
  case SizeTextNode::Kind::Mul:
    break;
  }
  llvm::SmallVector<int64_t> values;
  for (const SizeTextNode &operand : node.operands) {
    llvm::Expected<int64_t> value = evaluateText(operand, valueOf);
    if (!value)
      return value.takeError();
    values.push_back(*value);
  }
  return foldSizes(node.kind == SizeTextNode::Kind::Mul, values);
}

llvm::Expected<int64_t> uop::evaluateTinygradSizeText(
    StringRef text,
    llvm::function_ref<std::optional<int64_t>(StringRef)> valueOf) {
  llvm::Expected<SizeTextNode> node = parseSizeText(text);
  if (!node)
    return node.takeError();
  llvm::Expected<int64_t> value = evaluateText(*node, valueOf);
  if (!value)
    return llvm::createStringError("size expression '" + text + "': " +
                                   llvm::toString(value.takeError()));
  return value;
}

