//===- Versioning.cpp - an op and its copy, picked at run time ------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "Versioning.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;

Operation *mlir::uop::cloneUnderCondition(RewriterBase &rewriter, Operation *op,
                                          Value condition, IRMapping &mapping) {
  assert(op->getNumResults() == 0 && "the scf.if yields nothing");
  rewriter.setInsertionPoint(op);
  auto branches = scf::IfOp::create(rewriter, op->getLoc(), condition,
                                    /*withElseRegion=*/true);
  rewriter.moveOpBefore(op, branches.elseBlock()->getTerminator());
  rewriter.setInsertionPoint(branches.thenBlock()->getTerminator());
  return rewriter.clone(*op, mapping);
}
