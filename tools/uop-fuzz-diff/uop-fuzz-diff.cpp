//===- uop-fuzz-diff.cpp - differential fuzzing of uop's passes -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs seeded random kernels (KernelGenerator) through every stage that must
// keep their meaning and compares the outputs with the INTERP device's
// result on the kernel as generated:
//
//   interp-graph       the generated graph-form kernel, interpreted
//   interp-simplified  after uop-simplify, interpreted (and the same kernel
//                      as MLIR's greedy driver gives, up to op order)
//   interp-linear      after uop-linearize, interpreted
//   CPU, VULKAN        compiled by their compilers and run
//
// Integers and bools must agree exactly, floats within the conformance
// tolerance. A kernel that disagrees (or fails where it should not) is
// reported, and with --save-dir written as a reproducer that this tool
// re-runs when given as an argument.
//
//===----------------------------------------------------------------------===//

#include "KernelGenerator.h"
#include "uop/Compiler/Compilers.h"
#include "uop/Dialect/UOp/Analysis/KernelEquivalence.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/Runner.h"
#include "uop/Support/ArrayIO.h"
#include "uop/Target/KernelBinaries.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "uop/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <random>

using namespace mlir;
using namespace ::uop::runtime;
using ::uop::fuzz::GeneratedKernel;
namespace cl = llvm::cl;

static cl::OptionCategory fuzzOptions("uop-fuzz-diff options");
static cl::list<std::string> reproducerFiles(
    cl::Positional, cl::desc("[reproducer.mlir ...] (instead of generating)"), cl::cat(fuzzOptions));
static cl::opt<uint64_t> seedOption("seed", cl::desc("The first seed"),
                                    cl::init(1), cl::cat(fuzzOptions));
static cl::opt<uint64_t> countOption("count",
                                     cl::desc("How many kernels to generate"),
                                     cl::init(100), cl::cat(fuzzOptions));
static cl::opt<std::string> devicesOption(
    "devices", cl::desc("Compiled devices to compare (comma-separated)"),
    cl::init("CPU,VULKAN"), cl::cat(fuzzOptions));
static cl::opt<std::string> saveDirOption(
    "save-dir", cl::desc("Write each failing kernel as a reproducer here"), cl::cat(fuzzOptions));
static cl::opt<bool> printOption(
    "print", cl::desc("Print the kernel of --seed as a reproducer and exit"), cl::cat(fuzzOptions));
static cl::opt<bool> verboseOption("v",
                                   cl::desc("Print a line for every kernel"), cl::cat(fuzzOptions));

namespace {

/// A kernel to check: generated, or read back from a reproducer.
struct Case {
  uint64_t seed = 0;
  GeneratedKernel kernel;
};

/// A reproducer: the kernel's source after a header of comments giving what
/// the source does not say (the seed of its inputs, its buffers, launch
/// sizes and variable values).
std::string writeReproducer(const Case &c) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "// uop-fuzz-diff seed " << c.seed << "\n";
  for (const auto &buffer : c.kernel.buffers)
    os << "// buffer " << buffer.index << " " << buffer.dtype << " "
       << buffer.elements << (buffer.output ? " output" : " input") << "\n";
  os << "// launch";
  for (uint32_t size : c.kernel.global)
    os << " " << size;
  for (uint32_t size : c.kernel.local)
    os << " " << size;
  os << "\n";
  for (const auto &[name, value] : c.kernel.vars)
    os << "// var " << name << " " << value << "\n";
  for (unsigned loop : c.kernel.serialLoops)
    os << "// serial-loop " << loop << "\n";
  os << c.kernel.source;
  return text;
}

