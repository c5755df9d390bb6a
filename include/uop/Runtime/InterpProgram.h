//===- InterpProgram.h - what the INTERP device runs ------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The INTERP device runs a uop kernel op by op, as tinygrad 0.9.0's PYTHON
// device runs its UOp list: it is the executable definition of what the ops
// mean. Its compiler (on the MLIR side) writes the kernel's ops, in graph or
// linearized form, as an InterpProgram; the device reads one back. The
// format is line-based text so that a program can be read and checked:
//
//   uop-interp 1 <name> graph|linear buffers <n> vars <n>
//   <opcode> <type> (<operand ids>) [<integer args>] [<location>]
//
// One op per line; an op's id is its line number after the header; types
// are `f32`, `4xf32` (a vector), `p.f32` / `l.f32` (a global / local
// pointer), `token`.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_INTERPPROGRAM_H
#define UOP_RUNTIME_INTERPPROGRAM_H

#include "llvm/ADT/ArrayRef.h"
#include "uop/Support/DType.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace uop {
namespace runtime {
namespace interp {

/// tinygrad's scalar dtypes (uop/Support/DType.h).
using ScalarKind = ::uop::ScalarKind;

/// What a value is: a scalar or vector of a dtype, a pointer to global or
/// local memory holding that dtype, or a token (a store, barrier, if).
struct ValueType {
  enum class Category : uint8_t { Data, GlobalPtr, LocalPtr, Token };
  Category category = Category::Token;
  ScalarKind kind = ScalarKind::Bool;
  /// Vector lanes (1 for a scalar).
  uint8_t lanes = 1;

  bool operator==(const ValueType &other) const {
    return category == other.category && kind == other.kind &&
           lanes == other.lanes;
  }
};

/// One op per UOp kind and ALU op, as in the `uop` dialect.
enum class Opcode : uint8_t {
  DefineGlobal, DefineVar, DefineLocal, DefineAcc, Const, Special, Noop, Gep,
  Cast, Bitcast, Exp2, Log2, Sin, Sqrt, Neg, Add, Sub, Mul, Div, Max, Mod,
  CmpLt, CmpEq, Xor, Where, MulAcc, Wmma, Load, Store, Phi, Barrier, If,
  Range, EndRange, EndIf, Sink
};

/// An op. Operands name earlier ops by id. Integer args, by opcode:
///   define_global: argument position; define_var: variable position, min,
///   max; define_local: element count; define_acc, const: each lane's value
///   (an integer, or a double's bits for floats) - one value is a splat;
///   special: dim, 1 for a thread index (0 for a workgroup index), size
///   (>= 1) or -1 - the position of the variable that sizes it, or 0
///   followed by the size's expression over the variables in postfix
///   pairs (see evaluateSpecialSize); gep: lane;
///   wmma: N, M, K and the A, B, C element counts per thread; load: 1 when
///   it has a gate and alt, then 1 when it has an `after` dependency;
///   range: depth, index.
struct Instruction {
  Opcode opcode;
  ValueType type;
  std::vector<uint32_t> operands;
  std::vector<int64_t> args;
  /// Where the op came from (e.g. `k.mlir:12:3`), for diagnostics; no spaces.
  std::string location;
};

/// A kernel as the INTERP device runs it.
struct InterpProgram {
  std::string name;
  /// The linearized form (the op order is the schedule); else graph form.
  bool linear = false;
  /// Buffers and variables the kernel takes, in argument order.
  unsigned numBuffers = 0, numVars = 0;
  std::vector<Instruction> ops;
};

/// A special's size, from its args (dim, local, size...): args[2] >= 1 is
/// the size, args[2] < 0 the value of the variable at position
/// -1 - args[2], and args[2] == 0 is followed by an expression (a
/// `#uop.expr`, tinygrad's `(2+i)`) in postfix pairs: (0, c) pushes the
/// constant c, (1, p) the value of the variable at position p, (2, n)
/// replaces the last n (>= 2) values by their sum and (3, n) by their
/// product; one value is left. Whether `args` are such a size for a program
/// with `numVars` variables.
bool isValidSpecialSize(llvm::ArrayRef<int64_t> args, unsigned numVars);

/// The size that valid special `args` give for the variable values
/// `varValues`; nullopt where it overflows int64.
std::optional<int64_t> evaluateSpecialSize(llvm::ArrayRef<int64_t> args,
                                           llvm::ArrayRef<int32_t> varValues);

/// The tinygrad name of an opcode (`define_global`, `add`, ...).
llvm::StringRef getOpcodeName(Opcode opcode);

/// Writes `program` in the text format above.
std::string printProgram(const InterpProgram &program);

/// Reads a program back, checking its syntax, that operands name earlier
/// ops, and each opcode's operand and arg counts; an error names the line.
llvm::Expected<InterpProgram> parseProgram(llvm::StringRef text);

} // namespace interp
} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_INTERPPROGRAM_H
