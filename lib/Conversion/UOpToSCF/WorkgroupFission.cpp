//===- WorkgroupFission.cpp - a CPU workgroup's threads as loops ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Threads that share local memory or barriers run as a workgroup on the CPU:
// the schedule is split into phases at the barriers, and each phase runs as
// a loop over the thread indices (loop fission, as PoCL does). What crosses
// a barrier lives in per-thread memory of the lowered types; the casts that
// bridge it to the uop values fold away when the ops are lowered.
//
//===----------------------------------------------------------------------===//

#include "KernelStructure.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "uop/Dialect/UOp/IR/LinearSchedule.h"

using namespace mlir;
using namespace mlir::uop;
using namespace mlir::uop::detail;

/// A loop of `type` (index or i32) from 0 to `count` by 1 at the insertion
/// point; the insertion point moves into its body.
static scf::ForOp createCountedLoop(OpBuilder &b, Location l, Type type,
                                    int64_t count) {
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(b, l, b.getIntegerAttr(type, value));
  };
  auto loop =
      scf::ForOp::create(b, l, constant(0), constant(count), constant(1));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  return loop;
}

Value KernelStructureBuilder::threadSlot(Location loc) {
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), threadId);
}

Value KernelStructureBuilder::loadAccumulatorSlot(Value value) {
  auto phi = value.getDefiningOp<PhiOp>();
  Value slots =
      accumulatorSlots.lookup(phi ? getAccumulator(phi) : value);
  if (!slots)
    return {};
  Location l = value.getLoc();
  Value loaded =
      memref::LoadOp::create(b, l, slots, ValueRange{threadSlot(l)});
  if (auto gep = phi ? phi.getAcc().getDefiningOp<GepOp>() : GepOp())
    loaded = vector::ExtractOp::create(
        b, l, loaded, ArrayRef<int64_t>{gep.getIndexAttr().getInt()});
  return fromLowered(loaded, value.getType());
}

bool KernelStructureBuilder::storeAccumulatorSlot(PhiOp phi, Value update) {
  Value acc = getAccumulator(phi);
  Value slots = acc ? accumulatorSlots.lookup(acc) : Value();
  if (!slots)
    return false;
  Location l = phi.getLoc();
  Value slot = threadSlot(l);
  Value stored = toLowered(update);
  if (auto gep = phi.getAcc().getDefiningOp<GepOp>())
    stored = vector::InsertOp::create(
        b, l, stored, memref::LoadOp::create(b, l, slots, ValueRange{slot}),
        ArrayRef<int64_t>{gep.getIndexAttr().getInt()});
  memref::StoreOp::create(b, l, stored, slots, ValueRange{slot});
  return true;
}

bool KernelStructureBuilder::isRecomputable(Value value) {
  auto it = recomputable.find(value);
  if (it != recomputable.end())
    return it->second;
  Operation *def = value.getDefiningOp();
  bool result =
      def && (isa<ConstOp, SpecialOp>(def) ||
              ((isALUOp(def) || isa<CastOp, BitcastOp, GepOp>(def)) &&
               llvm::all_of(def->getOperands(),
                            [&](Value operand) { return isRecomputable(operand); })));
  recomputable[value] = result;
  return result;
}

bool KernelStructureBuilder::isUniform(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def)
    return false;
  if (auto special = dyn_cast<SpecialOp>(def))
    return !special.isLocal();
  if (isa<ConstOp, DefineVarOp>(def) || cooperativeBodies.contains(def))
    return true;
  return (isALUOp(def) || isa<CastOp, BitcastOp, GepOp>(def)) &&
         llvm::all_of(def->getOperands(),
                      [&](Value operand) { return isUniform(operand); });
}

