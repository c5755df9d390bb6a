//===- InterpDevice.cpp - the INTERP device -------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// An interpreter of uop kernels, the executable definition of the ops'
// meaning (tinygrad 0.9.0's PYTHON device plays this part there). It runs
// both forms:
//
// * Linearized: the op list is the schedule. The threads of a workgroup run
//   one after another up to the next barrier or wmma, where all must meet
//   (lockstep between barriers); wmma is computed there for the warp.
// * Graph: each store runs for every value of the ranges it depends on; a
//   phi's value is its accumulator folded over the accumulator's ranges; an
//   if guards the loads that name it and, through them, whatever uses them
//   (a phi whose updates it guards included).
//   Stores run in phases split by barriers, each phase for every thread.
//
// Out-of-bounds accesses, reads of local memory no thread wrote, integer
// division by zero, INT_MIN / -1 and loops that run zero times are errors
// naming the op, never undefined behaviour. A float-to-integer cast that C
// leaves undefined gives tinygrad's recorded x86-64 result
// (uop/Support/FloatToInteger.h); the strict device, `INTERP:strict`,
// reports it as an error instead.
//
//===----------------------------------------------------------------------===//

#include "InterpDevice.h"
#include "uop/Runtime/InterpProgram.h"
#include "uop/Support/FloatToInteger.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <optional>

using namespace uop::runtime;
using namespace uop::runtime::interp;

namespace {

/// The widest vector the interpreter holds (wmma fragments have 8 lanes).
constexpr unsigned kMaxLanes = 16;
/// Ops run (or, in graph form, evaluated) per launch before it is stopped
/// as a runaway.
constexpr uint64_t kMaxSteps = uint64_t(1) << 32;

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

bool isFloat(ScalarKind kind) { return getScalarDTypeInfo(kind).isFloat; }
bool isHalf(ScalarKind kind) { return getScalarDTypeInfo(kind).isHalf(); }
/// Signed integers (not floats).
bool isSigned(ScalarKind kind) {
  const ::uop::ScalarDTypeInfo &info = getScalarDTypeInfo(kind);
  return info.isSigned && !info.isFloat;
}
unsigned getBitWidth(ScalarKind kind) {
  return getScalarDTypeInfo(kind).bitWidth;
}
unsigned getItemSize(ScalarKind kind) {
  return getScalarDTypeInfo(kind).getItemSize();
}

/// One lane: an integer sign- or zero-extended from its dtype's width (bool
/// is 0 or 1), or a float at its compute precision (float32 for halves).
union Scalar {
  int64_t i;
  uint64_t u;
  double f;
};

Scalar makeInt(uint64_t bits) {
  Scalar s;
  s.u = bits;
  return s;
}
Scalar makeFloat(double value) {
  Scalar s;
  s.f = value;
  return s;
}

/// Wraps `bits` to an integer dtype (bool: nonzero is true).
Scalar wrapInt(ScalarKind kind, uint64_t bits) {
  if (kind == ScalarKind::Bool)
    return makeInt(bits != 0);
  unsigned width = getBitWidth(kind);
  if (width == 64)
    return makeInt(bits);
  uint64_t mask = (uint64_t(1) << width) - 1;
  bits &= mask;
  if (isSigned(kind) && (bits >> (width - 1)))
    bits |= ~mask;
  return makeInt(bits);
}

const llvm::fltSemantics &getHalfSemantics(ScalarKind kind) {
  return kind == ScalarKind::F16 ? llvm::APFloat::IEEEhalf()
                                 : llvm::APFloat::BFloat();
}

/// Rounds a float to its dtype's compute precision.
double roundToCompute(ScalarKind kind, double value) {
  return kind == ScalarKind::F64 ? value : static_cast<double>(static_cast<float>(value));
}

/// The storage bits of a float of `kind` (a half is rounded to nearest even).
uint64_t getStorageBits(ScalarKind kind, double value) {
  if (kind == ScalarKind::F64) {
    uint64_t bits;
    std::memcpy(&bits, &value, 8);
    return bits;
  }
  if (kind == ScalarKind::F32) {
    float narrow = static_cast<float>(value);
    uint32_t bits;
    std::memcpy(&bits, &narrow, 4);
    return bits;
  }
  bool losesInfo;
  llvm::APFloat half(value);
  half.convert(getHalfSemantics(kind), llvm::APFloat::rmNearestTiesToEven,
               &losesInfo);
  return half.bitcastToAPInt().getZExtValue();
}

/// A float of `kind` from its storage bits, at its compute precision.
double fromStorageBits(ScalarKind kind, uint64_t bits) {
  if (kind == ScalarKind::F64) {
    double value;
    std::memcpy(&value, &bits, 8);
    return value;
  }
  if (kind == ScalarKind::F32) {
    uint32_t narrow = static_cast<uint32_t>(bits);
    float value;
    std::memcpy(&value, &narrow, 4);
    return value;
  }
  llvm::APFloat half(getHalfSemantics(kind), llvm::APInt(16, bits));
  return half.convertToFloat();
}

/// What a store, cast or bitcast keeps of a float: its storage precision.
double roundToStorage(ScalarKind kind, double value) {
  if (!isHalf(kind))
    return roundToCompute(kind, value);
  return fromStorageBits(kind, getStorageBits(kind, value));
}

/// A lane as the bytes memory holds.
uint64_t toMemoryBits(ScalarKind kind, Scalar value) {
  if (isFloat(kind))
    return getStorageBits(kind, value.f);
  unsigned width = getBitWidth(kind);
  return width == 64 ? value.u : value.u & ((uint64_t(1) << width) - 1);
}

/// A lane from the bytes memory holds; false for a bool byte other than 0
/// or 1.
bool fromMemoryBits(ScalarKind kind, uint64_t bits, Scalar &value) {
  if (isFloat(kind)) {
    value = makeFloat(fromStorageBits(kind, bits));
    return true;
  }
  if (kind == ScalarKind::Bool) {
    value = makeInt(bits);
    return bits <= 1;
  }
  value = wrapInt(kind, bits);
  return true;
}

void writeBytes(uint8_t *at, unsigned size, uint64_t bits) {
  for (unsigned i = 0; i < size; ++i)
    at[i] = static_cast<uint8_t>(bits >> (8 * i));
}
uint64_t readBytes(const uint8_t *at, unsigned size) {
  uint64_t bits = 0;
  for (unsigned i = 0; i < size; ++i)
    bits |= uint64_t(at[i]) << (8 * i);
  return bits;
}

/// A value: up to kMaxLanes lanes. `skipped` marks the value of a load that
/// an if (in graph form) guards off, and of everything computed from it.
struct Value {
  std::array<Scalar, kMaxLanes> lanes;
  bool skipped = false;
};

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// A buffer or a workgroup's local array, seen as bytes.
struct Memory {
  uint8_t *data = nullptr;
  uint64_t elements = 0;
  /// For local memory: which elements a thread has written.
  std::vector<bool> written;
  bool isLocal = false;
};

//===----------------------------------------------------------------------===//
// The interpreter
//===----------------------------------------------------------------------===//

class Interpreter {
public:
  /// `strict`: float-to-integer casts that C leaves undefined are errors.
  Interpreter(const InterpProgram &program, bool strict)
      : program(program), strict(strict) {}

  /// Checks what the interpreter relies on (operand types, structure) once,
  /// when the program is loaded.
  llvm::Error check();

