//===- uop-simplify-diff.cpp - the two simplify drivers, compared ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Simplifies every kernel of the given tinygrad dumps (`uops_before`, JSON;
// directories are searched) and uop files (.mlir) twice, with the uop
// rewrite driver and with MLIR's greedy driver (`uop-simplify` with
// `driver=dedicated` and `driver=greedy`), and checks that both give the
// same kernel up to the order of its ops (findKernelDifference). Prints
// each difference and ends with "N kernels: N agree, N differ"; exits
// non-zero if any differs or fails.
//
//   uop-simplify-diff test/Conformance [more files or directories]
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/KernelEquivalence.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "uop/InitAllDialects.h"
#include "uop/Target/TinygradJSON.h"
#include "uop/Version.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory diffOptions("uop-simplify-diff options");
static cl::list<std::string> inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<dump, .mlir file or directory>"),
                                    cl::cat(diffOptions));

/// The .json and .mlir files of `inputs`, directories searched, sorted.
static std::vector<std::string> collectFiles() {
  std::vector<std::string> files;
  auto isKernelFile = [](StringRef path) {
    return path.ends_with(".json") || path.ends_with(".mlir");
  };
  for (const std::string &input : inputs) {
    if (!llvm::sys::fs::is_directory(input)) {
      files.push_back(input);
      continue;
    }
    std::error_code ec;
    for (llvm::sys::fs::recursive_directory_iterator it(input, ec), end;
         it != end && !ec; it.increment(ec))
      if (isKernelFile(it->path()))
        files.push_back(it->path());
  }
  llvm::sort(files);
  return files;
}

/// The file's kernels as a module, or null after printing why.
static OwningOpRef<ModuleOp> load(StringRef path, MLIRContext *context) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    llvm::errs() << path << ": " << buffer.getError().message() << "\n";
    return nullptr;
  }
  if (path.ends_with(".json"))
    return mlir::uop::importTinygradJSON((*buffer)->getBuffer(), path,
                                   mlir::uop::TinygradList::Before, context);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, context);
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::HideUnrelatedOptions(diffOptions);
  ::uop::addVersionPrinter();
  cl::ParseCommandLineOptions(
      argc, argv,
      "uop-simplify-diff: the uop rewrite driver against MLIR's greedy "
      "driver\n");

  DialectRegistry registry;
  mlir::uop::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  SourceMgrDiagnosticHandler diagnostics(*std::make_unique<llvm::SourceMgr>(),
                                         &context, llvm::errs());

  int64_t kernels = 0, agree = 0, differ = 0, failures = 0;
  for (const std::string &path : collectFiles()) {
    OwningOpRef<ModuleOp> greedy = load(path, &context);
    if (!greedy) {
      ++failures;
      continue;
    }
    OwningOpRef<ModuleOp> dedicated = greedy->clone();
    if (failed(mlir::uop::simplifyToFixpoint(*greedy, mlir::uop::SimplifyDriver::Greedy)) ||
        failed(mlir::uop::simplifyToFixpoint(*dedicated,
                                       mlir::uop::SimplifyDriver::Dedicated))) {
      llvm::errs() << path << ": uop-simplify failed\n";
      ++failures;
      continue;
    }
    auto greedyKernels = llvm::to_vector(greedy->getOps<mlir::uop::KernelOp>());
    auto dedicatedKernels = llvm::to_vector(dedicated->getOps<mlir::uop::KernelOp>());
    for (auto [greedyKernel, dedicatedKernel] :
         llvm::zip_equal(greedyKernels, dedicatedKernels)) {
      ++kernels;
      std::optional<std::string> difference =
          mlir::uop::findKernelDifference(dedicatedKernel, greedyKernel);
      if (!difference) {
        ++agree;
        continue;
      }
      ++differ;
      llvm::outs() << path << ": @" << greedyKernel.getSymName()
                   << ": the drivers differ: " << *difference
                   << "\n-- dedicated:\n"
                   << dedicatedKernel << "\n-- greedy:\n"
                   << greedyKernel << "\n";
    }
  }
  llvm::outs() << kernels << " kernels: " << agree << " agree, " << differ
               << " differ";
  if (failures)
    llvm::outs() << ", " << failures << " files failed";
  llvm::outs() << "\n";
  return differ || failures || kernels == 0 ? 1 : 0;
}
