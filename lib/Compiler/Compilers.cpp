//===- Compilers.cpp - MLIR compilers for the runtime's devices -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/Version.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "uop/Target/KernelBinaries.h"
#include "uop/Target/TinygradJSON.h"
#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"
#include <functional>
#include <limits>

using namespace mlir;

namespace {

llvm::Error fail(const llvm::Twine &what, llvm::StringRef why) {
  return llvm::createStringError(what + (why.empty() ? "" : ":\n") + why);
}

/// What tells this build of the compilers from another: the running
/// executable's size and modification time (a rebuild relinks it), so that
/// a changed lowering never reuses programs its predecessor cached.
static std::string getBuildId() {
  static std::string id = [] {
    std::string executable = llvm::sys::fs::getMainExecutable(
        nullptr, reinterpret_cast<void *>(&getBuildId));
    llvm::sys::fs::file_status status;
    if (executable.empty() || llvm::sys::fs::status(executable, status))
      return std::string("unknown-build");
    return executable + ":" + std::to_string(status.getSize()) + ":" +
           std::to_string(llvm::sys::toTimeT(status.getLastModificationTime()));
  }();
  return id;
}

/// Adds a compiler's passes to a pass manager; a failure is reported as a
/// diagnostic.
using PipelineBuilder = std::function<LogicalResult(OpPassManager &)>;

/// A uop module parsed in this thread's compile context and run through a
/// pipeline; diagnostics are collected as text.
struct PipelineRun {
  PipelineRun()
      : context(mlir::uop::acquireCompileContext()), stream(diagnostics),
        handler(sourceMgr, context.get(), stream) {}

  llvm::Error parse(llvm::StringRef source,
                    llvm::StringRef sourceName = "kernel") {
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(source, sourceName),
        llvm::SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, context.get());
    if (!module)
      return fail("cannot parse the kernel", diagnostics);
    return llvm::Error::success();
  }

  /// Runs the passes `build` adds, and verifies their result. Each pass's
  /// output is verified where it is tested (uop-opt verifies after every
  /// pass); verifying the module once, after the last, rather than after
  /// each took 0.4 ms off a 14 ms CPU compile (uop-compile-bench).
  llvm::Error run(const PipelineBuilder &build) {
    PassManager pm(context.get());
    pm.enableVerifier(false);
    if (failed(build(pm)))
      return fail("bad pipeline", diagnostics);
    if (failed(pm.run(*module)))
      return fail("lowering failed", diagnostics);
    if (failed(verify(*module)))
      return fail("the lowering left invalid IR", diagnostics);
    return llvm::Error::success();
  }

  /// Runs one pass.
  llvm::Error run(std::unique_ptr<Pass> pass) {
    return run([&](OpPassManager &pm) {
      pm.addPass(std::move(pass));
      return success();
    });
  }

  std::shared_ptr<MLIRContext> context;
  std::string diagnostics;
  llvm::raw_string_ostream stream;
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler;
  OwningOpRef<ModuleOp> module;
};

/// Whether `module` holds a graph-form kernel.
static bool hasGraphKernel(ModuleOp module) {
  return llvm::any_of(module.getOps<mlir::uop::KernelOp>(),
                      [](mlir::uop::KernelOp kernel) { return !kernel.getLinear(); });
}

/// Runs a pipeline on a uop module and turns the result into bytes. With
/// `simplifyGraph`, a graph-form kernel is simplified (to the fixpoint)
/// first; a linearized one is taken as it is: its schedule is fixed, and a
/// prepared kernel keeps the signature prepareKernel took.
class PipelineCompiler : public ::uop::runtime::Compiler {
public:
  /// A compiler for `target` running the pipeline `build` adds.
  PipelineCompiler(std::string target, PipelineBuilder build,
                   bool simplifyGraph = true)
      : target(std::move(target)), build(std::move(build)),
        simplifyGraph(simplifyGraph) {}

  /// Names the pipeline by the textual form of the passes `build` adds, so
  /// that every option that changes the output is in the key.
  std::string cacheKey() const override {
    std::string pipeline;
    llvm::raw_string_ostream os(pipeline);
    OpPassManager pm(ModuleOp::getOperationName());
    if (succeeded(build(pm)))
      pm.printAsTextualPipeline(os);
    else
      os << "<invalid pipeline>";
    return target + "|" + (simplifyGraph ? "uop-simplify (graph)," : "") +
           pipeline + "|LLVM " LLVM_VERSION_STRING "|uop " UOP_VERSION_STRING "|" +
           getBuildId() + "|" + hostKey();
  }

