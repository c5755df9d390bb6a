//===- CPUBench.cpp - our CPU device against tinygrad's own C -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs each clang conformance kernel two ways in one process on the same
// inputs: tinygrad's rendered C (`src`), compiled as tinygrad's CLANG
// backend compiles it, and our CPU device (prepareKernel, uop-to-llvm, ORC,
// through the runtime's Runner), single-threaded and with OpenMP on all
// cores. Both are called in-process through a function pointer and timed
// around that call (the CPU device's launch reports its kernel call's
// time); each time is the median of the runs. Both must compute the same
// outputs.
//
//   uop-cpu-bench <directory of clang/*.json> [--runs N] [--clang PATH]
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/Runner.h"
#include "uop/Support/ArrayIO.h"
#include "uop/Support/TinygradDump.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "uop/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cmath>
#include <dlfcn.h>
#include <map>
#include <thread>

using namespace ::uop;
using namespace ::uop::runtime;
namespace cl = llvm::cl;

static cl::OptionCategory benchOptions("uop-cpu-bench options");
static cl::opt<std::string> directory(cl::Positional, cl::Required,
                                      cl::desc("<directory of kernels>"), cl::cat(benchOptions));
static cl::opt<unsigned> runs("runs", cl::desc("Runs per kernel and way"),
                              cl::init(21), cl::cat(benchOptions));
static cl::opt<std::string>
    clangPath("clang", cl::desc("The C compiler for tinygrad's source"),
              cl::init("/usr/lib/llvm-22/bin/clang"), cl::cat(benchOptions));

namespace {

/// The median time of `runs` calls of `call`, in seconds.
template <typename Call> double medianTime(Call call) {
  std::vector<double> times;
  for (unsigned i = 0; i < runs; ++i) {
    auto start = std::chrono::steady_clock::now();
    call();
    times.push_back(std::chrono::duration<double>(
                        std::chrono::steady_clock::now() - start)
                        .count());
  }
  llvm::sort(times);
  return times[times.size() / 2];
}

struct Kernel {
  std::string name;
  TinygradDump dump;
  /// Our kernel, prepared once for both of our ways.
  ProgramSpec spec;
};

llvm::Expected<Kernel> loadKernel(llvm::StringRef path) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path);
  Kernel kernel;
  kernel.name = llvm::sys::path::stem(path).str();
  llvm::Expected<TinygradDump> dump =
      readTinygradDump((*file)->getBuffer(), path);
  if (!dump)
    return dump.takeError();
  if (dump->globals.empty())
    return llvm::createStringError(path + ": not a conformance kernel");
  kernel.dump = std::move(*dump);
  llvm::Expected<std::string> source =
      mlir::uop::importTinygradKernel((*file)->getBuffer(), path);
  if (!source)
    return source.takeError();
  llvm::Expected<ProgramSpec> spec = mlir::uop::prepareKernel(*source, path);
  if (!spec)
    return spec.takeError();
  kernel.spec = std::move(*spec);
  return kernel;
}

using Entry = void (*)(void **buffers, const int *vars);

