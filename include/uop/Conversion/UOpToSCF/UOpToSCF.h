//===- UOpToSCF.h - uop kernels to func and scf -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H
#define UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H

#include "mlir/IR/Builders.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

/// The type a uop value lowers to: signless integers, f32 for the half
/// storage formats (their compute type), vectors of those.
Type getLoweredType(Type dtype);

/// Builds, at `builder`'s insertion point, the `func.func` equivalent of the
/// linearized kernel `kernel` (see `convert-uop-to-scf`). Emits an error
/// naming the op and fails on an op the CPU path cannot express; `kernel`
/// itself is left in place.
FailureOr<Operation *> convertKernelToFunc(KernelOp kernel, OpBuilder &builder);

/// Builds the `gpu.func` kernel equivalent of the linearized kernel `kernel`
/// (see `convert-uop-to-gpu`) at `builder`'s insertion point, which must be
/// in a `gpu.module`. With `scalarMemoryAccess`, vectors are loaded and
/// stored element by element (SPIR-V's logical addressing).
FailureOr<Operation *> convertKernelToGPUFunc(KernelOp kernel,
                                              OpBuilder &builder,
                                              bool scalarMemoryAccess = false);

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H