  llvm::Error run(llvm::ArrayRef<Memory> buffers, const LaunchSize &size,
                  llvm::ArrayRef<int32_t> vars);

private:
  struct Thread {
    std::array<uint32_t, 3> local{0, 0, 0};
    std::array<uint32_t, 3> group{0, 0, 0};
    // Linearized form.
    size_t pc = 0;
    bool done = false;
    std::vector<Value> values;
    std::vector<int64_t> rangeEnds;
    // Graph form: the values bound to ranges and accumulators, and each
    // op's values memoized by the values of the ranges/accumulators it
    // depends on.
    std::vector<Value> bound;
    std::vector<bool> isBound;
    std::vector<std::map<std::vector<uint64_t>, Value>> memo;
  };

  const Instruction &op(uint32_t id) const { return program.ops[id]; }
  ScalarKind kindOf(uint32_t id) const { return program.ops[id].type.kind; }
  unsigned lanesOf(uint32_t id) const { return program.ops[id].type.lanes; }

  /// Records the first error, naming op `id`; returns false.
  bool fail(uint32_t id, const llvm::Twine &message);
  llvm::Error checkOp(uint32_t id);

  // Shared by both forms: computes op `id` from its operand values.
  bool compute(uint32_t id, Thread &thread,
               llvm::ArrayRef<const Value *> operands, Value &result);
  bool computeALU(uint32_t id, llvm::ArrayRef<const Value *> operands,
                  Value &result);
  bool convert(uint32_t id, ScalarKind from, Scalar in, ScalarKind to,
               Scalar &out);
  bool computeBitcast(uint32_t id, const Value &in, Value &result);
  Memory *getMemory(uint32_t pointer);
  bool access(uint32_t id, uint32_t pointer, const Value &index,
              unsigned lanes, Memory *&memory, uint64_t &first);
  bool load(uint32_t id, const Value &index, Value &result);
  bool store(uint32_t id, const Value &index, const Value &value);
  bool computeWmma(uint32_t id, llvm::ArrayRef<Thread *> threads);
  Value getInitialValue(uint32_t id) const;

  // Linearized form.
  bool runLinearWorkgroup(std::vector<Thread> &threads);
  /// Runs a thread up to a barrier, a wmma or its end.
  bool runUntilSync(Thread &thread);
  void resetAccumulators(Thread &thread, uint32_t range);

  // Graph form.
  void analyzeGraph();
  bool runGraphWorkgroup(std::vector<Thread> &threads);
  bool evaluate(uint32_t id, Thread &thread, Value &result);
  /// `skippedLanes`: the lanes of `result` that a skipped update wrote.
  bool foldAccumulator(uint32_t acc, Thread &thread, Value &result,
                       uint32_t &skippedLanes);
  bool forEachBinding(llvm::ArrayRef<uint32_t> ranges, size_t level,
                      Thread &thread,
                      const std::function<bool()> &body);
  bool runGraphStore(uint32_t id, Thread &thread);

  bool failEmptyLoop(uint32_t id, int64_t start, int64_t end) {
    return fail(id, llvm::formatv("runs zero times (from {0} to {1}): a loop "
                                  "must run at least once",
                                  start, end));
  }

  bool countStep(uint32_t id) {
    if (++steps <= kMaxSteps)
      return true;
    return fail(id, "the kernel ran more than " + llvm::Twine(kMaxSteps) +
                        " steps");
  }

  const InterpProgram &program;
  bool strict;
  // Structure, from check().
  std::vector<uint32_t> endOf;
  std::vector<std::vector<uint32_t>> accumulatorsEnteredAt;
  std::vector<uint32_t> unrangedAccumulators;
  /// The define_acc behind each phi (the op itself when there is none).
  std::vector<uint32_t> accumulatorOf;
  std::vector<std::vector<uint32_t>> phisOf;
  std::vector<std::vector<uint32_t>> rangesOf;
  // Graph form, from analyzeGraph().
  std::vector<std::vector<uint32_t>> dependencies;
  std::vector<unsigned> phase;
  unsigned numPhases = 1;

