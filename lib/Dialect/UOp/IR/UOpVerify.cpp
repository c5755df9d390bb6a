//===- UOpVerify.cpp - uop verifiers --------------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Everything tinygrad 0.9.0's type_verify checks, plus operand kinds, arg
// shapes and the structure of the linearized form.
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/IR/LinearSchedule.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::uop;

/// Whether `value` is defined by an op of type `OpTy`.
template <typename OpTy>
static bool isDefinedBy(Value value) {
  return value && isa_and_nonnull<OpTy>(value.getDefiningOp());
}

static bool isInLinearKernel(Operation *op) {
  auto kernel = op->getParentOfType<KernelOp>();
  return kernel && kernel.getLinear();
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

/// The smallest value of a size: an integer, a `#uop.var` or a `#uop.expr`
/// over its variables' bounds.
static int64_t getMinSize(Attribute size) { return getSizeBounds(size).min; }

static LogicalResult verifyLaunchSizes(KernelOp op, StringRef which,
                                       ArrayAttr sizes) {
  if (!sizes)
    return success();
  if (sizes.empty() || sizes.size() > 3)
    return op.emitOpError() << which << " size has " << sizes.size()
                            << " dimensions; expected 1 to 3";
  for (auto [dim, size] : llvm::enumerate(sizes))
    if (getMinSize(size) < 1)
      return op.emitOpError() << which << " size of dimension " << dim
                              << " can be " << getMinSize(size)
                              << "; expected at least 1";
  return success();
}

LogicalResult KernelOp::verify() {
  if (getBodyBlock().getNumArguments() != 0)
    return emitOpError("body takes no block arguments; buffers are "
                       "'uop.define_global' ops");
  if (failed(verifyLaunchSizes(*this, "global", getGlobalSizeAttr())))
    return failure();
  return verifyLaunchSizes(*this, "local", getLocalSizeAttr());
}

/// Checks what no single op can: every op is a uop op, and the kernel
/// arguments are consistent (one type and mutability per buffer index, one
/// range per variable name, define_vars and sizes alike).
static LogicalResult verifyKernelArguments(KernelOp kernel) {
  DenseMap<int64_t, DefineGlobalOp> globals;
  llvm::StringMap<DefineVarOp> vars;
  for (Operation &op : kernel.getBodyBlock()) {
    if (!isa<UOpDialect>(op.getDialect()))
      return op.emitOpError("is not a uop op; a kernel body holds only uop ops");
    if (auto global = dyn_cast<DefineGlobalOp>(op)) {
      auto [it, inserted] =
          globals.try_emplace(global.getIndexAttr().getInt(), global);
      DefineGlobalOp first = it->second;
      if (!inserted && (first.getType() != global.getType() ||
                        first.getIsMutable() != global.getIsMutable())) {
        InFlightDiagnostic diag =
            global.emitOpError()
            << "redefines buffer " << global.getIndexAttr().getInt()
            << " with another type or mutability";
        diag.attachNote(first.getLoc()) << "first defined here";
        return diag;
      }
    }
    if (auto var = dyn_cast<DefineVarOp>(op)) {
      auto [it, inserted] = vars.try_emplace(var.getVar().getName(), var);
      if (!inserted && it->second.getVar() != var.getVar()) {
        InFlightDiagnostic diag = var.emitOpError()
                                  << "redefines variable '"
                                  << var.getVar().getName()
                                  << "' with other bounds";
        diag.attachNote(it->second.getLoc()) << "first defined here";
        return diag;
      }
    }
  }
  // A variable that sizes a thread index or a launch dimension is the
  // kernel's variable of that name: the same bounds.
  llvm::StringMap<VarAttr> sizeVars;
  for (auto &[name, var] : vars)
    sizeVars[name] = var.getVar();
  auto checkSizeVars = [&](Attribute size,
                           function_ref<InFlightDiagnostic()> emitError) {
    LogicalResult result = success();
    walkSizeVariables(size, [&](VarAttr var) {
      auto [it, inserted] = sizeVars.try_emplace(var.getName(), var);
      if (inserted || it->second == var || failed(result))
        return;
      result = emitError() << "size variable '" << var.getName()
                           << "' has bounds [" << var.getMin() << ", "
                           << var.getMax() << "], but the kernel's '"
                           << var.getName() << "' has ["
                           << it->second.getMin() << ", "
                           << it->second.getMax() << "]";
    });
    return result;
  };
  for (auto special : kernel.getBodyBlock().getOps<SpecialOp>())
    if (failed(checkSizeVars(special.getSize(),
                             [&] { return special.emitOpError(); })))
      return failure();
  for (ArrayAttr sizes : {kernel.getGlobalSizeAttr(), kernel.getLocalSizeAttr()})
    if (sizes)
      for (Attribute size : sizes)
        if (failed(checkSizeVars(size, [&] { return kernel.emitOpError(); })))
          return failure();
  return success();
}

/// Checks the linearized form: every range and if body is closed by its own
/// end marker in LIFO order, accumulators sit inside the loops they name, and
/// no value of a closed body is used after it (except the final value of an
/// accumulator, a phi result, after its loops).
static LogicalResult verifyLinearStructure(KernelOp kernel) {
  LinearSchedule schedule(kernel);

  auto checkUse = [&](Operation *user, unsigned operandIndex,
                      Value value) -> LogicalResult {
    Operation *def = value.getDefiningOp();
    // A store's token orders effects rather than carrying a value: a
    // barrier may follow a store of a body that has ended.
    if (!def || isa<StoreOp>(def))
      return success();
    bool isPhi = isa<PhiOp>(def);
    // A range or if is in its own body: its value ends with it.
    for (Operation *opener : schedule.getEnclosingBodies(def)) {
      Operation *end = schedule.lookupBody(opener)->end;
      if (!end || !end->isBeforeInBlock(user))
        break;
      if (isPhi && isa<RangeOp>(opener))
        continue;
      InFlightDiagnostic diag =
          user->emitOpError()
          << "operand #" << operandIndex << " is defined by '"
          << def->getName() << "' inside a "
          << (isa<RangeOp>(opener) ? "loop body" : "conditional body")
          << " that has already ended";
      diag.attachNote(opener->getLoc()) << "the body opened here";
      return diag;
    }
    return success();
  };

  for (Operation &op : kernel.getBodyBlock()) {
    // The operands of end markers and accumulators are ranges and ifs, whose
    // placement the checks below report more precisely.
    if (!isa<EndRangeOp, EndIfOp, DefineAccOp>(op))
      for (OpOperand &operand : op.getOpOperands())
        if (failed(checkUse(&op, operand.getOperandNumber(), operand.get())))
          return failure();

    if (auto acc = dyn_cast<DefineAccOp>(op)) {
      SmallVector<Operation *> enclosing = schedule.getEnclosingBodies(acc);
      for (auto [i, range] : llvm::enumerate(acc.getRanges()))
        if (!llvm::is_contained(enclosing, range.getDefiningOp()))
          return acc.emitOpError()
                 << "names range operand #" << i
                 << " but is not inside its loop body; in the linearized "
                    "form an accumulator comes after the ranges it names";
    }

    // A phi updates its accumulator once per iteration of a loop the
    // accumulator names: it sits directly in that loop's body.
    if (auto phi = dyn_cast<PhiOp>(op)) {
      DefineAccOp define = phi.getDefineAcc();
      if (define && !define.getRanges().empty()) {
        Operation *body = schedule.getInnermostBody(phi);
        if (!body || !llvm::is_contained(define.getRanges(),
                                         body->getResult(0)))
          return phi.emitOpError(
              "must sit directly in the body of a loop its accumulator "
              "names");
      }
    }

    if (&op == schedule.getMisplacedEnd()) {
      const LinearSchedule::Body *closes =
          schedule.lookupBody(op.getOperand(0).getDefiningOp());
      if (!closes)
        return op.emitOpError() << "does not close a body opened earlier";
      if (closes->end)
        return op.emitOpError() << "closes a body that is already closed";
      InFlightDiagnostic diag =
          op.emitOpError() << "does not close the innermost open body";
      diag.attachNote(schedule.getInnermostBody(&op)->getLoc())
          << "the innermost open body starts here";
      return diag;
    }
  }
  if (Operation *opener =
          schedule.getInnermostBody(&kernel.getBodyBlock().back()))
    return opener->emitOpError()
           << "body is never closed by '"
           << (isa<RangeOp>(opener) ? "uop.endrange" : "uop.endif") << "'";
  return success();
}

LogicalResult KernelOp::verifyRegions() {
  if (failed(verifyKernelArguments(*this)))
    return failure();
  if (getLinear())
    return verifyLinearStructure(*this);
  // In graph form an effect takes place where the sink names it (through a
  // barrier or an if, maybe): an unnamed store is dead, which the
  // interpreter and the linearizer would disagree on.
  for (auto store : getBodyBlock().getOps<StoreOp>())
    if (store->use_empty())
      return store.emitOpError(
          "is named by nothing: in graph form a store takes effect only "
          "where the kernel's 'uop.sink' names it");
  return success();
}

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

LogicalResult DefineGlobalOp::verify() {
  if (getType().isLocal())
    return emitOpError("result must point to global memory, got ")
           << getType();
  return success();
}

LogicalResult DefineLocalOp::verify() {
  if (!getType().isLocal())
    return emitOpError("result must point to local memory, got ") << getType();
  return success();
}

/// A constant of dtype `type` is an integer or float attribute of its compute
/// type, or a splat of one for a vector.
static LogicalResult verifyConstantValue(Operation *op, StringRef what,
                                         TypedAttr value, Type type) {
  Type computeType = getComputeType(type);
  if (value.getType() != computeType)
    return op->emitOpError()
           << what << " has type " << value.getType() << " but dtype " << type
           << " holds constants as " << computeType;
  Attribute scalar = value;
  if (auto splat = dyn_cast<SplatElementsAttr>(value))
    scalar = splat.getSplatValue<Attribute>();
  else if (isa<VectorType>(type))
    return op->emitOpError() << what << " of vector dtype " << type
                             << " must be a splat";
  if (!isa<IntegerAttr, FloatAttr>(scalar))
    return op->emitOpError() << what << " " << value
                             << " is not an integer or float value";
  return success();
}

LogicalResult DefineAccOp::verify() {
  for (auto [i, range] : llvm::enumerate(getRanges()))
    if (!isDefinedBy<RangeOp>(range))
      return emitOpError() << "operand #" << i << " is not a 'uop.range'";
  return verifyConstantValue(*this, "init value", getInit(), getType());
}

LogicalResult ConstOp::verify() {
  return verifyConstantValue(*this, "value", getValue(), getType());
}

LogicalResult SpecialOp::verify() {
  StringRef name = getName();
  StringRef digits = name;
  if (!(digits.consume_front("gidx") || digits.consume_front("lidx") ||
        digits.consume_front("idx")) ||
      digits.empty() || !llvm::all_of(digits, llvm::isDigit))
    return emitOpError() << "name \"" << name
                         << "\" must be gidx, lidx or idx followed by digits";
  if (getMinSize(getSize()) < 1)
    return emitOpError() << "size can be " << getMinSize(getSize())
                         << "; expected at least 1";
  return success();
}

//===----------------------------------------------------------------------===//
// Placeholders, vectors and conversions
//===----------------------------------------------------------------------===//

LogicalResult GepOp::verify() {
  int64_t lanes = getLaneCount(getVector().getType());
  int64_t index = getIndexAttr().getInt();
  if (index < 0 || index >= lanes)
    return emitOpError() << "index " << index
                         << " is out of range for a vector of " << lanes
                         << " elements";
  return success();
}

LogicalResult CastOp::verify() {
  OperandRange inputs = getInputs();
  Type resultType = getType();
  if (inputs.empty())
    return emitOpError("needs at least one operand");
  if (inputs.size() == 1) {
    if (getLaneCount(inputs[0].getType()) != getLaneCount(resultType))
      return emitOpError() << "converts " << inputs[0].getType() << " to "
                           << resultType
                           << ", which has a different number of lanes";
    return success();
  }
  auto vectorType = dyn_cast<VectorType>(resultType);
  if (!vectorType || vectorType.getNumElements() != (int64_t)inputs.size())
    return emitOpError() << "builds " << resultType << " from "
                         << inputs.size()
                         << " operands; expected a vector of that many";
  for (auto [i, input] : llvm::enumerate(inputs))
    if (input.getType() != vectorType.getElementType())
      return emitOpError() << "operand #" << i << " has type "
                           << input.getType() << "; expected "
                           << vectorType.getElementType();
  return success();
}

LogicalResult BitcastOp::verify() {
  Type from = getInput().getType(), to = getType();
  // Sizes as tinygrad counts them: a bool is one byte.
  if (getItemSize(from) != getItemSize(to))
    return emitOpError() << "bitcasts " << from << " (" << getItemSize(from)
                         << " bytes) to " << to << " (" << getItemSize(to)
                         << " bytes)";
  return success();
}

LogicalResult WmmaOp::verify() {
  ArrayRef<int64_t> dims = getDims(), upcast = getUpcastSizes();
  if (dims.size() != 3 || llvm::any_of(dims, [](int64_t d) { return d < 1; }))
    return emitOpError() << "dims [" << dims
                         << "] must be three positive sizes (N, M, K)";
  if (upcast.size() != 3)
    return emitOpError() << "upcast [" << upcast
                         << "] must give the element counts of a, b and c";
  Value operands[] = {getA(), getB(), getC()};
  StringRef names[] = {"a", "b", "c"};
  for (int i = 0; i < 3; ++i)
    if (getLaneCount(operands[i].getType()) != upcast[i])
      return emitOpError() << "operand " << names[i] << " has "
                           << getLaneCount(operands[i].getType())
                           << " elements but upcast gives " << upcast[i];
  if (getScalarDType(getA().getType()) != getScalarDType(getB().getType()))
    return emitOpError() << "operands a and b must share one input dtype, got "
                         << getA().getType() << " and " << getB().getType();
  for (int i : {0, 2})
    if (!isa<FloatType>(getScalarDType(operands[i].getType())))
      return emitOpError() << "operand " << names[i] << " has type "
                           << operands[i].getType()
                           << "; wmma takes float dtypes";
  return success();
}

bool WmmaOp::isHalfFloatM16N8K16() {
  return getDims() == ArrayRef<int64_t>{8, 16, 16} &&
         getUpcastSizes() == ArrayRef<int64_t>{8, 4, 4} &&
         getScalarDType(getA().getType()).isF16() &&
         getScalarDType(getC().getType()).isF32();
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

static LogicalResult verifyPointee(Operation *op, StringRef what,
                                   PtrType ptrType, Type valueType) {
  if (getScalarDType(valueType) != ptrType.getElementType())
    return op->emitOpError()
           << what << " type " << valueType << " does not match the buffer's "
           << ptrType << "";
  return success();
}

LogicalResult LoadOp::verify() {
  if (failed(verifyPointee(*this, "result", getBuf().getType(), getType())))
    return failure();
  if (getGate() && !getAlt())
    return emitOpError("has a gate but no alternative value 'alt'");
  if (getAlt() && !getGate())
    return emitOpError("has an alternative value 'alt' but no gate");
  if (Value dep = getDep();
      dep && !isDefinedBy<IfOp>(dep) && !isDefinedBy<BarrierOp>(dep))
    return emitOpError("'after' operand must be a 'uop.if' or 'uop.barrier'");
  return success();
}

LogicalResult StoreOp::verify() {
  if (failed(verifyPointee(*this, "value", getBuf().getType(),
                           getValue().getType())))
    return failure();
  if (auto global = getBuf().getDefiningOp<DefineGlobalOp>();
      global && !global.getIsMutable())
    return emitOpError() << "stores to buffer " << global.getIndex()
                         << ", which is not mutable";
  return success();
}

LogicalResult PhiOp::verify() {
  // A constant stands where an accumulator over no loop folded to its
  // initial value; the phi then folds to its update.
  auto gep = getAcc().getDefiningOp<GepOp>();
  if (!getDefineAcc() &&
      !isDefinedBy<ConstOp>(gep ? gep.getVector() : getAcc()))
    return emitOpError("accumulator operand must be a 'uop.define_acc', a "
                       "constant, or a 'uop.gep' of either");
  return success();
}

LogicalResult BarrierOp::verify() {
  for (auto [i, store] : llvm::enumerate(getStores()))
    if (!isDefinedBy<StoreOp>(store))
      return emitOpError() << "operand #" << i << " is not a 'uop.store'";
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

LogicalResult IfOp::verify() {
  if (Value barrier = getBarrier(); barrier && !isDefinedBy<BarrierOp>(barrier))
    return emitOpError("'after' operand must be a 'uop.barrier'");
  return success();
}

LogicalResult RangeOp::verify() {
  // A loop runs at least once, as every loop tinygrad makes does: the
  // simplifier relies on it when it folds an index into a constant.
  auto start = getStart().getDefiningOp<ConstOp>();
  auto end = getEnd().getDefiningOp<ConstOp>();
  if (start && end) {
    int64_t from = cast<IntegerAttr>(start.getValue()).getInt();
    int64_t to = cast<IntegerAttr>(end.getValue()).getInt();
    if (from >= to)
      return emitOpError() << "runs zero times (from " << from << " to " << to
                           << "): a loop must run at least once";
  }
  return success();
}

LogicalResult EndRangeOp::verify() {
  if (!isInLinearKernel(*this))
    return emitOpError("is only allowed in a linearized kernel");
  if (!isDefinedBy<RangeOp>(getRange()))
    return emitOpError("operand must be a 'uop.range'");
  return success();
}

LogicalResult EndIfOp::verify() {
  if (!isInLinearKernel(*this))
    return emitOpError("is only allowed in a linearized kernel");
  if (!isDefinedBy<IfOp>(getCond()))
    return emitOpError("operand must be a 'uop.if'");
  return success();
}

//===----------------------------------------------------------------------===//
// ALU ops
//===----------------------------------------------------------------------===//

LogicalResult mlir::uop::detail::verifyALUTypes(Operation *op,
                                                ArrayRef<StringRef> names,
                                                ValueRange operands,
                                                bool boolResult) {
  Type type = operands.front().getType();
  for (size_t i = 1; i < operands.size(); ++i)
    if (operands[i].getType() != type)
      return op->emitOpError()
             << "operand " << names[i] << " has type " << operands[i].getType()
             << " but " << names[0] << " has type " << type;
  Type expected = boolResult ? getBoolLike(type) : type;
  if (op->getResult(0).getType() != expected)
    return op->emitOpError() << "result type " << op->getResult(0).getType()
                             << " must be " << expected;
  return success();
}

LogicalResult WhereOp::verify() {
  Type boolType = getBoolLike(getLhs().getType());
  if (getCond().getType() != boolType)
    return emitOpError() << "selector cond has type " << getCond().getType()
                         << " but must be " << boolType;
  return detail::verifyALUTypes(*this, {"lhs", "rhs"}, {getLhs(), getRhs()},
                                false);
}