  llvm::Expected<std::string> compile(llvm::StringRef source) override {
    PipelineRun run;
    if (llvm::Error error = run.parse(source))
      return std::move(error);
    if (simplifyGraph && hasGraphKernel(*run.module) &&
        failed(mlir::uop::simplifyToFixpoint(*run.module)))
      return fail("simplification failed", run.diagnostics);
    if (llvm::Error error = run.run(build))
      return std::move(error);
    std::string bytes;
    llvm::raw_string_ostream out(bytes);
    if (failed(emit(*run.module, out)))
      return fail("cannot emit the " + target, run.diagnostics);
    return bytes;
  }

protected:
  /// Writes the lowered module as what the device loads.
  virtual LogicalResult emit(ModuleOp module, llvm::raw_ostream &os) = 0;
  /// What else decides the output (the host CPU, for host code).
  virtual std::string hostKey() const { return ""; }

private:
  std::string target;
  PipelineBuilder build;
  bool simplifyGraph;
};

class CPUCompiler : public PipelineCompiler {
public:
  explicit CPUCompiler(bool openMP)
      : PipelineCompiler("cpu-object",
                         [openMP](OpPassManager &pm) {
                           mlir::uop::UOpToLLVMPipelineOptions options;
                           options.openMP = openMP;
                           mlir::uop::buildUOpToLLVMPipeline(pm, options);
                           return success();
                         }) {}

protected:
  LogicalResult emit(ModuleOp module, llvm::raw_ostream &os) override {
    // The device calls the packed entry only: a kernel LLVM inlines there
    // is not also compiled on its own (a quarter of a compile's codegen).
    return mlir::uop::writeCPUObject(module, os, /*exportKernel=*/false);
  }
  std::string hostKey() const override {
    return llvm::sys::getDefaultTargetTriple() + "|" +
           llvm::sys::getHostCPUName().str();
  }
};

class CUDACompiler : public PipelineCompiler {
public:
  CUDACompiler(const std::string &chip, const std::string &features)
      : PipelineCompiler("ptx",
                         [chip, features](OpPassManager &pm) {
                           mlir::uop::UOpToNVVMPipelineOptions options;
                           options.chip = chip;
                           options.features = features;
                           mlir::uop::buildUOpToNVVMPipeline(pm, options);
                           return success();
                         }) {}

protected:
  LogicalResult emit(ModuleOp module, llvm::raw_ostream &os) override {
    return mlir::uop::writeGPUObject(module, os);
  }
};

class VulkanCompiler : public PipelineCompiler {
public:
  explicit VulkanCompiler(bool lavapipe)
      : PipelineCompiler(
            lavapipe ? "spirv-vulkan-lavapipe" : "spirv-vulkan",
            [lavapipe](OpPassManager &pm) {
              mlir::uop::UOpToSPIRVPipelineOptions options;
              options.clientAPI = "vulkan";
              options.driverWorkarounds = lavapipe;
              options.maxLoopIterations = lavapipe ? 65535 : 0;
              mlir::uop::buildUOpToSPIRVPipeline(pm, options);
              return success();
            }) {}

protected:
  LogicalResult emit(ModuleOp module, llvm::raw_ostream &os) override {
    return mlir::uop::writeSPIRVBinary(module, os);
  }
};

class InterpCompiler : public PipelineCompiler {
public:
  /// `pipeline` is textual: uop passes only.
  InterpCompiler(const std::string &pipeline, bool simplifyGraph)
      : PipelineCompiler(
            "interp-program",
            [pipeline](OpPassManager &pm) {
              return parsePassPipeline(pipeline, pm, llvm::errs());
            },
            simplifyGraph) {}

protected:
  LogicalResult emit(ModuleOp module, llvm::raw_ostream &os) override {
    return mlir::uop::writeInterpProgram(module, os);
  }
};

} // namespace

std::shared_ptr<MLIRContext> mlir::uop::acquireCompileContext() {
  // Enough compiles to make a context's set-up negligible; few enough that
  // what its uniquer keeps of past kernels (attributes, locations) stays
  // small.
  constexpr unsigned compilesPerContext = 64;
  thread_local std::shared_ptr<MLIRContext> context;
  thread_local unsigned uses = 0;
  if (!context || uses == compilesPerContext) {
    DialectRegistry registry;
    mlir::registerAllDialects(registry);
    registerAllExtensions(registry);
    registerAllToLLVMIRTranslations(registry);
    mlir::uop::registerAllDialects(registry);
    context = std::make_shared<MLIRContext>(registry,
                                            MLIRContext::Threading::DISABLED);
    uses = 0;
  }
  ++uses;
  return context;
}

std::unique_ptr<::uop::runtime::Compiler> mlir::uop::createCPUCompiler(bool openMP) {
  return std::make_unique<CPUCompiler>(openMP);
}

std::unique_ptr<::uop::runtime::Compiler>
mlir::uop::createCUDACompiler(std::string chip, std::string features) {
  return std::make_unique<CUDACompiler>(chip, features);
}

std::unique_ptr<::uop::runtime::Compiler>
mlir::uop::createVulkanCompiler(bool lavapipeWorkarounds) {
  return std::make_unique<VulkanCompiler>(lavapipeWorkarounds);
}

std::unique_ptr<::uop::runtime::Compiler>
mlir::uop::createInterpCompiler(std::string pipeline, bool simplifyGraph) {
  // The interpreter's pipelines are textual: parsing them needs the passes.
  mlir::uop::registerAllPassesOnce();
  return std::make_unique<InterpCompiler>(pipeline, simplifyGraph);
}

