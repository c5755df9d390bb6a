//===- InterpProgram.cpp - the INTERP device's program format -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/InterpProgram.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <array>

using namespace uop::runtime;
using namespace uop::runtime::interp;

namespace {

constexpr std::array<llvm::StringLiteral, 36> opcodeNames = {
    "define_global", "define_var", "define_local", "define_acc", "const",
    "special", "noop", "gep", "cast", "bitcast", "exp2", "log2", "sin", "sqrt",
    "neg", "add", "sub", "mul", "div", "max", "mod", "cmplt", "cmpeq", "xor",
    "where", "mulacc", "wmma", "load", "store", "phi", "barrier", "if", "range",
    "endrange", "endif", "sink"};

std::string printType(const ValueType &type) {
  std::string text;
  switch (type.category) {
  case ValueType::Category::Token:
    return "token";
  case ValueType::Category::GlobalPtr:
    text = "p.";
    break;
  case ValueType::Category::LocalPtr:
    text = "l.";
    break;
  case ValueType::Category::Data:
    if (type.lanes != 1)
      text = std::to_string(type.lanes) + "x";
    break;
  }
  return text + ::uop::getScalarDTypeInfo(type.kind).shortName.str();
}

llvm::Expected<ValueType> parseType(llvm::StringRef text) {
  ValueType type;
  if (text == "token")
    return type;
  type.category = ValueType::Category::Data;
  if (text.consume_front("p."))
    type.category = ValueType::Category::GlobalPtr;
  else if (text.consume_front("l."))
    type.category = ValueType::Category::LocalPtr;
  auto [count, rest] = text.split('x');
  unsigned lanes;
  if (!rest.empty() && type.category == ValueType::Category::Data) {
    if (count.getAsInteger(10, lanes) || lanes < 2 || lanes > 255)
      return llvm::createStringError("bad vector width in type '" + text + "'");
    type.lanes = lanes;
    text = rest;
  }
  for (const ::uop::ScalarDTypeInfo &info : ::uop::getScalarDTypes())
    if (text == info.shortName) {
      type.kind = info.kind;
      return type;
    }
  return llvm::createStringError("unknown dtype '" + text + "'");
}

/// Whether an op with `numOperands` operands and `numArgs` args is well
/// formed for `opcode` (the counts each opcode takes).
bool hasValidShape(Opcode opcode, size_t numOperands, size_t numArgs,
                   const std::vector<int64_t> &args) {
  switch (opcode) {
  case Opcode::DefineGlobal:
  case Opcode::DefineLocal:
    return numOperands == 0 && numArgs == 1;
  case Opcode::DefineVar:
    return numOperands == 0 && numArgs == 3;
  case Opcode::Special:
    // dim, local, size; or dim, local, 0 and the size's postfix pairs.
    return numOperands == 0 &&
           (numArgs == 3 || (numArgs > 3 && args[2] == 0 && numArgs % 2 == 1));
  case Opcode::DefineAcc:
    return numArgs >= 1;
  case Opcode::Const:
    return numOperands == 0 && numArgs >= 1;
  case Opcode::Noop:
    return numOperands <= 1 && numArgs == 0;
  case Opcode::Gep:
    return numOperands == 1 && numArgs == 1;
  case Opcode::Cast:
    return numOperands >= 1 && numArgs == 0;
  case Opcode::Bitcast:
  case Opcode::Exp2:
  case Opcode::Log2:
  case Opcode::Sin:
  case Opcode::Sqrt:
  case Opcode::Neg:
  case Opcode::EndRange:
  case Opcode::EndIf:
    return numOperands == 1 && numArgs == 0;
  case Opcode::Add:
  case Opcode::Sub:
  case Opcode::Mul:
  case Opcode::Div:
  case Opcode::Max:
  case Opcode::Mod:
  case Opcode::CmpLt:
  case Opcode::CmpEq:
  case Opcode::Xor:
  case Opcode::Phi:
    return numOperands == 2 && numArgs == 0;
  case Opcode::Where:
  case Opcode::MulAcc:
    return numOperands == 3 && numArgs == 0;
  case Opcode::Wmma:
    return numOperands == 3 && numArgs == 6;
  case Opcode::Load:
    return numArgs == 2 && (args[0] == 0 || args[0] == 1) &&
           (args[1] == 0 || args[1] == 1) &&
           numOperands == 2 + 2 * static_cast<size_t>(args[0]) +
                              static_cast<size_t>(args[1]);
  case Opcode::Store:
    return (numOperands == 3 || numOperands == 4) && numArgs == 0;
  case Opcode::If:
    return (numOperands == 1 || numOperands == 2) && numArgs == 0;
  case Opcode::Range:
    return numOperands == 2 && numArgs == 2;
  case Opcode::Barrier:
  case Opcode::Sink:
    return numArgs == 0;
  }
  return false;
}

} // namespace