llvm::Expected<Case> readReproducer(llvm::StringRef path) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path + ": " +
                                   file.getError().message());
  Case c;
  c.kernel.source = (*file)->getBuffer().str();
  auto bad = [&](llvm::StringRef line) {
    return llvm::createStringError(path + ": bad reproducer header line '" +
                                   line + "'");
  };
  bool hasSeed = false;
  llvm::SmallVector<llvm::StringRef> lines;
  (*file)->getBuffer().split(lines, '\n');
  for (llvm::StringRef line : lines) {
    if (!line.consume_front("// "))
      break;
    llvm::SmallVector<llvm::StringRef> words;
    line.split(words, ' ', -1, /*KeepEmpty=*/false);
    if (words.size() == 3 && words[0] == "uop-fuzz-diff" &&
        words[1] == "seed") {
      if (words[2].getAsInteger(10, c.seed))
        return bad(line);
      hasSeed = true;
    } else if (words.size() == 5 && words[0] == "buffer") {
      ::uop::fuzz::GeneratedBuffer buffer;
      buffer.dtype = words[2].str();
      buffer.output = words[4] == "output";
      if (words[1].getAsInteger(10, buffer.index) ||
          words[3].getAsInteger(10, buffer.elements) ||
          (!buffer.output && words[4] != "input"))
        return bad(line);
      c.kernel.buffers.push_back(buffer);
    } else if (words.size() == 7 && words[0] == "launch") {
      for (size_t i = 0; i < 6; ++i)
        if (words[i + 1].getAsInteger(10, i < 3 ? c.kernel.global[i]
                                                : c.kernel.local[i - 3]))
          return bad(line);
    } else if (words.size() == 3 && words[0] == "var") {
      int32_t value;
      if (words[2].getAsInteger(10, value))
        return bad(line);
      c.kernel.vars.push_back({words[1].str(), value});
    } else if (words.size() == 2 && words[0] == "serial-loop") {
      unsigned loop;
      if (words[1].getAsInteger(10, loop))
        return bad(line);
      c.kernel.serialLoops.push_back(loop);
    }
  }
  if (!hasSeed)
    return llvm::createStringError(path + ": no '// uop-fuzz-diff seed N' "
                                          "header: not a reproducer");
  llvm::StringRef name = llvm::StringRef(c.kernel.source)
                             .split("uop.kernel @")
                             .second.take_while([](char ch) {
                               return llvm::isAlnum(ch) || ch == '_';
                             });
  if (name.empty())
    return llvm::createStringError(path + ": no uop.kernel");
  c.kernel.name = name.str();
  return c;
}

/// Every buffer's contents before the launch: inputs random from the seed
/// (small values, so that float results stay comparable), outputs zero.
llvm::Expected<std::map<int64_t, HostArray>> makeInitialBuffers(const Case &c) {
  std::mt19937_64 random(c.seed * 0x9E3779B97F4A7C15ull + 1);
  std::map<int64_t, HostArray> buffers;
  for (const auto &buffer : c.kernel.buffers) {
    llvm::Expected<DType> dtype = DType::get(buffer.dtype);
    if (!dtype)
      return dtype.takeError();
    HostArray array = HostArray::zeros(*dtype, buffer.elements);
    if (!buffer.output)
      for (size_t i = 0; i < buffer.elements; ++i) {
        uint64_t bits = random();
        double value;
        if (dtype->name == "bool")
          value = bits & 1;
        else if (dtype->isFloat) // Uniform in [-4, 4) with 20 random bits.
          value = (static_cast<double>(bits >> 44) / (1 << 20)) * 8 - 4;
        else if (dtype->isSigned)
          value = static_cast<double>(bits % 101) - 50;
        else
          value = static_cast<double>(bits % 101);
        array.set(i, value);
      }
    buffers.emplace(buffer.index, std::move(array));
  }
  return buffers;
}

/// What a stage gave: outputs by buffer index, or why it did not run.
struct StageResult {
  std::string name;
  std::map<int64_t, HostArray> outputs;
  /// Set when the target cannot run this kernel (a dtype it lacks).
  std::string skipped;
};

