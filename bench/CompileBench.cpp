//===- CompileBench.cpp - where the time of one CPU compile goes ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// For each tinygrad dump in a directory, times the steps from its JSON to
// code the CPU device can run, cold (nothing cached of the kernel) and
// in-process, as the CPU compiler and device run them: the thread's compile
// context (a fresh one every 64 compiles), the import, uop-simplify to its
// fixpoint, uop-linearize, the uop-to-llvm lowering, LLVM's code generation
// of the object, and the device's load of it. Medians of --runs runs, in
// ms; the process's first compile, which sets up the context, the host's
// LLVM target and the device's JIT, is also shown on its own.
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/Conversion/UOpToLLVM/UOpToLLVM.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "uop/Runtime/Devices.h"
#include "uop/Target/KernelBinaries.h"
#include "uop/Target/TinygradJSON.h"
#include "uop/Version.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <array>
#include <chrono>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory benchOptions("uop-compile-bench options");
static cl::opt<std::string> dumpDir(cl::Positional, cl::Required,
                                    cl::desc("<directory of tinygrad dumps>"),
                                    cl::cat(benchOptions));
static cl::opt<unsigned> runs("runs", cl::desc("Runs per kernel"),
                              cl::init(11), cl::cat(benchOptions));
static cl::opt<unsigned>
    optLevel("opt-level",
             cl::desc("LLVM's optimization level for the host object (the CPU "
                      "compiler uses 3)"),
             cl::init(3), cl::cat(benchOptions));

namespace {
enum Step {
  Context,
  Import,
  Simplify,
  Linearize,
  Lower,
  Codegen,
  Load,
  NumSteps
};
constexpr std::array<const char *, NumSteps> stepNames = {
    "context", "import", "simplify", "linearize", "lower", "codegen", "load"};

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

/// One cold compile of `json`, loaded on `cpu`: the time of each step in
/// ms, or failure.
FailureOr<std::array<double, NumSteps>>
compileOnce(StringRef json, StringRef name, ::uop::runtime::Device &cpu) {
  std::array<double, NumSteps> ms{};
  auto clock = std::chrono::steady_clock::now();
  auto lap = [&](Step step) {
    auto now = std::chrono::steady_clock::now();
    ms[step] = std::chrono::duration<double, std::milli>(now - clock).count();
    clock = now;
  };
  std::shared_ptr<MLIRContext> context = mlir::uop::acquireCompileContext();
  lap(Context);
  OwningOpRef<ModuleOp> module = mlir::uop::importTinygradJSON(
      json, name, mlir::uop::TinygradList::Before, context.get());
  if (!module)
    return failure();
  lap(Import);
  if (failed(mlir::uop::simplifyToFixpoint(*module)))
    return failure();
  lap(Simplify);
  PassManager linearize(context.get());
  linearize.addPass(mlir::uop::createUOpLinearize());
  if (failed(linearize.run(*module)))
    return failure();
  lap(Linearize);
  std::string kernelName =
      (*module->getOps<mlir::uop::KernelOp>().begin()).getSymName().str();
  // As the compilers run it: the result verified, not each pass's.
  PassManager lower(context.get());
  lower.enableVerifier(false);
  mlir::uop::UOpToLLVMPipelineOptions options;
  mlir::uop::buildUOpToLLVMPipeline(lower, options);
  if (failed(lower.run(*module)) || failed(verify(*module)))
    return failure();
  lap(Lower);
  std::string object;
  llvm::raw_string_ostream os(object);
  if (failed(mlir::uop::addPackedEntryPoint(*module, /*exportKernel=*/false)) ||
      failed(mlir::uop::writeHostObject(*module, os, optLevel)))
    return failure();
  lap(Codegen);
  llvm::Expected<std::unique_ptr<::uop::runtime::Program>> program =
      cpu.load(object, kernelName);
  if (!program) {
    llvm::errs() << llvm::toString(program.takeError()) << "\n";
    return failure();
  }
  lap(Load);
  return ms;
}
} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(benchOptions);
  ::uop::addVersionPrinter();
  cl::ParseCommandLineOptions(
      argc, argv,
      "uop-compile-bench: where the time of a cold CPU compile goes\n");
  ::uop::runtime::registerBuiltinDevices();
  llvm::Expected<::uop::runtime::Device &> cpu =
      ::uop::runtime::getDevice("CPU");
  if (!cpu) {
    llvm::errs() << "uop-compile-bench: " << llvm::toString(cpu.takeError())
                 << "\n";
    return 1;
  }

  std::vector<std::string> paths;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dumpDir, ec), end; it != end && !ec;
       it.increment(ec))
    if (StringRef(it->path()).ends_with(".json"))
      paths.push_back(it->path());
  llvm::sort(paths);
  if (paths.empty()) {
    llvm::errs() << "uop-compile-bench: no .json dumps in " << dumpDir << "\n";
    return 1;
  }

  llvm::outs() << "== a cold compile, tinygrad JSON to a program loaded on the CPU device, -O"
               << optLevel << " (median of " << runs << " runs, ms)\n";
  llvm::outs() << llvm::format("%-26s", "kernel");
  for (const char *step : stepNames)
    llvm::outs() << llvm::format(" %9s", step);
  llvm::outs() << llvm::format(" %9s\n", "total");
  std::vector<double> totals;
  std::array<std::vector<double>, NumSteps> perStep;
  double firstCompileMs = -1;
  StringRef firstKernel;
  for (const std::string &path : paths) {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer) {
      llvm::errs() << "uop-compile-bench: cannot read " << path << "\n";
      return 1;
    }
    StringRef name = llvm::sys::path::stem(path);
    std::array<std::vector<double>, NumSteps> samples;
    std::vector<double> sums;
    for (unsigned run = 0; run < runs; ++run) {
      bool first = firstCompileMs < 0;
      // Diagnostics of a failing kernel are dropped here and reported below.
      FailureOr<std::array<double, NumSteps>> ms =
          compileOnce((*buffer)->getBuffer(), path, *cpu);
      if (failed(ms)) {
        llvm::errs() << "uop-compile-bench: " << path << " does not compile\n";
        return 1;
      }
      double sum = 0;
      for (unsigned step = 0; step < NumSteps; ++step) {
        samples[step].push_back((*ms)[step]);
        sum += (*ms)[step];
      }
      sums.push_back(sum);
      if (first) {
        firstCompileMs = sum;
        firstKernel = name;
      }
    }
    llvm::outs() << llvm::format("%-26s", name.str().c_str());
    for (unsigned step = 0; step < NumSteps; ++step) {
      double value = median(samples[step]);
      perStep[step].push_back(value);
      llvm::outs() << llvm::format(" %9.3f", value);
    }
    totals.push_back(median(sums));
    llvm::outs() << llvm::format(" %9.3f\n", totals.back());
  }
  llvm::outs() << llvm::format("%-26s", "median over kernels");
  for (unsigned step = 0; step < NumSteps; ++step)
    llvm::outs() << llvm::format(" %9.3f", median(perStep[step]));
  llvm::outs() << llvm::format(" %9.3f\n", median(totals));
  llvm::outs() << llvm::format("the process's first compile (%s): %.3f ms\n",
                               firstKernel.str().c_str(), firstCompileMs);
  llvm::outs() << llvm::format(
      "goal (issue: compile speed): at most 15 ms median; measured %.3f ms, "
      "%.2fx the goal\n",
      median(totals), median(totals) / 15.0);
  return 0;
}