/// tinygrad's C, compiled as its CLANG backend does, behind an entry that
/// takes arrays (C converts the void pointers to the kernel's types).
llvm::Expected<Entry> compileTinygradC(const Kernel &kernel,
                                       llvm::StringRef workDir) {
  std::string call = kernel.dump.functionName + "(";
  for (size_t i = 0; i < kernel.dump.globals.size(); ++i)
    call += (i ? ", b[" : "b[") + std::to_string(i) + "]";
  for (size_t i = 0; i < kernel.dump.vars.size(); ++i)
    call += ", v[" + std::to_string(i) + "]";
  call += ")";
  std::string source = kernel.dump.source +
                       "\nvoid uop_bench_entry(void **b, const int *v) { " +
                       call + "; (void)v; }\n";
  std::string cPath = (workDir + "/" + kernel.name + ".c").str();
  std::string soPath = (workDir + "/" + kernel.name + ".so").str();
  {
    std::error_code error;
    llvm::raw_fd_ostream out(cPath, error);
    if (error)
      return llvm::createStringError("cannot write " + cPath);
    out << source;
  }
  llvm::StringRef args[] = {clangPath, "-include", "tgmath.h", "-shared",
                            "-march=native", "-O2", "-Wall", "-Werror",
                            "-x", "c", "-fPIC", cPath, "-o", soPath};
  std::string message;
  if (llvm::sys::ExecuteAndWait(clangPath, args, std::nullopt, {}, 0, 0,
                                &message))
    return llvm::createStringError("clang failed on tinygrad's source of " +
                                   kernel.name + ": " + message);
  void *library = dlopen(soPath.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return llvm::createStringError(dlerror());
  return reinterpret_cast<Entry>(dlsym(library, "uop_bench_entry"));
}

llvm::Error run() {
  registerBuiltinDevices();
  llvm::Expected<Device &> cpu = getDevice("CPU");
  if (!cpu)
    return cpu.takeError();
  llvm::SmallString<128> workDir;
  if (std::error_code error =
          llvm::sys::fs::createUniqueDirectory("uop-cpu-bench", workDir))
    return llvm::createStringError("cannot create a work directory");
  std::vector<std::string> paths;
  std::error_code error;
  for (llvm::sys::fs::directory_iterator it(directory, error), end;
       it != end && !error; it.increment(error))
    if (llvm::StringRef(it->path()).ends_with(".json"))
      paths.push_back(it->path());
  llvm::sort(paths);
  if (paths.empty())
    return llvm::createStringError("no kernels (*.json) in " + directory);
  std::unique_ptr<Compiler> compilers[] = {
      mlir::uop::createCPUCompiler(/*openMP=*/false),
      mlir::uop::createCPUCompiler(/*openMP=*/true)};

  llvm::outs() << llvm::format("%-22s %12s %12s %7s %12s %7s\n", "kernel",
                               "tinygrad C", "ours 1 thr", "ratio",
                               "ours all", "ratio");
  double logSum[2] = {0, 0};
  unsigned count = 0;
  for (const std::string &path : paths) {
    llvm::Expected<Kernel> kernel = loadKernel(path);
    if (!kernel)
      return kernel.takeError();
    llvm::Expected<Entry> tinygrad = compileTinygradC(*kernel, workDir);
    if (!tinygrad)
      return tinygrad.takeError();
    // Both ways start from the same inputs: tinygrad's C on copies of them
    // in its argument order, ours by buffer index.
    std::vector<HostArray> theirs;
    std::vector<void *> pointers;
    std::vector<int32_t> theirVars;
    std::map<int64_t, HostArray> initial;
    for (const DumpGlobal &global : kernel->dump.globals)
      theirs.push_back(global.value ? *global.value
                                    : HostArray::zeros(global.dtype,
                                                       global.size));
    for (auto [global, array] : llvm::zip_equal(kernel->dump.globals, theirs)) {
      initial.emplace(global.index, array);
      pointers.push_back(array.bytes.data());
    }
    for (const auto &[name, value] : kernel->dump.vars)
      theirVars.push_back(value);
    double theirTime = medianTime(
        [&] { (*tinygrad)(pointers.data(), theirVars.data()); });

    llvm::Expected<LaunchArgs> launch =
        kernel->spec.bind(kernel->dump.varValues);
    if (!launch)
      return launch.takeError();
    double ourTime[2];
    for (int parallel = 0; parallel < 2; ++parallel) {
      llvm::Expected<Runner> runner = Runner::compile(
          *cpu, kernel->spec, *compilers[parallel], /*cache=*/nullptr);
      if (!runner)
        return runner.takeError();
      std::map<int64_t, HostArray> ours = initial;
      if (llvm::Error error = runner->copyIn(ours))
        return error;
      // The time of the kernel call itself, as for tinygrad's.
      std::vector<double> times;
      for (unsigned i = 0; i < runs; ++i) {
        llvm::Expected<double> time = runner->launch(*launch);
        if (!time)
          return time.takeError();
        times.push_back(*time);
      }
      llvm::sort(times);
      ourTime[parallel] = times[times.size() / 2];
      // Both ways must compute the same outputs.
      if (llvm::Error error = runner->copyOut(ours))
        return error;
      for (auto [global, array] :
           llvm::zip_equal(kernel->dump.globals, theirs))
        if (global.isMutable &&
            compareArrays(ours.at(global.index), array).count)
          return llvm::createStringError(kernel->name +
                                         ": outputs differ from tinygrad's C");
    }
    llvm::outs() << llvm::format(
        "%-22s %9.0f ns %9.0f ns %6.2fx %9.0f ns %6.2fx\n",
        kernel->name.c_str(), theirTime * 1e9, ourTime[0] * 1e9,
        theirTime / ourTime[0], ourTime[1] * 1e9, theirTime / ourTime[1]);
    logSum[0] += std::log(theirTime / ourTime[0]);
    logSum[1] += std::log(theirTime / ourTime[1]);
    ++count;
  }
  llvm::outs() << llvm::format(
      "geometric mean of tinygrad time / our time: %.2fx single-threaded, "
      "%.2fx with all %u cores (>1: ours faster)\n",
      std::exp(logSum[0] / count), std::exp(logSum[1] / count),
      std::thread::hardware_concurrency());
  llvm::sys::fs::remove_directories(workDir);
  return llvm::Error::success();
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(benchOptions);
  ::uop::addVersionPrinter();
  cl::ParseCommandLineOptions(argc, argv,
                              "our CPU device against tinygrad's C\n");
  if (llvm::Error error = run()) {
    llvm::errs() << "uop-cpu-bench: error: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  }
  return 0;
}
