//===- LinearSchedule.h - the bodies of a linearized kernel -----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Next to the ops rather than the analyses: the kernel's region verifier
// reads it.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_LINEARSCHEDULE_H
#define UOP_DIALECT_UOP_IR_LINEARSCHEDULE_H

#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

/// The loop and if bodies of a linearized kernel's schedule: which bodies
/// each op sits in, how they nest and where each ends. A body runs from its
/// opener (a `uop.range` or `uop.if`) to the end marker that names it (a
/// `uop.endrange` or `uop.endif`), and bodies close innermost first. The
/// schedule is read up to its first misplaced end marker.
class LinearSchedule {
public:
  /// A loop or if body.
  struct Body {
    /// The end marker that closes it; null if none does.
    Operation *end = nullptr;
    /// The opener of the body directly around it; null at the top level.
    Operation *parent = nullptr;
  };

  explicit LinearSchedule(KernelOp kernel);

  /// The body `opener` opens; null if it opens none in what was read.
  const Body *lookupBody(Operation *opener) const;

  /// The opener of the innermost body open right after `op`: a range or if
  /// opens its own, an end marker leaves the one around the body it closes
  /// (a misplaced one closes none). Null at the top level and past the
  /// misplaced end marker.
  Operation *getInnermostBody(Operation *op) const {
    return innermostBody.lookup(op);
  }

  /// The openers of the bodies open right after `op`, innermost first.
  SmallVector<Operation *> getEnclosingBodies(Operation *op) const;

  /// The first end marker that does not close the innermost open body (it
  /// names no body opened before it, or one already closed, or an outer
  /// one); null if every one does.
  Operation *getMisplacedEnd() const { return misplacedEnd; }

private:
  DenseMap<Operation *, Body> bodies;
  DenseMap<Operation *, Operation *> innermostBody;
  Operation *misplacedEnd = nullptr;
};

} // namespace uop
} // namespace mlir

#endif // UOP_DIALECT_UOP_IR_LINEARSCHEDULE_H
