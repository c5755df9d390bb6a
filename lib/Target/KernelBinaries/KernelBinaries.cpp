//===- KernelBinaries.cpp - what devices run, from lowered modules --------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Target/KernelBinaries.h"
#include "HostCodegen.h"
#include "X86FloatToInt.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Target/SPIRV/Serialization.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "uop/Runtime/Devices.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace mlir;

/// The one op of type `OpTy` in `op`, or an error on `op` naming `what`.
template <typename OpTy>
static FailureOr<OpTy> findOne(Operation *op, StringRef what,
                               StringRef pipeline) {
  SmallVector<OpTy> found;
  op->walk([&](OpTy inner) { found.push_back(inner); });
  if (found.size() != 1)
    return op->emitError() << "expected one " << what << " (the output of "
                           << pipeline << "), found " << found.size();
  return found.front();
}

LogicalResult mlir::uop::writeSPIRVBinary(Operation *op, raw_ostream &os) {
  FailureOr<spirv::ModuleOp> module =
      findOne<spirv::ModuleOp>(op, "spirv.module", "uop-to-spirv");
  if (failed(module))
    return failure();
  SmallVector<uint32_t> binary;
  if (failed(spirv::serialize(*module, binary)))
    return failure();
  os.write(reinterpret_cast<const char *>(binary.data()),
           binary.size() * sizeof(uint32_t));
  return success();
}

LogicalResult mlir::uop::writeGPUObject(Operation *op, raw_ostream &os) {
  FailureOr<gpu::BinaryOp> binary =
      findOne<gpu::BinaryOp>(op, "gpu.binary", "uop-to-nvvm");
  if (failed(binary))
    return failure();
  ArrayAttr objects = binary->getObjects();
  if (objects.size() != 1)
    return binary->emitError() << "expected one object, found "
                               << objects.size();
  auto object = cast<gpu::ObjectAttr>(objects[0]);
  StringRef text = object.getObject().getValue();
  // MLIR links libdevice only where it finds the CUDA toolkit; without it the
  // math functions stay external, and the module would fail to load.
  if (object.getFormat() == gpu::CompilationTarget::Assembly) {
    SmallVector<StringRef> lines;
    text.split(lines, '\n');
    for (StringRef line : lines) {
      line = line.trim();
      if (!line.consume_front(".extern .func"))
        continue;
      StringRef name = line.split('(').second.split(')').second.trim();
      name = name.take_while([](char c) { return llvm::isAlnum(c) || c == '_'; });
      return binary->emitError()
             << "the PTX calls '" << name
             << "', which was not linked: the math functions come from "
                "CUDA's libdevice, which MLIR links only where it finds the "
                "CUDA toolkit (set CUDA_HOME)";
    }
  }
  os << text;
  return success();
}

/// Rewrites an unsigned-to-float conversion from an integer wider than the
/// float (u64 to f32, say) as signed ones, which give the same value.
///
/// LLVM 22's SLP vectorizer narrows such a conversion of a sign-extended
/// value to the float's width, `uitofp (sext i8 x to i64)` becoming
/// `uitofp (sext i8 x to i32)`, which is wrong for every negative `x`
/// (found by uop-fuzz-diff, seed 91078). A non-negative value converts as
/// signed; a larger one is halved first, keeping its lowest bit as a
/// sticky bit so the halved value rounds as the whole one does, and the
/// result doubled, which is exact.
static void expandNarrowingUnsignedToFloat(llvm::UIToFPInst *conversion) {
  llvm::IRBuilder<> b(conversion);
  llvm::Value *x = conversion->getOperand(0);
  llvm::Type *intType = x->getType();
  llvm::Value *isLarge =
      b.CreateICmpSLT(x, llvm::Constant::getNullValue(intType));
  llvm::Value *one = llvm::ConstantInt::get(intType, 1);
  llvm::Value *halved = b.CreateOr(b.CreateLShr(x, one), b.CreateAnd(x, one));
  llvm::Value *converted = b.CreateSIToFP(b.CreateSelect(isLarge, halved, x),
                                          conversion->getDestTy());
  llvm::Value *result = b.CreateSelect(
      isLarge, b.CreateFAdd(converted, converted), converted);
  conversion->replaceAllUsesWith(result);
  result->takeName(conversion);
  conversion->eraseFromParent();
}