std::unique_ptr<::uop::runtime::Compiler>
mlir::uop::createCompilerForTarget(llvm::StringRef target) {
  if (target == "cpu-object")
    return createCPUCompiler();
  if (target == "ptx")
    return createCUDACompiler();
  if (target == "spirv-vulkan")
    return createVulkanCompiler();
  if (target == "spirv-vulkan-lavapipe")
    return createVulkanCompiler(/*lavapipeWorkarounds=*/true);
  if (target == "interp-program")
    return createInterpCompiler();
  return nullptr;
}

LogicalResult mlir::uop::prepareModule(ModuleOp module,
                                       llvm::StringRef target) {
  auto runPass = [&](std::unique_ptr<Pass> pass) {
    PassManager pm(module.getContext());
    pm.addPass(std::move(pass));
    return pm.run(module);
  };
  // Simplified until nothing is left to fold, so that the compilers' own
  // uop-simplify keeps the signature taken here.
  if (failed(simplifyToFixpoint(module)))
    return failure();
  if (target == "ptx" || target.starts_with("spirv-vulkan") ||
      target == "cpu-object") {
    UOpLoopsToGridOptions options;
    if (target == "cpu-object") {
      // The cores split the outermost parallel loop; the loops inside it
      // stay loops, for LLVM to vectorize.
      options.maxDims = 1;
      options.maxSize = std::numeric_limits<int32_t>::max();
    }
    if (failed(runPass(createUOpLoopsToGrid(options))) ||
        failed(simplifyToFixpoint(module)))
      return failure();
  }
  return runPass(createUOpLinearize());
}

llvm::Expected<::uop::runtime::ProgramSpec>
mlir::uop::prepareKernel(llvm::StringRef source, llvm::StringRef sourceName,
                         llvm::StringRef target) {
  PipelineRun run;
  if (llvm::Error error = run.parse(source, sourceName))
    return std::move(error);
  if (failed(prepareModule(*run.module, target)))
    return fail("cannot prepare the kernel", run.diagnostics);
  return describeKernel(*run.module);
}

llvm::Expected<::uop::runtime::ProgramSpec>
mlir::uop::describeKernel(ModuleOp module) {
  auto kernels = llvm::to_vector(module.getOps<KernelOp>());
  if (kernels.size() != 1)
    return llvm::createStringError("expected one uop.kernel, found " +
                                   llvm::Twine(kernels.size()));
  KernelOp kernel = kernels.front();
  ::uop::runtime::ProgramSpec spec;
  spec.name = kernel.getSymName().str();
  // With locations, so that what the compilers and devices report names the
  // kernel's own file and line.
  llvm::raw_string_ostream os(spec.source);
  module.print(os, OpPrintingFlags().enableDebugInfo());
  KernelSignature signature = getKernelSignature(kernel);
  for (auto [index, dtype] :
       llvm::zip_equal(signature.bufferIndices, signature.bufferDTypes))
    spec.buffers.push_back({index, getTinygradDTypeName(dtype), false});
  for (auto global : kernel.getBodyBlock().getOps<DefineGlobalOp>())
    for (::uop::runtime::ProgramBuffer &buffer : spec.buffers)
      if (buffer.index == global.getIndexAttr().getInt())
        buffer.isMutable |= global.getIsMutable();
  for (VarAttr var : signature.vars)
    spec.vars.push_back({var.getName().str(), var.getMin(), var.getMax()});
  KernelLaunchSizes launch = getKernelLaunchSizes(kernel);
  for (auto [sizes, out] : {std::pair{&launch.global, &spec.globalSize},
                            std::pair{&launch.local, &spec.localSize}})
    for (Attribute size : *sizes)
      out->push_back(getTinygradSizeText(size));
  return spec;
}

/// The uop module `import` makes in this thread's compile context, as text;
/// an error with the diagnostics otherwise.
static llvm::Expected<std::string> printImportedKernel(
    llvm::StringRef fileName,
    llvm::function_ref<OwningOpRef<ModuleOp>(MLIRContext *)> import) {
  PipelineRun run;
  OwningOpRef<ModuleOp> module = import(run.context.get());
  if (!module)
    return fail(fileName + ": cannot import the kernel", run.diagnostics);
  std::string source;
  llvm::raw_string_ostream os(source);
  module->print(os);
  return source;
}

llvm::Expected<std::string>
mlir::uop::importTinygradKernel(llvm::StringRef json,
                                llvm::StringRef fileName) {
  return printImportedKernel(fileName, [&](MLIRContext *context) {
    return importTinygradJSON(json, fileName, TinygradList::Before, context);
  });
}

llvm::Expected<std::string>
mlir::uop::importTinygradKernelDocument(const llvm::json::Value &document,
                                        llvm::StringRef fileName) {
  return printImportedKernel(fileName, [&](MLIRContext *context) {
    return importTinygradJSONDocument(document, fileName, TinygradList::Before,
                                      context);
  });
}
