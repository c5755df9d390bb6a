//===- IntegerRanges.cpp - integer ranges of a kernel's values ------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/IntegerRanges.h"

using namespace mlir;
using namespace mlir::uop;

ConstantIntRanges mlir::uop::lookupIntegerRange(
    const DenseMap<Value, ConstantIntRanges> &ranges, Value value) {
  auto it = ranges.find(value);
  if (it != ranges.end())
    return it->second;
  return ConstantIntRanges::maxRange(value.getType().getIntOrFloatBitWidth());
}

DenseMap<Value, ConstantIntRanges>
mlir::uop::computeIntegerRanges(KernelOp kernel) {
  DenseMap<Value, ConstantIntRanges> ranges;
  for (Operation &op : kernel.getBodyBlock()) {
    auto rangeOp = dyn_cast<InferIntRangeInterface>(op);
    if (!rangeOp ||
        !llvm::all_of(op.getOperandTypes(), llvm::IsaPred<IntegerType>))
      continue;
    SmallVector<ConstantIntRanges> operandRanges;
    for (Value operand : op.getOperands())
      operandRanges.push_back(lookupIntegerRange(ranges, operand));
    rangeOp.inferResultRanges(operandRanges,
                              [&](Value value, const ConstantIntRanges &r) {
                                ranges.insert_or_assign(value, r);
                              });
  }
  return ranges;
}
