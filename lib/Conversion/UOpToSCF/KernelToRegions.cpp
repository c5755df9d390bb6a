//===- KernelToRegions.cpp - a linear schedule as nested regions ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The linearized form is a flat schedule with range/endrange and if/endif
// markers; it becomes nested scf.for/scf.if regions in one walk, keeping a
// stack of open bodies. Accumulators are the iter_args of the loops they
// name; a phi gives the value a body yields for its accumulator. Every
// other op is cloned into the regions with its uop types, for the op
// patterns to lower.
//
//===----------------------------------------------------------------------===//

#include "KernelStructure.h"
#include "uop/Dialect/UOp/Analysis/IntegerRanges.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::uop;
using namespace mlir::uop::detail;

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

Value KernelStructureBuilder::createInit(Location l, Attribute init,
                                         Type type) {
  return ConstOp::create(b, l, type, cast<TypedAttr>(init));
}

Value KernelStructureBuilder::materializeSize(Attribute size, Location l) {
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

Value KernelStructureBuilder::toIndex(Value value) {
  return arith::IndexCastOp::create(b, value.getLoc(), b.getIndexType(),
                                    value);
}

scf::ForOp KernelStructureBuilder::createRangeLoop(RangeOp range,
                                                   ValueRange inits) {
  auto bound = [&](Value value) -> Value {
    if (auto constant = value.getDefiningOp<ConstOp>())
      return arith::ConstantOp::create(b, value.getLoc(),
                                       cast<IntegerAttr>(constant.getValue()));
    return lookup(value);
  };
  Location l = range.getLoc();
  auto loop = scf::ForOp::create(
      b, l, bound(range.getStart()), bound(range.getEnd()),
      arith::ConstantIntOp::create(b, l, range.getType(), 1), inits);
  map(range.getResult(), loop.getInductionVar());
  return loop;
}

Value KernelStructureBuilder::toLowered(Value value) {
  Type lowered = getLoweredType(value.getType());
  if (lowered == value.getType())
    return value;
  return UnrealizedConversionCastOp::create(b, value.getLoc(), lowered, value)
      .getResult(0);
}

Value KernelStructureBuilder::fromLowered(Value lowered, Type dtype) {
  if (lowered.getType() == dtype)
    return lowered;
  return UnrealizedConversionCastOp::create(b, lowered.getLoc(), dtype, lowered)
      .getResult(0);
}

Value KernelStructureBuilder::lookup(Value value) {
  if (Value slot = loadAccumulatorSlot(value))
    return slot;
  Value converted = mapping.lookup(value);
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
  if (Value spill = spills.lookup(value); spill && phase >= 0) {
    Location l = value.getLoc();
    map(value,
        fromLowered(memref::LoadOp::create(b, l, spill,
                                           ValueRange{threadSlot(l)}),
                    value.getType()));
  } else {
    (void)convertOp(value.getDefiningOp());
  }
  if (phase >= 0)
    phaseEntryTail = &*std::prev(b.getInsertionPoint());
  b.restoreInsertionPoint(here);
  return mapping.lookup(value);
}

void KernelStructureBuilder::cloneOp(Operation *op) {
  SmallVector<Value> operands;
  for (Value operand : op->getOperands())
    operands.push_back(isa<TokenType>(operand.getType()) && !isa<BarrierOp>(op)
                           ? Value()
                           : lookup(operand));
  Operation *clone = b.clone(*op);
  for (auto [i, operand] : llvm::enumerate(operands))
    if (operand)
      clone->setOperand(i, operand);
  // What a load follows is the schedule's order, which the regions keep.
  if (auto load = dyn_cast<LoadOp>(clone))
    load.getDepMutable().clear();
  for (auto [from, to] : llvm::zip(op->getResults(), clone->getResults()))
    map(from, to);
}

FailureOr<FunctionOpInterface> KernelStructureBuilder::run() {
  Block &block = kernel.getBodyBlock();
  if (!kernel.getLinear())
    return kernel.emitOpError("must be linearized (uop-linearize) first");

  for (auto acc : block.getOps<DefineAccOp>())
    for (Value range : acc.getRanges())
      accsOfRange[range.getDefiningOp()].push_back(acc);
  // Arguments: buffers by index, then variables, with their uop types.
  KernelSignature signature = getKernelSignature(kernel);
  DenseMap<int64_t, Type> bufferTypes;
  for (auto global : block.getOps<DefineGlobalOp>())
    bufferTypes[global.getIndexAttr().getInt()] = global.getType();
  SmallVector<Type> argTypes;
  for (int64_t index : signature.bufferIndices)
    argTypes.push_back(bufferTypes.lookup(index));
  SmallVector<StringRef> varNames;
  for (VarAttr var : signature.vars) {
    varNames.push_back(var.getName());
    argTypes.push_back(b.getI32Type());
  }
  if (target != KernelTarget::CPU)
    return runForGPU(argTypes, signature.bufferIndices, varNames);

  auto func = func::FuncOp::create(b, kernel.getLoc(), kernel.getSymName(),
                                   b.getFunctionType(argTypes, {}));
  Block *entry = func.addEntryBlock();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  mapArguments(entry, signature.bufferIndices, varNames);
  SmallVector<SpecialOp> specials(block.getOps<SpecialOp>());

  bool cooperating = llvm::any_of(block, [](Operation &op) {
    return isa<BarrierOp, DefineLocalOp>(op);
  });
  if (cooperating) {
    if (failed(convertWithPhases(specials))) {
      func.erase();
      return failure();
    }
    func::ReturnOp::create(b, kernel.getLoc());
    return cast<FunctionOpInterface>(func.getOperation());
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
  return cast<FunctionOpInterface>(func.getOperation());
}

Operation *KernelStructureBuilder::openGrid(ArrayRef<SpecialOp> specials,
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

void KernelStructureBuilder::mapArguments(Block *entry,
                                          ArrayRef<int64_t> argIndex,
                                          ArrayRef<StringRef> varNames) {
  for (auto global : kernel.getBodyBlock().getOps<DefineGlobalOp>())
    map(global.getResult(),
        entry->getArgument(llvm::find(argIndex,
                                      global.getIndexAttr().getInt()) -
                           argIndex.begin()));
  for (auto [position, name] : llvm::enumerate(varNames))
    varArguments[name] = entry->getArgument(argIndex.size() + position);
  for (auto var : kernel.getBodyBlock().getOps<DefineVarOp>())
    map(var.getResult(), varArguments.lookup(var.getVar().getName()));
}

FailureOr<FunctionOpInterface> KernelStructureBuilder::runForGPU(
    ArrayRef<Type> argTypes, ArrayRef<int64_t> argIndex,
    ArrayRef<StringRef> varNames) {
  Block &block = kernel.getBodyBlock();
  auto func = gpu::GPUFuncOp::create(b, kernel.getLoc(), kernel.getSymName(),
                                     b.getFunctionType(argTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  Block *entry = &func.getBody().front();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(entry);
  mapArguments(entry, argIndex, varNames);
  // Local memory, then the thread indices, as the kernel's first ops.
  for (auto local : block.getOps<DefineLocalOp>())
    cloneOp(local);
  for (auto special : block.getOps<SpecialOp>())
    cloneOp(special);
  for (Operation &op : block.without_terminator()) {
    if (isa<DefineLocalOp, SpecialOp>(op))
      continue;
    if (failed(convertOp(&op))) {
      func.erase();
      return failure();
    }
  }
  gpu::ReturnOp::create(b, kernel.getLoc());
  return cast<FunctionOpInterface>(func.getOperation());
}

LogicalResult KernelStructureBuilder::openLoop(RangeOp range) {
  Location l = range.getLoc();
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
    if (!init)
      init = createInit(l, acc.getDefiningOp<DefineAccOp>().getInit(),
                        acc.getType());
    inits.push_back(init);
  }
  scf::ForOp forOp = createRangeLoop(range, inits);
  Body body(range, forOp, accs);
  // The body's yield comes with its end marker.
  if (!forOp.getBody()->empty())
    forOp.getBody()->getTerminator()->erase();
  b.setInsertionPointToEnd(forOp.getBody());
  for (auto [acc, iterArg] : llvm::zip(accs, forOp.getRegionIterArgs())) {
    body.current[acc] = iterArg;
    map(acc, iterArg);
  }
  bodies.push_back(std::move(body));
  return success();
}

void KernelStructureBuilder::closeLoop() {
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

LogicalResult KernelStructureBuilder::convertOp(Operation *op) {
  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      // Arguments, and thread indices and local memory: the grid, the
      // phases or the GPU function's entry map them.
      .Case<DefineGlobalOp, DefineVarOp, SpecialOp, DefineLocalOp>(
          [](auto) { return success(); })
      .Case([&](DefineAccOp acc) {
        // An accumulator over no loop is its initial value; the others are
        // carried by their loops.
        if (acc.getRanges().empty())
          map(acc, createInit(acc.getLoc(), acc.getInit(), acc.getType()));
        return success();
      })
      .Case([&](RangeOp range) { return openLoop(range); })
      .Case([&](EndRangeOp) {
        closeLoop();
        return success();
      })
      .Case([&](IfOp ifOp) {
        auto scfIf = scf::IfOp::create(b, ifOp.getLoc(),
                                       lookup(ifOp.getGate()),
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
        // A phi of a constant is its update, as it folds.
        if (!acc) {
          map(phi.getResult(), update);
          return success();
        }
        if (storeAccumulatorSlot(phi, update))
          return success();
        for (Body &body : llvm::reverse(bodies)) {
          if (!body.current.count(acc))
            continue;
          if (auto gep = phi.getAcc().getDefiningOp<GepOp>())
            body.current[acc] = vector::InsertOp::create(
                b, phi.getLoc(), update, body.current[acc],
                ArrayRef<int64_t>{gep.getIndexAttr().getInt()});
          else
            body.current[acc] = update;
          map(phi.getResult(), update);
          return success();
        }
        return phi.emitOpError(
            "updates an accumulator outside the loops that carry it");
      })
      .Case([&](NoopOp noop) {
        // A noop without an input only orders the schedule.
        if (noop.getInput())
          cloneOp(noop);
        return success();
      })
      .Case([&](UnmulOp unmul) {
        return unmul.emitOpError(
            "survived simplification; no target lowers it");
      })
      .Case([&](WmmaOp wmma) -> LogicalResult {
        if (target != KernelTarget::NVVM)
          return wmma.emitOpError("exchanges fragments between the threads "
                                  "of a warp: expand it first "
                                  "(uop-expand-wmma)");
        cloneOp(wmma);
        return success();
      })
      .Default([&](Operation *) {
        cloneOp(op);
        return success();
      });
}

/// The three sizes of a launch, when all are integers; empty otherwise.
static SmallVector<int32_t> getStaticLaunchSize(ArrayRef<Attribute> sizes) {
  SmallVector<int32_t> result;
  if (sizes.empty())
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

/// Fails, naming them, unless the dialects the structure is built of are
/// loaded: creating an op of a dialect that is not is an error, not a
/// crash.
static LogicalResult checkDialectsLoaded(KernelOp kernel, KernelTarget target) {
  MLIRContext *context = kernel.getContext();
  SmallVector<StringRef> needed = {"arith", "llvm", "memref", "scf", "vector"};
  needed.push_back(target == KernelTarget::CPU ? "func" : "gpu");
  SmallVector<StringRef> missing = llvm::filter_to_vector(
      needed, [&](StringRef name) { return !context->getLoadedDialect(name); });
  if (missing.empty())
    return success();
  return kernel.emitOpError()
         << "cannot be structured: the dialects '"
         << llvm::join(missing, "', '")
         << "' are not loaded (a pass that calls convertKernelToRegions "
            "declares them as dependent dialects)";
}

/// Whether `op` (an add, sub or mul) cannot wrap when its operands are in
/// `lhs` and `rhs`: the exact results at the corners of the operands'
/// ranges, which bound every other, fit the signed type.
static bool cannotWrapSigned(Operation *op, const ConstantIntRanges &lhs,
                             const ConstantIntRanges &rhs) {
  bool overflow = false;
  auto compute = [&](const APInt &a, const APInt &b) {
    bool corner = false;
    if (isa<AddOp>(op))
      (void)a.sadd_ov(b, corner);
    else if (isa<SubOp>(op))
      (void)a.ssub_ov(b, corner);
    else
      (void)a.smul_ov(b, corner);
    overflow |= corner;
  };
  for (const APInt &a : {lhs.smin(), lhs.smax()})
    for (const APInt &b : {rhs.smin(), rhs.smax()})
      compute(a, b);
  return !overflow;
}

/// Marks with kNoSignedWrapAttrName the signed integer adds, subs and muls
/// of `kernel` that its integer ranges prove cannot wrap.
static void markNoSignedWrap(KernelOp kernel) {
  DenseMap<Value, ConstantIntRanges> ranges = computeIntegerRanges(kernel);
  kernel.walk([&](Operation *op) {
    if (!isa<AddOp, SubOp, MulOp>(op))
      return;
    auto type = dyn_cast<IntegerType>(op->getResult(0).getType());
    if (!type || type.getWidth() == 1 || type.isUnsigned())
      return;
    if (cannotWrapSigned(op, lookupIntegerRange(ranges, op->getOperand(0)),
                         lookupIntegerRange(ranges, op->getOperand(1))))
      op->setAttr(kNoSignedWrapAttrName, UnitAttr::get(op->getContext()));
  });
}

FailureOr<FunctionOpInterface>
mlir::uop::convertKernelToRegions(KernelOp kernel, KernelTarget target,
                                  gpu::GPUModuleOp gpuModule) {
  if (failed(checkDialectsLoaded(kernel, target)))
    return failure();
  if (target != KernelTarget::CPU && !gpuModule)
    return kernel.emitOpError(
        "cannot be structured for a GPU target without a gpu.module to "
        "hold its function");
  bool forSPIRV =
      target == KernelTarget::SPIRVVulkan || target == KernelTarget::SPIRVOpenCL;
  KernelLaunchSizes launch = getKernelLaunchSizes(kernel);
  SmallVector<int32_t> blockSize = getStaticLaunchSize(launch.local);
  SmallVector<int32_t> gridSize = getStaticLaunchSize(launch.global);
  if (forSPIRV) {
    // A SPIR-V entry point fixes its workgroup size (LocalSize): it is the
    // thread indices' sizes.
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

  if (target == KernelTarget::CPU)
    markNoSignedWrap(kernel);
  OpBuilder detached(kernel.getContext());
  FailureOr<FunctionOpInterface> function =
      KernelStructureBuilder(kernel, detached, target).run();
  if (failed(function))
    return failure();
  if (target == KernelTarget::CPU) {
    kernel->getBlock()->getOperations().insert(kernel->getIterator(),
                                               *function);
    if (!kernel.getStrictFloat())
      (*function)->setAttr(kContractFloatAttrName,
                           UnitAttr::get(kernel.getContext()));
    kernel.erase();
    return function;
  }
  gpuModule.getBody()->getOperations().insert(
      gpuModule.getBody()->without_terminator().end(), *function);
  auto gpuFunc = cast<gpu::GPUFuncOp>(*function);
  Builder builder(kernel.getContext());
  if (!blockSize.empty())
    gpuFunc.setKnownBlockSizeAttr(builder.getDenseI32ArrayAttr(blockSize));
  if (!gridSize.empty())
    gpuFunc.setKnownGridSizeAttr(builder.getDenseI32ArrayAttr(gridSize));
  if (kernel.getStrictFloat())
    gpuFunc->setAttr(kStrictFloatAttrName, builder.getUnitAttr());
  if (forSPIRV)
    gpuFunc->setAttr(
        spirv::getEntryPointABIAttrName(),
        spirv::getEntryPointABIAttr(kernel.getContext(), blockSize));
  kernel.erase();
  return function;
}