/// Runs `runner` once on the case's buffers (their contents before the
/// launch in `initial`) and variables; the outputs by buffer index.
llvm::Expected<std::map<int64_t, HostArray>>
runCase(llvm::Expected<Runner> runner, const Case &c,
        const std::map<int64_t, HostArray> &initial) {
  if (!runner)
    return runner.takeError();
  llvm::Expected<LaunchArgs> launch = runner->spec().bind(
      VarValues(c.kernel.vars.begin(), c.kernel.vars.end()));
  if (!launch)
    return launch.takeError();
  // The launch size is the prepared kernel's: the one the case was
  // generated with (its header records it), with the grid that a device's
  // preparation made of its parallel loops.
  std::map<int64_t, HostArray> arrays = initial;
  if (llvm::Error error = runner->copyIn(arrays))
    return std::move(error);
  if (llvm::Expected<double> time = runner->launch(*launch); !time)
    return time.takeError();
  if (llvm::Error error = runner->copyOut(arrays))
    return std::move(error);
  // Outputs the kernel no longer takes (all of its stores folded away) keep
  // their initial contents.
  std::map<int64_t, HostArray> outputs;
  for (const auto &buffer : c.kernel.buffers)
    if (buffer.output)
      outputs.emplace(buffer.index, arrays.at(buffer.index));
  return outputs;
}

/// Whether a compile or load error says that the target lacks something the
/// kernel needs (a dtype), as opposed to a bug.
bool isTargetRefusal(llvm::StringRef message) {
  return message.contains("which cannot be lowered for") ||
         message.contains("cannot be lowered for Vulkan") ||
         message.contains("which this Vulkan device lacks");
}

/// Collects the diagnostics emitted while it lives into a string.
class DiagnosticCollector {
public:
  DiagnosticCollector(MLIRContext &context, std::string &text)
      : os(text), handler(&context, [this](Diagnostic &diagnostic) {
          os << diagnostic << "\n";
          return success();
        }) {}

private:
  llvm::raw_string_ostream os;
  ScopedDiagnosticHandler handler;
};

class Checker {
public:
  Checker(MLIRContext &context, std::vector<std::string> deviceNames)
      : context(context), deviceNames(std::move(deviceNames)) {}

  /// Checks one case; returns the failure, empty when all stages agree.
  std::string check(const Case &c);

  std::map<std::string, unsigned> skips;

private:
  llvm::Expected<StageResult> interpret(llvm::StringRef name, ModuleOp module,
                                        const Case &c,
                                        const std::map<int64_t, HostArray> &initial);
  LogicalResult runPipeline(ModuleOp module, llvm::StringRef pipeline,
                            std::string &diagnostics);

  MLIRContext &context;
  std::vector<std::string> deviceNames;
};

LogicalResult Checker::runPipeline(ModuleOp module, llvm::StringRef pipeline,
                                   std::string &diagnostics) {
  PassManager pm(&context);
  llvm::raw_string_ostream errors(diagnostics);
  if (failed(parsePassPipeline(pipeline, pm, errors)))
    return failure();
  DiagnosticCollector collect(context, diagnostics);
  return pm.run(module);
}

llvm::Expected<StageResult>
Checker::interpret(llvm::StringRef name, ModuleOp module, const Case &c,
                   const std::map<int64_t, HostArray> &initial) {
  llvm::Expected<ProgramSpec> spec = mlir::uop::describeKernel(module);
  if (!spec)
    return spec.takeError();
  std::string diagnostics;
  FailureOr<interp::InterpProgram> program;
  {
    DiagnosticCollector collect(context, diagnostics);
    program = mlir::uop::buildInterpProgram(
        *module.getOps<mlir::uop::KernelOp>().begin());
  }
  if (failed(program))
    return llvm::createStringError(diagnostics);
  llvm::Expected<Device &> device = getDevice("INTERP:strict");
  if (!device)
    return device.takeError();
  StageResult result;
  result.name = name.str();
  llvm::Expected<std::map<int64_t, HostArray>> outputs = runCase(
      Runner::load(*device, std::move(*spec), interp::printProgram(*program)),
      c, initial);
  if (!outputs)
    return outputs.takeError();
  result.outputs = std::move(*outputs);
  return result;
}

