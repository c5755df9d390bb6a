//===- ReductionNest.cpp - a loop around one reduction --------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ReductionNest.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace {

/// Whether `buffer` is a function's argument (the kernel's buffers, which
/// tinygrad never passes twice) or a fresh allocation, so that two distinct
/// values are two distinct buffers.
bool isDistinctBuffer(Value buffer) {
  if (auto argument = dyn_cast<BlockArgument>(buffer))
    return isa<FunctionOpInterface>(argument.getOwner()->getParentOp());
  return isa_and_present<memref::AllocaOp, memref::AllocOp>(
      buffer.getDefiningOp());
}

/// The buffers `op` and the ops nested in it read or write, or failure
/// where an effect is on no known buffer or of another kind.
LogicalResult collectAccesses(Operation *op, SmallPtrSetImpl<Value> &read,
                              SmallPtrSetImpl<Value> *written) {
  WalkResult walk = op->walk([&](Operation *nested) {
    if (nested->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance();
    auto effecting = dyn_cast<MemoryEffectOpInterface>(nested);
    if (!effecting)
      return WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> effects;
    effecting.getEffects(effects);
    for (const MemoryEffects::EffectInstance &effect : effects) {
      Value buffer = effect.getValue();
      if (!buffer || !isDistinctBuffer(buffer))
        return WalkResult::interrupt();
      if (isa<MemoryEffects::Read>(effect.getEffect()))
        read.insert(buffer);
      else if (written && isa<MemoryEffects::Write>(effect.getEffect()))
        written->insert(buffer);
      else if (written && isa<MemoryEffects::Allocate, MemoryEffects::Free>(
                              effect.getEffect()))
        continue;
      else
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

} // namespace

std::optional<uop::ReductionNest>
mlir::uop::matchReductionNest(LoopLikeOpInterface loop) {
  std::optional<OpFoldResult> step = loop.getSingleStep();
  if (loop->getNumResults() != 0 || !step || !isConstantIntValue(*step, 1))
    return std::nullopt;
  uop::ReductionNest nest{loop, nullptr, {}, {}};
  for (Operation &op :
       loop.getLoopRegions().front()->front().without_terminator()) {
    auto reduction = dyn_cast<scf::ForOp>(op);
    if (!nest.reduction && reduction && reduction.getNumRegionIterArgs() != 0)
      nest.reduction = reduction;
    else
      (nest.reduction ? nest.epilogue : nest.prologue).push_back(&op);
  }
  if (!nest.reduction)
    return std::nullopt;
  bool innerLoop = false;
  nest.reduction.getBody()->walk(
      [&](LoopLikeOpInterface) { innerLoop = true; });
  if (innerLoop)
    return std::nullopt;
  for (Value bound : {nest.reduction.getLowerBound(),
                      nest.reduction.getUpperBound(), nest.reduction.getStep()})
    if (loop->isAncestor(bound.getParentBlock()->getParentOp()) &&
        !matchPattern(bound, m_Constant()))
      return std::nullopt;
  SmallPtrSet<Value, 8> read, written, ignored;
  for (Operation *op : nest.prologue)
    if (failed(collectAccesses(op, read, nullptr)))
      return std::nullopt;
  if (failed(collectAccesses(nest.reduction, read, nullptr)))
    return std::nullopt;
  for (Operation *op : nest.epilogue)
    if (failed(collectAccesses(op, ignored, &written)))
      return std::nullopt;
  if (llvm::any_of(written,
                   [&](Value buffer) { return read.contains(buffer); }))
    return std::nullopt;
  return nest;
}

std::optional<APInt> mlir::uop::staticTripCount(LoopLikeOpInterface loop) {
  return constantTripCount(
      *loop.getSingleLowerBound(), *loop.getSingleUpperBound(),
      *loop.getSingleStep(), /*isSigned=*/true,
      [](Value, Value, bool) { return std::optional<llvm::APSInt>(); });
}

Value mlir::uop::cloneDefinition(RewriterBase &rewriter, Value value,
                                 Operation *scope, IRMapping &mapping,
                                 function_ref<bool(Operation *)> canClone) {
  if (Value mapped = mapping.lookupOrNull(value))
    return mapped;
  if (!scope->isAncestor(value.getParentRegion()->getParentOp()))
    return value;
  Operation *definition = value.getDefiningOp();
  if (!definition || !canClone(definition))
    return Value();
  for (Value operand : definition->getOperands())
    if (!cloneDefinition(rewriter, operand, scope, mapping, canClone))
      return Value();
  rewriter.clone(*definition, mapping);
  return mapping.lookup(value);
}

SmallVector<Value> mlir::uop::consecutiveValues(OpBuilder &builder,
                                                Location loc, Value first,
                                                int64_t count) {
  assert(count >= 1 && "consecutiveValues of no values");
  SmallVector<Value> values{first};
  for (int64_t offset = 1; offset < count; ++offset)
    values.push_back(arith::AddIOp::create(
        builder, loc, first,
        arith::ConstantOp::create(
            builder, loc, builder.getIntegerAttr(first.getType(), offset))));
  return values;
}

scf::ForOp mlir::uop::stripMine(RewriterBase &rewriter,
                                scf::ParallelOp parallel, int64_t chunk) {
  Location loc = parallel.getLoc();
  rewriter.setInsertionPoint(parallel);
  Value step = arith::ConstantIndexOp::create(rewriter, loc, chunk);
  auto chunks =
      scf::ParallelOp::create(rewriter, loc, parallel.getLowerBound(),
                              parallel.getUpperBound(), ValueRange{step});
  rewriter.setInsertionPointToStart(chunks.getBody());
  Value first = chunks.getInductionVars().front();
  Value last = arith::MinSIOp::create(
      rewriter, loc, arith::AddIOp::create(rewriter, loc, first, step),
      parallel.getUpperBound().front());
  auto loop =
      scf::ForOp::create(rewriter, loc, first, last,
                         arith::ConstantIndexOp::create(rewriter, loc, 1));
  Block *body = parallel.getBody();
  rewriter.replaceAllUsesWith(parallel.getInductionVars().front(),
                              loop.getInductionVar());
  loop.getBody()->getOperations().splice(
      loop.getBody()->getTerminator()->getIterator(), body->getOperations(),
      body->begin(), body->getTerminator()->getIterator());
  rewriter.eraseOp(parallel);
  return loop;
}

Operation *mlir::uop::serialAllocationScope(Operation *loop) {
  Operation *scope = loop->getParentOp();
  while (isa_and_present<scf::ForOp, scf::IfOp, scf::IndexSwitchOp,
                         scf::WhileOp, scf::ExecuteRegionOp>(scope))
    scope = scope->getParentOp();
  if (!scope || !scope->hasTrait<OpTrait::AutomaticAllocationScope>() ||
      scope->getNumRegions() != 1 || !scope->getRegion(0).hasOneBlock())
    return nullptr;
  return scope;
}
