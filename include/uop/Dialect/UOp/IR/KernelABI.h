//===- KernelABI.h - how a uop kernel is called -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What every lowering and every launcher of a kernel agree on: the order of
// its arguments and its launch sizes.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_KERNELABI_H
#define UOP_DIALECT_UOP_IR_KERNELABI_H

#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

/// The arguments of a lowered kernel, in order: the buffers by index, then
/// the variables (define_vars in order of appearance, then variables that
/// only size a thread index).
struct KernelSignature {
  SmallVector<int64_t> bufferIndices;
  /// The element dtype of each buffer.
  SmallVector<Type> bufferDTypes;
  /// The variables, with the bounds their values must lie in.
  SmallVector<VarAttr> vars;

  /// The argument position among the variables of the one named `name`;
  /// `vars.size()` if there is none.
  size_t getVarPosition(StringRef name) const;
};

/// The signature every lowering gives `kernel`.
KernelSignature getKernelSignature(KernelOp kernel);

/// A kernel's launch sizes, grid and workgroup, one entry per dimension (a
/// missing one is 1), each a size as thread indices hold them (an integer,
/// a variable or an expression).
struct KernelLaunchSizes {
  SmallVector<Attribute> global, local;
};

/// The launch sizes `kernel` records, else those of its thread indices:
/// block indices size the grid, thread indices the workgroup.
KernelLaunchSizes getKernelLaunchSizes(KernelOp kernel);

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_IR_KERNELABI_H
