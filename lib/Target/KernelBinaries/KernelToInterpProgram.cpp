//===- KernelToInterpProgram.cpp - uop kernels as INTERP programs ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Writes a uop kernel, in whichever form it is, op for op as the program the
// INTERP device runs: no lowering, so that the interpreter defines what the
// ops mean before and after each of uop's passes.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "uop/Dialect/UOp/IR/ScalarKinds.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Runtime/InterpProgram.h"
#include "uop/Target/KernelBinaries.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/TypeSwitch.h"
#include <cstring>
#include <functional>

using namespace mlir;
using namespace mlir::uop;
namespace interp = ::uop::runtime::interp;

static FailureOr<interp::ScalarKind> getScalarKind(Operation *op, Type type) {
  if (std::optional<::uop::ScalarKind> kind = mlir::uop::getScalarKind(type))
    return *kind;
  return op->emitOpError() << "has type " << type
                           << ", which is no tinygrad dtype";
}

static FailureOr<interp::ValueType> getValueType(Operation *op, Type type) {
  interp::ValueType result;
  if (isa<TokenType>(type))
    return result;
  result.category = interp::ValueType::Category::Data;
  if (auto pointer = dyn_cast<PtrType>(type)) {
    result.category = pointer.isLocal()
                          ? interp::ValueType::Category::LocalPtr
                          : interp::ValueType::Category::GlobalPtr;
    type = pointer.getElementType();
  }
  if (auto vector = dyn_cast<VectorType>(type)) {
    result.lanes = vector.getNumElements();
    type = vector.getElementType();
  }
  FailureOr<interp::ScalarKind> kind = getScalarKind(op, type);
  if (failed(kind))
    return failure();
  result.kind = *kind;
  return result;
}

/// Appends a constant's lanes: integers as their values, floats as the bits
/// of their value as a double.
static void appendConstant(Attribute value, std::vector<int64_t> &args) {
  if (auto elements = dyn_cast<DenseElementsAttr>(value)) {
    if (elements.isSplat())
      return appendConstant(elements.getSplatValue<Attribute>(), args);
    for (Attribute element : elements.getValues<Attribute>())
      appendConstant(element, args);
    return;
  }
  if (auto integer = dyn_cast<IntegerAttr>(value)) {
    const APInt &bits = integer.getValue();
    args.push_back(integer.getType().isUnsignedInteger() ||
                           integer.getType().isInteger(1)
                       ? static_cast<int64_t>(bits.getZExtValue())
                       : bits.getSExtValue());
    return;
  }
  double number = cast<FloatAttr>(value).getValueAsDouble();
  int64_t bits;
  std::memcpy(&bits, &number, sizeof(bits));
  args.push_back(bits);
}

static std::string getLocationText(Location loc) {
  auto fileLoc = dyn_cast<FileLineColLoc>(loc);
  if (!fileLoc)
    return "";
  std::string text = (fileLoc.getFilename().getValue() + ":" +
                      Twine(fileLoc.getLine()) + ":" +
                      Twine(fileLoc.getColumn()))
                         .str();
  std::replace(text.begin(), text.end(), ' ', '_');
  return text;
}