/// Rewrites an `llvm.maxnum` (`llvm.minnum`) as `llvm.maximumnum`
/// (`llvm.minimumnum`), the IEEE 754-2019 operation: the same value, the
/// other operand where one is NaN, and +0 above -0 where maxnum may give
/// either.
///
/// LLVM 22's loop vectorizer vectorizes a maxnum reduction without
/// fast-math flags with a check for NaN inputs, and where it finds none it
/// skips the scalar loop that should run the iterations left over (a
/// 5-iteration max ran 4: uop-fuzz-diff seeds 130109 and 132135; LLVM issue
/// 209159). maximumnum reductions take another path.
static void useMinMaxNumber(llvm::IntrinsicInst *call) {
  llvm::IRBuilder<> b(call);
  llvm::Value *result = b.CreateBinaryIntrinsic(
      call->getIntrinsicID() == llvm::Intrinsic::maxnum
          ? llvm::Intrinsic::maximumnum
          : llvm::Intrinsic::minimumnum,
      call->getArgOperand(0), call->getArgOperand(1));
  call->replaceAllUsesWith(result);
  result->takeName(call);
  call->eraseFromParent();
}

/// Keeps LLVM 22's optimizer off the two miscompilations above: one walk
/// finds the instructions, which are then rewritten.
static void avoidLLVMMiscompilations(llvm::Module &module) {
  SmallVector<llvm::Instruction *> found;
  for (llvm::Function &function : module)
    for (llvm::Instruction &inst : llvm::instructions(function)) {
      if (auto *conversion = dyn_cast<llvm::UIToFPInst>(&inst))
        if (conversion->getSrcTy()->getScalarSizeInBits() >
            conversion->getDestTy()->getScalarSizeInBits())
          found.push_back(conversion);
      if (auto *call = dyn_cast<llvm::IntrinsicInst>(&inst))
        if (call->getIntrinsicID() == llvm::Intrinsic::maxnum ||
            call->getIntrinsicID() == llvm::Intrinsic::minnum)
          found.push_back(call);
    }
  for (llvm::Instruction *inst : found) {
    if (auto *conversion = dyn_cast<llvm::UIToFPInst>(inst))
      expandNarrowingUnsignedToFloat(conversion);
    else
      useMinMaxNumber(cast<llvm::IntrinsicInst>(inst));
  }
}

/// Whether a function of `module` has a loop inside another.
static bool hasLoopNest(llvm::Module &module) {
  return llvm::any_of(module, [](llvm::Function &function) {
    if (function.isDeclaration())
      return false;
    llvm::LoopInfo loops{llvm::DominatorTree(function)};
    return llvm::any_of(
        loops, [](llvm::Loop *loop) { return !loop->getSubLoops().empty(); });
  });
}

/// Whether every vector gather of `module` runs once, outside all loops,
/// for a loop that reuses what it gathered.
static bool hasOnlyHoistedGathers(llvm::Module &module) {
  for (llvm::Function &function : module) {
    std::optional<llvm::LoopInfo> loops;
    for (llvm::Instruction &inst : llvm::instructions(function)) {
      auto *call = dyn_cast<llvm::IntrinsicInst>(&inst);
      if (!call || call->getIntrinsicID() != llvm::Intrinsic::masked_gather)
        continue;
      if (!loops)
        loops.emplace(llvm::DominatorTree(function));
      auto inLoop = [&](llvm::User *user) {
        return loops->getLoopFor(cast<llvm::Instruction>(user)->getParent());
      };
      if (inLoop(call) || llvm::none_of(call->users(), inLoop))
        return false;
    }
  }
  return true;
}

/// The trips assumed for a loop whose count ScalarEvolution cannot bound.
static constexpr unsigned kUnknownTrips = 16;

