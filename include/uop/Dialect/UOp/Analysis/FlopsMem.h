//===- FlopsMem.h - tinygrad's flops_mem on uop kernels ---------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_ANALYSIS_FLOPSMEM_H
#define UOP_DIALECT_UOP_ANALYSIS_FLOPSMEM_H

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "llvm/ADT/StringMap.h"
#include <map>
#include <string>
#include <vector>

namespace mlir {
namespace uop {

/// An integer polynomial in the kernel's symbolic variables: tinygrad's
/// `sint` as far as flops_mem needs it (sums and products).
class SymbolicInt {
public:
  SymbolicInt(int64_t constant = 0);
  /// The polynomial that is just the variable `name`.
  static SymbolicInt variable(StringRef name);

  SymbolicInt operator+(const SymbolicInt &other) const;
  SymbolicInt operator*(const SymbolicInt &other) const;
  SymbolicInt &operator+=(const SymbolicInt &other);

  /// The value if the polynomial has no variables.
  std::optional<int64_t> getConstant() const;
  /// The value with each variable replaced by its value in `values`; fails
  /// (naming nothing) if a variable has no value there.
  FailureOr<int64_t> evaluate(const llvm::StringMap<int64_t> &values) const;
  /// Prints e.g. `24*i + 1`, with terms ordered by their variables.
  void print(raw_ostream &os) const;

private:
  /// Coefficient of each monomial; a monomial is its sorted variable names.
  std::map<std::vector<std::string>, int64_t> terms;
};

inline raw_ostream &operator<<(raw_ostream &os, const SymbolicInt &value) {
  value.print(os);
  return os;
}

/// tinygrad's estimate of a kernel's work.
struct FlopsMem {
  SymbolicInt flops;
  SymbolicInt mem;
};

/// tinygrad 0.9.0's `UOpGraph.flops_mem` on a linearized kernel: each ALU op
/// counts 1 flop (mulacc 2), each load its dtype's itemsize and each store
/// the stored value's itemsize, times the product of the `end` operands of
/// the enclosing ranges (0.9.0 multiplies by the end, not end - start); a
/// wmma counts 2*N*M*K/32 flops. Emits an error and fails on a graph-form
/// kernel, or on a loop end that 0.9.0 cannot resolve either.
FailureOr<FlopsMem> computeFlopsMem(KernelOp kernel);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_ANALYSIS_FLOPSMEM_H