  // The launch.
  std::vector<Memory> globals;
  std::vector<Memory> locals;
  std::vector<std::vector<uint8_t>> localStorage;
  llvm::ArrayRef<int32_t> varValues;
  LaunchSize launchSize;
  uint64_t steps = 0;
  std::optional<std::string> error;
};

bool Interpreter::fail(uint32_t id, const llvm::Twine &message) {
  if (!error) {
    const Instruction &instruction = op(id);
    std::string where = instruction.location.empty()
                            ? std::string()
                            : instruction.location + ": ";
    error = where + getOpcodeName(instruction.opcode).str() + " (op " +
            std::to_string(id) + "): " + message.str();
  }
  return false;
}

/// The ranges an accumulator names, outermost first (tinygrad's loop order:
/// depth, then index).
std::vector<uint32_t> sortRanges(const InterpProgram &program,
                                 std::vector<uint32_t> ranges) {
  std::sort(ranges.begin(), ranges.end(), [&](uint32_t a, uint32_t b) {
    const auto &x = program.ops[a].args, &y = program.ops[b].args;
    return x != y ? x < y : a < b;
  });
  return ranges;
}

llvm::Error Interpreter::checkOp(uint32_t id) {
  const Instruction &instruction = op(id);
  const ValueType &type = instruction.type;
  auto bad = [&](const llvm::Twine &message) {
    fail(id, message);
    return llvm::createStringError(*error);
  };
  auto isData = [&](uint32_t operand) {
    return op(operand).type.category == ValueType::Category::Data;
  };
  auto isScalarInt = [&](uint32_t operand) {
    return isData(operand) && lanesOf(operand) == 1 &&
           !isFloat(kindOf(operand));
  };
  bool resultIsData = type.category == ValueType::Category::Data;
  if (type.lanes > kMaxLanes)
    return bad("vectors wider than " + llvm::Twine(kMaxLanes) +
               " lanes are not supported");
  for (uint32_t operand : instruction.operands)
    if (op(operand).opcode == Opcode::Sink)
      return bad("uses the sink");
  const auto &operands = instruction.operands;
  const auto &args = instruction.args;
  switch (instruction.opcode) {
  case Opcode::DefineGlobal:
    if (type.category != ValueType::Category::GlobalPtr || args[0] < 0 ||
        args[0] >= program.numBuffers)
      return bad("expected a global pointer and an argument position below " +
                 llvm::Twine(program.numBuffers));
    return llvm::Error::success();
  case Opcode::DefineLocal:
    if (type.category != ValueType::Category::LocalPtr || args[0] < 1 ||
        args[0] > (int64_t(1) << 30))
      return bad("expected a local pointer and a size in 1..2^30");
    return llvm::Error::success();
  case Opcode::DefineVar:
    if (!resultIsData || type.kind != ScalarKind::I32 || args[0] < 0 ||
        args[0] >= program.numVars)
      return bad("expected an i32 variable below position " +
                 llvm::Twine(program.numVars));
    return llvm::Error::success();
  case Opcode::Special:
    if (type.kind != ScalarKind::I32 || args[0] < 0 || args[0] > 2 ||
        !isValidSpecialSize(args, program.numVars))
      return bad("expected an i32 index of dimension 0..2 with a size");
    return llvm::Error::success();
  case Opcode::Const:
  case Opcode::DefineAcc:
    if (!resultIsData ||
        (args.size() != 1 && args.size() != type.lanes))
      return bad("expected one value or one per lane");
    for (uint32_t range : operands)
      if (op(range).opcode != Opcode::Range)
        return bad("accumulates over an op that is not a range");
    return llvm::Error::success();
  case Opcode::Noop:
    if (!operands.empty() && !(op(operands[0]).type == type))
      return bad("result type differs from the operand's");
    return llvm::Error::success();
  case Opcode::Gep:
    if (!isData(operands[0]) || type.lanes != 1 ||
        type.kind != kindOf(operands[0]) || args[0] < 0 ||
        args[0] >= lanesOf(operands[0]))
      return bad("expected a lane of the vector operand");
    return llvm::Error::success();
  case Opcode::Cast:
    for (uint32_t operand : operands)
      if (!isData(operand) ||
          (operands.size() > 1 ? lanesOf(operand) != 1
                               : lanesOf(operand) != type.lanes))
        return bad("operand lanes do not match the result");
    if (!resultIsData || (operands.size() > 1 && operands.size() != type.lanes))
      return bad("expected one operand per lane");
    return llvm::Error::success();
  case Opcode::Bitcast:
    if (!resultIsData || !isData(operands[0]) ||
        getBitWidth(type.kind) * type.lanes !=
            getBitWidth(kindOf(operands[0])) * lanesOf(operands[0]))
      return bad("operand and result sizes differ");
    return llvm::Error::success();
  case Opcode::Wmma:
    if (args != std::vector<int64_t>{8, 16, 16, 8, 4, 4} ||
        lanesOf(operands[0]) != 8 || lanesOf(operands[1]) != 4 ||
        lanesOf(operands[2]) != 4 || type.lanes != 4 ||
        kindOf(operands[0]) != kindOf(operands[1]) ||
        !isFloat(kindOf(operands[0])) || !isFloat(type.kind) ||
        kindOf(operands[2]) != type.kind)
      return bad("only the 8x16x16 tile (mma m16n8k16) with float fragments "
                 "of 8, 4 and 4 elements is supported");
    return llvm::Error::success();
  case Opcode::Load: {
    const ValueType &pointer = op(operands[0]).type;
    if (!resultIsData || pointer.category == ValueType::Category::Data ||
        pointer.category == ValueType::Category::Token ||
        pointer.kind != type.kind || !isScalarInt(operands[1]))
      return bad("expected a load of the buffer's dtype at an integer index");
    if (args[0] && (!isScalarInt(operands[2]) ||
                    !(op(operands[3]).type == type)))
      return bad("expected a bool gate and an alternative of the result type");
    return llvm::Error::success();
  }
  case Opcode::Store: {
    const ValueType &pointer = op(operands[0]).type;
    if (pointer.category == ValueType::Category::Data ||
        pointer.category == ValueType::Category::Token ||
        !isData(operands[2]) || pointer.kind != kindOf(operands[2]) ||
        !isScalarInt(operands[1]) ||
        (operands.size() == 4 && !isScalarInt(operands[3])))
      return bad("expected a store of the buffer's dtype at an integer index");
    return llvm::Error::success();
  }
  case Opcode::Phi:
    if (!(op(operands[0]).type == type) || !(op(operands[1]).type == type))
      return bad("accumulator, update and result types differ");
    return llvm::Error::success();
  case Opcode::If:
  case Opcode::Range:
    for (uint32_t operand : llvm::ArrayRef(operands).take_front(
             instruction.opcode == Opcode::If ? 1 : 2))
      if (!isScalarInt(operand))
        return bad("expected integer operands");
    return llvm::Error::success();
  case Opcode::Barrier:
  case Opcode::Sink:
  case Opcode::EndRange:
  case Opcode::EndIf:
    return llvm::Error::success();
  default:
    break;
  }
  // ALU ops: operands of one dtype and width, the result of the last
  // operand's dtype (bool for comparisons); where's selector is bool.
  size_t first = instruction.opcode == Opcode::Where ? 1 : 0;
  for (uint32_t operand : operands)
    if (!isData(operand))
      return bad("operands must be values");
  for (size_t i = first; i < operands.size(); ++i)
    if (!(op(operands[i]).type == op(operands[first]).type))
      return bad("operand types differ");
  if (first && (kindOf(operands[0]) != ScalarKind::Bool ||
                lanesOf(operands[0]) != lanesOf(operands[1])))
    return bad("expected a bool selector of the operands' width");
  bool isCompare = instruction.opcode == Opcode::CmpLt ||
                   instruction.opcode == Opcode::CmpEq;
  ValueType expected = op(operands.back()).type;
  if (isCompare)
    expected.kind = ScalarKind::Bool;
  if (!(type == expected))
    return bad("result type does not follow the operands'");
  bool floatOnly = instruction.opcode >= Opcode::Exp2 &&
                   instruction.opcode <= Opcode::Sqrt;
  if ((floatOnly && !isFloat(type.kind)) ||
      (instruction.opcode == Opcode::Xor && isFloat(type.kind)))
    return bad("not defined on this dtype");
  return llvm::Error::success();
}

llvm::Error Interpreter::check() {
  size_t n = program.ops.size();
  if (n == 0 || program.ops.back().opcode != Opcode::Sink)
    return llvm::createStringError("interp program '" + program.name +
                                   "' does not end with a sink");
  endOf.assign(n, 0);
  accumulatorsEnteredAt.assign(n, {});
  accumulatorOf.assign(n, 0);
  phisOf.assign(n, {});
  rangesOf.assign(n, {});
  std::vector<uint32_t> open;
  for (uint32_t id = 0; id < n; ++id) {
    if (llvm::Error e = checkOp(id))
      return e;
    const Instruction &instruction = op(id);
    switch (instruction.opcode) {
    case Opcode::Sink:
      if (id != n - 1)
        return fail(id, "the sink must be last"), llvm::createStringError(*error);
      break;
    case Opcode::Range:
    case Opcode::If:
      if (program.linear)
        open.push_back(id);
      break;
    case Opcode::EndRange:
    case Opcode::EndIf: {
      Opcode opener = instruction.opcode == Opcode::EndRange ? Opcode::Range
                                                             : Opcode::If;
      if (!program.linear || open.empty() ||
          open.back() != instruction.operands[0] ||
          op(open.back()).opcode != opener) {
        fail(id, "does not close the innermost open range or if");
        return llvm::createStringError(*error);
      }
      endOf[open.back()] = id;
      open.pop_back();
      break;
    }
    case Opcode::DefineAcc: {
      rangesOf[id] = sortRanges(program, instruction.operands);
      if (rangesOf[id].empty())
        unrangedAccumulators.push_back(id);
      else
        accumulatorsEnteredAt[rangesOf[id].front()].push_back(id);
      break;
    }
    case Opcode::Phi: {
      uint32_t acc = instruction.operands[0];
      if (op(acc).opcode == Opcode::Gep)
        acc = op(acc).operands[0];
      if (op(acc).opcode == Opcode::DefineAcc) {
        accumulatorOf[id] = acc;
        phisOf[acc].push_back(id);
      } else {
        accumulatorOf[id] = id;
      }
      break;
    }
    default:
      break;
    }
  }
  if (!open.empty()) {
    fail(open.back(), "is never closed");
    return llvm::createStringError(*error);
  }
  if (!program.linear)
    analyzeGraph();
  if (error)
    return llvm::createStringError(*error);
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// Computing values
//===----------------------------------------------------------------------===//

Value Interpreter::getInitialValue(uint32_t id) const {
  const Instruction &instruction = op(id);
  Value value;
  for (unsigned lane = 0; lane < instruction.type.lanes; ++lane) {
    int64_t bits = instruction.args[instruction.args.size() == 1 ? 0 : lane];
    if (isFloat(instruction.type.kind)) {
      double f;
      std::memcpy(&f, &bits, 8);
      value.lanes[lane] = makeFloat(roundToCompute(instruction.type.kind, f));
    } else {
      value.lanes[lane] = wrapInt(instruction.type.kind, bits);
    }
  }
  return value;
}

bool Interpreter::convert(uint32_t id, ScalarKind from, Scalar in,
                          ScalarKind to, Scalar &out) {
  if (isFloat(from)) {
    double source = roundToStorage(from, in.f);
    if (to == ScalarKind::Bool) {
      out = makeInt(source != 0.0 || std::isnan(source));
      return true;
    }
    if (isFloat(to)) {
      out = makeFloat(roundToStorage(to, source));
      return true;
    }
    unsigned width = getBitWidth(to);
    if (strict && !::uop::isFloatToIntegerDefined(source, width, isSigned(to)))
      return fail(id, "float-to-integer cast of " +
                          llvm::formatv("{0}", llvm::format("%g", source)) +
                          " is out of the range of the integer type");
    out = wrapInt(to, ::uop::convertFloatToInteger(source, width, isSigned(to)));
    return true;
  }
  if (to == ScalarKind::Bool) {
    out = makeInt(in.u != 0);
    return true;
  }
  if (!isFloat(to)) {
    out = wrapInt(to, in.u);
    return true;
  }
  // Integer to float: rounded once, to nearest even, into the storage type.
  llvm::APFloat converted(to == ScalarKind::F64   ? llvm::APFloat::IEEEdouble()
                          : to == ScalarKind::F32 ? llvm::APFloat::IEEEsingle()
                                                  : getHalfSemantics(to));
  converted.convertFromAPInt(llvm::APInt(64, in.u), isSigned(from),
                             llvm::APFloat::rmNearestTiesToEven);
  bool losesInfo;
  converted.convert(llvm::APFloat::IEEEdouble(),
                    llvm::APFloat::rmNearestTiesToEven, &losesInfo);
  out = makeFloat(converted.convertToDouble());
  return true;
}

bool Interpreter::computeBitcast(uint32_t id, const Value &in, Value &result) {
  const Instruction &instruction = op(id);
  ScalarKind from = kindOf(instruction.operands[0]), to = instruction.type.kind;
  std::array<uint8_t, kMaxLanes * 8> bytes{};
  unsigned fromSize = getItemSize(from), toSize = getItemSize(to);
  for (unsigned lane = 0; lane < lanesOf(instruction.operands[0]); ++lane)
    writeBytes(&bytes[lane * fromSize], fromSize,
               toMemoryBits(from, in.lanes[lane]));
  for (unsigned lane = 0; lane < instruction.type.lanes; ++lane)
    if (!fromMemoryBits(to, readBytes(&bytes[lane * toSize], toSize),
                        result.lanes[lane]))
      return fail(id, "the bits are no bool (a byte other than 0 or 1)");
  return true;
}

bool Interpreter::computeALU(uint32_t id,
                             llvm::ArrayRef<const Value *> operands,
                             Value &result) {
  const Instruction &instruction = op(id);
  Opcode opcode = instruction.opcode;
  unsigned lanes = instruction.type.lanes;
  if (opcode == Opcode::Where) {
    for (unsigned lane = 0; lane < lanes; ++lane)
      result.lanes[lane] = operands[0]->lanes[lane].u ? operands[1]->lanes[lane]
                                                      : operands[2]->lanes[lane];
    return true;
  }
  ScalarKind kind = kindOf(instruction.operands[0]);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    Scalar a = operands[0]->lanes[lane];
    Scalar b = operands.size() > 1 ? operands[1]->lanes[lane] : Scalar{};
    Scalar c = operands.size() > 2 ? operands[2]->lanes[lane] : Scalar{};
    Scalar &r = result.lanes[lane];
    if (isFloat(kind)) {
      // IEEE operations at the compute precision: float for all but f64.
      bool wide = kind == ScalarKind::F64;
      auto apply = [&](auto narrow, auto full) {
        r = makeFloat(wide ? full(a.f, b.f, c.f)
                           : static_cast<double>(narrow(
                                 static_cast<float>(a.f),
                                 static_cast<float>(b.f),
                                 static_cast<float>(c.f))));
      };
#define UOP_FLOAT_OP(EXPR)                                                     \
  apply([](float x, float y, float z) -> float { (void)y, (void)z; return EXPR; }, \
        [](double x, double y, double z) -> double { (void)y, (void)z; return EXPR; })
      switch (opcode) {
      case Opcode::Exp2: UOP_FLOAT_OP(std::exp2(x)); break;
      case Opcode::Log2: UOP_FLOAT_OP(std::log2(x)); break;
      case Opcode::Sin: UOP_FLOAT_OP(std::sin(x)); break;
      case Opcode::Sqrt: UOP_FLOAT_OP(std::sqrt(x)); break;
      case Opcode::Neg: UOP_FLOAT_OP(-x); break;
      case Opcode::Add: UOP_FLOAT_OP(x + y); break;
      case Opcode::Sub: UOP_FLOAT_OP(x - y); break;
      case Opcode::Mul: UOP_FLOAT_OP(x * y); break;
      case Opcode::Div: UOP_FLOAT_OP(x / y); break;
      case Opcode::Mod: UOP_FLOAT_OP(std::fmod(x, y)); break;
      case Opcode::Max: UOP_FLOAT_OP(std::fmax(x, y)); break;
      case Opcode::MulAcc: UOP_FLOAT_OP(std::fma(x, y, z)); break;
      case Opcode::CmpLt: r = makeInt(a.f < b.f); break;
      case Opcode::CmpEq: r = makeInt(a.f == b.f); break;
      default:
        return fail(id, "is not a float operation");
      }
#undef UOP_FLOAT_OP
      continue;
    }
    if (kind == ScalarKind::Bool) {
      // C _Bool arithmetic: computed in int, nonzero is true.
      bool x = a.u, y = b.u;
      switch (opcode) {
      case Opcode::Neg: r = makeInt(!x); break;
      case Opcode::Add:
      case Opcode::Max: r = makeInt(x || y); break;
      case Opcode::Sub:
      case Opcode::Xor: r = makeInt(x != y); break;
      case Opcode::Mul: r = makeInt(x && y); break;
      case Opcode::MulAcc: r = makeInt((x && y) || c.u); break;
      case Opcode::CmpLt: r = makeInt(!x && y); break;
      case Opcode::CmpEq: r = makeInt(x == y); break;
      case Opcode::Div:
      case Opcode::Mod:
        if (!y)
          return fail(id, "bool division by false");
        r = makeInt(opcode == Opcode::Div ? x : false);
        break;
      default:
        return fail(id, "is not a bool operation");
      }
      continue;
    }
    bool sign = isSigned(kind);
    auto isMinSigned = [&](Scalar x) {
      return x.u == wrapInt(kind, uint64_t(1) << (getBitWidth(kind) - 1)).u;
    };
    switch (opcode) {
    case Opcode::Neg: r = wrapInt(kind, 0 - a.u); break;
    case Opcode::Add: r = wrapInt(kind, a.u + b.u); break;
    case Opcode::Sub: r = wrapInt(kind, a.u - b.u); break;
    case Opcode::Mul: r = wrapInt(kind, a.u * b.u); break;
    case Opcode::MulAcc: r = wrapInt(kind, a.u * b.u + c.u); break;
    case Opcode::Xor: r = wrapInt(kind, a.u ^ b.u); break;
    case Opcode::Max:
      r = (sign ? a.i >= b.i : a.u >= b.u) ? a : b;
      break;
    case Opcode::CmpLt: r = makeInt(sign ? a.i < b.i : a.u < b.u); break;
    case Opcode::CmpEq: r = makeInt(a.u == b.u); break;
    case Opcode::Div:
    case Opcode::Mod:
      if (b.u == 0)
        return fail(id, "integer division by zero");
      if (sign && b.i == -1 && isMinSigned(a))
        return fail(id, "integer division of the minimum value by -1 "
                        "overflows");
      if (sign)
        r = wrapInt(kind, opcode == Opcode::Div ? uint64_t(a.i / b.i)
                                                : uint64_t(a.i % b.i));
      else
        r = wrapInt(kind, opcode == Opcode::Div ? a.u / b.u : a.u % b.u);
      break;
    default:
      return fail(id, "is not an integer operation");
    }
  }
  return true;
}

Memory *Interpreter::getMemory(uint32_t pointer) {
  const Instruction &definition = op(pointer);
  if (definition.opcode == Opcode::DefineGlobal)
    return &globals[definition.args[0]];
  if (definition.opcode == Opcode::DefineLocal)
    return &locals[pointer];
  return nullptr;
}

bool Interpreter::access(uint32_t id, uint32_t pointer, const Value &index,
                         unsigned lanes, Memory *&memory, uint64_t &first) {
  memory = getMemory(pointer);
  if (!memory)
    return fail(id, "the buffer operand is not a define_global or "
                    "define_local");
  int64_t at = index.lanes[0].i;
  if (at < 0 || uint64_t(at) + lanes > memory->elements)
    return fail(id, llvm::formatv("elements {0}..{1} are out of bounds of {2} "
                                  "(op {3}, {4} elements)",
                                  at, at + lanes - 1,
                                  memory->isLocal ? "local memory" : "buffer",
                                  pointer, memory->elements));
  first = uint64_t(at);
  return true;
}

bool Interpreter::load(uint32_t id, const Value &index, Value &result) {
  const Instruction &instruction = op(id);
  uint32_t pointer = instruction.operands[0];
  unsigned lanes = instruction.type.lanes;
  Memory *memory;
  uint64_t first;
  if (!access(id, pointer, index, lanes, memory, first))
    return false;
  ScalarKind kind = instruction.type.kind;
  unsigned size = getItemSize(kind);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    if (memory->isLocal && !memory->written[first + lane])
      return fail(id, llvm::formatv("reads element {0} of local memory (op "
                                    "{1}), which no thread wrote",
                                    first + lane, pointer));
    if (!fromMemoryBits(kind, readBytes(memory->data + (first + lane) * size,
                                        size),
                        result.lanes[lane]))
      return fail(id, llvm::formatv("element {0} holds no bool", first + lane));
  }
  return true;
}

