//===- HoistLoadsAboveIfs.cpp - gated loads together ---------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "uop/Conversion/Passes.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPHOISTLOADSABOVEIFS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// Whether `op` and the ops nested in it have no effect but reads.
bool onlyReads(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  return effects &&
         llvm::all_of(*effects, [](const MemoryEffects::EffectInstance &e) {
           return isa<MemoryEffects::Read>(e.getEffect());
         });
}

/// Moves the ops of `block` as the pass describes.
void hoistAboveIfs(Block &block) {
  // The read-only ifs since the last op that writes, in block order.
  SmallVector<Operation *> ifs;
  for (Operation &op : llvm::make_early_inc_range(block)) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    // Effects are looked up only once there is an if to move above.
    if (!ifOp && ifs.empty())
      continue;
    if (!onlyReads(&op)) {
      ifs.clear();
      continue;
    }
    if (ifOp) {
      ifs.push_back(ifOp);
      continue;
    }
    if (op.getNumRegions() != 0)
      continue;
    // The first if of the run after every operand's definition (a value of
    // an enclosing block is defined before them all).
    auto definedBefore = [&](Operation *target) {
      return llvm::all_of(op.getOperands(), [&](Value operand) {
        Operation *def = operand.getDefiningOp();
        return !def || def->getBlock() != &block ||
               def->isBeforeInBlock(target);
      });
    };
    auto target = llvm::find_if(ifs, definedBefore);
    if (target != ifs.end())
      op.moveBefore(*target);
  }
}

struct UOpHoistLoadsAboveIfsPass
    : public uop::impl::UOpHoistLoadsAboveIfsBase<UOpHoistLoadsAboveIfsPass> {
  void runOnOperation() override {
    getOperation()->walk([](Block *block) { hoistAboveIfs(*block); });
  }
};

} // namespace
