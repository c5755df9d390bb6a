//===- KernelEquivalence.h - kernels equal up to op order -------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_ANALYSIS_KERNELEQUIVALENCE_H
#define UOP_DIALECT_UOP_ANALYSIS_KERNELEQUIVALENCE_H

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include <optional>
#include <string>

namespace mlir {
namespace uop {

/// Compares two kernels as graphs: the same attributes, and the same ops
/// (name, attributes, result types, and operands compared as the ops that
/// define them, in any order for a commutative op, as MLIR's CSE compares
/// them), each as many times, wherever they sit in the body. This is how two
/// rewrite drivers that place ops differently (constants hoisted or not, the
/// earlier or later of two equal ops kept) are checked to give the same
/// kernel. Returns nothing when they match, else a description of an
/// op that one has and the other lacks. Locations are not compared.
std::optional<std::string> findKernelDifference(KernelOp lhs, KernelOp rhs);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_ANALYSIS_KERNELEQUIVALENCE_H