/// Empty, or what says that a loop of `kernel` that must stay serial (its
/// iterations read what others write) is no longer a loop of the prepared
/// `module`: a compiler would run its iterations at once.
std::string checkSerialLoops(ModuleOp module,
                             const ::uop::fuzz::GeneratedKernel &kernel) {
  llvm::SmallDenseSet<uint64_t> loops;
  module.walk(
      [&](mlir::uop::RangeOp range) { loops.insert(range.getIndex()); });
  for (unsigned loop : kernel.serialLoops)
    if (!loops.contains(loop))
      return "the loop of index " + std::to_string(loop) +
             " reads what its other iterations write, but is no longer a "
             "loop";
  return "";
}

std::string Checker::check(const Case &c) {
  llvm::Expected<std::map<int64_t, HostArray>> initial = makeInitialBuffers(c);
  if (!initial)
    return llvm::toString(initial.takeError());
  OwningOpRef<ModuleOp> module;
  std::string diagnostics;
  {
    DiagnosticCollector collect(context, diagnostics);
    module = parseSourceString<ModuleOp>(c.kernel.source, &context, "kernel");
  }
  if (!module)
    return "the kernel does not parse:\n" + diagnostics;

  std::vector<StageResult> stages;
  auto addInterpreted = [&](llvm::StringRef name) -> std::string {
    llvm::Expected<StageResult> result = interpret(name, *module, c, *initial);
    if (!result)
      return name.str() + ": " + llvm::toString(result.takeError());
    stages.push_back(std::move(*result));
    return "";
  };
  if (std::string failure = addInterpreted("interp-graph"); !failure.empty())
    return failure;
  {
    DiagnosticCollector collect(context, diagnostics);
    // MLIR's greedy driver must give the kernel the uop driver gives.
    OwningOpRef<ModuleOp> greedy = module->clone();
    // As prepareKernel does: what the compilers run next finds nothing left.
    if (failed(mlir::uop::simplifyToFixpoint(*module)))
      return "uop-simplify failed:\n" + diagnostics;
    if (failed(mlir::uop::simplifyToFixpoint(
            *greedy, mlir::uop::SimplifyDriver::Greedy)))
      return "uop-simplify{driver=greedy} failed:\n" + diagnostics;
    if (std::optional<std::string> difference = mlir::uop::findKernelDifference(
            *module->getOps<mlir::uop::KernelOp>().begin(),
            *greedy->getOps<mlir::uop::KernelOp>().begin()))
      return "uop-simplify's drivers differ: " + *difference;
  }
  if (std::string failure = addInterpreted("interp-simplified");
      !failure.empty())
    return failure;
  // What each device's compiler gets: the simplified kernel prepared for
  // its target, as prepareKernel does (parallel loops as thread indices).
  OwningOpRef<ModuleOp> simplified = module->clone();
  if (failed(runPipeline(*module, "uop-linearize", diagnostics)))
    return "uop-linearize failed:\n" + diagnostics;
  if (std::string failure = addInterpreted("interp-linear"); !failure.empty())
    return failure;

  std::string report;
  for (const std::string &deviceName : deviceNames) {
    llvm::Expected<Device &> device = getDevice(deviceName);
    if (!device)
      return llvm::toString(device.takeError());
    std::unique_ptr<Compiler> compiler =
        mlir::uop::createCompilerForTarget(device->target());
    if (!compiler)
      return "no compiler for " + device->target().str();
    OwningOpRef<ModuleOp> prepared = simplified->clone();
    {
      DiagnosticCollector collect(context, diagnostics);
      if (failed(mlir::uop::prepareModule(*prepared, device->target())))
        return deviceName + ": cannot prepare the kernel:\n" + diagnostics;
    }
    if (std::string failure = checkSerialLoops(*prepared, c.kernel);
        !failure.empty())
      return deviceName + ": " + failure;
    llvm::Expected<ProgramSpec> spec = mlir::uop::describeKernel(*prepared);
    if (!spec)
      return llvm::toString(spec.takeError());
    llvm::Expected<std::map<int64_t, HostArray>> outputs = runCase(
        Runner::compile(*device, *spec, *compiler, /*cache=*/nullptr), c,
        *initial);
    if (!outputs) {
      std::string message = llvm::toString(outputs.takeError());
      if (isTargetRefusal(message))
        ++skips[deviceName];
      else
        report += deviceName + ": " + message + "\n";
      continue;
    }
    stages.push_back({deviceName, std::move(*outputs), ""});
  }

  const StageResult &reference = stages.front();
  for (const StageResult &stage : llvm::ArrayRef(stages).drop_front())
    for (const auto &[index, want] : reference.outputs) {
      ::uop::ArrayMismatch mismatch =
          ::uop::compareArrays(stage.outputs.at(index), want);
      if (!mismatch.count)
        continue;
      report += stage.name + " disagrees with " + reference.name +
                " on buffer " + std::to_string(index) + " (" +
                std::to_string(mismatch.count) + " elements):";
      for (const std::string &element : mismatch.shown)
        report += " " + element;
      report += "\n";
    }
  return report;
}

