//===- UOpOps.h - uop operations --------------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_DIALECT_UOP_IR_UOPOPS_H
#define UOP_DIALECT_UOP_IR_UOPOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "uop/Dialect/UOp/IR/UOpAttrs.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "uop/Dialect/UOp/IR/UOpTypes.h"

namespace mlir {
namespace uop {

/// The loop and if structure of a linearized kernel, as a side-effect
/// resource: the end markers of range and if bodies touch it.
struct ScheduleResource
    : public SideEffects::Resource::Base<ScheduleResource> {
  StringRef getName() final { return "uop.schedule"; }
};

/// Marks the ALU ops (tinygrad's `UOps.ALU`).
template <typename ConcreteType>
class ALUOpTrait : public OpTrait::TraitBase<ConcreteType, ALUOpTrait> {};

namespace detail {
/// tinygrad's type_verify for ALU ops: the operands, named `names` in
/// diagnostics, must all have the type of the first, and the result that type
/// (or bool with its lanes, when `boolResult`).
LogicalResult verifyALUTypes(Operation *op, ArrayRef<StringRef> names,
                             ValueRange operands, bool boolResult);
/// The folder of every ALU op: constant evaluation, then the single-op
/// identities of 0.9.0's constant_folder.
OpFoldResult foldALUOp(Operation *op, ArrayRef<Attribute> operands);
/// The integer range of an ALU op's result from its operands' ranges (for
/// scalar integer and bool results; others get none).
void inferALUResultRanges(Operation *op, ArrayRef<ConstantIntRanges> ranges,
                          SetIntRangeFn setResultRange);
} // namespace detail

/// Whether float identities that are not exact (x*0 -> 0, x+0 -> x, ...)
/// may rewrite `op`: it is not a float op, or it is in a kernel that is not
/// `strict_float` (outside a kernel, float arithmetic stays exact).
bool allowsInexactFloatRewrites(Operation *op);

/// Whether `op` is an ALU op.
inline bool isALUOp(Operation *op) { return op->hasTrait<ALUOpTrait>(); }

} // namespace uop
} // namespace mlir

#define GET_OP_CLASSES
#include "uop/Dialect/UOp/IR/UOpOps.h.inc"

#endif // UOP_DIALECT_UOP_IR_UOPOPS_H