/// Threads that share local memory run as a workgroup: for each block index,
/// the workgroup's local buffers, then each phase between two barriers as a
/// loop over the thread indices, so that every thread reaches a barrier
/// before any goes on (loop fission, as PoCL does). A loop that contains
/// barriers runs once for the workgroup, its phases inside it; an if that
/// contains barriers guards each phase inside it, thread by thread. A value
/// a later phase uses is recomputed there or kept per thread across the
/// barrier, and the accumulators of loops that contain barriers are kept
/// per thread.
LogicalResult KernelStructureBuilder::convertWithPhases(ArrayRef<SpecialOp> specials) {
  Block &block = kernel.getBodyBlock();
  // The loops and ifs that contain barriers.
  LinearSchedule schedule(kernel);
  for (BarrierOp barrier : block.getOps<BarrierOp>()) {
    SmallVector<Operation *> enclosing = schedule.getEnclosingBodies(barrier);
    cooperativeBodies.insert(enclosing.begin(), enclosing.end());
  }
  auto opener = [](Operation *closer) {
    return closer->getOperand(0).getDefiningOp();
  };

  // The schedule as steps.
  SmallVector<WorkgroupStep> steps;
  SmallVector<IfOp> guards;
  bool phaseOpen = false;
  for (Operation &op : block.without_terminator()) {
    if (isa<DefineLocalOp, SpecialOp>(op))
      continue;
    bool opensOrCloses = isa<RangeOp, IfOp>(op)
                             ? cooperativeBodies.contains(&op)
                             : isa<EndRangeOp, EndIfOp>(op) &&
                                   cooperativeBodies.contains(opener(&op));
    if (isa<BarrierOp>(op) || opensOrCloses)
      phaseOpen = false;
    if (isa<BarrierOp>(op))
      continue;
    if (!opensOrCloses) {
      if (!phaseOpen)
        steps.push_back({WorkgroupStep::Phase, {}, guards, {}});
      phaseOpen = true;
      steps.back().ops.push_back(&op);
      continue;
    }
    if (auto range = dyn_cast<RangeOp>(op)) {
      if (!isUniform(range.getStart()) || !isUniform(range.getEnd()))
        return range.emitOpError(
            "contains a barrier, so its bounds must be the same in every "
            "thread of the workgroup");
      steps.push_back({WorkgroupStep::OpenLoop, {}, {}, range});
    } else if (isa<EndRangeOp>(op)) {
      steps.push_back({WorkgroupStep::CloseLoop, {}, {}, {}});
    } else if (auto ifOp = dyn_cast<IfOp>(op)) {
      guards.push_back(ifOp);
    } else {
      guards.pop_back();
    }
  }

  SmallVector<SpecialOp> localSpecials;
  for (SpecialOp special : specials) {
    if (!special.isLocal())
      continue;
    auto size = dyn_cast<IntegerAttr>(special.getSize());
    if (!size)
      return special.emitOpError("with a symbolic size in a workgroup with "
                                 "local memory or barriers is not supported "
                                 "by the CPU conversion");
    localSpecials.push_back(special);
    numThreads *= size.getInt();
  }

  // The workgroups run in parallel, each with its own local memory.
  Operation *gridLoop = openGrid(
      llvm::filter_to_vector(specials,
                             [](SpecialOp special) { return !special.isLocal(); }),
      /*withStackScope=*/true);

  // The workgroup's local memory; the per-thread slots of the accumulators
  // of loops that contain barriers; the per-thread copies of the values
  // that later phases use and cannot recompute.
  DenseMap<Operation *, int> phaseOfOp;
  DenseMap<Operation *, SmallVector<int>> phasesOfGuard;
  int numPhases = 0;
  for (const WorkgroupStep &step : steps) {
    if (step.kind != WorkgroupStep::Phase)
      continue;
    for (Operation *op : step.ops)
      phaseOfOp[op] = numPhases;
    for (IfOp guard : step.guards)
      phasesOfGuard[guard].push_back(numPhases);
    ++numPhases;
  }
  auto allocatePerThread = [&](Location l, Type type) -> Value {
    return memref::AllocaOp::create(b, l, MemRefType::get({numThreads}, type));
  };
  for (Operation &op : block.without_terminator()) {
    if (auto local = dyn_cast<DefineLocalOp>(op)) {
      cloneOp(local);
      continue;
    }
    if (auto acc = dyn_cast<DefineAccOp>(op)) {
      if (llvm::none_of(acc.getRanges(), [&](Value range) {
            return cooperativeBodies.contains(range.getDefiningOp());
          }))
        continue;
      accumulatorSlots[acc] =
          allocatePerThread(acc.getLoc(), getLoweredType(acc.getType()));
      // Ranges nest, so the outermost comes first in the schedule.
      Operation *outermost = nullptr;
      for (Value range : acc.getRanges())
        if (!outermost || range.getDefiningOp()->isBeforeInBlock(outermost))
          outermost = range.getDefiningOp();
      outermostRange[acc] = outermost;
      continue;
    }
    // Kernel arguments belong to the whole workgroup; accumulators live in
    // their loops or slots, and a phi of a slot reads it.
    if (op.getNumResults() != 1 || isa<TokenType>(op.getResult(0).getType()) ||
        isa<DefineGlobalOp, DefineVarOp>(op) || cooperativeBodies.contains(&op) ||
        isRecomputable(op.getResult(0)))
      continue;
    if (auto phi = dyn_cast<PhiOp>(op);
        phi && accumulatorSlots.count(getAccumulator(phi)))
      continue;
    int own = phaseOfOp.lookup(&op);
    bool usedLater = llvm::any_of(op.getUsers(), [&](Operation *user) {
      if (auto ifOp = dyn_cast<IfOp>(user); ifOp && cooperativeBodies.contains(ifOp))
        return llvm::any_of(phasesOfGuard.lookup(ifOp),
                            [&](int used) { return used != own; });
      auto it = phaseOfOp.find(user);
      return it != phaseOfOp.end() && it->second != own;
    });
    if (usedLater)
      spills[op.getResult(0)] =
          allocatePerThread(op.getLoc(), getLoweredType(op.getResult(0).getType()));
  }

  phase = 0;
  for (const WorkgroupStep &step : steps) {
    switch (step.kind) {
    case WorkgroupStep::Phase: {
      OpBuilder::InsertPoint workgroup = b.saveInsertionPoint();
      if (failed(convertPhase(step, localSpecials)))
        return failure();
      b.restoreInsertionPoint(workgroup);
      ++phase;
      break;
    }
    case WorkgroupStep::OpenLoop:
      if (failed(openWorkgroupLoop(step.range)))
        return failure();
      break;
    case WorkgroupStep::CloseLoop:
      workgroupScopes.pop_back();
      b.setInsertionPointAfter(workgroupLoops.pop_back_val());
      break;
    }
  }
  phase = -1;
  if (gridLoop)
    b.setInsertionPointAfter(gridLoop);
  return success();
}