bool Interpreter::store(uint32_t id, const Value &index, const Value &value) {
  const Instruction &instruction = op(id);
  uint32_t pointer = instruction.operands[0];
  unsigned lanes = lanesOf(instruction.operands[2]);
  Memory *memory;
  uint64_t first;
  if (!access(id, pointer, index, lanes, memory, first))
    return false;
  ScalarKind kind = kindOf(instruction.operands[2]);
  unsigned size = getItemSize(kind);
  for (unsigned lane = 0; lane < lanes; ++lane) {
    writeBytes(memory->data + (first + lane) * size, size,
               toMemoryBits(kind, value.lanes[lane]));
    if (memory->isLocal)
      memory->written[first + lane] = true;
  }
  return true;
}

bool Interpreter::compute(uint32_t id, Thread &thread,
                          llvm::ArrayRef<const Value *> operands,
                          Value &result) {
  const Instruction &instruction = op(id);
  const ValueType &type = instruction.type;
  result.skipped = false;
  for (const Value *operand : operands)
    result.skipped |= operand->skipped;
  switch (instruction.opcode) {
  case Opcode::DefineGlobal:
  case Opcode::DefineLocal:
    return true; // A pointer is the op that defines it.
  case Opcode::Barrier:
  case Opcode::If:
  case Opcode::Sink:
  case Opcode::EndRange:
  case Opcode::EndIf:
  case Opcode::Range:
  case Opcode::DefineAcc:
  case Opcode::Phi:
  case Opcode::Load:
  case Opcode::Store:
  case Opcode::Wmma:
    // Values that each form gives in its own way.
    return fail(id, "has no value of its own");
  case Opcode::DefineVar: {
    int64_t value = varValues[instruction.args[0]];
    if (value < instruction.args[1] || value > instruction.args[2])
      return fail(id, llvm::formatv("the variable's value {0} is outside "
                                    "its bounds {1}..{2}",
                                    value, instruction.args[1],
                                    instruction.args[2]));
    result.lanes[0] = makeInt(uint64_t(value));
    return true;
  }
  case Opcode::Special: {
    unsigned dim = instruction.args[0];
    bool isLocalIndex = instruction.args[1];
    std::optional<int64_t> size =
        evaluateSpecialSize(instruction.args, varValues);
    if (!size)
      return fail(id, "the kernel's index size overflows int64");
    uint32_t launched =
        isLocalIndex ? launchSize.local[dim] : launchSize.global[dim];
    if (int64_t(launched) != *size)
      return fail(id, llvm::formatv("the kernel's index has size {0} but the "
                                    "launch has {1} along dimension {2}",
                                    *size, launched, dim));
    result.lanes[0] =
        makeInt(isLocalIndex ? thread.local[dim] : thread.group[dim]);
    return true;
  }
  case Opcode::Const:
    result = getInitialValue(id);
    return true;
  case Opcode::Noop:
    if (!operands.empty())
      result = *operands[0];
    return true;
  case Opcode::Gep:
    result.lanes[0] = operands[0]->lanes[instruction.args[0]];
    return true;
  case Opcode::Cast:
    for (unsigned lane = 0; lane < type.lanes; ++lane) {
      const Value &source = *operands[operands.size() > 1 ? lane : 0];
      unsigned from = operands.size() > 1 ? 0 : lane;
      if (!convert(id, kindOf(instruction.operands[operands.size() > 1 ? lane : 0]),
                   source.lanes[from], type.kind, result.lanes[lane]))
        return false;
    }
    return true;
  case Opcode::Bitcast:
    return computeBitcast(id, *operands[0], result);
  default:
    return computeALU(id, operands, result);
  }
}

