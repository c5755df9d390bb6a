//===- embed-run.cpp - a uop kernel through the installed runtime ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs the kernel in argv[1] on uop's CPU device, compiled by the
// embedder's own lowering (EmbedLowering.cpp) behind the runtime's Compiler
// interface, and checks out = a + 2 * b on seeded inputs.
//
//===----------------------------------------------------------------------===//

#include "EmbedLowering.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "uop/Compiler/Compilers.h"
#include "uop/InitAllDialects.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/Runner.h"
#include "uop/Target/KernelBinaries.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace uop::runtime;

namespace {
/// The embedder's compiler for uop's CPU device: its own pipeline to the
/// LLVM dialect, then uop's entry point and host object writer.
class EmbedCompiler : public Compiler {
public:
  std::string cacheKey() const override { return "embed-example|cpu-object"; }

  llvm::Expected<std::string> compile(llvm::StringRef source) override {
    mlir::DialectRegistry registry;
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    mlir::registerAllToLLVMIRTranslations(registry);
    mlir::uop::registerAllDialects(registry);
    mlir::MLIRContext context(registry);
    std::string diagnostics;
    llvm::raw_string_ostream stream(diagnostics);
    llvm::SourceMgr sourceMgr;
    mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context, stream);
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(source, &context);
    mlir::PassManager pm(&context);
    embed::buildEmbedPipeline(pm);
    std::string object;
    llvm::raw_string_ostream os(object);
    if (!module || failed(pm.run(*module)) ||
        failed(mlir::uop::writeCPUObject(*module, os)))
      return llvm::createStringError("the embedder's lowering failed:\n" +
                                     diagnostics);
    return object;
  }
};
} // namespace

static int fail(llvm::Error error) {
  llvm::errs() << "embed-run: " << llvm::toString(std::move(error)) << "\n";
  return 1;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: embed-run KERNEL.mlir\n";
    return 2;
  }
  auto file = llvm::MemoryBuffer::getFile(argv[1]);
  if (!file) {
    llvm::errs() << "embed-run: cannot read " << argv[1] << "\n";
    return 1;
  }
  registerBuiltinDevices();
  llvm::Expected<Device &> device = getDevice("CPU");
  if (!device)
    return fail(device.takeError());
  llvm::Expected<ProgramSpec> spec = mlir::uop::prepareKernel(
      (*file)->getBuffer(), argv[1], device->target());
  if (!spec)
    return fail(spec.takeError());
  EmbedCompiler compiler;
  llvm::Expected<Runner> runner =
      Runner::compile(*device, std::move(*spec), compiler, /*cache=*/nullptr);
  if (!runner)
    return fail(runner.takeError());

  llvm::Expected<DType> f32 = DType::get("float32");
  if (!f32)
    return fail(f32.takeError());
  std::map<int64_t, HostArray> arrays = {{0, HostArray::zeros(*f32, 64)},
                                         {1, HostArray::zeros(*f32, 64)},
                                         {2, HostArray::zeros(*f32, 64)}};
  for (size_t i = 0; i < 64; ++i) {
    arrays[1].set(i, 0.5 * i);
    arrays[2].set(i, 64.0 - i);
  }
  llvm::Expected<LaunchArgs> launch = runner->spec().bind({});
  if (!launch)
    return fail(launch.takeError());
  if (llvm::Error error = runner->copyIn(arrays))
    return fail(std::move(error));
  if (llvm::Expected<double> seconds = runner->launch(*launch); !seconds)
    return fail(seconds.takeError());
  if (llvm::Error error = runner->copyOut(arrays))
    return fail(std::move(error));
  for (size_t i = 0; i < 64; ++i) {
    double want = 0.5 * i + 2.0 * (64.0 - i);
    if (arrays[0].get(i) != want) {
      llvm::errs() << "embed-run: out[" << i << "] = " << arrays[0].format(i)
                   << ", expected " << want << "\n";
      return 1;
    }
  }
  llvm::outs() << "embed-run: @" << runner->spec().name
               << ", lowered by embed-lower-uop, ran on the CPU device: 64 of "
                  "64 outputs match\n";
  return 0;
}