FailureOr<interp::InterpProgram> mlir::uop::buildInterpProgram(KernelOp kernel) {
  interp::InterpProgram program;
  program.name = kernel.getSymName().str();
  program.linear = kernel.getLinear();
  KernelSignature signature = getKernelSignature(kernel);
  program.numBuffers = signature.bufferIndices.size();
  program.numVars = signature.vars.size();
  auto varPosition = [&](VarAttr var) -> int64_t {
    return signature.getVarPosition(var.getName());
  };

  DenseMap<Operation *, uint32_t> ids;
  for (Operation &op : kernel.getBodyBlock()) {
    interp::Instruction instruction;
    for (Value operand : op.getOperands())
      instruction.operands.push_back(ids.lookup(operand.getDefiningOp()));
    if (op.getNumResults() == 1) {
      FailureOr<interp::ValueType> type =
          getValueType(&op, op.getResult(0).getType());
      if (failed(type))
        return failure();
      instruction.type = *type;
    }
    std::vector<int64_t> &args = instruction.args;
    using interp::Opcode;
    std::optional<Opcode> opcode =
        llvm::TypeSwitch<Operation *, std::optional<Opcode>>(&op)
            .Case([&](DefineGlobalOp global) {
              args.push_back(llvm::find(signature.bufferIndices,
                                        global.getIndexAttr().getInt()) -
                             signature.bufferIndices.begin());
              return Opcode::DefineGlobal;
            })
            .Case([&](DefineVarOp var) {
              args = {varPosition(var.getVar()), var.getVar().getMin(),
                      var.getVar().getMax()};
              return Opcode::DefineVar;
            })
            .Case([&](DefineLocalOp local) {
              args.push_back(local.getSize());
              return Opcode::DefineLocal;
            })
            .Case([&](DefineAccOp acc) {
              appendConstant(acc.getInit(), args);
              return Opcode::DefineAcc;
            })
            .Case([&](ConstOp constant) {
              appendConstant(constant.getValue(), args);
              return Opcode::Const;
            })
            .Case([&](SpecialOp special) {
              args = {static_cast<int64_t>(special.getDim()),
                      special.isLocal() ? 1 : 0};
              Attribute size = special.getSize();
              if (auto var = dyn_cast<VarAttr>(size)) {
                args.push_back(-1 - varPosition(var));
              } else if (auto integer = dyn_cast<IntegerAttr>(size)) {
                args.push_back(integer.getInt());
              } else {
                // An expression: 0, then its postfix pairs.
                args.push_back(0);
                std::function<void(Attribute)> emit = [&](Attribute node) {
                  if (auto integer = dyn_cast<IntegerAttr>(node)) {
                    args.insert(args.end(), {0, integer.getInt()});
                  } else if (auto var = dyn_cast<VarAttr>(node)) {
                    args.insert(args.end(), {1, varPosition(var)});
                  } else {
                    auto expr = cast<ExprAttr>(node);
                    llvm::for_each(expr.getOperands(), emit);
                    args.insert(args.end(),
                                {expr.getKind() == ExprKind::Add ? 2 : 3,
                                 static_cast<int64_t>(
                                     expr.getOperands().size())});
                  }
                };
                emit(size);
              }
              return Opcode::Special;
            })
            .Case([&](NoopOp) { return Opcode::Noop; })
            .Case([&](GepOp gep) {
              args.push_back(gep.getIndex());
              return Opcode::Gep;
            })
            .Case([&](CastOp) { return Opcode::Cast; })
            .Case([&](BitcastOp) { return Opcode::Bitcast; })
            .Case([&](Exp2Op) { return Opcode::Exp2; })
            .Case([&](Log2Op) { return Opcode::Log2; })
            .Case([&](SinOp) { return Opcode::Sin; })
            .Case([&](SqrtOp) { return Opcode::Sqrt; })
            .Case([&](NegOp) { return Opcode::Neg; })
            .Case([&](AddOp) { return Opcode::Add; })
            .Case([&](SubOp) { return Opcode::Sub; })
            .Case([&](MulOp) { return Opcode::Mul; })
            .Case([&](DivOp) { return Opcode::Div; })
            .Case([&](MaxOp) { return Opcode::Max; })
            .Case([&](ModOp) { return Opcode::Mod; })
            .Case([&](CmpLtOp) { return Opcode::CmpLt; })
            .Case([&](CmpEqOp) { return Opcode::CmpEq; })
            .Case([&](XorOp) { return Opcode::Xor; })
            .Case([&](WhereOp) { return Opcode::Where; })
            .Case([&](MulAccOp) { return Opcode::MulAcc; })
            .Case([&](WmmaOp wmma) {
              llvm::append_range(args, wmma.getDims());
              llvm::append_range(args, wmma.getUpcastSizes());
              return Opcode::Wmma;
            })
            .Case([&](LoadOp load) {
              args = {load.getGate() ? 1 : 0, load.getDep() ? 1 : 0};
              return Opcode::Load;
            })
            .Case([&](StoreOp) { return Opcode::Store; })
            .Case([&](PhiOp) { return Opcode::Phi; })
            .Case([&](BarrierOp) { return Opcode::Barrier; })
            .Case([&](IfOp) { return Opcode::If; })
            .Case([&](RangeOp range) {
              args = {static_cast<int64_t>(range.getDepth()),
                      static_cast<int64_t>(range.getIndex())};
              return Opcode::Range;
            })
            .Case([&](EndRangeOp) { return Opcode::EndRange; })
            .Case([&](EndIfOp) { return Opcode::EndIf; })
            .Case([&](SinkOp) { return Opcode::Sink; })
            .Default([](Operation *) { return std::nullopt; });
    // uop.unmul, a placeholder that simplification removes, has no meaning
    // to run.
    if (!opcode)
      return op.emitOpError("cannot be interpreted");
    instruction.opcode = *opcode;
    instruction.location = getLocationText(op.getLoc());
    ids[&op] = program.ops.size();
    program.ops.push_back(std::move(instruction));
  }
  return program;
}

LogicalResult mlir::uop::writeInterpProgram(Operation *op, raw_ostream &os) {
  SmallVector<KernelOp> kernels;
  op->walk([&](KernelOp kernel) { kernels.push_back(kernel); });
  if (kernels.size() != 1)
    return op->emitError() << "expected one uop.kernel, found "
                           << kernels.size();
  FailureOr<interp::InterpProgram> program = buildInterpProgram(kernels[0]);
  if (failed(program))
    return failure();
  os << interp::printProgram(*program);
  return success();
}
