//===- SimplifyBench.cpp - time uop-simplify against tinygrad -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Times uop-simplify in-process, to its fixpoint, with the uop rewrite
// driver and, in the same run, with MLIR's greedy driver applying the same
// rules:
//  * on every conformance kernel (uops_before), next to tinygrad's own
//    recorded time for the same work (`timing.graph_rewrite_ms`; and
//    simplification plus linearization against `timing.uopgraph_linearize_ms`),
//    measured by the dump's producer on a machine of this kind: a reference
//    point, not a same-run comparison;
//  * on synthetic kernels of 1k to 1M ops, to show how cost grows.
//
//   uop-simplify-bench CONFORMANCE_DIR [--max-ops N]
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "uop/Target/TinygradJSON.h"
#include "uop/Version.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <chrono>
#include <limits>

using namespace mlir;
using namespace mlir::uop;

namespace {

/// The number of ops in the kernels of `module`.
int64_t countOps(ModuleOp module) {
  int64_t count = 0;
  module.walk([&](KernelOp kernel) {
    count += std::distance(kernel.getBodyBlock().begin(),
                           kernel.getBodyBlock().end());
  });
  return count;
}

/// Median wall time in ms of simplifying fresh clones of `module` to the
/// fixpoint with `driver` (and linearizing, if `linearize`); cloning is not
/// timed.
double timeSimplify(ModuleOp module, int repeats, SimplifyDriver driver,
                    bool linearize = false) {
  MLIRContext *context = module.getContext();
  PassManager linearizer(context);
  // No verifier in the timed region, for either driver: a compiler
  // verifies the kernel it is given once.
  linearizer.enableVerifier(false);
  linearizer.addPass(createUOpLinearize());
  std::vector<double> times;
  for (int i = 0; i < repeats; ++i) {
    OwningOpRef<ModuleOp> copy = module.clone();
    auto start = std::chrono::steady_clock::now();
    if (failed(simplifyToFixpoint(*copy, driver)) ||
        (linearize && failed(linearizer.run(*copy)))) {
      llvm::errs() << "uop-simplify failed\n";
      exit(1);
    }
    auto end = std::chrono::steady_clock::now();
    times.push_back(std::chrono::duration<double, std::milli>(end - start).count());
  }
  llvm::sort(times);
  return times[times.size() / 2];
}

/// A graph-form kernel of about `numOps` ops in tinygrad's style: per output
/// element, index arithmetic on a thread index with duplicated constants,
/// x + 0 and two-stage adds to fold, a load and a store.
OwningOpRef<ModuleOp> buildSyntheticKernel(MLIRContext *context, int64_t numOps) {
  OpBuilder builder(context);
  Location loc = builder.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  builder.setInsertionPointToEnd(module->getBody());
  auto kernel = KernelOp::create(builder, loc, "synthetic");
  builder.setInsertionPoint(kernel.getSink());
  Type i32 = builder.getI32Type(), f32 = builder.getF32Type();
  auto constant = [&](int32_t value) -> Value {
    return ConstOp::create(builder, loc, i32, builder.getI32IntegerAttr(value));
  };
  Value out = DefineGlobalOp::create(
      builder, loc, PtrType::get(context, f32, AddressSpace::Global), 0, true);
  Value in = DefineGlobalOp::create(
      builder, loc, PtrType::get(context, f32, AddressSpace::Global), 1, false);
  Value gidx = SpecialOp::create(builder, loc, i32, "gidx0", 0,
                                 builder.getI64IntegerAttr(1024));
  SmallVector<Value> stores;
  constexpr int64_t kOpsPerElement = 12;
  for (int64_t element = 0; element * kOpsPerElement < numOps; ++element) {
    int32_t offset = element % 4096;
    Value scaled = MulOp::create(builder, loc, gidx, constant(4096));
    Value index = AddOp::create(builder, loc, scaled, constant(offset));
    index = AddOp::create(builder, loc, index, constant(0));
    index = AddOp::create(
        builder, loc, AddOp::create(builder, loc, index, constant(3)),
        constant(-3));
    Value value = LoadOp::create(builder, loc, f32, in, index, Value(),
                                 Value(), Value());
    stores.push_back(StoreOp::create(builder, loc, out, index, value));
  }
  kernel.getSink()->setOperands(stores);
  return module;
}

} // namespace

static llvm::cl::OptionCategory benchOptions("uop-simplify-bench options");
static llvm::cl::opt<std::string>
    conformanceDir(llvm::cl::Positional, llvm::cl::Required,
                   llvm::cl::desc("<conformance directory>"),
                   llvm::cl::cat(benchOptions));
static llvm::cl::opt<int64_t>
    maxOps("max-ops",
           llvm::cl::desc("The largest synthetic graph, in ops (from 1000 "
                          "by factors of 10)"),
           llvm::cl::init(1000000), llvm::cl::cat(benchOptions));