bool Interpreter::computeWmma(uint32_t id, llvm::ArrayRef<Thread *> threads) {
  const Instruction &instruction = op(id);
  if (threads.size() % 32)
    return fail(id, llvm::formatv("needs whole warps of 32 threads, the "
                                  "workgroup has {0}",
                                  threads.size()));
  uint32_t aOp = instruction.operands[0], bOp = instruction.operands[1],
           cOp = instruction.operands[2];
  std::vector<Value> results(threads.size());
  // CUDA's mma.sync m16n8k16 as 0.9.0's PYTHON device defines it
  // (docs/UOpDialect.md): x[element][thread] within the warp at `g`.
  for (size_t g = 0; g < threads.size(); g += 32) {
    auto a = [&](unsigned i, unsigned j) {
      return threads[g + ((i / 2) % 4) + (j % 8) * 4]
          ->values[aOp]
          .lanes[(i % 2) + (j / 8) * 2 + (i / 8) * 4]
          .f;
    };
    auto b = [&](unsigned i, unsigned j) {
      return threads[g + ((j / 2) % 4) + i * 4]
          ->values[bOp]
          .lanes[(j % 2) + (j / 8) * 2]
          .f;
    };
    for (unsigned lane = 0; lane < 32; ++lane) {
      Value &out = results[g + lane];
      for (unsigned e = 0; e < 4; ++e) {
        unsigned i = (e % 2) + (lane % 4) * 2, j = (lane / 4) + (e / 2) * 8;
        float sum = static_cast<float>(threads[g + lane]->values[cOp].lanes[e].f);
        for (unsigned k = 0; k < 16; ++k)
          sum += static_cast<float>(a(k, j)) * static_cast<float>(b(i, k));
        out.lanes[e] = makeFloat(roundToCompute(instruction.type.kind, sum));
      }
    }
  }
  for (size_t t = 0; t < threads.size(); ++t)
    threads[t]->values[id] = results[t];
  return true;
}