/// What running `module` once costs by `machine`'s cost model, with the C
/// library `libraryInfo`: the reciprocal throughput of each instruction,
/// times the trip counts of the loops around it.
static double estimateRunCost(llvm::Module &module,
                              llvm::TargetMachine &machine,
                              const llvm::TargetLibraryInfoImpl &libraryInfo) {
  double total = 0;
  for (llvm::Function &function : module) {
    if (function.isDeclaration())
      continue;
    llvm::DominatorTree dominators(function);
    llvm::LoopInfo loops(dominators);
    llvm::AssumptionCache assumptions(function);
    llvm::TargetLibraryInfo library(libraryInfo, &function);
    llvm::ScalarEvolution evolution(function, library, assumptions, dominators,
                                    loops);
    llvm::TargetTransformInfo costs = machine.getTargetTransformInfo(function);
    for (llvm::BasicBlock &block : function) {
      double runs = 1;
      for (llvm::Loop *loop = loops.getLoopFor(&block); loop;
           loop = loop->getParentLoop()) {
        unsigned trips = evolution.getSmallConstantTripCount(loop);
        if (trips == 0)
          trips = evolution.getSmallConstantMaxTripCount(loop);
        runs *= trips == 0 ? kUnknownTrips : trips;
      }
      for (llvm::Instruction &inst : block) {
        llvm::InstructionCost cost = costs.getInstructionCost(
            &inst, llvm::TargetTransformInfo::TCK_RecipThroughput);
        if (cost.isValid())
          total += runs * double(cost.getValue());
      }
    }
  }
  return total;
}

/// The C library of `triple` with, on x86-64 hosts with AVX2 where glibc's
/// libmvec loads, libmvec's vector functions for the vectorizers: those
/// LLVM knows (exp, log, pow, sin, cos, tan) and exp2 and log2 (glibc 2.35),
/// which LLVM 22's table lacks and tinygrad's kernels call most. A loop of
/// scalar exp2f calls runs about 4 ns per element (softmax over 1M
/// elements); the CPU device loads libmvec for the calls.
static std::unique_ptr<llvm::TargetLibraryInfoImpl>
createHostLibraryInfo(const llvm::Triple &triple,
                      const llvm::SubtargetFeatures &features) {
  auto libraryInfo = std::make_unique<llvm::TargetLibraryInfoImpl>(triple);
  if (!triple.isX86() || !triple.isArch64Bit() ||
      !llvm::is_contained(features.getFeatures(), "+avx2") ||
      !llvm::sys::DynamicLibrary::getPermanentLibrary(
           ::uop::runtime::kCPUVectorMathLibrary)
           .isValid())
    return libraryInfo;
  libraryInfo->addVectorizableFunctionsFromVecLib(llvm::VectorLibrary::LIBMVEC,
                                                  triple);
  auto fixed = [](unsigned lanes) {
    return llvm::ElementCount::getFixed(lanes);
  };
  static const llvm::VecDesc kBase2[] = {
      {"exp2f", "_ZGVbN4v_exp2f", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"exp2f", "_ZGVdN8v_exp2f", fixed(8), false, "_ZGV_LLVM_N8v", {}},
      {"llvm.exp2.f32", "_ZGVbN4v_exp2f", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"llvm.exp2.f32", "_ZGVdN8v_exp2f", fixed(8), false, "_ZGV_LLVM_N8v", {}},
      {"exp2", "_ZGVbN2v_exp2", fixed(2), false, "_ZGV_LLVM_N2v", {}},
      {"exp2", "_ZGVdN4v_exp2", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"llvm.exp2.f64", "_ZGVbN2v_exp2", fixed(2), false, "_ZGV_LLVM_N2v", {}},
      {"llvm.exp2.f64", "_ZGVdN4v_exp2", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"log2f", "_ZGVbN4v_log2f", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"log2f", "_ZGVdN8v_log2f", fixed(8), false, "_ZGV_LLVM_N8v", {}},
      {"llvm.log2.f32", "_ZGVbN4v_log2f", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"llvm.log2.f32", "_ZGVdN8v_log2f", fixed(8), false, "_ZGV_LLVM_N8v", {}},
      {"log2", "_ZGVbN2v_log2", fixed(2), false, "_ZGV_LLVM_N2v", {}},
      {"log2", "_ZGVdN4v_log2", fixed(4), false, "_ZGV_LLVM_N4v", {}},
      {"llvm.log2.f64", "_ZGVbN2v_log2", fixed(2), false, "_ZGV_LLVM_N2v", {}},
      {"llvm.log2.f64", "_ZGVdN4v_log2", fixed(4), false, "_ZGV_LLVM_N4v", {}},
  };
  libraryInfo->addVectorizableFunctions(kBase2);
  return libraryInfo;
}

