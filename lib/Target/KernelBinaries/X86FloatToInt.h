//===- X86FloatToInt.h - x86's own float-to-int32 conversion ----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_TARGET_KERNELBINARIES_X86FLOATTOINT_H
#define LIB_TARGET_KERNELBINARIES_X86FLOATTOINT_H

#include "llvm/IR/PassManager.h"
#include "llvm/Target/TargetMachine.h"

namespace mlir {
namespace uop {

/// Replaces, in a function compiled for x86, each conversion to int32 that
/// the CPU lowering guards to give INT32_MIN for NaN and for values out of
/// range (uop/Support/FloatToInteger.h),
///
///   select (fcmp olt (fabs x), 2^31), (fptosi x to i32), INT32_MIN
///
/// of a float or double x, scalar or vector, by x86's truncating conversion
/// (cvttss2si, cvttps2dq, cvttsd2si, cvttpd2dq), which gives INT32_MIN there
/// itself: one instruction where LLVM emits four (and, compare, convert,
/// blend). LLVM IR has no such conversion (its fptosi is poison out of
/// range), and the vectorizers do not see through the target's intrinsics,
/// so this runs last in the optimization pipeline. Vectors of a length no
/// x86 conversion of the function's features takes, or a multiple of, are
/// left as they are.
class X86FloatToIntPass : public llvm::PassInfoMixin<X86FloatToIntPass> {
public:
  explicit X86FloatToIntPass(const llvm::TargetMachine &machine)
      : machine(machine) {}

  llvm::PreservedAnalyses run(llvm::Function &function,
                              llvm::FunctionAnalysisManager &);

private:
  const llvm::TargetMachine &machine;
};

} // namespace uop
} // namespace mlir

#endif // LIB_TARGET_KERNELBINARIES_X86FLOATTOINT_H
