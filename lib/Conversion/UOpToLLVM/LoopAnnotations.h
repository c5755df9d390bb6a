//===- LoopAnnotations.h - LLVM loop metadata on scf loops ------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_UOPTOLLVM_LOOPANNOTATIONS_H
#define LIB_CONVERSION_UOPTOLLVM_LOOPANNOTATIONS_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir {
namespace uop {

/// The name under which an scf loop carries LLVM loop metadata: scf-to-cf
/// moves a loop's discardable attributes onto its latch branch, and the
/// LLVM translation emits `llvm.br`'s attribute of that name as the loop's
/// `llvm.loop` metadata.
inline StringAttr getLoopAnnotationAttrName(MLIRContext *context) {
  return LLVM::BrOp::getLoopAnnotationAttrName(
      OperationName(LLVM::BrOp::getOperationName(), context));
}

/// LLVM loop metadata that sets `vectorize` and `peeled` (either may be
/// null) and nothing else.
inline LLVM::LoopAnnotationAttr
getLoopAnnotation(MLIRContext *context, LLVM::LoopVectorizeAttr vectorize,
                  LLVM::LoopPeeledAttr peeled) {
  return LLVM::LoopAnnotationAttr::get(
      context, /*disableNonforced=*/{}, vectorize, /*interleave=*/{},
      /*unroll=*/{}, /*unrollAndJam=*/{}, /*licm=*/{}, /*distribute=*/{},
      /*pipeline=*/{}, peeled, /*unswitch=*/{}, /*mustProgress=*/{},
      /*isVectorized=*/{}, /*startLoc=*/{}, /*endLoc=*/{},
      /*parallelAccesses=*/{});
}

} // namespace uop
} // namespace mlir

#endif // LIB_CONVERSION_UOPTOLLVM_LOOPANNOTATIONS_H