/// Optimizes `module` at `optLevel` (0 to 3) for `machine` with LLVM's
/// default pipeline, as MLIR's makeOptimizingTransformer does, the
/// vectorizers calling what `libraryInfo` offers.
static llvm::Error
runDefaultPipeline(llvm::Module &module, llvm::TargetMachine &machine,
                   unsigned optLevel,
                   const llvm::TargetLibraryInfoImpl &libraryInfo) {
  static const llvm::OptimizationLevel kLevels[] = {
      llvm::OptimizationLevel::O0, llvm::OptimizationLevel::O1,
      llvm::OptimizationLevel::O2, llvm::OptimizationLevel::O3};
  if (optLevel >= std::size(kLevels))
    return llvm::createStringError("invalid optimization level " +
                                   llvm::Twine(optLevel));
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager callGraph;
  llvm::ModuleAnalysisManager modules;
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = tuning.LoopInterleaving = true;
  tuning.LoopVectorization = tuning.SLPVectorization = true;
  // LLVM's own instrumentation, as `opt` registers it: a tool's
  // `--time-passes`, `--print-after=<pass>` or `--print-changed` then show
  // this pipeline.
  llvm::PassInstrumentationCallbacks callbacks;
  llvm::StandardInstrumentations instrumentations(module.getContext(),
                                                  /*DebugLogging=*/false);
  instrumentations.registerCallbacks(callbacks, &modules);
  llvm::PassBuilder builder(&machine, tuning, /*PGOOpt=*/std::nullopt,
                            &callbacks);
  // Before the builder registers the default library for the triple.
  functions.registerPass(
      [&] { return llvm::TargetLibraryAnalysis(libraryInfo); });
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(callGraph);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, callGraph, modules);
  if (machine.getTargetTriple().isX86()) {
    callbacks.addClassToPassName(mlir::uop::X86FloatToIntPass::name(),
                                 "uop-x86-float-to-int");
    builder.registerOptimizerLastEPCallback([&](llvm::ModulePassManager &pm,
                                                llvm::OptimizationLevel,
                                                llvm::ThinOrFullLTOPhase) {
      pm.addPass(llvm::createModuleToFunctionPassAdaptor(
          mlir::uop::X86FloatToIntPass(machine)));
    });
  }
  builder.buildPerModuleDefaultPipeline(kLevels[optLevel]).run(module, modules);
  return llvm::Error::success();
}

/// Optimizes `module` at `optLevel` for `machine` and the C library
/// `library`, the machine disfavouring gathers if `gatherFeatures` (the
/// same target features without that preference) is not empty. LLVM's loop
/// vectorizer weighs a loop with gathers against that loop run scalar, not
/// against what the SLP vectorizer makes of the inner loops it unrolled:
/// tinygrad's `E_10_10_10` (log_softmax) gathers
/// ten strided columns, 11x slower than the contiguous rows SLP loads
/// without gathers. Elsewhere gathers are what vectorizes a reduction (max
/// pooling's `r_16_5_5_5_5n1` runs 3.8x faster with them), and a gather
/// that LICM hoists out of every loop runs once: tinygrad's einsum
/// `r_30_15_20` reads a column of 15 strided elements per row of its inner
/// loop, the same for every outer iteration, which one vector loop with
/// hoisted gathers runs 9x faster than the scalar loop. Such choices need a
/// loop around the vectorized one, so a module with a loop nest is first
/// optimized with gathers allowed, and kept if they are all hoisted (or
/// there are none); otherwise it is optimized without them too, and the
/// version LLVM's cost model, weighted by trip counts, finds cheaper kept.
static llvm::Error
optimizeHostModule(std::unique_ptr<llvm::Module> &module,
                   llvm::TargetMachine &machine, unsigned optLevel,
                   StringRef gatherFeatures,
                   const llvm::TargetLibraryInfoImpl &library) {
  auto optimize = [&](llvm::Module *toOptimize) {
    return runDefaultPipeline(*toOptimize, machine, optLevel, library);
  };
  if (!gatherFeatures.empty() && hasLoopNest(*module)) {
    std::unique_ptr<llvm::Module> withGathers = llvm::CloneModule(*module);
    for (llvm::Function &function : *withGathers)
      if (!function.isDeclaration())
        function.addFnAttr("target-features", gatherFeatures);
    if (llvm::Error err = optimize(withGathers.get()))
      return err;
    if (hasOnlyHoistedGathers(*withGathers)) {
      module = std::move(withGathers);
      return llvm::Error::success();
    }
    if (llvm::Error err = optimize(module.get()))
      return err;
    if (estimateRunCost(*withGathers, machine, library) <
        estimateRunCost(*module, machine, library))
      module = std::move(withGathers);
    return llvm::Error::success();
  }
  return optimize(module.get());
}

