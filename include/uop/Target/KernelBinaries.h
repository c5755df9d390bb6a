//===- KernelBinaries.h - what devices run, from lowered modules -*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The last step of each lowering: the bytes a device loads. Each function
// takes the output of a uop lowering pipeline and reports a module it cannot
// take as an error on it.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_TARGET_KERNELBINARIES_H
#define UOP_TARGET_KERNELBINARIES_H

#include "uop/Runtime/InterpProgram.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace uop {

/// Writes the SPIR-V binary of the one `spirv.module` in `op` (as
/// `uop-to-spirv` leaves it: top level for Vulkan, inside the `gpu.module`
/// for OpenCL).
LogicalResult writeSPIRVBinary(Operation *op, raw_ostream &os);

/// Writes the one object of the one `gpu.binary` in `op` (as `uop-to-nvvm`
/// leaves it): PTX text for format=isa, a cubin for format=bin.
LogicalResult writeGPUObject(Operation *op, raw_ostream &os);

/// Adds to `module` (the LLVM dialect, one kernel function with the memref
/// arguments of `func-to-llvm`) the entry point the CPU device calls:
/// `void <name>_uop(ptr buffers, ptr sizes, ptr vars)`, which unpacks its
/// arrays into the kernel's arguments: per buffer a memref descriptor
/// (pointer, pointer, offset 0, size, stride 1), then the i32 variables.
/// The buffers' aligned pointers become `noalias`: the device passes
/// distinct buffers, as tinygrad does. Without `exportKernel` the kernel
/// becomes `linkonce_odr`: where LLVM inlines it into the entry it drops
/// it, so that its code is generated once rather than twice (a kernel it
/// calls stays, its code unchanged; the call then passes every argument).
/// What any lowering to the LLVM dialect adds before `writeHostObject` for
/// the CPU device to run its output.
LogicalResult addPackedEntryPoint(ModuleOp module, bool exportKernel = true);

/// Translates `op` (the LLVM dialect, as `uop-to-llvm` leaves it) to LLVM
/// IR, optimizes it at `optLevel` for the host CPU and writes an object file
/// for the host.
LogicalResult writeHostObject(Operation *op, raw_ostream &os,
                              unsigned optLevel = 3);

/// Writes the object file the CPU device loads from `module` (`uop-to-llvm`'s
/// output): `addPackedEntryPoint` (with `exportKernel`), then
/// `writeHostObject`.
LogicalResult writeCPUObject(ModuleOp module, raw_ostream &os,
                             bool exportKernel = true);

class KernelOp;

/// The program the INTERP device runs for `kernel`, op for op in the form
/// the kernel is in (graph or linearized); an error on an op it cannot run.
FailureOr<::uop::runtime::interp::InterpProgram>
buildInterpProgram(KernelOp kernel);

/// Writes the INTERP program of the one `uop.kernel` in `op`.
LogicalResult writeInterpProgram(Operation *op, raw_ostream &os);

/// Registers `--uop-to-spirv-binary`, `--uop-to-gpu-object`,
/// `--uop-to-object` and `--uop-to-interp-program` with the
/// `mlir-translate` registry.
void registerKernelBinaryTranslations();

} // namespace uop
} // namespace mlir

#endif // UOP_TARGET_KERNELBINARIES_H