/// A loop that contains barriers, run once for the workgroup. Its bounds
/// are the same in every thread; the accumulators it opens start in each
/// thread's slot.
LogicalResult KernelStructureBuilder::openWorkgroupLoop(RangeOp range) {
  Location l = range.getLoc();
  int savedPhase = std::exchange(phase, -1);
  for (auto [acc, outermost] : outermostRange) {
    if (outermost != range)
      continue;
    auto define = acc.getDefiningOp<DefineAccOp>();
    Value init = arith::ConstantOp::create(
        b, l, getLoweredConstant(define.getInit(), acc.getType()));
    OpBuilder::InsertionGuard guard(b);
    scf::ForOp fill = createCountedLoop(b, l, b.getIndexType(), numThreads);
    memref::StoreOp::create(b, l, init, accumulatorSlots.lookup(acc),
                            ValueRange{fill.getInductionVar()});
  }
  scf::ForOp loop = createRangeLoop(range, {});
  b.setInsertionPoint(loop.getBody()->getTerminator());
  workgroupLoops.push_back(loop);
  workgroupScopes.push_back(nextWorkgroupScope--);
  phase = savedPhase;
  return success();
}

/// One phase: a loop over the thread indices around its ops, each thread
/// entering it where the gates of the ifs around it hold. The linear thread
/// id (dimension 0 fastest) indexes the per-thread copies.
LogicalResult KernelStructureBuilder::convertPhase(const WorkgroupStep &step,
                                            ArrayRef<SpecialOp> localSpecials) {
  SmallVector<std::pair<int64_t, Value>> byDim;
  for (SpecialOp special : localSpecials) {
    Location l = special.getLoc();
    scf::ForOp loop = createCountedLoop(
        b, l, b.getI32Type(), cast<IntegerAttr>(special.getSize()).getInt());
    Value index = loop.getInductionVar();
    map(special.getResult(), index);
    byDim.push_back({special.getDimAttr().getInt(), index});
  }
  // lidx0 + l0 * (lidx1 + l1 * lidx2): fold from the highest dimension.
  llvm::sort(byDim, [](auto &a, auto &b) { return a.first > b.first; });
  threadId = arith::ConstantIntOp::create(b, kernel.getLoc(), 0, 32);
  for (auto [dim, index] : byDim) {
    int64_t size = 1;
    for (SpecialOp special : localSpecials)
      if (special.getDimAttr().getInt() == dim)
        size = cast<IntegerAttr>(special.getSize()).getInt();
    Value scaled = arith::MulIOp::create(
        b, kernel.getLoc(), threadId,
        arith::ConstantIntOp::create(b, kernel.getLoc(), size, 32));
    threadId = arith::AddIOp::create(b, kernel.getLoc(), scaled, index);
  }
  phaseEntryTail = threadId.getDefiningOp();
  for (IfOp guard : step.guards) {
    auto scfIf = scf::IfOp::create(b, guard.getLoc(), lookup(guard.getGate()),
                                   /*withElseRegion=*/false);
    b.setInsertionPoint(scfIf.getThenRegion().front().getTerminator());
    phaseEntryBlock = b.getInsertionBlock();
    phaseEntryTail = nullptr;
  }
  for (Operation *op : step.ops) {
    if (failed(convertOp(op)))
      return failure();
    if (op->getNumResults() == 1 && !isa<PhiOp>(op))
      storeSpill(op->getResult(0));
  }
  return success();
}

/// Keeps the value of `value` for later phases, when they use it.
void KernelStructureBuilder::storeSpill(Value value) {
  Value spill = spills.lookup(value);
  if (!spill || phase < 0)
    return;
  Location l = value.getLoc();
  memref::StoreOp::create(b, l, toLowered(lookup(value)), spill,
                          ValueRange{threadSlot(l)});
}
