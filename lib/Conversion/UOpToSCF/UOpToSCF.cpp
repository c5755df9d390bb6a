//===- UOpToSCF.cpp - uop kernels to func and scf -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The linearized form is a flat schedule with range/endrange and if/endif
// markers; it becomes nested scf.for/scf.if regions in one walk, keeping a
// stack of open bodies. Accumulators are the iter_args of the loops they
// name; a phi gives the value a body yields for its accumulator.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/IR/LinearSchedule.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_CONVERTUOPTOSCF
#define GEN_PASS_DEF_CONVERTUOPTOGPU
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

Type mlir::uop::getLoweredType(Type dtype) {
  Type scalar = getScalarDType(getComputeType(dtype));
  if (auto intType = dyn_cast<IntegerType>(scalar))
    scalar = IntegerType::get(dtype.getContext(), intType.getWidth());
  if (auto vectorType = dyn_cast<VectorType>(dtype))
    return VectorType::get(vectorType.getShape(), scalar);
  return scalar;
}

/// The element type a buffer of `dtype` holds in memory: half types in their
/// storage format, others as lowered.
static Type getMemoryElementType(Type dtype) {
  return isHalfStorageType(dtype) ? dtype : getLoweredType(dtype);
}

/// A uop constant (at its dtype's compute type) as a constant of the lowered
/// type: unsigned integers become signless.
static Attribute getLoweredConstant(Attribute value, Type dtype) {
  Type lowered = getLoweredType(dtype);
  auto convert = [&](Attribute scalar) -> Attribute {
    if (auto intAttr = dyn_cast<IntegerAttr>(scalar))
      return IntegerAttr::get(getElementTypeOrSelf(lowered), intAttr.getValue());
    return scalar;
  };
  if (auto splat = dyn_cast<SplatElementsAttr>(value))
    return SplatElementsAttr::get(cast<ShapedType>(lowered),
                                  convert(splat.getSplatValue<Attribute>()));
  return convert(value);
}

/// The workgroup's size along each dimension, from the kernel's thread
/// indices; fails, reporting why on `user`, where one has a symbolic size.
static FailureOr<SmallVector<int32_t>>
getStaticWorkgroupSize(KernelOp kernel, Operation *user, StringRef why) {
  SmallVector<int32_t> size = {1, 1, 1};
  for (auto special : kernel.getBodyBlock().getOps<SpecialOp>()) {
    if (!special.isLocal())
      continue;
    auto extent = dyn_cast<IntegerAttr>(special.getSize());
    if (!extent)
      return user->emitOpError()
             << "needs a workgroup of fixed size (" << why
             << "), but thread index '" << special.getName()
             << "' has a symbolic size";
    int64_t dim = special.getDimAttr().getInt();
    size[dim] = std::max<int32_t>(size[dim], extent.getInt());
  }
  return size;
}

namespace {

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

class KernelConverter {
public:
  /// Builds with `builder`, which must have no insertion point: the
  /// function is built detached, and erased again if conversion fails.
  KernelConverter(KernelOp kernel, OpBuilder &builder, bool forGPU)
      : kernel(kernel), b(builder), forGPU(forGPU) {}

  FailureOr<Operation *> run();

private:
  Location loc(Operation *op) { return op->getLoc(); }
  /// The converted value of `value`. In a kernel split into phases at its
  /// barriers, a value of an earlier phase is recomputed, or reloaded from
  /// the per-thread copy it was spilled to.
  Value lookup(Value value);
  /// Maps `from` to `to`, recording the phase or workgroup scope `to`
  /// belongs to.
  void map(Value from, Value to) {
    mapping.map(from, to);
    phaseOfValue[from] = phase >= 0 ? phase : workgroupScopes.back();
  }
  LogicalResult convertWithPhases(ArrayRef<SpecialOp> specials);
  LogicalResult convertPhase(const WorkgroupStep &step,
                             ArrayRef<SpecialOp> localSpecials);
  LogicalResult openWorkgroupLoop(RangeOp range);
  Operation *openGrid(ArrayRef<SpecialOp> specials, bool withStackScope);
  void storeSpill(Value value);
  bool isRecomputable(Value value);
  bool isUniform(Value value);
  /// The per-thread slot of an accumulator kept in memory (for `acc`, or a
  /// phi of it), loaded now; null for other values.
  Value loadAccumulatorSlot(Value value);
  Value threadSlot(Location loc) {
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), threadId);
  }

  LogicalResult convertOp(Operation *op);
  LogicalResult openLoop(RangeOp range);
  void closeLoop();
  Value convertALU(Operation *op);
  Value convertCast(CastOp op);
  Value convertBitcast(BitcastOp op);
  Value convertLoad(LoadOp op);
  Value convertWmmaToMmaSync(WmmaOp op);
  void convertStore(StoreOp op);
  Value roundToStorage(Value value, Type dtype);
  /// A size (an integer, a `#uop.var` or a `#uop.expr` over the kernel's
  /// variable arguments) as an index value at the insertion point.
  Value materializeSize(Attribute size, Location l) {
    if (auto integer = dyn_cast<IntegerAttr>(size))
      return arith::ConstantIndexOp::create(b, l, integer.getInt());
    if (auto var = dyn_cast<VarAttr>(size))
      return toIndex(varArguments.lookup(var.getName()));
    auto expr = cast<ExprAttr>(size);
    Value result;
    for (Attribute operand : expr.getOperands()) {
      Value value = materializeSize(operand, l);
      if (!result)
        result = value;
      else if (expr.getKind() == ExprKind::Add)
        result = arith::AddIOp::create(b, l, result, value);
      else
        result = arith::MulIOp::create(b, l, result, value);
    }
    return result;
  }

  Value toIndex(Value value) {
    return arith::IndexCastOp::create(b, value.getLoc(), b.getIndexType(),
                                      value);
  }
  /// A loop bound as an index; a constant stays one, so that the loop's
  /// trip count is known.
  Value lookupIndex(Value bound) {
    if (auto constant = bound.getDefiningOp<ConstOp>())
      return arith::ConstantIndexOp::create(
          b, bound.getLoc(), cast<IntegerAttr>(constant.getValue()).getInt());
    return toIndex(lookup(bound));
  }

  /// The accumulator a phi updates, as the maps below key it; null for a
  /// phi of a constant.
  static Value getAccumulator(PhiOp phi) {
    DefineAccOp acc = phi.getDefineAcc();
    return acc ? acc.getResult() : Value();
  }

  /// Build a `gpu.func` kernel: thread indices, workgroup memory and
  /// barriers are the GPU's own.
  void mapArguments(Block *entry, ArrayRef<DefineGlobalOp> globals,
                    ArrayRef<int64_t> argIndex, ArrayRef<DefineVarOp> vars,
                    ArrayRef<StringRef> varNames);
  FailureOr<Operation *> runForGPU(ArrayRef<Type> argTypes,
                                   ArrayRef<DefineGlobalOp> globals,
                                   ArrayRef<int64_t> argIndex,
                                   ArrayRef<StringRef> varNames,
                                   ArrayRef<DefineVarOp> vars,
                                   ArrayRef<SpecialOp> specials);

  KernelOp kernel;
  OpBuilder &b;
  bool forGPU;
public:
  /// Access vectors in memory element by element (for SPIR-V's logical
  /// addressing, which has no vector view of a scalar buffer).
  bool scalarMemoryAccess = false;