//===----------------------------------------------------------------------===//
// Linearized form
//===----------------------------------------------------------------------===//

void Interpreter::resetAccumulators(Thread &thread, uint32_t range) {
  for (uint32_t acc : accumulatorsEnteredAt[range]) {
    Value init = getInitialValue(acc);
    thread.values[acc] = init;
    // A phi read after a loop that never ran holds the initial value.
    for (uint32_t phi : phisOf[acc]) {
      uint32_t accOperand = op(phi).operands[0];
      Value &phiValue = thread.values[phi];
      if (op(accOperand).opcode == Opcode::Gep)
        phiValue.lanes[0] = init.lanes[op(accOperand).args[0]];
      else
        phiValue = init;
    }
  }
}

bool Interpreter::runUntilSync(Thread &thread) {
  std::array<const Value *, kMaxLanes> operandValues;
  while (!thread.done) {
    uint32_t id = thread.pc;
    const Instruction &instruction = op(id);
    if (!countStep(id))
      return false;
    auto value = [&](size_t i) -> const Value & {
      return thread.values[instruction.operands[i]];
    };
    switch (instruction.opcode) {
    case Opcode::Sink:
      thread.done = true;
      continue;
    case Opcode::Barrier:
    case Opcode::Wmma:
      return true;
    case Opcode::DefineGlobal:
    case Opcode::DefineLocal:
    case Opcode::DefineAcc: // Set when its outermost range is entered.
    case Opcode::EndIf:
      ++thread.pc;
      continue;
    case Opcode::Store:
      if ((instruction.operands.size() < 4 || value(3).lanes[0].u) &&
          !store(id, value(1), value(2)))
        return false;
      ++thread.pc;
      continue;
    case Opcode::Range: {
      int64_t start = value(0).lanes[0].i, end = value(1).lanes[0].i;
      if (start >= end)
        return failEmptyLoop(id, start, end);
      thread.values[id].lanes[0] = makeInt(uint64_t(start));
      thread.rangeEnds[id] = end;
      resetAccumulators(thread, id);
      thread.pc = id + 1;
      continue;
    }
    case Opcode::EndRange: {
      uint32_t range = instruction.operands[0];
      Scalar &counter = thread.values[range].lanes[0];
      counter = makeInt(uint64_t(counter.i + 1));
      thread.pc = counter.i < thread.rangeEnds[range] ? range + 1 : id + 1;
      continue;
    }
    case Opcode::If:
      thread.pc = value(0).lanes[0].u ? id + 1 : endOf[id] + 1;
      continue;
    case Opcode::Phi: {
      uint32_t acc = accumulatorOf[id];
      const Value &update = value(1);
      if (acc != id) {
        uint32_t accOperand = instruction.operands[0];
        if (op(accOperand).opcode == Opcode::Gep)
          thread.values[acc].lanes[op(accOperand).args[0]] = update.lanes[0];
        else
          thread.values[acc] = update;
      }
      thread.values[id] = update;
      ++thread.pc;
      continue;
    }
    case Opcode::Load: {
      Value &result = thread.values[id];
      if (instruction.args[0] && !value(2).lanes[0].u)
        result = value(3);
      else if (!load(id, value(1), result))
        return false;
      ++thread.pc;
      continue;
    }
    default: {
      size_t n = instruction.operands.size();
      if (n > operandValues.size())
        return fail(id, "has too many operands");
      for (size_t i = 0; i < n; ++i)
        operandValues[i] = &value(i);
      Value result;
      if (!compute(id, thread, llvm::ArrayRef(operandValues.data(), n),
                   result))
        return false;
      thread.values[id] = result;
      ++thread.pc;
      continue;
    }
    }
  }
  return true;
}

bool Interpreter::runLinearWorkgroup(std::vector<Thread> &threads) {
  for (Thread &thread : threads) {
    thread.values.assign(program.ops.size(), Value());
    thread.rangeEnds.assign(program.ops.size(), 0);
    for (uint32_t acc : unrangedAccumulators)
      thread.values[acc] = getInitialValue(acc);
  }
  while (true) {
    for (Thread &thread : threads)
      if (!runUntilSync(thread))
        return false;
    // Every thread finished, or all wait at the same barrier or wmma.
    Thread &first = threads.front();
    for (Thread &thread : threads)
      if (thread.done != first.done || thread.pc != first.pc)
        return fail(first.done ? thread.pc : first.pc,
                    "not every thread of the workgroup reaches it (divergent "
                    "control flow around a barrier or wmma)");
    if (first.done)
      return true;
    if (op(first.pc).opcode == Opcode::Wmma) {
      std::vector<Thread *> all;
      for (Thread &thread : threads)
        all.push_back(&thread);
      if (!computeWmma(first.pc, all))
        return false;
    }
    for (Thread &thread : threads)
      ++thread.pc;
  }
}

//===----------------------------------------------------------------------===//
// Graph form
//===----------------------------------------------------------------------===//

void Interpreter::analyzeGraph() {
  size_t n = program.ops.size();
  dependencies.assign(n, {});
  phase.assign(n, 0);
  auto merge = [](std::vector<uint32_t> &into,
                  const std::vector<uint32_t> &from) {
    std::vector<uint32_t> merged;
    std::set_union(into.begin(), into.end(), from.begin(), from.end(),
                   std::back_inserter(merged));
    into = std::move(merged);
  };
  // The phase of what follows a barrier, or an if that follows one.
  auto phaseAfter = [&](uint32_t dep) {
    return op(dep).opcode == Opcode::Barrier ? phase[dep] + 1 : phase[dep];
  };
  // Which ranges and accumulators each op's value varies with, and after
  // how many barriers it can run. A phi depends on all of its accumulator's
  // updates, which may come after it: iterate to the fixed point.
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t id = 0; id < n; ++id) {
      const Instruction &instruction = op(id);
      std::vector<uint32_t> deps;
      unsigned at = 0;
      if (instruction.opcode == Opcode::DefineAcc) {
        deps = {id}; // Bound to its running value while it is folded.
      } else if (instruction.opcode == Opcode::Phi &&
                 accumulatorOf[id] != id) {
        uint32_t acc = accumulatorOf[id];
        for (uint32_t phi : phisOf[acc]) {
          uint32_t update = op(phi).operands[1];
          merge(deps, dependencies[update]);
          at = std::max(at, phase[update]);
        }
        for (uint32_t range : rangesOf[acc])
          for (uint32_t bound : op(range).operands)
            merge(deps, dependencies[bound]);
        llvm::erase_if(deps, [&](uint32_t dep) {
          return dep == acc || llvm::is_contained(rangesOf[acc], dep);
        });
      } else {
        for (uint32_t operand : instruction.operands) {
          merge(deps, dependencies[operand]);
          at = std::max(at, phase[operand]);
        }
        if (instruction.opcode == Opcode::Range)
          merge(deps, {id});
        if ((instruction.opcode == Opcode::Load && instruction.args[1]) ||
            (instruction.opcode == Opcode::If &&
             instruction.operands.size() == 2))
          at = std::max(at, phaseAfter(instruction.operands.back()));
      }
      if (deps != dependencies[id] || at != phase[id]) {
        dependencies[id] = std::move(deps);
        phase[id] = at;
        changed = true;
      }
    }
  }
  for (uint32_t id = 0; id < n; ++id) {
    const Instruction &instruction = op(id);
    numPhases = std::max(numPhases, phase[id] + 1);
    if (instruction.opcode == Opcode::Barrier && !dependencies[id].empty())
      fail(id, "a barrier inside a loop needs the linearized form");
    if (instruction.opcode == Opcode::Wmma)
      fail(id, "wmma needs the linearized form (the warp's threads run in "
               "lockstep there)");
    // A user of a phi inside the phi's own loop reads the running value,
    // which only the linearized form defines.
    for (uint32_t operand : instruction.operands) {
      if (op(operand).opcode != Opcode::Phi ||
          accumulatorOf[operand] == operand)
        continue;
      for (uint32_t range : rangesOf[accumulatorOf[operand]])
        if (std::binary_search(dependencies[id].begin(),
                               dependencies[id].end(), range))
          fail(id, "uses an accumulator's running value inside its loop, "
                   "which needs the linearized form");
    }
  }
}

