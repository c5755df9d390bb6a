//===- HostCodegen.cpp - object code for the host CPU ---------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "HostCodegen.h"
#include "llvm/Analysis/RuntimeLibcallInfo.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/CodeGen/MachineFunctionPass.h"
#include "llvm/CodeGen/MachineInstrBuilder.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Pass.h"
#include "llvm/PassRegistry.h"

using namespace llvm;

namespace {

/// Keeps LLVM 22's X86CompressEVEX from folding a `vpmov*2m` and the `kmov`
/// of its mask into one `vmovmskp*`. The fold erases the mask's definition
/// even where a later instruction that reads and rewrites the same k register
/// (a `kshiftr` the register allocator gave it) still uses it
/// (llvm/llvm-project#198197, fixed after 22.1): uop-fuzz-diff seed 420398
/// then selected lanes by a stale mask and read past a buffer. Right after
/// each `vpmov*2m`, a `KILL` that redefines the mask as itself emits no
/// code, but the fold takes it for a clobber before any use, and gives up.
/// The cost is the `kmov` the fold would have saved.
class KeepMaskDefinitions : public MachineFunctionPass {
public:
  static char ID;
  KeepMaskDefinitions() : MachineFunctionPass(ID) {}

  StringRef getPassName() const override {
    return "uop: keep vpmov*2m masks from X86CompressEVEX";
  }

  bool runOnMachineFunction(MachineFunction &function) override {
    const TargetInstrInfo &info = *function.getSubtarget().getInstrInfo();
    bool changed = false;
    for (MachineBasicBlock &block : function)
      for (MachineInstr &inst : block) {
        // The fold's opcodes (VPMOVD2MZ128kr, ...) are the x86 backend's
        // own enumerators, which LLVM does not install: matched by name.
        StringRef name = info.getName(inst.getOpcode());
        if (!name.starts_with("VPMOV") || !name.contains("2MZ") ||
            inst.getNumOperands() == 0 || !inst.getOperand(0).isReg() ||
            !inst.getOperand(0).isDef() || inst.getOperand(0).isDead())
          continue;
        Register mask = inst.getOperand(0).getReg();
        BuildMI(block, std::next(inst.getIterator()), inst.getDebugLoc(),
                info.get(TargetOpcode::KILL), mask)
            .addReg(mask);
        changed = true;
      }
    return changed;
  }
};

char KeepMaskDefinitions::ID = 0;

/// The one lane a constant mask enables, where it enables exactly one (an
/// undefined lane counts as off, which a masked store may choose).
static std::optional<unsigned> getSingleEnabledLane(Value *mask) {
  auto *constant = dyn_cast<Constant>(mask);
  auto *type = dyn_cast<FixedVectorType>(mask->getType());
  if (!constant || !type)
    return std::nullopt;
  std::optional<unsigned> enabled;
  for (unsigned lane = 0, e = type->getNumElements(); lane < e; ++lane) {
    Constant *bit = constant->getAggregateElement(lane);
    if (!bit)
      return std::nullopt;
    if (isa<UndefValue>(bit) || bit->isNullValue())
      continue;
    if (enabled)
      return std::nullopt;
    enabled = lane;
  }
  return enabled;
}

/// Stores `value` at element `index` of an array of `elementType` at `base`,
/// which is aligned to `baseAlign`.
static void storeAtElement(IRBuilder<> &b, Value *value, Type *elementType,
                           Value *base, Align baseAlign, unsigned index) {
  uint64_t elementSize = b.GetInsertBlock()
                             ->getDataLayout()
                             .getTypeStoreSize(elementType)
                             .getFixedValue();
  b.CreateAlignedStore(value, b.CreateConstGEP1_64(elementType, base, index),
                       commonAlignment(baseAlign, index * elementSize));
}

/// Stores the one lane of a masked store whose constant mask enables one
/// lane as a plain store. LLVM 22's x86 instruction selection turns such a
/// store of a truncated vector (`trunc <2 x i64>` stored as `<2 x i32>`)
/// into a store of the whole untruncated element, which writes past the
/// lane (llvm/llvm-project#179489, fixed after 22.1): in uop-fuzz-diff seed
/// 520782, loop unrolling left the last, partly masked iteration of a
/// vectorized loop with the mask `<1, 0>`, and the 8-byte store of its lane
/// overwrote the next int32 of the output. The plain store is what the
/// selection means to emit.
static bool storeSingleMaskedLanes(Function &function) {
  SmallVector<std::pair<IntrinsicInst *, unsigned>> found;
  for (Instruction &inst : instructions(function))
    if (auto *call = dyn_cast<IntrinsicInst>(&inst))
      if (call->getIntrinsicID() == Intrinsic::masked_store)
        if (std::optional<unsigned> lane =
                getSingleEnabledLane(call->getArgOperand(2)))
          found.emplace_back(call, *lane);
  for (auto [call, lane] : found) {
    IRBuilder<> b(call);
    Value *vector = call->getArgOperand(0);
    storeAtElement(b, b.CreateExtractElement(vector, lane),
                   cast<VectorType>(vector->getType())->getElementType(),
                   call->getArgOperand(1), call->getParamAlign(1).valueOrOne(),
                   lane);
    call->eraseFromParent();
  }
  return !found.empty();
}

/// Stores a splat vector whose length is not a power of two as splats of
/// power-of-two lengths (24 lanes as 16 and 8). The loop vectorizer makes
/// such stores of a broadcast value stored at several offsets (an
/// interleaved group of 3, as in tinygrad's expand kernels), and LLVM 22's
/// x86 instruction selection builds the odd-length splat from one
/// `vinsertps` per lane, where a power-of-two one is one `vbroadcastss`
/// (tinygrad's C_64_1036_3: 72 `vinsertps` per row). Only byte-sized
/// elements: a vector of `i1` is stored packed.
static bool splitOddLengthSplatStores(Function &function) {
  const DataLayout &layout = function.getDataLayout();
  SmallVector<std::pair<StoreInst *, Value *>> found;
  for (Instruction &inst : instructions(function)) {
    auto *store = dyn_cast<StoreInst>(&inst);
    if (!store || !store->isSimple())
      continue;
    auto *type = dyn_cast<FixedVectorType>(store->getValueOperand()->getType());
    if (!type || isPowerOf2_32(type->getNumElements()) ||
        !layout.typeSizeEqualsStoreSize(type->getElementType()))
      continue;
    if (Value *scalar = getSplatValue(store->getValueOperand()))
      found.emplace_back(store, scalar);
  }
  for (auto [store, scalar] : found) {
    IRBuilder<> b(store);
    unsigned count = cast<FixedVectorType>(store->getValueOperand()->getType())
                         ->getNumElements();
    for (unsigned done = 0; done < count;) {
      unsigned length = llvm::bit_floor(count - done);
      Value *piece = length == 1 ? scalar : b.CreateVectorSplat(length, scalar);
      storeAtElement(b, piece, scalar->getType(), store->getPointerOperand(),
                     store->getAlign(), done);
      done += length;
    }
    store->eraseFromParent();
  }
  return !found.empty();
}

/// The IR rewrites at the head of the x86 code generator, each giving the
/// stores it rewrites the same effect in code LLVM 22 selects correctly or
/// well.
class RewriteStoresForX86 : public FunctionPass {
public:
  static char ID;
  RewriteStoresForX86() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "uop: x86 store rewrites"; }