private:
  IRMapping mapping;
  SmallVector<Body> bodies;
  /// The accumulators each range carries.
  DenseMap<Operation *, SmallVector<Value>> accsOfRange;

  // Phases (cooperating threads on the CPU only).
  /// Where each converted value is valid: a phase (>= 0), or a workgroup
  /// scope (< 0): -1 for the whole workgroup (arguments, block indices,
  /// local memory), one more for each loop that contains barriers.
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
  /// The argument of each symbolic variable.
  llvm::StringMap<Value> varArguments;
};

} // namespace

bool KernelConverter::isRecomputable(Value value) {
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

bool KernelConverter::isUniform(Value value) {
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

Value KernelConverter::loadAccumulatorSlot(Value value) {
  auto phi = value.getDefiningOp<PhiOp>();
  Value slots = accumulatorSlots.lookup(phi ? getAccumulator(phi) : value);
  if (!slots)
    return {};
  Location l = value.getLoc();
  Value loaded =
      memref::LoadOp::create(b, l, slots, ValueRange{threadSlot(l)});
  if (auto gep = phi ? phi.getAcc().getDefiningOp<GepOp>() : GepOp())
    return vector::ExtractOp::create(
        b, l, loaded, ArrayRef<int64_t>{gep.getIndexAttr().getInt()});
  return loaded;
}

Value KernelConverter::lookup(Value value) {
  if (Value slot = loadAccumulatorSlot(value))
    return slot;
  Value converted = mapping.lookupOrNull(value);
  auto it = phaseOfValue.find(value);
  if (!converted || it == phaseOfValue.end() || it->second == phase ||
      llvm::is_contained(workgroupScopes, it->second))
    return converted;
  // A value of an earlier phase does not dominate this one: reload its
  // per-thread copy, or recompute it, at the entry of this phase (or, in a
  // workgroup scope, here).
  // A workgroup scope only asks for uniform values (loop bounds), which it
  // recomputes: per-thread copies exist only inside a phase.
  OpBuilder::InsertPoint here = b.saveInsertionPoint();
  if (phase >= 0) {
    if (phaseEntryTail)
      b.setInsertionPointAfter(phaseEntryTail);
    else
      b.setInsertionPointToStart(phaseEntryBlock);
  }
  if (Value spill = spills.lookup(value); spill && phase >= 0)
    map(value, memref::LoadOp::create(b, value.getLoc(), spill,
                                      ValueRange{threadSlot(value.getLoc())}));
  else
    (void)convertOp(value.getDefiningOp());
  if (phase >= 0)
    phaseEntryTail = &*std::prev(b.getInsertionPoint());
  b.restoreInsertionPoint(here);
  return mapping.lookup(value);
}

FailureOr<Operation *> KernelConverter::run() {
  Block &block = kernel.getBodyBlock();
  if (!kernel.getLinear())
    return kernel.emitOpError("must be linearized (uop-linearize) first");

  // Arguments: buffers by index, then variables as they appear.
  SmallVector<DefineGlobalOp> globals;
  SmallVector<DefineVarOp> vars;
  for (Operation &op : block) {
    if (auto global = dyn_cast<DefineGlobalOp>(op))
      globals.push_back(global);
    if (auto var = dyn_cast<DefineVarOp>(op))
      vars.push_back(var);
    if (auto acc = dyn_cast<DefineAccOp>(op))
      for (Value range : acc.getRanges())
        accsOfRange[range.getDefiningOp()].push_back(acc);
  }
  KernelSignature signature = getKernelSignature(kernel);
  SmallVector<Type> argTypes;
  SmallVector<int64_t> argIndex;
  for (auto [index, dtype] :
       llvm::zip(signature.bufferIndices, signature.bufferDTypes)) {
    argIndex.push_back(index);
    argTypes.push_back(
        MemRefType::get({ShapedType::kDynamic}, getMemoryElementType(dtype)));
  }
  SmallVector<StringRef> varNames;
  for (const std::string &name : signature.varNames) {
    varNames.push_back(name);
    argTypes.push_back(b.getI32Type());
  }
  SmallVector<SpecialOp> specials(block.getOps<SpecialOp>());

  if (forGPU)
    return runForGPU(argTypes, globals, argIndex, varNames, vars, specials);

  auto func = func::FuncOp::create(b, kernel.getLoc(), kernel.getSymName(),
                                   b.getFunctionType(argTypes, {}));
  Block *entry = func.addEntryBlock();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  mapArguments(entry, globals, argIndex, vars, varNames);

  bool cooperating = llvm::any_of(block, [](Operation &op) {
    return isa<BarrierOp, DefineLocalOp>(op);
  });
  if (cooperating) {
    if (failed(convertWithPhases(specials))) {
      func.erase();
      return failure();
    }
    func::ReturnOp::create(b, kernel.getLoc());
    return func.getOperation();
  }

  // Without barriers or local memory the threads of a GPU-style kernel are
  // independent: one parallel loop runs them all.
  Operation *gridLoop = openGrid(specials, /*withStackScope=*/false);
  for (Operation &op : block.without_terminator())
    if (failed(convertOp(&op))) {
      func.erase();
      return failure();
    }
  if (gridLoop)
    b.setInsertionPointAfter(gridLoop);
  func::ReturnOp::create(b, kernel.getLoc());
  return func.getOperation();
}

/// One `scf.parallel` over the thread indices `specials` (none: no loop, null
/// returned), each index mapped to its induction variable; the insertion
/// point moves into its body, between a stack save and restore if
/// `withStackScope`, so that what each iteration allocates is freed.
Operation *KernelConverter::openGrid(ArrayRef<SpecialOp> specials,
                                     bool withStackScope) {
  if (specials.empty())
    return nullptr;
  Location l = kernel.getLoc();
  SmallVector<Value> lowerBounds, upperBounds, steps;
  for (SpecialOp special : specials) {
    lowerBounds.push_back(arith::ConstantIndexOp::create(b, l, 0));
    steps.push_back(arith::ConstantIndexOp::create(b, l, 1));
    upperBounds.push_back(materializeSize(special.getSize(), l));
  }
  auto grid = scf::ParallelOp::create(b, l, lowerBounds, upperBounds, steps);
  b.setInsertionPoint(grid.getBody()->getTerminator());
  for (auto [special, index] : llvm::zip(specials, grid.getInductionVars()))
    map(SpecialOp(special).getResult(),
        arith::IndexCastOp::create(b, index.getLoc(), b.getI32Type(), index));
  if (withStackScope) {
    // What memref.alloca_scope lowers to; that op cannot hold the loops of
    // the body once they become branches.
    Value stack = LLVM::StackSaveOp::create(
        b, l, LLVM::LLVMPointerType::get(b.getContext()));
    b.setInsertionPoint(LLVM::StackRestoreOp::create(b, l, stack));
  }
  return grid;
}

/// Maps the buffers and variables to the entry block's arguments: buffers
/// by index (`argIndex`), then variables (`varNames`).
void KernelConverter::mapArguments(Block *entry,
                                   ArrayRef<DefineGlobalOp> globals,
                                   ArrayRef<int64_t> argIndex,
                                   ArrayRef<DefineVarOp> vars,
                                   ArrayRef<StringRef> varNames) {
  for (DefineGlobalOp global : globals)
    map(global.getResult(),
                entry->getArgument(llvm::find(argIndex,
                                              global.getIndexAttr().getInt()) -
                                   argIndex.begin()));
  for (auto [position, name] : llvm::enumerate(varNames))
    varArguments[name] = entry->getArgument(argIndex.size() + position);
  for (DefineVarOp var : vars)
    map(var.getResult(), varArguments.lookup(var.getVar().getName()));
}

FailureOr<Operation *> KernelConverter::runForGPU(
    ArrayRef<Type> argTypes, ArrayRef<DefineGlobalOp> globals,
    ArrayRef<int64_t> argIndex, ArrayRef<StringRef> varNames,
    ArrayRef<DefineVarOp> vars, ArrayRef<SpecialOp> specials) {
  Block &block = kernel.getBodyBlock();
  MLIRContext *context = kernel.getContext();
  auto workgroup = gpu::AddressSpaceAttr::get(context,
                                              gpu::AddressSpace::Workgroup);
  // Local memory: workgroup attributions, or for SPIR-V (whose GPU
  // conversion has no lowering for attributions) workgroup allocations in
  // the numeric memory space 3 that SPIR-V's storage class mapping names
  // Workgroup.
  SmallVector<DefineLocalOp> locals;
  SmallVector<Type> localTypes;
  for (Operation &op : block)
    if (auto local = dyn_cast<DefineLocalOp>(op)) {
      Type element = getMemoryElementType(local.getType().getElementType());
      locals.push_back(local);
      Attribute memorySpace =
          scalarMemoryAccess ? Attribute(b.getI64IntegerAttr(3)) : workgroup;
      localTypes.push_back(MemRefType::get({local.getSizeAttr().getInt()},
                                           element, MemRefLayoutAttrInterface(),
                                           memorySpace));
    }
  auto func = gpu::GPUFuncOp::create(
      b, kernel.getLoc(), kernel.getSymName(), b.getFunctionType(argTypes, {}),
      scalarMemoryAccess ? TypeRange() : TypeRange(localTypes));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  Block *entry = &func.getBody().front();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  mapArguments(entry, globals, argIndex, vars, varNames);
  if (scalarMemoryAccess) {
    for (auto [local, type] : llvm::zip(locals, localTypes))
      map(local.getResult(),
                  memref::AllocOp::create(b, local.getLoc(),
                                          cast<MemRefType>(type)));
  } else {
    for (auto [local, attribution] :
         llvm::zip(locals, func.getWorkgroupAttributions()))
      map(local.getResult(), attribution);
  }
  for (SpecialOp special : specials) {
    Location l = special.getLoc();
    auto dim = static_cast<gpu::Dimension>(special.getDimAttr().getInt());
    Value index;
    if (special.isLocal())
      index = gpu::ThreadIdOp::create(b, l, dim);
    else if (special.getName().starts_with("gidx"))
      index = gpu::BlockIdOp::create(b, l, dim);
    else
      index = gpu::GlobalIdOp::create(b, l, dim);
    map(special.getResult(),
                arith::IndexCastOp::create(b, l, b.getI32Type(), index));
  }
  for (Operation &op : block.without_terminator())
    if (failed(convertOp(&op))) {
      func.erase();
      return failure();
    }
  gpu::ReturnOp::create(b, kernel.getLoc());
  return func.getOperation();
}

/// A loop from `start` to `end` by 1 at the insertion point; the insertion
/// point moves into its body.
static scf::ForOp createIndexLoop(OpBuilder &b, Location l, Value start,
                                  Value end) {
  auto loop = scf::ForOp::create(b, l, start, end,
                                 arith::ConstantIndexOp::create(b, l, 1));
  b.setInsertionPoint(loop.getBody()->getTerminator());
  return loop;
}

/// A loop from 0 to `size`, as createIndexLoop.
static scf::ForOp createIndexLoop(OpBuilder &b, Location l, Value size) {
  return createIndexLoop(b, l, arith::ConstantIndexOp::create(b, l, 0), size);
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
LogicalResult KernelConverter::convertWithPhases(ArrayRef<SpecialOp> specials) {
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
      Type element = getMemoryElementType(local.getType().getElementType());
      Value buffer = memref::AllocaOp::create(
          b, local.getLoc(),
          MemRefType::get({local.getSizeAttr().getInt()}, element));
      map(local.getResult(),
          memref::CastOp::create(
              b, local.getLoc(),
              MemRefType::get({ShapedType::kDynamic}, element), buffer));
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
LogicalResult KernelConverter::openWorkgroupLoop(RangeOp range) {
  Location l = range.getLoc();
  int savedPhase = std::exchange(phase, -1);
  for (auto [acc, outermost] : outermostRange) {
    if (outermost != range)
      continue;
    auto define = acc.getDefiningOp<DefineAccOp>();
    Value init = arith::ConstantOp::create(
        b, l, cast<TypedAttr>(getLoweredConstant(define.getInit(),
                                                 acc.getType())));
    OpBuilder::InsertionGuard guard(b);
    scf::ForOp fill = createIndexLoop(
        b, l, arith::ConstantIndexOp::create(b, l, numThreads));
    memref::StoreOp::create(b, l, init, accumulatorSlots.lookup(acc),
                            ValueRange{fill.getInductionVar()});
  }
  Value start = lookupIndex(range.getStart());
  Value end = lookupIndex(range.getEnd());
  scf::ForOp loop =
      createIndexLoop(b, l, start, end);
  workgroupLoops.push_back(loop);
  workgroupScopes.push_back(nextWorkgroupScope--);
  map(range.getResult(), arith::IndexCastOp::create(b, l, b.getI32Type(),
                                                    loop.getInductionVar()));
  phase = savedPhase;
  return success();
}

/// One phase: a loop over the thread indices around its ops, each thread
/// entering it where the gates of the ifs around it hold. The linear thread
/// id (dimension 0 fastest) indexes the per-thread copies.
LogicalResult KernelConverter::convertPhase(const WorkgroupStep &step,
                                            ArrayRef<SpecialOp> localSpecials) {
  SmallVector<std::pair<int64_t, Value>> byDim;
  for (SpecialOp special : localSpecials) {
    Location l = special.getLoc();
    scf::ForOp loop = createIndexLoop(
        b, l,
        arith::ConstantIndexOp::create(
            b, l, cast<IntegerAttr>(special.getSize()).getInt()));
    Value index = arith::IndexCastOp::create(b, l, b.getI32Type(),
                                             loop.getInductionVar());
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
void KernelConverter::storeSpill(Value value) {
  Value spill = spills.lookup(value);
  if (!spill || phase < 0)
    return;
  Location l = value.getLoc();
  memref::StoreOp::create(b, l, lookup(value), spill,
                          ValueRange{threadSlot(l)});
}

LogicalResult KernelConverter::openLoop(RangeOp range) {
  Location l = loc(range);
  // Accumulators kept in per-thread slots are not carried.
  SmallVector<Value> accs = llvm::filter_to_vector(
      accsOfRange.lookup(range),
      [&](Value acc) { return !accumulatorSlots.count(acc); });
  SmallVector<Value> inits;
  for (Value acc : accs) {
    // The current value in the enclosing body, else the initial value.
    Value init;
    for (Body &body : llvm::reverse(bodies))
      if (Value value = body.current.lookup(acc)) {
        init = value;
        break;
      }
    if (!init) {
      auto define = acc.getDefiningOp<DefineAccOp>();
      init = arith::ConstantOp::create(
          b, l, cast<TypedAttr>(getLoweredConstant(define.getInit(), acc.getType())));
    }
    inits.push_back(init);
  }
  auto forOp = scf::ForOp::create(b, l, lookupIndex(range.getStart()),
                                  lookupIndex(range.getEnd()),
                                  arith::ConstantIndexOp::create(b, l, 1), inits);
  Body body(range, forOp, accs);
  // The body's yield comes with its end marker.
  if (!forOp.getBody()->empty())
    forOp.getBody()->getTerminator()->erase();
  b.setInsertionPointToEnd(forOp.getBody());
  map(range.getResult(),
              arith::IndexCastOp::create(b, l, b.getI32Type(),
                                         forOp.getInductionVar()));
  for (auto [acc, iterArg] : llvm::zip(accs, forOp.getRegionIterArgs())) {
    body.current[acc] = iterArg;
    map(acc, iterArg);
  }
  bodies.push_back(std::move(body));
  return success();
}

void KernelConverter::closeLoop() {
  Body body = bodies.pop_back_val();
  auto forOp = cast<scf::ForOp>(body.region);
  SmallVector<Value> yields;
  for (Value acc : body.accs)
    yields.push_back(body.current.lookup(acc));
  scf::YieldOp::create(b, body.opener->getLoc(), yields);
  b.setInsertionPointAfter(forOp);
  // After the loop, an accumulator (and a phi of it) is the loop's result.
  for (auto [acc, result] : llvm::zip(body.accs, forOp.getResults())) {
    map(acc, result);
    for (Body &outer : bodies)
      if (outer.current.count(acc))
        outer.current[acc] = result;
    for (Operation *user : acc.getUsers()) {
      if (auto phi = dyn_cast<PhiOp>(user)) {
        map(phi.getResult(), result);
        storeSpill(phi.getResult());
      }
      if (auto gep = dyn_cast<GepOp>(user))
        for (Operation *gepUser : gep->getUsers())
          if (auto phi = dyn_cast<PhiOp>(gepUser)) {
            map(phi.getResult(),
                vector::ExtractOp::create(
                    b, phi.getLoc(), result,
                    ArrayRef<int64_t>{gep.getIndexAttr().getInt()}));
            storeSpill(phi.getResult());
          }
    }
  }
}

/// A half-typed value (held in f32) rounded to its storage format and back:
/// what a store or cast of it keeps.
Value KernelConverter::roundToStorage(Value value, Type dtype) {
  if (!isHalfStorageType(dtype))
    return value;
  Location l = value.getLoc();
  Type storage = dtype;
  if (auto vectorType = dyn_cast<VectorType>(value.getType()))
    storage = VectorType::get(vectorType.getShape(), getScalarDType(dtype));
  Value truncated = arith::TruncFOp::create(b, l, storage, value);
  return arith::ExtFOp::create(b, l, value.getType(), truncated);
}

/// The arith op for a binary ALU op on float, signed, unsigned or bool
/// (C _Bool) operands of dtype `dtype`.
template <typename FloatOp, typename SignedOp, typename UnsignedOp,
          typename BoolOp>
static Value createBinary(OpBuilder &b, Location l, Value lhs, Value rhs,
                          Type dtype) {
  if (isa<FloatType>(dtype))
    return FloatOp::create(b, l, lhs, rhs);
  if (dtype.isInteger(1))
    return BoolOp::create(b, l, lhs, rhs);
  if (dtype.isUnsignedInteger())
    return UnsignedOp::create(b, l, lhs, rhs);
  return SignedOp::create(b, l, lhs, rhs);
}

Value KernelConverter::convertALU(Operation *op) {
  Location l = loc(op);
  SmallVector<Value> x;
  for (Value operand : op->getOperands())
    x.push_back(lookup(operand));
  Type dtype = getScalarDType(op->getOperand(op->getNumOperands() - 1).getType());
  bool isFloat = isa<FloatType>(dtype);
  bool isBool = dtype.isInteger(1);
  bool isUnsigned = dtype.isUnsignedInteger();
  auto allOnes = [&](Value like) -> Value {
    return arith::ConstantOp::create(
        b, l, cast<TypedAttr>(b.getOneAttr(like.getType())));
  };
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](Exp2Op) { return math::Exp2Op::create(b, l, x[0]); })
      .Case([&](Log2Op) { return math::Log2Op::create(b, l, x[0]); })
      .Case([&](SinOp) { return math::SinOp::create(b, l, x[0]); })
      .Case([&](SqrtOp) { return math::SqrtOp::create(b, l, x[0]); })
      .Case([&](NegOp) -> Value {
        if (isFloat)
          return arith::NegFOp::create(b, l, x[0]);
        if (isBool)
          return arith::XOrIOp::create(b, l, x[0], allOnes(x[0]));
        Value zero = arith::ConstantOp::create(
            b, l, cast<TypedAttr>(b.getZeroAttr(x[0].getType())));
        return arith::SubIOp::create(b, l, zero, x[0]);
      })
      .Case([&](AddOp) {
        return createBinary<arith::AddFOp, arith::AddIOp, arith::AddIOp,
                            arith::OrIOp>(b, l, x[0], x[1], dtype);
      })
      .Case([&](SubOp) {
        return createBinary<arith::SubFOp, arith::SubIOp, arith::SubIOp,
                            arith::XOrIOp>(b, l, x[0], x[1], dtype);
      })
      .Case([&](MulOp) {
        return createBinary<arith::MulFOp, arith::MulIOp, arith::MulIOp,
                            arith::AndIOp>(b, l, x[0], x[1], dtype);
      })
      // Bools are logic values (SPIR-V has no arithmetic on them): a bool
      // division by true is its dividend, the remainder false (by false it
      // is undefined), and the maximum is `or`.
      .Case([&](DivOp) -> Value {
        if (isBool)
          return x[0];
        return createBinary<arith::DivFOp, arith::DivSIOp, arith::DivUIOp,
                            arith::DivUIOp>(b, l, x[0], x[1], dtype);
      })
      .Case([&](ModOp) -> Value {
        if (isBool)
          return arith::ConstantOp::create(
              b, l, cast<TypedAttr>(b.getZeroAttr(x[0].getType())));
        return createBinary<arith::RemFOp, arith::RemSIOp, arith::RemUIOp,
                            arith::RemUIOp>(b, l, x[0], x[1], dtype);
      })
      .Case([&](MaxOp) {
        return createBinary<arith::MaxNumFOp, arith::MaxSIOp, arith::MaxUIOp,
                            arith::OrIOp>(b, l, x[0], x[1], dtype);
      })
      .Case([&](XorOp) -> Value {
        return arith::XOrIOp::create(b, l, x[0], x[1]);
      })
      .Case([&](CmpLtOp) -> Value {
        if (isFloat)
          return arith::CmpFOp::create(b, l, arith::CmpFPredicate::OLT, x[0],
                                       x[1]);
        if (isBool) // a < b is !a && b.
          return arith::AndIOp::create(
              b, l, arith::XOrIOp::create(b, l, x[0], allOnes(x[0])), x[1]);
        return arith::CmpIOp::create(b, l,
                                     isUnsigned ? arith::CmpIPredicate::ult
                                                : arith::CmpIPredicate::slt,
                                     x[0], x[1]);
      })
      .Case([&](CmpEqOp) -> Value {
        if (isFloat)
          return arith::CmpFOp::create(b, l, arith::CmpFPredicate::OEQ, x[0],
                                       x[1]);
        return arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, x[0],
                                     x[1]);
      })
      .Case([&](WhereOp) -> Value {
        return arith::SelectOp::create(b, l, x[0], x[1], x[2]);
      })
      .Case([&](MulAccOp) -> Value {
        if (isFloat)
          return math::FmaOp::create(b, l, x[0], x[1], x[2]);
        Value product = isBool ? arith::AndIOp::create(b, l, x[0], x[1]).getResult()
                               : arith::MulIOp::create(b, l, x[0], x[1]).getResult();
        if (isBool)
          return arith::OrIOp::create(b, l, product, x[2]);
        return arith::AddIOp::create(b, l, product, x[2]);
      })
      .Default([&](Operation *) { return Value(); });
}

/// A float-to-integer conversion to `resultType` (signless) with the result
/// uop/Support/FloatToInteger.h defines where C leaves it undefined (NaN,
/// infinities, out of range). Every conversion it makes sees a value in its
/// range: LLVM's fptosi and fptoui make poison outside it.
static Value buildFloatToInteger(OpBuilder &b, Location l, Value value,
                                 Type resultType, bool isSigned) {
  Type floatType = value.getType();
  auto floatScalar = cast<FloatType>(getElementTypeOrSelf(floatType));
  unsigned width = getElementTypeOrSelf(resultType).getIntOrFloatBitWidth();
  auto shaped = [&](Type scalar) -> Type {
    if (auto vectorType = dyn_cast<VectorType>(floatType))
      return VectorType::get(vectorType.getShape(), scalar);
    return scalar;
  };
  auto constant = [&](Type type, TypedAttr scalar) -> Value {
    Attribute attr = scalar;
    if (auto vectorType = dyn_cast<VectorType>(type))
      attr = SplatElementsAttr::get(vectorType, scalar);
    return arith::ConstantOp::create(b, l, type, cast<TypedAttr>(attr));
  };
  auto floatConstant = [&](double number) {
    return constant(floatType, b.getFloatAttr(floatScalar, number));
  };
  auto between = [&](double low, double high) -> Value {
    using arith::CmpFPredicate;
    Value atLeast = arith::CmpFOp::create(b, l, CmpFPredicate::OGE, value,
                                          floatConstant(low));
    Value below = arith::CmpFOp::create(b, l, CmpFPredicate::OLT, value,
                                        floatConstant(high));
    return arith::AndIOp::create(b, l, atLeast, below);
  };
  Value zero = floatConstant(0);
  Type i32 = shaped(b.getI32Type());
  // A value in [-2^31, 2^31) converts as an int32 for every width.
  Value small = between(-0x1p31, 0x1p31);
  Value small32 = arith::FPToSIOp::create(
      b, l, i32, arith::SelectOp::create(b, l, small, value, zero));
  if (width < 32 || (width == 32 && isSigned)) {
    // One 32-bit signed conversion, its minimum where out of range, then
    // truncated.
    Value indefinite =
        constant(i32, b.getI32IntegerAttr(std::numeric_limits<int32_t>::min()));
    Value bits = arith::SelectOp::create(b, l, small, small32, indefinite);
    return width < 32 ? arith::TruncIOp::create(b, l, resultType, bits)
                            .getResult()
                      : bits;
  }
  if (width == 32) {
    // uint32: a 64-bit signed conversion truncated to 32 bits, built from
    // 32-bit integers so that no Int64 support is needed: beyond 2^31 the
    // value modulo 2^32 is exact in float arithmetic (its spacing there is a
    // multiple of 256), and converts as a uint32; out of the int64 range the
    // result is 0 (the low half of int64's minimum).
    Value large = between(-0x1p63, 0x1p63);
    // Truncation toward zero from floor (SPIR-V lowers no math.trunc).
    Value whole = arith::SelectOp::create(
        b, l,
        arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGE, value, zero),
        math::FloorOp::create(b, l, value),
        arith::NegFOp::create(
            b, l,
            math::FloorOp::create(b, l, arith::NegFOp::create(b, l, value))));
    Value wraps = math::FloorOp::create(
        b, l, arith::MulFOp::create(b, l, whole, floatConstant(0x1p-32)));
    Value modulo = arith::SubFOp::create(
        b, l, whole,
        arith::MulFOp::create(b, l, wraps, floatConstant(0x1p32)));
    Value large32 = arith::FPToUIOp::create(
        b, l, i32, arith::SelectOp::create(b, l, large, modulo, zero));
    Value zero32 = constant(i32, b.getI32IntegerAttr(0));
    return arith::SelectOp::create(
        b, l, small, small32,
        arith::SelectOp::create(b, l, large, large32, zero32));
  }
  // 64 bits: a 64-bit signed conversion, its minimum where out of range;
  // uint64 converts [2^63, 2^64) exactly as well.
  Value inRange = between(-0x1p63, 0x1p63);
  Value converted = arith::FPToSIOp::create(
      b, l, resultType, arith::SelectOp::create(b, l, inRange, value, zero));
  Value bits = arith::SelectOp::create(
      b, l, inRange, converted,
      constant(resultType,
               b.getI64IntegerAttr(std::numeric_limits<int64_t>::min())));
  if (isSigned)
    return bits;
  Value high = between(0x1p63, 0x1p64);
  Value highBits = arith::FPToUIOp::create(
      b, l, resultType, arith::SelectOp::create(b, l, high, value, zero));
  return arith::SelectOp::create(b, l, high, highBits, bits);
}

Value KernelConverter::convertCast(CastOp op) {
  Location l = loc(op);
  Type to = op.getType();
  Type lowered = getLoweredType(to);
  if (op.getInputs().size() > 1) {
    // Building a vector casts each element: a half one is rounded to its
    // format (found by uop-fuzz-diff, seed 129144).
    SmallVector<Value> elements;
    for (Value input : op.getInputs())
      elements.push_back(roundToStorage(lookup(input), input.getType()));
    return vector::FromElementsOp::create(b, l, cast<VectorType>(lowered),
                                          elements);
  }
  Value input = op.getInputs().front();
  Type from = input.getType();
  // A half value is rounded to its format when it is converted.
  Value value = roundToStorage(lookup(input), from);
  Type fromScalar = getScalarDType(from), toScalar = getScalarDType(to);
  Type fromLowered = getElementTypeOrSelf(value.getType());
  Type toLowered = getElementTypeOrSelf(lowered);
  bool fromSigned = isa<IntegerType>(fromScalar) &&
                    !fromScalar.isUnsignedInteger() && !fromScalar.isInteger(1);
  Value result;
  if (toScalar.isInteger(1)) {
    // Anything to bool is != 0.
    Value zero = arith::ConstantOp::create(
        b, l, cast<TypedAttr>(b.getZeroAttr(value.getType())));
    result = isa<FloatType>(fromScalar)
                 ? arith::CmpFOp::create(b, l, arith::CmpFPredicate::UNE, value,
                                         zero)
                       .getResult()
                 : arith::CmpIOp::create(b, l, arith::CmpIPredicate::ne, value,
                                         zero)
                       .getResult();
  } else if (isa<FloatType>(toScalar) && isHalfStorageType(toScalar)) {
    // Round once, straight to the half format, then hold it in f32.
    Type storage = toScalar;
    if (auto vectorType = dyn_cast<VectorType>(value.getType()))
      storage = VectorType::get(vectorType.getShape(), toScalar);
    Value half;
    if (isa<FloatType>(fromScalar))
      half = fromLowered == storage
                 ? value
                 : arith::TruncFOp::create(b, l, storage, value).getResult();
    else
      half = fromSigned
                 ? arith::SIToFPOp::create(b, l, storage, value).getResult()
                 : arith::UIToFPOp::create(b, l, storage, value).getResult();
    result = arith::ExtFOp::create(b, l, lowered, half);
  } else if (isa<FloatType>(fromScalar) && isa<FloatType>(toScalar)) {
    unsigned fromWidth = fromLowered.getIntOrFloatBitWidth();
    unsigned toWidth = toLowered.getIntOrFloatBitWidth();
    result = fromWidth < toWidth
                 ? arith::ExtFOp::create(b, l, lowered, value).getResult()
             : fromWidth > toWidth
                 ? arith::TruncFOp::create(b, l, lowered, value).getResult()
                 : value;
  } else if (isa<FloatType>(fromScalar)) {
    result = buildFloatToInteger(b, l, value, lowered,
                                 !toScalar.isUnsignedInteger());
  } else if (isa<FloatType>(toScalar)) {
    result = fromSigned
                 ? arith::SIToFPOp::create(b, l, lowered, value).getResult()
                 : arith::UIToFPOp::create(b, l, lowered, value).getResult();
  } else {
    unsigned fromWidth = fromLowered.getIntOrFloatBitWidth();
    unsigned toWidth = toLowered.getIntOrFloatBitWidth();
    if (fromWidth < toWidth)
      result = fromSigned
                   ? arith::ExtSIOp::create(b, l, lowered, value).getResult()
                   : arith::ExtUIOp::create(b, l, lowered, value).getResult();
    else if (fromWidth > toWidth)
      result = arith::TruncIOp::create(b, l, lowered, value);
    else
      result = value;
  }
  return result;
}

Value KernelConverter::convertBitcast(BitcastOp op) {
  Location l = loc(op);
  Type from = op.getInput().getType(), to = op.getType();
  Value value = lookup(op.getInput());
  // Halves travel in their storage format; a bool is a byte.
  auto storageOf = [&](Type dtype) -> Type {
    Type scalar = getScalarDType(dtype);
    if (scalar.isInteger(1))
      scalar = b.getI8Type();
    else if (!isHalfStorageType(scalar))
      scalar = getElementTypeOrSelf(getLoweredType(scalar));
    if (auto vectorType = dyn_cast<VectorType>(dtype))
      return VectorType::get(vectorType.getShape(), scalar);
    return scalar;
  };
  Type fromStorage = storageOf(from), toStorage = storageOf(to);
  if (isHalfStorageType(from))
    value = arith::TruncFOp::create(b, l, fromStorage, value);
  else if (getScalarDType(from).isInteger(1))
    value = arith::ExtUIOp::create(b, l, fromStorage, value);
  value = arith::BitcastOp::create(b, l, toStorage, value);
  if (isHalfStorageType(to))
    return arith::ExtFOp::create(b, l, getLoweredType(to), value);
  if (getScalarDType(to).isInteger(1))
    return arith::TruncIOp::create(b, l, getLoweredType(to), value);
  return value;
}

/// `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`: the fragments go in
/// as tinygrad's CUDA renderer passes them, pairs of halves in registers.
Value KernelConverter::convertWmmaToMmaSync(WmmaOp op) {
  Location l = loc(op);
  auto halfPairs = [&](Value fragment) {
    auto type = cast<VectorType>(fragment.getType());
    Value halves = arith::TruncFOp::create(
        b, l, VectorType::get(type.getShape(), b.getF16Type()), fragment);
    SmallVector<Value> pairs;
    for (int64_t i = 0; i < type.getNumElements(); i += 2)
      pairs.push_back(vector::ShuffleOp::create(b, l, halves, halves,
                                                ArrayRef<int64_t>{i, i + 1}));
    return pairs;
  };
  SmallVector<Value> a = halfPairs(lookup(op.getA()));
  SmallVector<Value> bPairs = halfPairs(lookup(op.getB()));
  Value c = lookup(op.getC());
  SmallVector<Value> accumulators;
  for (int64_t i = 0; i < 4; ++i)
    accumulators.push_back(
        vector::ExtractOp::create(b, l, c, ArrayRef<int64_t>{i}));
  Type f32 = b.getF32Type();
  auto resultType =
      LLVM::LLVMStructType::getLiteral(b.getContext(), {f32, f32, f32, f32});
  Value mma = NVVM::MmaOp::create(
      b, l, resultType, a, bPairs, accumulators, ArrayRef<int64_t>{16, 8, 16},
      std::nullopt, std::nullopt,
      std::array<NVVM::MMATypes, 2>{NVVM::MMATypes::f16, NVVM::MMATypes::f16},
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                     NVVM::MMALayout::col});
  SmallVector<Value> elements;
  for (int64_t i = 0; i < 4; ++i)
    elements.push_back(LLVM::ExtractValueOp::create(b, l, mma, i));
  return vector::FromElementsOp::create(b, l, cast<VectorType>(c.getType()),
                                        elements);
}

Value KernelConverter::convertLoad(LoadOp op) {
  Location l = loc(op);
  Type dtype = op.getType();
  Value buf = lookup(op.getBuf());
  auto emitLoad = [&](OpBuilder &builder, Location at) -> Value {
    Value index = arith::IndexCastOp::create(builder, at, builder.getIndexType(),
                                             lookup(op.getIdx()));
    Type element = cast<MemRefType>(buf.getType()).getElementType();
    Value loaded;
    auto vectorType = dyn_cast<VectorType>(dtype);
    if (vectorType && scalarMemoryAccess) {
      // Logical addressing (SPIR-V shaders) has no vector view of a scalar
      // buffer: load the elements one by one.
      SmallVector<Value> elements;
      for (int64_t lane = 0; lane < vectorType.getNumElements(); ++lane) {
        Value atLane = arith::AddIOp::create(
            builder, at, index,
            arith::ConstantIndexOp::create(builder, at, lane));
        elements.push_back(
            memref::LoadOp::create(builder, at, buf, ValueRange{atLane}));
      }
      loaded = vector::FromElementsOp::create(
          builder, at, VectorType::get(vectorType.getShape(), element),
          elements);
    } else if (vectorType)
      loaded = vector::LoadOp::create(
          builder, at, VectorType::get(vectorType.getShape(), element), buf,
          ValueRange{index});
    else
      loaded = memref::LoadOp::create(builder, at, buf, ValueRange{index});
    if (isHalfStorageType(dtype))
      loaded = arith::ExtFOp::create(builder, at, getLoweredType(dtype), loaded);
    return loaded;
  };
  if (!op.getGate())
    return emitLoad(b, l);
  // A gated load touches memory only where its gate holds.
  auto ifOp = scf::IfOp::create(
      b, l, lookup(op.getGate()),
      [&](OpBuilder &builder, Location at) {
        scf::YieldOp::create(builder, at, emitLoad(builder, at));
      },
      [&](OpBuilder &builder, Location at) {
        scf::YieldOp::create(builder, at, lookup(op.getAlt()));
      });
  return ifOp.getResult(0);
}

void KernelConverter::convertStore(StoreOp op) {
  Location l = loc(op);
  Value buf = lookup(op.getBuf());
  Type dtype = op.getValue().getType();
  auto emitStore = [&](OpBuilder &builder, Location at) {
    Value index = arith::IndexCastOp::create(builder, at, builder.getIndexType(),
                                             lookup(op.getIdx()));
    Value value = lookup(op.getValue());
    if (isHalfStorageType(dtype)) {
      Type storage = getScalarDType(dtype);
      if (auto vectorType = dyn_cast<VectorType>(dtype))
        storage = VectorType::get(vectorType.getShape(), storage);
      value = arith::TruncFOp::create(builder, at, storage, value);
    }
    if (auto vectorType = dyn_cast<VectorType>(dtype);
        vectorType && scalarMemoryAccess) {
      for (int64_t lane = 0; lane < vectorType.getNumElements(); ++lane) {
        Value element = vector::ExtractOp::create(builder, at, value,
                                                  ArrayRef<int64_t>{lane});
        Value atLane = arith::AddIOp::create(
            builder, at, index,
            arith::ConstantIndexOp::create(builder, at, lane));
        memref::StoreOp::create(builder, at, element, buf, ValueRange{atLane});
      }
    } else if (isa<VectorType>(dtype))
      vector::StoreOp::create(builder, at, value, buf, ValueRange{index});
    else
      memref::StoreOp::create(builder, at, value, buf, ValueRange{index});
  };
  if (!op.getGate()) {
    emitStore(b, l);
    return;
  }
  scf::IfOp::create(b, l, lookup(op.getGate()),
                    [&](OpBuilder &builder, Location at) {
                      emitStore(builder, at);
                      scf::YieldOp::create(builder, at);
                    });
}

LogicalResult KernelConverter::convertOp(Operation *op) {
  auto unsupported = [&](StringRef why) {
    return op->emitOpError() << why;
  };
  if (isALUOp(op)) {
    Value result = convertALU(op);
    map(op->getResult(0), result);
    return success();
  }
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<DefineGlobalOp, DefineVarOp, SpecialOp, DefineLocalOp>(
          [](auto) { return success(); })
      .Case([&](DefineAccOp acc) {
        // An accumulator over no loop is its initial value; the others are
        // carried by their loops.
        if (acc.getRanges().empty())
          map(acc, arith::ConstantOp::create(
                       b, loc(op),
                       cast<TypedAttr>(getLoweredConstant(acc.getInit(),
                                                          acc.getType()))));
        return success();
      })
      .Case([&](BarrierOp) {
        // Only a GPU kernel keeps its barriers; the CPU splits at them.
        gpu::BarrierOp::create(b, loc(op));
        return success();
      })
      .Case([&](ConstOp constant) {
        map(constant.getResult(),
                    arith::ConstantOp::create(
                        b, loc(op),
                        cast<TypedAttr>(getLoweredConstant(constant.getValue(),
                                                           constant.getType()))));
        return success();
      })
      .Case([&](RangeOp range) { return openLoop(range); })
      .Case([&](EndRangeOp) {
        closeLoop();
        return success();
      })
      .Case([&](IfOp ifOp) -> LogicalResult {
        auto scfIf = scf::IfOp::create(b, loc(op), lookup(ifOp.getGate()),
                                       /*withElseRegion=*/false);
        bodies.emplace_back(op, scfIf);
        b.setInsertionPoint(scfIf.getThenRegion().front().getTerminator());
        return success();
      })
      .Case([&](EndIfOp) {
        Body body = bodies.pop_back_val();
        b.setInsertionPointAfter(body.region);
        return success();
      })
      .Case([&](PhiOp phi) -> LogicalResult {
        Value acc = getAccumulator(phi);
        Value update = lookup(phi.getUpdate());
        if (Value slots = accumulatorSlots.lookup(acc)) {
          Location l = loc(op);
          Value slot = threadSlot(l);
          if (auto gep = phi.getAcc().getDefiningOp<GepOp>())
            update = vector::InsertOp::create(
                b, l, update,
                memref::LoadOp::create(b, l, slots, ValueRange{slot}),
                ArrayRef<int64_t>{gep.getIndexAttr().getInt()});
          memref::StoreOp::create(b, l, update, slots, ValueRange{slot});
          return success();
        }
        for (Body &body : llvm::reverse(bodies)) {
          if (!body.current.count(acc))
            continue;
          if (auto gep = phi.getAcc().getDefiningOp<GepOp>())
            body.current[acc] = vector::InsertOp::create(
                b, loc(op), update, body.current[acc],
                ArrayRef<int64_t>{gep.getIndexAttr().getInt()});
          else
            body.current[acc] = update;
          map(phi.getResult(), update);
          return success();
        }
        return unsupported("updates an accumulator outside the loops that "
                           "carry it");
      })
      .Case([&](GepOp gep) {
        map(gep.getResult(),
                    vector::ExtractOp::create(
                        b, loc(op), lookup(gep.getVector()),
                        ArrayRef<int64_t>{gep.getIndexAttr().getInt()}));
        return success();
      })
      .Case([&](CastOp cast) {
        map(cast.getResult(), convertCast(cast));
        return success();
      })
      .Case([&](BitcastOp bitcast) {
        map(bitcast.getResult(), convertBitcast(bitcast));
        return success();
      })
      .Case([&](LoadOp load) -> LogicalResult {
        map(load.getResult(), convertLoad(load));
        return success();
      })
      .Case([&](StoreOp store) {
        convertStore(store);
        return success();
      })
      .Case([&](NoopOp noop) {
        if (noop.getInput())
          map(noop.getResult(), lookup(noop.getInput()));
        return success();
      })
      .Case([&](UnmulOp) {
        return unsupported("survived simplification; no target lowers it");
      })
      .Case([&](WmmaOp wmma) -> LogicalResult {
        if (!forGPU || scalarMemoryAccess)
          return unsupported("exchanges fragments between the threads of a "
                             "warp: expand it first (uop-expand-wmma)");
        if (!wmma.isHalfFloatM16N8K16())
          return unsupported("'")
                 << wmma.getName()
                 << "' has no NVVM lowering: only CUDA's 8x16x16 "
                    "half->float tile (mma.sync m16n8k16) is implemented";
        FailureOr<SmallVector<int32_t>> workgroup = getStaticWorkgroupSize(
            kernel, wmma, "mma.sync runs on whole warps");
        if (failed(workgroup))
          return failure();
        int64_t threads = (*workgroup)[0] * (*workgroup)[1] * (*workgroup)[2];
        if (threads % 32)
          return unsupported("needs whole warps of 32 threads, but the "
                             "workgroup has ")
                 << threads;
        map(wmma.getResult(), convertWmmaToMmaSync(wmma));
        return success();
      })
      .Default([&](Operation *) { return unsupported("cannot be lowered"); });
}

namespace {
/// A linearized kernel to a `func.func`.
struct KernelToFunc : public OpRewritePattern<KernelOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(KernelOp kernel,
                                PatternRewriter &rewriter) const override {
    OpBuilder detached(kernel.getContext());
    FailureOr<Operation *> func =
        KernelConverter(kernel, detached, /*forGPU=*/false).run();
    if (failed(func))
      return failure();
    rewriter.setInsertionPoint(kernel);
    rewriter.insert(*func);
    rewriter.eraseOp(kernel);
    return success();
  }
};

struct ConvertUOpToSCFPass
    : public uop::impl::ConvertUOpToSCFBase<ConvertUOpToSCFPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateUOpToSCFConversionPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
    // A kernel left in place had an op the CPU path cannot express; the
    // pattern reported it.
    if (!getOperation().getOps<KernelOp>().empty())
      signalPassFailure();
  }
};
} // namespace