LogicalResult mlir::uop::addPackedEntryPoint(ModuleOp module,
                                             bool exportKernel) {
  SmallVector<LLVM::LLVMFuncOp> kernels;
  for (auto func : module.getOps<LLVM::LLVMFuncOp>())
    if (!func.isExternal() && !func.getName().starts_with("__"))
      kernels.push_back(func);
  if (kernels.size() != 1)
    return module.emitError() << "expected one kernel function, found "
                              << kernels.size();
  LLVM::LLVMFuncOp kernel = kernels.front();
  MLIRContext *context = module.getContext();
  Location loc = kernel.getLoc();
  auto ptr = LLVM::LLVMPointerType::get(context);
  Type i64 = IntegerType::get(context, 64), i32 = IntegerType::get(context, 32);
  OpBuilder b(context);
  b.setInsertionPointToEnd(module.getBody());
  auto entry = LLVM::LLVMFuncOp::create(
      b, loc, (kernel.getName() + "_uop").str(),
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                  {ptr, ptr, ptr}));
  Block *block = entry.addEntryBlock(b);
  b.setInsertionPointToStart(block);
  auto element = [&](Value array, Type type, int64_t index) -> Value {
    Value at = LLVM::GEPOp::create(b, loc, ptr, type, array,
                                   ArrayRef<LLVM::GEPArg>{index});
    return LLVM::LoadOp::create(b, loc, type, at);
  };
  Value zero = LLVM::ConstantOp::create(b, loc, i64, 0);
  Value one = LLVM::ConstantOp::create(b, loc, i64, 1);
  SmallVector<Value> args;
  ArrayRef<Type> params = kernel.getFunctionType().getParams();
  int64_t buffer = 0, var = 0;
  for (size_t i = 0; i < params.size();) {
    if (isa<LLVM::LLVMPointerType>(params[i]) && i + 5 <= params.size()) {
      // tinygrad's buffers never alias (its C marks them all `restrict`):
      // the kernel accesses each through its aligned pointer, which LLVM
      // may then vectorize around without run-time overlap checks.
      kernel.setArgAttr(i + 1, LLVM::LLVMDialect::getNoAliasAttrName(),
                        b.getUnitAttr());
      Value data = element(block->getArgument(0), ptr, buffer);
      Value size = element(block->getArgument(1), i64, buffer++);
      args.append({data, data, zero, size, one});
      i += 5;
    } else if (params[i] == i32) {
      args.push_back(element(block->getArgument(2), i32, var++));
      ++i;
    } else {
      return kernel.emitError("has an argument that is neither a buffer nor "
                              "a variable");
    }
  }
  if (!exportKernel)
    kernel.setLinkage(LLVM::Linkage::LinkonceODR);
  LLVM::CallOp::create(b, loc, kernel, args);
  LLVM::ReturnOp::create(b, loc, ValueRange());
  return success();
}

namespace {
/// The host as LLVM targets it: a machine that prefers neither gathers nor
/// scatters, and its features with gathers allowed (empty off x86).
struct HostTarget {
  std::unique_ptr<llvm::TargetMachine> machine;
  std::string gatherFeatures;
  /// The host's C library for the optimizer, with its vector math.
  std::unique_ptr<llvm::TargetLibraryInfoImpl> libraryInfo;
};
} // namespace

/// This thread's host target, or an error naming what is missing. Building
/// a target machine and its subtargets took about 1 ms of a 15 ms compile
/// (uop-compile-bench), so a thread builds one once and reuses it for every
/// module; a TargetMachine is not safe to share between threads.
static llvm::Expected<HostTarget &> getHostTarget() {
  thread_local HostTarget host;
  if (host.machine)
    return host;
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::Triple triple(llvm::sys::getDefaultTargetTriple());
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return llvm::createStringError("no LLVM target for the host: " + error);
  llvm::SubtargetFeatures features;
  for (const auto &feature : llvm::sys::getHostCPUFeatures())
    features.AddFeature(feature.first(), feature.second);
  // LLVM's cost model takes AVX-512 scatters for cheap: 25 kernels of
  // tinygrad's suite stored with them (a 360-element transpose 157 ns, 60 ns
  // without). Without any, tinygrad's C over ours on those went from 1.20x
  // to 1.55x (Emerald Rapids, two alternating runs; 10 kernels faster by
  // 1.3x or more, 4 slower).
  if (triple.isX86())
    features.AddFeature("prefer-no-scatter");
  // LLVM's cost model takes x86 gathers for cheap too, so at -O3 it
  // vectorizes strided reductions across their rows (tinygrad's sum over a
  // row) with gathers that are slower than the scalar loop tinygrad's C runs
  // (uop-cpu-bench on znver5: sum_axis1 0.58x -> 1.20x, softmax_k0 0.95x ->
  // 1.52x). The target machine disfavours them; optimizeHostModule tries
  // the module with `gatherFeatures` too, for where they pay.
  std::string gatherFeatures = triple.isX86() ? features.getString() : "";
  if (triple.isX86())
    features.AddFeature("prefer-no-gather");
  host.machine.reset(target->createTargetMachine(
      triple, llvm::sys::getHostCPUName(), features.getString(),
      llvm::TargetOptions(), llvm::Reloc::PIC_));
  if (!host.machine)
    return llvm::createStringError(
        "cannot create an LLVM target machine for the host");
  host.gatherFeatures = std::move(gatherFeatures);
  host.libraryInfo = createHostLibraryInfo(triple, features);
  return host;
}