bool interp::isValidSpecialSize(llvm::ArrayRef<int64_t> args,
                                unsigned numVars) {
  if (args.size() < 3)
    return false;
  if (args[2] != 0)
    return args.size() == 3 && (args[2] > 0 || -1 - args[2] < numVars);
  if (args.size() % 2 == 0 || args.size() == 3)
    return false;
  int64_t depth = 0;
  for (size_t i = 3; i < args.size(); i += 2) {
    int64_t tag = args[i], value = args[i + 1];
    if (tag == 0 || tag == 1) {
      if (tag == 1 && (value < 0 || value >= numVars))
        return false;
      ++depth;
    } else if (tag == 2 || tag == 3) {
      if (value < 2 || value > depth)
        return false;
      depth -= value - 1;
    } else {
      return false;
    }
  }
  return depth == 1;
}

std::optional<int64_t>
interp::evaluateSpecialSize(llvm::ArrayRef<int64_t> args,
                            llvm::ArrayRef<int32_t> varValues) {
  if (args[2] > 0)
    return args[2];
  if (args[2] < 0)
    return varValues[-1 - args[2]];
  std::vector<int64_t> stack;
  for (size_t i = 3; i + 1 < args.size(); i += 2) {
    int64_t tag = args[i], value = args[i + 1];
    if (tag == 0) {
      stack.push_back(value);
      continue;
    }
    if (tag == 1) {
      stack.push_back(varValues[value]);
      continue;
    }
    int64_t result = tag == 2 ? 0 : 1;
    for (int64_t operand : llvm::ArrayRef(stack).take_back(value))
      if (tag == 2 ? llvm::AddOverflow(result, operand, result)
                   : llvm::MulOverflow(result, operand, result))
        return std::nullopt;
    stack.resize(stack.size() - value);
    stack.push_back(result);
  }
  return stack.back();
}

llvm::StringRef interp::getOpcodeName(Opcode opcode) {
  return opcodeNames[static_cast<size_t>(opcode)];
}

std::string interp::printProgram(const InterpProgram &program) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "uop-interp 1 " << program.name << ' '
     << (program.linear ? "linear" : "graph") << " buffers "
     << program.numBuffers << " vars " << program.numVars << '\n';
  for (const Instruction &op : program.ops) {
    os << getOpcodeName(op.opcode) << ' ' << printType(op.type) << " (";
    llvm::interleave(op.operands, os, " ");
    os << ") [";
    llvm::interleave(op.args, os, " ");
    os << ']';
    if (!op.location.empty())
      os << ' ' << op.location;
    os << '\n';
  }
  return text;
}

llvm::Expected<InterpProgram> interp::parseProgram(llvm::StringRef text) {
  InterpProgram program;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  auto error = [&](size_t line, const llvm::Twine &message) {
    return llvm::createStringError("interp program line " +
                                   llvm::Twine(line + 1) + ": " + message);
  };
  if (lines.empty())
    return error(0, "empty program");
  llvm::SmallVector<llvm::StringRef> header;
  lines[0].split(header, ' ', -1, /*KeepEmpty=*/false);
  if (header.size() != 8 || header[0] != "uop-interp" || header[1] != "1" ||
      (header[3] != "graph" && header[3] != "linear") ||
      header[4] != "buffers" || header[6] != "vars" ||
      header[5].getAsInteger(10, program.numBuffers) ||
      header[7].getAsInteger(10, program.numVars))
    return error(0, "expected 'uop-interp 1 <name> graph|linear buffers <n> "
                    "vars <n>'");
  program.name = header[2].str();
  program.linear = header[3] == "linear";

  for (size_t i = 1; i < lines.size(); ++i) {
    llvm::StringRef line = lines[i].trim();
    auto [opcodeName, rest] = line.split(' ');
    auto [typeText, lists] = rest.trim().split(' ');
    Instruction op;
    const auto *found = llvm::find(opcodeNames, opcodeName);
    if (found == opcodeNames.end())
      return error(i, "unknown opcode '" + opcodeName + "'");
    op.opcode = static_cast<Opcode>(found - opcodeNames.begin());
    llvm::Expected<ValueType> type = parseType(typeText);
    if (!type)
      return error(i, llvm::toString(type.takeError()));
    op.type = *type;
    lists = lists.trim();
    size_t close = lists.find(')');
    if (!lists.starts_with("(") || close == llvm::StringRef::npos)
      return error(i, "expected '(operands)'");
    llvm::SmallVector<llvm::StringRef> fields;
    lists.slice(1, close).split(fields, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef field : fields) {
      uint32_t operand;
      if (field.getAsInteger(10, operand) || operand >= i - 1)
        return error(i, "operand '" + field + "' is not an earlier op");
      op.operands.push_back(operand);
    }
    llvm::StringRef args = lists.drop_front(close + 1).trim();
    size_t argsEnd = args.find(']');
    if (!args.consume_front("[") || argsEnd == llvm::StringRef::npos)
      return error(i, "expected '[args]'");
    op.location = args.drop_front(argsEnd).trim().str();
    args = args.take_front(argsEnd - 1);
    fields.clear();
    args.split(fields, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef field : fields) {
      int64_t arg;
      if (field.getAsInteger(10, arg))
        return error(i, "arg '" + field + "' is not an integer");
      op.args.push_back(arg);
    }
    if (!hasValidShape(op.opcode, op.operands.size(), op.args.size(), op.args))
      return error(i, "wrong operand or arg count for " + opcodeName);
    program.ops.push_back(std::move(op));
  }
  return program;
}