void mlir::uop::populateUOpToSCFConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<KernelToFunc>(patterns.getContext());
}

/// The three sizes of a launch, when all are integers; empty otherwise.
static SmallVector<int32_t> getLaunchSize(ArrayAttr sizes) {
  SmallVector<int32_t> result;
  if (!sizes)
    return result;
  for (Attribute size : sizes) {
    auto value = dyn_cast<IntegerAttr>(size);
    if (!value)
      return {};
    result.push_back(value.getInt());
  }
  result.resize(3, 1);
  return result;
}

/// Reports the first op of `kernel` with a dtype that the SPIR-V target
/// cannot hold. SPIR-V's type conversion would silently widen it, which
/// changes the layout of the kernel's buffers.
static LogicalResult checkSPIRVDTypes(KernelOp kernel, bool forVulkan) {
  StringRef target = forVulkan ? "Vulkan" : "OpenCL";
  WalkResult result = kernel.walk([&](Operation *op) {
    for (Type type : op->getResultTypes()) {
      if (auto ptr = dyn_cast<PtrType>(type))
        type = ptr.getElementType();
      if (!isDType(type))
        continue;
      Type scalar = getScalarDType(type);
      if (getLaneCount(type) > 4) {
        op->emitOpError() << "has dtype " << type
                          << ", which cannot be lowered for " << target
                          << ": SPIR-V vectors have at most 4 elements here";
        return WalkResult::interrupt();
      }
      if (scalar.isBF16()) {
        op->emitOpError() << "has dtype " << type
                          << ", which cannot be lowered for " << target
                          << ": the SPIR-V target environment has no "
                             "bfloat16 (SPV_KHR_bfloat16)";
        return WalkResult::interrupt();
      }
      if (scalar.isF16() && !forVulkan) {
        op->emitOpError()
            << "has dtype " << type
            << ", which cannot be lowered for OpenCL: float16 values need "
               "the Float16 capability (cl_khr_fp16), which the OpenCL "
               "profiles that spirv-val checks do not allow";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
/// A linearized kernel to a `gpu.func` kernel in the given `gpu.module`.
struct KernelToGPUFunc : public OpRewritePattern<KernelOp> {
  KernelToGPUFunc(MLIRContext *context, gpu::GPUModuleOp gpuModule,
                  GPUTarget target)
      : OpRewritePattern(context), gpuModule(gpuModule), target(target) {}

  LogicalResult matchAndRewrite(KernelOp kernel,
                                PatternRewriter &rewriter) const override {
    bool forSPIRV = target != GPUTarget::NVVM;
    if (forSPIRV &&
        failed(checkSPIRVDTypes(kernel, target == GPUTarget::SPIRVVulkan)))
      return failure();
    SmallVector<int32_t> blockSize = getLaunchSize(kernel.getLocalSizeAttr());
    SmallVector<int32_t> gridSize = getLaunchSize(kernel.getGlobalSizeAttr());
    if (forSPIRV) {
      // A SPIR-V entry point fixes its workgroup size (LocalSize): it is
      // the thread indices' sizes.
      FailureOr<SmallVector<int32_t>> workgroup = getStaticWorkgroupSize(
          kernel, kernel, "a SPIR-V entry point's LocalSize is fixed");
      if (failed(workgroup))
        return failure();
      if (!blockSize.empty() && blockSize != *workgroup)
        return kernel.emitOpError()
               << "local size [" << blockSize
               << "] differs from its thread indices' sizes [" << *workgroup
               << "]";
      blockSize = *workgroup;
    }
    OpBuilder detached(kernel.getContext());
    KernelConverter converter(kernel, detached, /*forGPU=*/true);
    converter.scalarMemoryAccess = forSPIRV;
    FailureOr<Operation *> func = converter.run();
    if (failed(func))
      return failure();
    rewriter.setInsertionPointToEnd(gpu::GPUModuleOp(gpuModule).getBody());
    rewriter.insert(*func);
    auto gpuFunc = cast<gpu::GPUFuncOp>(*func);
    if (!blockSize.empty())
      gpuFunc.setKnownBlockSizeAttr(rewriter.getDenseI32ArrayAttr(blockSize));
    if (!gridSize.empty())
      gpuFunc.setKnownGridSizeAttr(rewriter.getDenseI32ArrayAttr(gridSize));
    if (kernel.getStrictFloat())
      gpuFunc->setAttr(kStrictFloatAttrName, rewriter.getUnitAttr());
    if (forSPIRV)
      gpuFunc->setAttr(
          spirv::getEntryPointABIAttrName(),
          spirv::getEntryPointABIAttr(rewriter.getContext(), blockSize));
    rewriter.eraseOp(kernel);
    return success();
  }

  gpu::GPUModuleOp gpuModule;
  GPUTarget target;
};

/// Vulkan 1.1 with the storage of 8-, 16- and 64-bit types (lavapipe and
/// current GPUs have them), or OpenCL's SPIR-V 1.2 kernels with 64-bit
/// addresses, integers and floats.
static spirv::TargetEnvAttr getTargetEnv(MLIRContext *context,
                                         bool forVulkan) {
  using spirv::Capability;
  spirv::VerCapExtAttr triple;
  if (forVulkan)
    triple = spirv::VerCapExtAttr::get(
        spirv::Version::V_1_3,
        {Capability::Shader, Capability::Int64, Capability::Int16,
         Capability::Int8, Capability::Float16, Capability::Float64,
         Capability::StorageBuffer16BitAccess,
         Capability::StorageBuffer8BitAccess,
         Capability::SignedZeroInfNanPreserve},
        {spirv::Extension::SPV_KHR_storage_buffer_storage_class,
         spirv::Extension::SPV_KHR_16bit_storage,
         spirv::Extension::SPV_KHR_8bit_storage,
         spirv::Extension::SPV_KHR_float_controls},
        context);
  else
    triple = spirv::VerCapExtAttr::get(
        spirv::Version::V_1_2,
        {Capability::Kernel, Capability::Addresses, Capability::Int64,
         Capability::Int16, Capability::Int8, Capability::Float16Buffer,
         Capability::Float64},
        {}, context);
  return spirv::TargetEnvAttr::get(
      triple, spirv::getDefaultResourceLimits(context),
      forVulkan ? spirv::ClientAPI::Vulkan : spirv::ClientAPI::OpenCL);
}

struct ConvertUOpToGPUPass
    : public uop::impl::ConvertUOpToGPUBase<ConvertUOpToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module.getOps<KernelOp>().empty())
      return;
    GPUTarget target = GPUTarget::NVVM;
    if (spirvClientAPI == "vulkan")
      target = GPUTarget::SPIRVVulkan;
    else if (spirvClientAPI == "opencl")
      target = GPUTarget::SPIRVOpenCL;
    else if (!spirvClientAPI.empty()) {
      module.emitError() << "convert-uop-to-gpu: spirv-client-api '"
                         << spirvClientAPI
                         << "' is not supported; use 'vulkan' or 'opencl'";
      return signalPassFailure();
    }
    OpBuilder builder(module.getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    builder.getUnitAttr());
    if (target != GPUTarget::NVVM)
      module->setAttr(
          spirv::getTargetEnvAttrName(),
          getTargetEnv(&getContext(), target == GPUTarget::SPIRVVulkan));
    builder.setInsertionPointToEnd(module.getBody());
    auto gpuModule =
        gpu::GPUModuleOp::create(builder, module.getLoc(), "kernels");

    RewritePatternSet patterns(&getContext());
    populateUOpToGPUConversionPatterns(patterns, gpuModule, target);
    walkAndApplyPatterns(module, std::move(patterns));
    // A kernel left in place had an op the target cannot express; the
    // pattern reported it.
    if (!module.getOps<KernelOp>().empty())
      signalPassFailure();
  }
};
} // namespace

void mlir::uop::populateUOpToGPUConversionPatterns(
    RewritePatternSet &patterns, gpu::GPUModuleOp gpuModule,
    GPUTarget target) {
  patterns.add<KernelToGPUFunc>(patterns.getContext(), gpuModule, target);
}
