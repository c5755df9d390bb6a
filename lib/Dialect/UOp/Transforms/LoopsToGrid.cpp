//===- LoopsToGrid.cpp - parallel loops as thread indices -----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/IntegerRanges.h"
#include "uop/Dialect/UOp/Analysis/ParallelLoops.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/Support/MathExtras.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPLOOPSTOGRID
#define GEN_PASS_DEF_UOPCHECKLOOPITERATIONS
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

namespace {

struct UOpLoopsToGridPass
    : public uop::impl::UOpLoopsToGridBase<UOpLoopsToGridPass> {
  using Base::Base;

  /// The block index size that stands for `loop`, or null: a constant trip
  /// count, or a variable end of a loop from 0.
  Attribute getGridSize(RangeOp loop) {
    APInt start, end;
    if (!matchPattern(loop.getStart(), m_ConstantInt(&start)))
      return {};
    if (matchPattern(loop.getEnd(), m_ConstantInt(&end))) {
      int64_t trips = end.getSExtValue() - start.getSExtValue();
      if (trips < 1 || trips > maxSize)
        return {};
      return Builder(loop).getI64IntegerAttr(trips);
    }
    auto var = loop.getEnd().getDefiningOp<DefineVarOp>();
    if (!start.isZero() || !var || var.getVar().getMax() > maxSize)
      return {};
    return var.getVar();
  }

  void runOnOperation() override {
    if (maxDims < 1 || maxDims > 3) {
      emitError(getOperation()->getLoc())
          << "uop-loops-to-grid: max-dims must be 1, 2 or 3, not "
          << static_cast<unsigned>(maxDims);
      return signalPassFailure();
    }
    getOperation()->walk([&](KernelOp kernel) {
      if (kernel.getLinear())
        return;
      // Decided on the kernel as it is: a block index bounds its users as
      // the loop it replaces did.
      ParallelLoopAnalysis analysis(kernel);
      // Outermost first, by tinygrad's (depth, index), then block order.
      SmallVector<std::tuple<uint64_t, uint64_t, unsigned, RangeOp>> order;
      for (auto [position, loop] :
           llvm::enumerate(kernel.getBodyBlock().getOps<RangeOp>()))
        order.push_back({loop.getDepth(), loop.getIndex(), position, loop});
      llvm::sort(order);
      auto loops = llvm::map_range(order, [](auto entry) {
        return std::get<3>(entry);
      });
      SmallVector<RangeOp> chosen;
      SmallVector<Attribute> sizes;
      for (RangeOp loop : loops)
        if (chosen.size() < maxDims && analysis.isParallel(loop, chosen))
          if (Attribute size = getGridSize(loop)) {
            chosen.push_back(loop);
            sizes.push_back(size);
          }
      for (auto [dim, loop, size] : llvm::enumerate(chosen, sizes)) {
        OpBuilder builder(loop);
        Value index = SpecialOp::create(
            builder, loop.getLoc(), builder.getI32Type(),
            builder.getStringAttr("gidx" + std::to_string(dim)),
            builder.getI64IntegerAttr(dim), size);
        if (!matchPattern(loop.getStart(), m_Zero()))
          index = AddOp::create(builder, loop.getLoc(), index, loop.getStart());
        loop.replaceAllUsesWith(index);
        loop.erase();
      }
      // A launch size the kernel records (a CLANG-style kernel's is all
      // ones) now has the block indices' sizes.
      if (ArrayAttr global = kernel.getGlobalSizeAttr();
          global && !chosen.empty()) {
        SmallVector<Attribute> grid(sizes);
        for (size_t dim = grid.size(); dim < global.size(); ++dim)
          grid.push_back(global[dim]);
        kernel.setGlobalSizeAttr(ArrayAttr::get(kernel.getContext(), grid));
      }
    });
  }
};

struct UOpCheckLoopIterationsPass
    : public uop::impl::UOpCheckLoopIterationsBase<UOpCheckLoopIterationsPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation()->walk([&](KernelOp kernel) {
      if (!kernel.getLinear())
        return;
      DenseMap<Value, ConstantIntRanges> ranges = computeIntegerRanges(kernel);
      // The iterations of the loops open at each point, multiplied out.
      SmallVector<uint64_t> enclosing = {1};
      uint64_t total = 0;
      for (Operation &op : kernel.getBodyBlock()) {
        if (auto loop = dyn_cast<RangeOp>(op)) {
          APInt low = lookupIntegerRange(ranges, loop.getStart()).smin();
          APInt high = lookupIntegerRange(ranges, loop.getEnd()).smax();
          int64_t trips = high.getSExtValue() - low.getSExtValue();
          uint64_t iterations = llvm::SaturatingMultiply(
              enclosing.back(), static_cast<uint64_t>(std::max<int64_t>(trips, 0)));
          total = llvm::SaturatingAdd(total, iterations);
          enclosing.push_back(iterations);
        } else if (isa<EndRangeOp>(op) && enclosing.size() > 1) {
          enclosing.pop_back();
        }
      }
      if (total <= static_cast<uint64_t>(maxIterations))
        return;
      kernel.emitError() << "kernel '" << kernel.getSymName() << "' may run "
                         << total
                         << " loop iterations in one invocation, more than "
                         << static_cast<int64_t>(maxIterations)
                         << " (lavapipe ends an invocation's loops after "
                            "65535 iterations in all, which would give a "
                            "wrong result)";
      signalPassFailure();
    });
  }
};

} // namespace
