//===- LinearStride.cpp - how an index moves with a loop ------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LinearStride.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::uop;

std::optional<int64_t> LinearStride::of(Value value) {
  if (value == inductionVar)
    return 1;
  Operation *owner = value.getDefiningOp();
  if (!owner)
    owner = value.getParentBlock()->getParentOp();
  if (!loop->isAncestor(owner))
    return 0;
  if (auto nested = dyn_cast<scf::ForOp>(owner);
      nested && value == nested.getInductionVar())
    return 0;
  auto result = dyn_cast<OpResult>(value);
  if (!result)
    return std::nullopt;
  if (auto it = known.find(value); it != known.end())
    return it->second;
  std::optional<int64_t> stride = compute(result.getOwner());
  known[value] = stride;
  return stride;
}

std::optional<int64_t> LinearStride::compute(Operation *op) {
  if (matchPattern(op, m_Constant()))
    return 0;
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp>(op))
    return of(op->getOperand(0));
  if (isa<arith::AddIOp, arith::SubIOp>(op)) {
    std::optional<int64_t> lhs = of(op->getOperand(0)),
                           rhs = of(op->getOperand(1));
    if (!lhs || !rhs)
      return std::nullopt;
    return isa<arith::AddIOp>(op) ? llvm::checkedAdd(*lhs, *rhs)
                                  : llvm::checkedSub(*lhs, *rhs);
  }
  if (isa<arith::MulIOp, arith::ShLIOp>(op)) {
    APInt factor;
    Value varying = op->getOperand(0);
    if (!matchPattern(op->getOperand(1), m_ConstantInt(&factor))) {
      if (isa<arith::ShLIOp>(op) ||
          !matchPattern(op->getOperand(0), m_ConstantInt(&factor)))
        return hasInvariantOperands(op) ? std::optional<int64_t>(0)
                                        : std::nullopt;
      varying = op->getOperand(1);
    }
    std::optional<int64_t> stride = of(varying);
    if (!stride || factor.getSignificantBits() > 63)
      return std::nullopt;
    int64_t by = factor.getSExtValue();
    if (isa<arith::ShLIOp>(op))
      return by < 0 || by > 62 ? std::nullopt
                               : llvm::checkedMul(*stride, int64_t(1) << by);
    return llvm::checkedMul(*stride, by);
  }
  if (op->getNumRegions() == 0 && isPure(op) && hasInvariantOperands(op))
    return 0;
  return std::nullopt;
}

bool LinearStride::hasInvariantOperands(Operation *op) {
  return llvm::all_of(op->getOperands(), [&](Value operand) {
    std::optional<int64_t> stride = of(operand);
    return stride && *stride == 0;
  });
}