LogicalResult mlir::uop::writeHostObject(Operation *op, raw_ostream &os,
                                         unsigned optLevel) {
  llvm::Expected<HostTarget &> host = getHostTarget();
  if (!host)
    return op->emitError() << llvm::toString(host.takeError());
  llvm::TargetMachine &machine = *host->machine;
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> module =
      translateModuleToLLVMIR(op, llvmContext);
  if (!module)
    return op->emitError("cannot be translated to LLVM IR");
  module->setTargetTriple(machine.getTargetTriple());
  module->setDataLayout(machine.createDataLayout());
  avoidLLVMMiscompilations(*module);

  if (llvm::Error err = optimizeHostModule(
          module, machine, optLevel, host->gatherFeatures, *host->libraryInfo))
    return op->emitError() << "LLVM optimization failed: "
                           << llvm::toString(std::move(err));
  SmallVector<char> object;
  llvm::raw_svector_ostream objectStream(object);
  llvm::legacy::PassManager codegen;
  if (addHostCodegenPasses(codegen, machine, objectStream))
    return op->emitError("the host target cannot emit object files");
  // LLVM's code generator aborts the process on some inputs it cannot
  // handle (uop-fuzz-diff seed 51464: "Cannot emit physreg copy
  // instruction" in an OpenMP-outlined function, on an AVX-512 host). Such
  // a kernel is an error of this compile, not a crash of the embedder.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  if (!recovery.RunSafely([&] { codegen.run(*module); }))
    return op->emitError("LLVM's code generator failed on this kernel for "
                         "the host CPU (an LLVM error, printed above)");
  os.write(object.data(), object.size());
  return success();
}

LogicalResult mlir::uop::writeCPUObject(ModuleOp module, raw_ostream &os,
                                        bool exportKernel) {
  if (failed(addPackedEntryPoint(module, exportKernel)))
    return failure();
  return writeHostObject(module, os);
}

void mlir::uop::registerKernelBinaryTranslations() {
  // The lowerings leave the host side and upstream dialects around what a
  // device runs: accept any of them.
  auto allDialects = [](DialectRegistry &registry) {
    registerAllDialects(registry);
  };
  TranslateFromMLIRRegistration spirvRegistration(
      "uop-to-spirv-binary",
      "Serialize the SPIR-V module of uop-to-spirv's output",
      writeSPIRVBinary, allDialects);
  TranslateFromMLIRRegistration gpuObjectRegistration(
      "uop-to-gpu-object",
      "Write the PTX (or cubin) of uop-to-nvvm's output",
      writeGPUObject, allDialects);
  TranslateFromMLIRRegistration interpRegistration(
      "uop-to-interp-program",
      "Write a uop kernel, as it is, as the INTERP device's program",
      writeInterpProgram,
      [](DialectRegistry &registry) { registry.insert<UOpDialect>(); });
  TranslateFromMLIRRegistration objectRegistration(
      "uop-to-object",
      "Compile uop-to-llvm's output to the object file the CPU device "
      "loads: the kernel and its packed entry point, for the host",
      [](Operation *op, raw_ostream &os) -> LogicalResult {
        auto module = dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("expected a module");
        return writeCPUObject(module, os);
      },
      [](DialectRegistry &registry) {
        registerAllDialects(registry);
        registerAllToLLVMIRTranslations(registry);
      });
}
