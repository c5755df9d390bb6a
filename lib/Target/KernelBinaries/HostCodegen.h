//===- HostCodegen.h - object code for the host CPU -------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TARGET_KERNELBINARIES_HOSTCODEGEN_H
#define LIB_TARGET_KERNELBINARIES_HOSTCODEGEN_H

#include "llvm/IR/LegacyPassManager.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

namespace mlir {
namespace uop {

/// Adds to `pm` LLVM's code generator for `machine`, writing an object file
/// to `out`, as llc sets it up (TargetMachine::addPassesToEmitFile and the
/// C library of the target's triple), with guards against two x86
/// miscompilations of LLVM 22 (see HostCodegen.cpp). Returns true where the
/// target cannot emit object files.
bool addHostCodegenPasses(llvm::legacy::PassManagerBase &pm,
                          llvm::TargetMachine &machine,
                          llvm::raw_pwrite_stream &out);

} // namespace uop
} // namespace mlir

#endif // LIB_TARGET_KERNELBINARIES_HOSTCODEGEN_H