int run() {
  registerAllPasses();
  mlir::uop::registerAllPasses();
  registerBuiltinDevices();
  DialectRegistry registry;
  mlir::uop::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::vector<std::string> deviceNames;
  llvm::SmallVector<llvm::StringRef> names;
  llvm::StringRef(devicesOption).split(names, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef name : names)
    deviceNames.push_back(canonicalizeDeviceName(name));

  std::vector<Case> cases;
  if (!reproducerFiles.empty()) {
    for (const std::string &path : reproducerFiles) {
      llvm::Expected<Case> c = readReproducer(path);
      if (!c) {
        llvm::errs() << "error: " << llvm::toString(c.takeError()) << "\n";
        return 1;
      }
      cases.push_back(std::move(*c));
    }
  }
  if (printOption) {
    Case c{seedOption, ::uop::fuzz::generateKernel(seedOption)};
    llvm::outs() << writeReproducer(c);
    return 0;
  }

  Checker checker(context, deviceNames);
  std::map<std::string, unsigned> features;
  unsigned passed = 0, failed = 0;
  uint64_t total = reproducerFiles.empty() ? countOption : cases.size();
  for (uint64_t i = 0; i < total; ++i) {
    Case c = reproducerFiles.empty()
                 ? Case{seedOption + i,
                        ::uop::fuzz::generateKernel(seedOption + i)}
                 : cases[i];
    for (const std::string &feature : c.kernel.features)
      ++features[feature];
    std::string failure = checker.check(c);
    if (failure.empty()) {
      ++passed;
      if (verboseOption)
        llvm::outs() << "seed " << c.seed << ": agree\n";
      continue;
    }
    ++failed;
    llvm::outs() << "seed " << c.seed << ": FAIL\n" << failure;
    // Some checks end their message with a line break, some do not.
    if (!llvm::StringRef(failure).ends_with("\n"))
      llvm::outs() << "\n";
    if (!saveDirOption.empty()) {
      std::string path = saveDirOption + "/seed-" + std::to_string(c.seed) +
                         ".mlir";
      std::error_code ec = llvm::sys::fs::create_directories(saveDirOption);
      llvm::raw_fd_ostream out(path, ec);
      if (!ec) {
        out << writeReproducer(c);
        llvm::outs() << "  saved as " << path << "\n";
      }
    }
  }
  llvm::outs() << "features:";
  for (const auto &[feature, count] : features)
    llvm::outs() << " " << feature << "=" << count;
  llvm::outs() << "\n";
  for (const auto &[device, count] : checker.skips)
    llvm::outs() << device << " refused " << count
                 << " kernels (a dtype it lacks)\n";
  llvm::outs() << total << " kernels: " << passed << " agree, " << failed
               << " fail\n";
  return failed ? 1 : 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(fuzzOptions);
  ::uop::addVersionPrinter();
  cl::ParseCommandLineOptions(argc, argv,
                              "uop differential fuzzer: interpreter before "
                              "and after each pass, and compiled devices\n");
  return run();
}
