//===- KernelStructure.h - a linear schedule as regions ---------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builds the structured function of one linearized kernel (step 1 of the
// lowering, see UOpToSCF.h). KernelToRegions.cpp walks the schedule with a
// stack of open bodies; WorkgroupFission.cpp splits a CPU workgroup's
// schedule into phases at its barriers.
//
//===----------------------------------------------------------------------===//

#ifndef LIB_CONVERSION_UOPTOSCF_KERNELSTRUCTURE_H
#define LIB_CONVERSION_UOPTOSCF_KERNELSTRUCTURE_H

#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace uop {
namespace detail {

/// A step of a workgroup's schedule on the CPU: a phase (the ops between two
/// barriers, which every thread runs before any thread goes on), or the
/// opening or closing of a loop that contains barriers, which the whole
/// workgroup runs together.
struct WorkgroupStep {
  enum Kind { Phase, OpenLoop, CloseLoop } kind;
  SmallVector<Operation *> ops;
  /// The ifs that contain barriers around a phase: each thread enters the
  /// phase only where their gates hold.
  SmallVector<IfOp> guards;
  RangeOp range;
};

/// An open range or if body.
struct Body {
  Body(Operation *opener, Operation *region, ArrayRef<Value> accs = {})
      : opener(opener), region(region), accs(accs) {}
  Operation *opener;
  Operation *region; // the scf.for or scf.if
  /// The accumulators a loop carries, and their current values.
  SmallVector<Value> accs;
  DenseMap<Value, Value> current;
};

/// Builds the function of one kernel, detached (the caller inserts it).
/// Every op that is not structure is cloned into the regions with its uop
/// types; `lookup` gives the value an operand has at the insertion point.
class KernelStructureBuilder {
public:
  /// Builds with `builder`, which must have no insertion point.
  KernelStructureBuilder(KernelOp kernel, OpBuilder &builder,
                         KernelTarget target)
      : kernel(kernel), b(builder), target(target) {}

  FailureOr<FunctionOpInterface> run();

private:
  /// The value `value` has at the insertion point. In a kernel split into
  /// phases at its barriers, a value of an earlier phase is recomputed, or
  /// reloaded from the per-thread copy it was spilled to.
  Value lookup(Value value);
  /// Maps `from` to `to`, recording the phase or workgroup scope `to`
  /// belongs to.
  void map(Value from, Value to) {
    mapping[from] = to;
    phaseOfValue[from] = phase >= 0 ? phase : workgroupScopes.back();
  }

  /// The accumulator `phi` updates, as the maps key it; null for a phi of a
  /// constant (an accumulator over no loop, folded to its initial value).
  static Value getAccumulator(PhiOp phi) {
    DefineAccOp acc = phi.getDefineAcc();
    return acc ? acc.getResult() : Value();
  }

  LogicalResult convertOp(Operation *op);
  /// Clones `op` at the insertion point with its operands looked up.
  void cloneOp(Operation *op);
  LogicalResult openLoop(RangeOp range);
  void closeLoop();
  /// The constant `init` of dtype `type`, as a uop constant.
  Value createInit(Location l, Attribute init, Type type);
  /// A size (an integer, a `#uop.var` or a `#uop.expr` over the kernel's
  /// variable arguments) as an index value at the insertion point.
  Value materializeSize(Attribute size, Location l);
  Value toIndex(Value value);
  /// An `scf.for` over `range` (i32, like the range, so that LLVM sees the
  /// address arithmetic of its body as affine in the induction variable and
  /// vectorizes it; a truncated index hides that), carrying `inits`, at the
  /// insertion point; the range's value is the induction variable. A
  /// constant bound stays one, so that the trip count is known.
  scf::ForOp createRangeLoop(RangeOp range, ValueRange inits);
  /// `value` (a uop value) as its lowered type, for memory of the CPU's
  /// own making (spills, accumulator slots); and back.
  Value toLowered(Value value);
  Value fromLowered(Value lowered, Type dtype);

  void mapArguments(Block *entry, ArrayRef<int64_t> argIndex,
                    ArrayRef<StringRef> varNames);
  FailureOr<FunctionOpInterface> runForGPU(ArrayRef<Type> argTypes,
                                           ArrayRef<int64_t> argIndex,
                                           ArrayRef<StringRef> varNames);
  /// One `scf.parallel` over the thread indices `specials` (none: no loop,
  /// null returned), each index mapped to its induction variable; the
  /// insertion point moves into its body, between a stack save and restore
  /// if `withStackScope`, so that what each iteration allocates is freed.
  Operation *openGrid(ArrayRef<SpecialOp> specials, bool withStackScope);

  // Workgroup fission (WorkgroupFission.cpp).
  LogicalResult convertWithPhases(ArrayRef<SpecialOp> specials);
  LogicalResult convertPhase(const WorkgroupStep &step,
                             ArrayRef<SpecialOp> localSpecials);
  LogicalResult openWorkgroupLoop(RangeOp range);
  void storeSpill(Value value);
  bool isRecomputable(Value value);
  bool isUniform(Value value);
  /// The per-thread slot of an accumulator kept in memory (for `acc`, or a
  /// phi of it), loaded now; null for other values.
  Value loadAccumulatorSlot(Value value);
  /// Stores the update of a phi whose accumulator is kept in memory; false
  /// if it is carried by a loop.
  bool storeAccumulatorSlot(PhiOp phi, Value update);
  Value threadSlot(Location loc);

  KernelOp kernel;
  OpBuilder &b;
  KernelTarget target;

  DenseMap<Value, Value> mapping;
  SmallVector<Body> bodies;
  /// The accumulators each range carries.
  DenseMap<Operation *, SmallVector<Value>> accsOfRange;
  /// The argument of each symbolic variable.
  llvm::StringMap<Value> varArguments;

  // Phases (cooperating threads on the CPU only).
  /// Where each value is valid: a phase (>= 0), or a workgroup scope (< 0):
  /// -1 for the whole workgroup (arguments, block indices, local memory),
  /// one more for each loop that contains barriers.
  DenseMap<Value, int> phaseOfValue;
  int phase = -1;
  SmallVector<int> workgroupScopes = {-1};
  int nextWorkgroupScope = -2;
  /// Per-thread copies of values used by a later phase than their own.
  DenseMap<Value, Value> spills;
  /// Per-thread slots of the accumulators of loops that contain barriers.
  DenseMap<Value, Value> accumulatorSlots;
  /// The outermost range of each accumulator kept in memory.
  llvm::MapVector<Value, Operation *> outermostRange;
  /// The loops that contain barriers, open now.
  SmallVector<scf::ForOp> workgroupLoops;
  int64_t numThreads = 1;
  Value threadId;
  /// Where values of earlier phases are reloaded or recomputed so that they
  /// dominate the phase: after `phaseEntryTail` (after the thread id and
  /// inside the guards of the ifs around the phase, so that nothing runs
  /// for a thread whose gate is false), or at the start of
  /// `phaseEntryBlock` while that is empty.
  Block *phaseEntryBlock = nullptr;
  Operation *phaseEntryTail = nullptr;
  DenseMap<Value, bool> recomputable;
  DenseSet<Operation *> cooperativeBodies;
};

} // namespace detail
} // namespace uop
} // namespace mlir

#endif // LIB_CONVERSION_UOPTOSCF_KERNELSTRUCTURE_H