bool Interpreter::forEachBinding(llvm::ArrayRef<uint32_t> ranges, size_t level,
                                 Thread &thread,
                                 const std::function<bool()> &body) {
  if (level == ranges.size())
    return body();
  uint32_t range = ranges[level];
  Value start, end;
  if (!evaluate(op(range).operands[0], thread, start) ||
      !evaluate(op(range).operands[1], thread, end))
    return false;
  if (thread.isBound[range])
    return fail(range, "is entered again inside itself");
  thread.isBound[range] = true;
  if (start.lanes[0].i >= end.lanes[0].i)
    return failEmptyLoop(range, start.lanes[0].i, end.lanes[0].i);
  for (int64_t i = start.lanes[0].i; i < end.lanes[0].i; ++i) {
    thread.bound[range].lanes[0] = makeInt(uint64_t(i));
    if (!countStep(range) || !forEachBinding(ranges, level + 1, thread, body))
      return false;
  }
  thread.isBound[range] = false;
  return true;
}

/// A skipped update makes the lanes it writes skipped in the folded value,
/// and so the phi and everything that uses it: the if behind it encloses the
/// accumulator's loops (a phi sits directly in its loop's body, so no if can
/// come between them: the linearizer puts the loop inside the if), so it is
/// off for every iteration, and the phi's users, up to the stores, are
/// inside the if too. (0.9.0's grouped reduction: only thread 0 folds and
/// stores the partial sums; the other threads' if is off.)
bool Interpreter::foldAccumulator(uint32_t acc, Thread &thread, Value &result,
                                  uint32_t &skippedLanes) {
  Value current = getInitialValue(acc);
  skippedLanes = 0;
  uint32_t allLanes = lanesOf(acc) >= 32 ? ~uint32_t(0)
                                         : (uint32_t(1) << lanesOf(acc)) - 1;
  thread.isBound[acc] = true;
  bool ok = forEachBinding(rangesOf[acc], 0, thread, [&] {
    thread.bound[acc] = current;
    Value next = current;
    for (uint32_t phi : phisOf[acc]) {
      Value update;
      if (!evaluate(op(phi).operands[1], thread, update))
        return false;
      uint32_t accOperand = op(phi).operands[0];
      bool isLane = op(accOperand).opcode == Opcode::Gep;
      if (update.skipped) {
        // Under an if that is off: the running value keeps these lanes, and
        // the folded value has them skipped.
        skippedLanes |=
            isLane ? uint32_t(1) << op(accOperand).args[0] : allLanes;
        continue;
      }
      if (isLane)
        next.lanes[op(accOperand).args[0]] = update.lanes[0];
      else
        next = update;
    }
    current = next;
    return true;
  });
  thread.isBound[acc] = false;
  result = current;
  result.skipped = false;
  return ok;
}

bool Interpreter::evaluate(uint32_t root, Thread &thread, Value &result) {
  // Depth-first over the operands with an explicit stack: a kernel's value
  // chains can be thousands of ops deep.
  auto keyOf = [&](uint32_t id) {
    std::vector<uint64_t> key;
    for (uint32_t dep : dependencies[id]) {
      const Value &value = thread.bound[dep];
      for (unsigned lane = 0; lane < lanesOf(dep); ++lane)
        key.push_back(value.lanes[lane].u);
    }
    return key;
  };
  std::vector<std::pair<uint32_t, bool>> stack = {{root, false}};
  while (!stack.empty()) {
    auto [id, operandsDone] = stack.back();
    const Instruction &instruction = op(id);
    std::vector<uint64_t> key = keyOf(id);
    auto &memo = thread.memo[id];
    if (memo.count(key)) {
      stack.pop_back();
      continue;
    }
    Opcode opcode = instruction.opcode;
    if (opcode == Opcode::Range || opcode == Opcode::DefineAcc) {
      if (!thread.isBound[id])
        return fail(id, "is used outside of its loop");
      memo[key] = thread.bound[id];
      stack.pop_back();
      continue;
    }
    if (opcode == Opcode::Phi && accumulatorOf[id] != id) {
      Value folded;
      uint32_t skippedLanes;
      if (!foldAccumulator(accumulatorOf[id], thread, folded, skippedLanes))
        return false;
      uint32_t accOperand = instruction.operands[0];
      if (op(accOperand).opcode == Opcode::Gep) {
        Value lane;
        lane.lanes[0] = folded.lanes[op(accOperand).args[0]];
        lane.skipped = (skippedLanes >> op(accOperand).args[0]) & 1;
        folded = lane;
      } else {
        folded.skipped = skippedLanes != 0;
      }
      thread.memo[id][key] = folded;
      stack.pop_back();
      continue;
    }
    // Operands first. A phi of a folded-away accumulator (a constant) is its
    // update; tokens (barriers, ifs as dependencies) have no value to wait for.
    llvm::ArrayRef<uint32_t> operands = instruction.operands;
    if (opcode == Opcode::Load && instruction.args[1])
      operands = operands.drop_back();
    if (opcode == Opcode::Load && instruction.args[0])
      operands = operands.take_front(2); // The gate decides on the rest.
    if (opcode == Opcode::Barrier || opcode == Opcode::Sink ||
        opcode == Opcode::Store)
      return fail(id, "has no value");
    if (!operandsDone) {
      stack.back().second = true;
      for (uint32_t operand : operands)
        stack.push_back({operand, false});
      if (opcode == Opcode::Load && instruction.args[1] &&
          op(instruction.operands.back()).opcode == Opcode::If)
        stack.push_back({op(instruction.operands.back()).operands[0], false});
      continue;
    }
    if (!countStep(id))
      return false;
    auto valueOf = [&](uint32_t operand) -> const Value & {
      return thread.memo[operand].at(keyOf(operand));
    };
    Value value;
    if (opcode == Opcode::If) {
      value = valueOf(instruction.operands[0]);
    } else if (opcode == Opcode::Phi) {
      value = valueOf(instruction.operands[1]);
    } else if (opcode == Opcode::Load) {
      const Value &index = valueOf(instruction.operands[1]);
      bool guardedOff = false;
      if (instruction.args[1] &&
          op(instruction.operands.back()).opcode == Opcode::If) {
        uint32_t gate = op(instruction.operands.back()).operands[0];
        guardedOff = !valueOf(gate).lanes[0].u || valueOf(gate).skipped;
      }
      if (guardedOff || index.skipped) {
        value.skipped = true;
      } else if (instruction.args[0]) {
        Value gate;
        if (!evaluate(instruction.operands[2], thread, gate))
          return false;
        if (gate.skipped)
          value.skipped = true;
        else if (!gate.lanes[0].u) {
          if (!evaluate(instruction.operands[3], thread, value))
            return false;
        } else if (!load(id, index, value)) {
          return false;
        }
      } else if (!load(id, index, value)) {
        return false;
      }
    } else {
      std::array<const Value *, kMaxLanes> operandValues;
      if (operands.size() > operandValues.size())
        return fail(id, "has too many operands");
      for (size_t i = 0; i < operands.size(); ++i)
        operandValues[i] = &valueOf(operands[i]);
      if (!compute(id, thread,
                   llvm::ArrayRef(operandValues.data(), operands.size()),
                   value))
        return false;
    }
    thread.memo[id][key] = value;
    stack.pop_back();
  }
  result = thread.memo[root].at(keyOf(root));
  return true;
}

