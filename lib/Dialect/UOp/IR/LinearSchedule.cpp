//===- LinearSchedule.cpp - the bodies of a linearized kernel -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/LinearSchedule.h"

using namespace mlir;
using namespace mlir::uop;

LinearSchedule::LinearSchedule(KernelOp kernel) {
  Operation *innermost = nullptr;
  for (Operation &op : kernel.getBodyBlock()) {
    if (isa<EndRangeOp, EndIfOp>(op)) {
      auto it = bodies.find(op.getOperand(0).getDefiningOp());
      // Past a marker that closes another body than the innermost, no
      // nesting holds.
      if (it == bodies.end() || it->first != innermost) {
        misplacedEnd = &op;
        innermostBody[&op] = innermost;
        return;
      }
      it->second.end = &op;
      innermost = it->second.parent;
    }
    if (isa<RangeOp, IfOp>(op)) {
      bodies[&op] = {nullptr, innermost};
      innermost = &op;
    }
    innermostBody[&op] = innermost;
  }
}

const LinearSchedule::Body *
LinearSchedule::lookupBody(Operation *opener) const {
  auto it = bodies.find(opener);
  return it == bodies.end() ? nullptr : &it->second;
}

SmallVector<Operation *>
LinearSchedule::getEnclosingBodies(Operation *op) const {
  SmallVector<Operation *> openers;
  for (Operation *opener = getInnermostBody(op); opener;
       opener = lookupBody(opener)->parent)
    openers.push_back(opener);
  return openers;
}