int main(int argc, char **argv) {
  llvm::cl::HideUnrelatedOptions(benchOptions);
  ::uop::addVersionPrinter();
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "uop-simplify-bench: uop-simplify against tinygrad 0.9.0, and on "
      "synthetic graphs\n");

  MLIRContext context;
  context.loadDialect<UOpDialect>();
  context.disableMultithreading();

  llvm::outs() << "== uop-simplify on tinygrad 0.9.0's conformance kernels "
                  "(uops_before), ms, medians of 21 runs\n"
                  "   uop: the uop rewrite driver; greedy: MLIR's greedy "
                  "driver, same rules; both to the fixpoint;\n"
                  "   tinygrad: its recorded graph_rewrite / "
                  "UOpGraph.linearize time (a reference, not this run)\n";
  llvm::outs() << llvm::format(
      "%-26s %5s %7s %7s %8s %7s %7s | %7s %7s %8s %7s %7s\n", "kernel", "ops",
      "uop", "greedy", "tinygrad", "x greed", "x tiny", "+linear", "greedy",
      "tinygrad", "x greed", "x tiny");
  std::vector<std::string> paths;
  std::error_code ec;
  for (StringRef set : {"clang", "gpu"}) {
    SmallString<256> dir(conformanceDir);
    llvm::sys::path::append(dir, set);
    for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec;
         it.increment(ec))
      if (StringRef(it->path()).ends_with(".json"))
        paths.push_back(it->path());
  }
  if (paths.empty()) {
    llvm::errs() << "uop-simplify-bench: no kernels (*.json) in "
                 << conformanceDir << "/clang or " << conformanceDir
                 << "/gpu\n";
    return 1;
  }
  llvm::sort(paths);
  // Speedups per kernel: simplify, then simplify + linearize; against the
  // greedy driver, then against tinygrad.
  std::vector<double> speedups[2][2];
  for (const std::string &path : paths) {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer) {
      llvm::errs() << path << ": cannot read\n";
      return 1;
    }
    OwningOpRef<ModuleOp> module = importTinygradJSON(
        (*buffer)->getBuffer(), path, TinygradList::Before, &context);
    llvm::Expected<llvm::json::Value> json = llvm::json::parse((*buffer)->getBuffer());
    if (!module || !json) {
      llvm::consumeError(json.takeError());
      llvm::errs() << path << ": cannot import\n";
      return 1;
    }
    const llvm::json::Object *dump = json->getAsObject();
    const llvm::json::Object *timing =
        dump ? dump->getObject("timing") : nullptr;
    if (!timing) {
      llvm::errs() << path
                   << ": no tinygrad timing (\"timing\") to compare with\n";
      return 1;
    }
    double tinygrad[2] = {timing->getNumber("graph_rewrite_ms").value_or(0),
                          timing->getNumber("uopgraph_linearize_ms").value_or(0)};
    SmallString<64> name = llvm::sys::path::parent_path(path).substr(
        llvm::sys::path::parent_path(llvm::sys::path::parent_path(path)).size() + 1);
    name += "/";
    name += llvm::sys::path::stem(path);
    llvm::outs() << llvm::format("%-26s %5lld", name.c_str(),
                                 (long long)countOps(*module));
    for (bool linearize : {false, true}) {
      double ours = timeSimplify(*module, 21, SimplifyDriver::Dedicated, linearize);
      double greedy = timeSimplify(*module, 21, SimplifyDriver::Greedy, linearize);
      speedups[linearize][0].push_back(greedy / ours);
      speedups[linearize][1].push_back(tinygrad[linearize] / ours);
      llvm::outs() << llvm::format(" %7.3f %7.3f %8.3f %6.1fx %6.0fx%s", ours,
                                   greedy, tinygrad[linearize], greedy / ours,
                                   tinygrad[linearize] / ours,
                                   linearize ? "" : " |");
    }
    llvm::outs() << "\n";
  }
  auto median = [](std::vector<double> values) {
    llvm::sort(values);
    return values[values.size() / 2];
  };
  llvm::outs() << llvm::format(
      "%-26s %5s %7s %7s %8s %6.1fx %6.0fx | %7s %7s %8s %6.1fx %6.0fx\n",
      "median speedup", "", "", "", "", median(speedups[0][0]),
      median(speedups[0][1]), "", "", "", median(speedups[1][0]),
      median(speedups[1][1]));
  llvm::outs() << llvm::format(
      "goal (issue: compile speed): rewrite + linearize at least 100x "
      "tinygrad and 3x the greedy driver, medians; measured %.0fx and "
      "%.1fx\n",
      median(speedups[1][1]), median(speedups[1][0]));

  llvm::outs() << "\n== uop-simplify on synthetic kernels, ms, medians\n";
  llvm::outs() << llvm::format("%9s %9s %10s %9s %10s %7s | %9s %10s\n", "ops",
                               "uop", "ops/s", "greedy", "ops/s", "x greed",
                               "+linear", "ops/s");
  double slowest = std::numeric_limits<double>::infinity();
  for (int64_t size = 1000; size <= maxOps; size *= 10) {
    OwningOpRef<ModuleOp> module = buildSyntheticKernel(&context, size);
    double ops = countOps(*module);
    int repeats = size >= 1000000 ? 3 : 7;
    double ours = timeSimplify(*module, repeats, SimplifyDriver::Dedicated);
    double greedy = timeSimplify(*module, repeats, SimplifyDriver::Greedy);
    double linear = timeSimplify(*module, repeats, SimplifyDriver::Dedicated,
                                 /*linearize=*/true);
    llvm::outs() << llvm::format(
        "%9.0f %9.2f %10.0f %9.2f %10.0f %6.1fx | %9.2f %10.0f\n", ops, ours,
        ops / (ours / 1000), greedy, ops / (greedy / 1000), greedy / ours,
        linear, ops / (linear / 1000));
    slowest = std::min(slowest, ops / (ours / 1000));
  }
  llvm::outs() << llvm::format(
      "goal (issue: compile speed): at least 5 M ops/s at every size; "
      "measured %.2f M ops/s at the slowest\n",
      slowest / 1e6);
  return 0;
}
