//===- X86FloatToInt.h - x86's own float-to-integer conversions -*- C++ -*-===//
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

/// Replaces, in a function compiled for x86, each conversion to int32 or
/// int64 that the CPU lowering guards to give the type's minimum for NaN and
/// for values out of range (uop/Support/FloatToInteger.h),
///
///   select (fcmp olt (fabs x), 2^(w-1)), (fptosi x to iw), INT<w>_MIN
///
/// of a float or double x, scalar or vector, by x86's truncating conversion
/// (cvttss2si, cvttsd2si, cvttps2dq, cvttpd2dq; for int64 their 64-bit
/// scalar forms and AVX-512DQ's cvttps2qq and cvttpd2qq), which gives that
/// minimum there itself: one instruction where LLVM emits four (and,
/// compare, convert, blend). LLVM IR has no such conversion (its fptosi is
/// poison out of range), and the vectorizers do not see through the
/// target's intrinsics, so this runs last in the optimization pipeline.
/// Vectors of a length that no conversion of the function's features takes,
/// or divides, are left as they are; 512-bit conversions are used only where
/// the function prefers 512-bit vectors.
class X86FloatToIntPass : public llvm::PassInfoMixin<X86FloatToIntPass> {
public:
  explicit X86FloatToIntPass(const llvm::TargetMachine &machine)
      : machine(machine) {}

  llvm::PreservedAnalyses run(llvm::Function &function,
                              llvm::FunctionAnalysisManager &functions);

private:
  const llvm::TargetMachine &machine;
};

} // namespace uop
} // namespace mlir

#endif // LIB_TARGET_KERNELBINARIES_X86FLOATTOINT_H