bool Interpreter::runGraphStore(uint32_t id, Thread &thread) {
  const Instruction &instruction = op(id);
  std::vector<uint32_t> ranges;
  for (uint32_t dep : dependencies[id]) {
    if (op(dep).opcode != Opcode::Range)
      return fail(id, "stores an accumulator's running value, which needs "
                      "the linearized form");
    ranges.push_back(dep);
  }
  ranges = sortRanges(program, ranges);
  return forEachBinding(ranges, 0, thread, [&] {
    if (instruction.operands.size() == 4) {
      Value gate;
      if (!evaluate(instruction.operands[3], thread, gate))
        return false;
      if (gate.skipped || !gate.lanes[0].u)
        return true;
    }
    Value index, value;
    if (!evaluate(instruction.operands[1], thread, index) ||
        !evaluate(instruction.operands[2], thread, value))
      return false;
    if (index.skipped || value.skipped)
      return true;
    return store(id, index, value);
  });
}

bool Interpreter::runGraphWorkgroup(std::vector<Thread> &threads) {
  for (Thread &thread : threads) {
    thread.bound.assign(program.ops.size(), Value());
    thread.isBound.assign(program.ops.size(), false);
    thread.memo.assign(program.ops.size(), {});
  }
  for (unsigned p = 0; p < numPhases; ++p)
    for (Thread &thread : threads)
      for (uint32_t id = 0; id < program.ops.size(); ++id)
        if (op(id).opcode == Opcode::Store && phase[id] == p &&
            !runGraphStore(id, thread))
          return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Launch
//===----------------------------------------------------------------------===//

llvm::Error Interpreter::run(llvm::ArrayRef<Memory> buffers,
                             const LaunchSize &size,
                             llvm::ArrayRef<int32_t> vars) {
  if (buffers.size() != program.numBuffers || vars.size() != program.numVars)
    return llvm::createStringError(llvm::formatv(
        "kernel '{0}' takes {1} buffers and {2} variables, got {3} and {4}",
        program.name, program.numBuffers, program.numVars, buffers.size(),
        vars.size()));
  globals.assign(buffers.begin(), buffers.end());
  varValues = vars;
  launchSize = size;
  steps = 0;
  error.reset();
  uint64_t threadsPerGroup = uint64_t(size.local[0]) * size.local[1] * size.local[2];
  if (threadsPerGroup == 0 || threadsPerGroup > 4096 || size.global[0] == 0 ||
      size.global[1] == 0 || size.global[2] == 0)
    return llvm::createStringError("the INTERP device runs 1 to 4096 threads "
                                   "per workgroup and at least one workgroup");
  // Each buffer must hold the elements its dtype needs.
  for (uint32_t id = 0; id < program.ops.size(); ++id)
    if (op(id).opcode == Opcode::DefineGlobal) {
      Memory &memory = globals[op(id).args[0]];
      memory.elements /= getItemSize(op(id).type.kind);
    }
  std::vector<Thread> threads(threadsPerGroup);
  for (uint32_t g2 = 0; g2 < size.global[2]; ++g2)
    for (uint32_t g1 = 0; g1 < size.global[1]; ++g1)
      for (uint32_t g0 = 0; g0 < size.global[0]; ++g0) {
        // Fresh local memory per workgroup.
        locals.assign(program.ops.size(), Memory());
        localStorage.assign(program.ops.size(), {});
        for (uint32_t id = 0; id < program.ops.size(); ++id) {
          if (op(id).opcode != Opcode::DefineLocal)
            continue;
          uint64_t elements = op(id).args[0];
          localStorage[id].assign(elements * getItemSize(op(id).type.kind), 0);
          locals[id] = {localStorage[id].data(), elements,
                        std::vector<bool>(elements, false), true};
        }
        size_t t = 0;
        for (uint32_t l2 = 0; l2 < size.local[2]; ++l2)
          for (uint32_t l1 = 0; l1 < size.local[1]; ++l1)
            for (uint32_t l0 = 0; l0 < size.local[0]; ++l0) {
              Thread &thread = threads[t++];
              thread = Thread();
              thread.local = {l0, l1, l2};
              thread.group = {g0, g1, g2};
            }
        bool ok = program.linear ? runLinearWorkgroup(threads)
                                 : runGraphWorkgroup(threads);
        if (!ok)
          return llvm::createStringError("kernel '" + program.name +
                                         "': " + *error);
      }
  return llvm::Error::success();
}

//===----------------------------------------------------------------------===//
// The device
//===----------------------------------------------------------------------===//

class InterpProgramRunner : public Program {
public:
  InterpProgramRunner(InterpProgram program, bool strict)
      : program(std::move(program)), interpreter(this->program, strict) {}

  llvm::Error check() { return interpreter.check(); }

  llvm::Expected<double> launch(llvm::ArrayRef<Buffer *> buffers,
                                const LaunchSize &size,
                                llvm::ArrayRef<int32_t> vars) override {
    std::vector<Memory> memories;
    for (Buffer *buffer : buffers) {
      llvm::Expected<Opaque> memory = buffer->allocate();
      if (!memory)
        return memory.takeError();
      Memory view;
      view.data = static_cast<uint8_t *>(*memory);
      // In bytes here; the interpreter divides by each buffer's dtype.
      view.elements = buffer->nbytes();
      memories.push_back(std::move(view));
    }
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error error = interpreter.run(memories, size, vars))
      return std::move(error);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  }

private:
  InterpProgram program;
  Interpreter interpreter;
};

class InterpDevice : public Device {
public:
  InterpDevice(std::string name, bool strict)
      : Device(std::move(name)), strict(strict) {}
  Allocator &allocator() override { return memory; }
  llvm::StringRef target() const override { return "interp-program"; }

  llvm::Expected<std::unique_ptr<Program>> load(llvm::StringRef binary,
                                                llvm::StringRef name) override {
    llvm::Expected<InterpProgram> program = parseProgram(binary);
    if (!program)
      return program.takeError();
    if (program->name != name)
      return llvm::createStringError("the interp program holds kernel '" +
                                     program->name + "', not '" + name + "'");
    auto runner =
        std::make_unique<InterpProgramRunner>(std::move(*program), strict);
    if (llvm::Error error = runner->check())
      return std::move(error);
    return runner;
  }

private:
  MallocAllocator memory;
  bool strict;
};

} // namespace

llvm::Expected<std::unique_ptr<Device>>
uop::runtime::openInterpDevice(llvm::StringRef name) {
  if (name != "INTERP" && name != "INTERP:strict")
    return llvm::createStringError(
        "the interpreter devices are 'INTERP' and 'INTERP:strict'");
  return std::make_unique<InterpDevice>(name.str(), name == "INTERP:strict");
}