  bool runOnFunction(Function &function) override {
    bool changed = storeSingleMaskedLanes(function);
    return splitOddLengthSplatStores(function) || changed;
  }
};

char RewriteStoresForX86::ID = 0;

} // namespace

/// The x86 pass that X86CompressEVEX follows, for the guard to go between
/// them once registers are allocated (LLVMInitializeX86Target registers it);
/// none on another target, which needs no guard.
static const PassInfo *findPassBeforeCompressEVEX(TargetMachine &machine) {
  if (!machine.getTargetTriple().isX86())
    return nullptr;
  // A StringRef: a string literal would pick the overload that takes a
  // pass's type id.
  return PassRegistry::getPassRegistry()->getPassInfo(
      StringRef("x86-fixup-vector-constants"));
}

bool mlir::uop::addHostCodegenPasses(legacy::PassManagerBase &pm,
                                     TargetMachine &machine,
                                     raw_pwrite_stream &out) {
  // The library the target's code may call, as llc declares it: without
  // it, the code generator takes the target for one without a C library
  // and expands every memset and memcpy into a loop of byte stores
  // (tinygrad's zero fill of 400 ints took 554 ns against 11 ns).
  const Triple &triple = machine.getTargetTriple();
  pm.add(new TargetLibraryInfoWrapperPass(TargetLibraryInfoImpl(triple)));
  const TargetOptions &options = machine.Options;
  pm.add(new RuntimeLibraryInfoWrapper(
      triple, options.ExceptionModel, options.FloatABIType, options.EABIVersion,
      options.MCOptions.ABIName));
  const PassInfo *before = findPassBeforeCompressEVEX(machine);
  if (!before)
    return machine.addPassesToEmitFile(pm, out, nullptr,
                                       CodeGenFileType::ObjectFile);
  pm.add(new RewriteStoresForX86());
  // TargetMachine::addPassesToEmitFile, with the guard inserted.
  auto *moduleInfo = new MachineModuleInfoWrapperPass(&machine);
  TargetPassConfig *config = machine.createPassConfig(pm);
  // As addPassesToEmitFile's default: the IR is verified where it is made.
  config->setDisableVerify(true);
  pm.add(config);
  pm.add(moduleInfo);
  config->insertPass(before->getTypeInfo(), new KeepMaskDefinitions());
  if (config->addISelPasses())
    return true;
  config->addMachinePasses();
  config->setInitialized();
  if (machine.addAsmPrinter(pm, out, nullptr, CodeGenFileType::ObjectFile,
                            moduleInfo->getMMI().getContext()))
    return true;
  pm.add(createFreeMachineFunctionPass());
  return false;
}
