//===- SimplifyBench.cpp - time uop-simplify against tinygrad -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Times the default simplification pipeline in-process:
//  * on every conformance kernel (uops_before), next to tinygrad's own
//    recorded time for the same work (`timing.graph_rewrite_ms`; and
//    simplification plus linearization against `timing.uopgraph_linearize_ms`),
//    measured by the dump's producer on a machine of this kind: a reference
//    point, not a same-run comparison;
//  * on synthetic kernels of 1k to 1M ops, to show that cost grows linearly.
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
#include <chrono>

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

/// Median wall time in ms of running the simplification pipeline (and the
/// linearizer, if `linearize`) on fresh clones of `module` (cloning is not
/// timed).
double timeSimplify(ModuleOp module, int repeats, bool linearize = false) {
  MLIRContext *context = module.getContext();
  std::vector<double> times;
  for (int i = 0; i < repeats; ++i) {
    OwningOpRef<ModuleOp> copy = module.clone();
    PassManager pm(context);
    buildSimplifyPipeline(pm);
    if (linearize)
      pm.addPass(createUOpLinearize());
    auto start = std::chrono::steady_clock::now();
    if (failed(pm.run(*copy))) {
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
                  "(uops_before)\n";
  llvm::outs() << llvm::format(
      "%-26s %6s %9s %9s %10s %8s | %9s %9s %8s\n", "kernel", "ops",
      "simplify", "tinygrad", "ops/s", "speedup", "+linear.", "tinygrad",
      "speedup");
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
  llvm::sort(paths);
  double oursTotal = 0, theirsTotal = 0, oursLinearTotal = 0,
         theirsLinearTotal = 0;
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
    const llvm::json::Object *timing = json->getAsObject()->getObject("timing");
    double theirs = timing->getNumber("graph_rewrite_ms").value_or(0);
    double theirsLinear = timing->getNumber("uopgraph_linearize_ms").value_or(0);
    double ours = timeSimplify(*module, 21);
    double oursLinear = timeSimplify(*module, 21, /*linearize=*/true);
    int64_t ops = countOps(*module);
    oursTotal += ours;
    theirsTotal += theirs;
    oursLinearTotal += oursLinear;
    theirsLinearTotal += theirsLinear;
    SmallString<64> name = llvm::sys::path::parent_path(path).substr(
        llvm::sys::path::parent_path(llvm::sys::path::parent_path(path)).size() + 1);
    name += "/";
    name += llvm::sys::path::stem(path);
    llvm::outs() << llvm::format(
        "%-26s %6lld %9.3f %9.3f %10.0f %7.1fx | %9.3f %9.3f %7.1fx\n",
        name.c_str(), (long long)ops, ours, theirs, ops / (ours / 1000),
        theirs / ours, oursLinear, theirsLinear, theirsLinear / oursLinear);
  }
  llvm::outs() << llvm::format(
      "%-26s %6s %9.3f %9.3f %10s %7.1fx | %9.3f %9.3f %7.1fx\n", "total", "",
      oursTotal, theirsTotal, "", theirsTotal / oursTotal, oursLinearTotal,
      theirsLinearTotal, theirsLinearTotal / oursLinearTotal);

  llvm::outs() << "\n== uop-simplify on synthetic kernels\n";
  llvm::outs() << llvm::format("%10s %10s %12s %14s %14s\n", "ops", "ms",
                               "ops/s", "us per 1k ops", "+linear. ms");
  for (int64_t size = 1000; size <= maxOps; size *= 10) {
    OwningOpRef<ModuleOp> module = buildSyntheticKernel(&context, size);
    int64_t ops = countOps(*module);
    int repeats = size >= 1000000 ? 3 : 7;
    double ms = timeSimplify(*module, repeats);
    double linearMs = timeSimplify(*module, repeats, /*linearize=*/true);
    llvm::outs() << llvm::format("%10lld %10.2f %12.0f %14.1f %14.2f\n",
                                 (long long)ops, ms, ops / (ms / 1000),
                                 ms * 1000 / (ops / 1000.0), linearMs);
  }
  return 0;
}
