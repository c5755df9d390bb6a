//===- CPUBench.cpp - our CPU device against tinygrad's own C -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs each kernel of the given directories of tinygrad dumps (the perf
// kernels, the clang conformance kernels) several ways in one process on the
// same inputs: tinygrad's rendered C (`src`), compiled as tinygrad's CLANG
// backend compiles it; our CPU device (prepareKernel, uop-to-llvm, ORC,
// through the runtime's Runner) single-threaded and with OpenMP on all
// cores; and, for square float32 matmuls, OpenBLAS's cblas_sgemm. Dumps that
// omit their arrays (`data_omitted`) get seeded inputs. Every way must give
// tinygrad's C's outputs within the conformance tolerance.
//
// Each time is the median of runs; a run of a kernel under 10 us calls it
// back to back in a batch and counts the batch's time per call. Every way
// of a kernel uses the same runs and batch, printed beside it.
//
//   uop-cpu-bench <directory>... [--runs N] [--seed S] [--clang PATH]
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/Runner.h"
#include "uop/Support/ArrayIO.h"
#include "uop/Support/TinygradDump.h"
#include "uop/Version.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cmath>
#include <dlfcn.h>
#include <map>
#include <random>
#include <thread>
#include <unistd.h>
#ifdef UOP_HAVE_OPENBLAS
#include <cblas.h>
#endif

using namespace ::uop;
using namespace ::uop::runtime;
namespace cl = llvm::cl;

static cl::OptionCategory benchOptions("uop-cpu-bench options");
static cl::list<std::string> directories(cl::Positional, cl::OneOrMore,
                                         cl::desc("<directory of kernels>..."),
                                         cl::cat(benchOptions));
static cl::opt<unsigned> runsOption("runs",
                                    cl::desc("The most runs per kernel and way "
                                             "(fewer for kernels over 100 ms)"),
                                    cl::init(21), cl::cat(benchOptions));
static cl::opt<unsigned>
    seedOption("seed", cl::desc("Seed of the inputs of dumps without arrays"),
               cl::init(1), cl::cat(benchOptions));
static cl::opt<std::string>
    clangPath("clang", cl::desc("The C compiler for tinygrad's source"),
              cl::init("/usr/lib/llvm-22/bin/clang"), cl::cat(benchOptions));

namespace {

/// Kernels shorter than this run in batches.
constexpr double kBatchBelow = 10e-6;
/// What one batch of a short kernel lasts, about.
constexpr double kBatchTime = 200e-6;
/// What the runs of one way of a kernel last at most, about (at least 5
/// runs whatever they last).
constexpr double kWayTime = 2.0;

/// How a kernel is timed: `runs` samples of `batch` back-to-back calls.
struct Timing {
  unsigned runs = 1, batch = 1;
};

/// The median of `timing.runs` samples of `sample`, which runs `batch`
/// calls and returns their time in seconds; per call.
template <typename Sample>
llvm::Expected<double> medianTime(const Timing &timing, Sample sample) {
  std::vector<double> times;
  for (unsigned i = 0; i < timing.runs; ++i) {
    llvm::Expected<double> time = sample(timing.batch);
    if (!time)
      return time.takeError();
    times.push_back(*time / timing.batch);
  }
  llvm::sort(times);
  return times[times.size() / 2];
}

/// Seconds `call` takes `times` times back to back.
template <typename Call> double timeCalls(unsigned times, Call call) {
  auto start = std::chrono::steady_clock::now();
  for (unsigned i = 0; i < times; ++i)
    call();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                       start)
      .count();
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
  llvm::Expected<llvm::json::Value> document =
      llvm::json::parse((*file)->getBuffer());
  if (!document)
    return llvm::createStringError(path + ": " +
                                   llvm::toString(document.takeError()));
  llvm::Expected<TinygradDump> dump = readTinygradDumpDocument(*document, path);
  if (!dump)
    return dump.takeError();
  if (dump->globals.empty())
    return llvm::createStringError(path + ": not a conformance kernel");
  kernel.dump = std::move(*dump);
  llvm::Expected<std::string> source =
      mlir::uop::importTinygradKernelDocument(*document, path);
  if (!source)
    return source.takeError();
  llvm::Expected<ProgramSpec> spec =
      mlir::uop::prepareKernel(*source, path, "cpu-object");
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

/// The side of a square float32 matmul `data0 = data1 @ data2` (row-major,
/// tinygrad's layout): three n*n float32 buffers and 2n^3 operations. That
/// OpenBLAS computes tinygrad's outputs confirms it.
std::optional<int> getSquareMatmulSide(const TinygradDump &dump) {
  if (dump.globals.size() != 3 || !dump.opEstimate)
    return std::nullopt;
  auto side = static_cast<int>(std::lround(std::sqrt(dump.globals[0].size)));
  for (auto [position, global] : llvm::enumerate(dump.globals))
    if (global.index != static_cast<int64_t>(position) ||
        global.dtype.name != "float32" ||
        global.size != static_cast<size_t>(side) * side)
      return std::nullopt;
  if (*dump.opEstimate != 2 * int64_t(side) * side * side)
    return std::nullopt;
  return side;
}

/// A time as text, in the unit that suits it.
std::string formatTime(double seconds) {
  if (seconds < 1e-6)
    return llvm::formatv("{0:F1} ns", seconds * 1e9);
  if (seconds < 1e-3)
    return llvm::formatv("{0:F2} us", seconds * 1e6);
  return llvm::formatv("{0:F2} ms", seconds * 1e3);
}

/// One kernel's figures.
struct Result {
  std::string name;
  double tinygrad = 0, ours[2] = {0, 0};
  std::optional<double> blas;
  std::optional<int64_t> ops;
};

class Bench {
public:
  Bench(Device &cpu, std::string workDir) : cpu(cpu), workDir(workDir) {
    compilers[0] = mlir::uop::createCPUCompiler(/*openMP=*/false);
    compilers[1] = mlir::uop::createCPUCompiler(/*openMP=*/true);
  }

  llvm::Expected<Result> run(llvm::StringRef path);

private:
  /// Our way `parallel` on `initial`: checked against `reference` after one
  /// run, then timed.
  llvm::Expected<double> runOurs(const Kernel &kernel, int parallel,
                                 const std::map<int64_t, HostArray> &initial,
                                 const std::vector<HostArray> &reference,
                                 const Timing &timing);

  Device &cpu;
  std::string workDir;
  std::unique_ptr<Compiler> compilers[2];
  std::mt19937_64 random{seedOption};
};

/// An error unless each output of `dump` in `got` (by position) is within the
/// conformance tolerance of `reference`.
llvm::Error checkOutputs(const Kernel &kernel, llvm::StringRef way,
                         llvm::ArrayRef<HostArray> got,
                         llvm::ArrayRef<HostArray> reference) {
  for (auto [global, ours, theirs] :
       llvm::zip_equal(kernel.dump.globals, got, reference)) {
    if (!global.isMutable)
      continue;
    ArrayMismatch mismatch = compareArrays(ours, theirs);
    if (mismatch.count)
      return llvm::createStringError(
          kernel.name + ": " + way + ": " + llvm::Twine(mismatch.count) +
          " of " + llvm::Twine(theirs.size()) + " elements of buffer " +
          llvm::Twine(global.index) + " differ from tinygrad's C" +
          (mismatch.shown.empty() ? "" : ", first" + mismatch.shown.front()));
  }
  return llvm::Error::success();
}

llvm::Expected<double>
Bench::runOurs(const Kernel &kernel, int parallel,
               const std::map<int64_t, HostArray> &initial,
               const std::vector<HostArray> &reference, const Timing &timing) {
  llvm::Expected<LaunchArgs> launch = kernel.spec.bind(kernel.dump.varValues);
  if (!launch)
    return launch.takeError();
  llvm::Expected<Runner> runner = Runner::compile(
      cpu, kernel.spec, *compilers[parallel], /*cache=*/nullptr);
  if (!runner)
    return runner.takeError();
  std::map<int64_t, HostArray> ours = initial;
  if (llvm::Error error = runner->copyIn(ours))
    return std::move(error);
  if (llvm::Expected<double> first = runner->launch(*launch); !first)
    return first.takeError();
  if (llvm::Error error = runner->copyOut(ours))
    return std::move(error);
  std::vector<HostArray> got;
  for (const DumpGlobal &global : kernel.dump.globals)
    got.push_back(ours.at(global.index));
  if (llvm::Error error =
          checkOutputs(kernel, parallel ? "ours on all cores" : "ours",
                       got, reference))
    return std::move(error);
  return medianTime(timing, [&](unsigned batch) {
    return runner->launch(*launch, batch);
  });
}

llvm::Expected<Result> Bench::run(llvm::StringRef path) {
  llvm::Expected<Kernel> kernel = loadKernel(path);
  if (!kernel)
    return kernel.takeError();
  llvm::Expected<Entry> tinygrad = compileTinygradC(*kernel, workDir);
  if (!tinygrad)
    return tinygrad.takeError();
  // Every way starts from the same inputs: the dump's, else seeded ones
  // (outputs start as zeros).
  std::map<int64_t, HostArray> initial;
  for (const DumpGlobal &global : kernel->dump.globals)
    initial.emplace(global.index,
                    global.value      ? *global.value
                    : global.isMutable ? HostArray::zeros(global.dtype,
                                                          global.size)
                                       : HostArray::random(global.dtype,
                                                           global.size,
                                                           random));
  // tinygrad's C on copies of them, in its argument order: its outputs
  // after one run are the reference.
  std::vector<HostArray> theirs;
  std::vector<void *> pointers;
  for (const DumpGlobal &global : kernel->dump.globals)
    theirs.push_back(initial.at(global.index));
  for (HostArray &array : theirs)
    pointers.push_back(array.bytes.data());
  std::vector<int32_t> vars;
  for (const auto &[name, value] : kernel->dump.vars)
    vars.push_back(value);
  auto callTinygrad = [&] { (*tinygrad)(pointers.data(), vars.data()); };
  callTinygrad();
  std::vector<HostArray> reference = theirs;

  // The runs and batch follow from tinygrad's time per call, over calls
  // doubled in number until they last a batch's time.
  double once = 0;
  for (unsigned calls = 1;; calls *= 2) {
    double time = timeCalls(calls, callTinygrad);
    once = time / calls;
    if (time >= kBatchTime || calls >= (1u << 20))
      break;
  }
  Timing timing;
  if (once < kBatchBelow)
    timing.batch = std::ceil(kBatchTime / std::max(once, 1e-10));
  timing.runs = std::clamp<unsigned>(
      static_cast<unsigned>(kWayTime / (once * timing.batch)), 5, runsOption);
  Result result;
  result.name = kernel->name;
  result.ops = kernel->dump.opEstimate;
  llvm::Expected<double> tinygradTime = medianTime(
      timing, [&](unsigned batch) -> llvm::Expected<double> {
        return timeCalls(batch, callTinygrad);
      });
  if (!tinygradTime)
    return tinygradTime.takeError();
  result.tinygrad = *tinygradTime;
  for (int parallel = 0; parallel < 2; ++parallel) {
    llvm::Expected<double> time =
        runOurs(*kernel, parallel, initial, reference, timing);
    if (!time)
      return time.takeError();
    result.ours[parallel] = *time;
  }
#ifdef UOP_HAVE_OPENBLAS
  if (std::optional<int> n = getSquareMatmulSide(kernel->dump)) {
    std::vector<HostArray> blas;
    for (const DumpGlobal &global : kernel->dump.globals)
      blas.push_back(initial.at(global.index));
    auto *c = reinterpret_cast<float *>(blas[0].bytes.data());
    auto *a = reinterpret_cast<const float *>(blas[1].bytes.data());
    auto *b = reinterpret_cast<const float *>(blas[2].bytes.data());
    auto sgemm = [&] {
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, *n, *n, *n, 1.0f,
                  a, *n, b, *n, 0.0f, c, *n);
    };
    sgemm();
    if (llvm::Error error = checkOutputs(*kernel, "OpenBLAS", blas, reference))
      return std::move(error);
    llvm::Expected<double> time = medianTime(
        timing, [&](unsigned batch) -> llvm::Expected<double> {
          return timeCalls(batch, sgemm);
        });
    if (!time)
      return time.takeError();
    result.blas = *time;
  }
#endif
  llvm::outs() << llvm::format(
      "%-30s %3ux%-5u %11s %11s %6.2fx %11s %6.2fx", result.name.c_str(),
      timing.runs, timing.batch, formatTime(result.tinygrad).c_str(),
      formatTime(result.ours[0]).c_str(), result.tinygrad / result.ours[0],
      formatTime(result.ours[1]).c_str(), result.tinygrad / result.ours[1]);
  if (result.blas)
    llvm::outs() << llvm::format(
        "   OpenBLAS %s; GFLOP/s: tinygrad %.1f, ours 1 thr %.1f, ours all "
        "%.1f, OpenBLAS %.1f",
        formatTime(*result.blas).c_str(), *result.ops / result.tinygrad / 1e9,
        *result.ops / result.ours[0] / 1e9, *result.ops / result.ours[1] / 1e9,
        *result.ops / *result.blas / 1e9);
  llvm::outs() << "\n";
  return result;
}

/// The kernels (*.json) of `directory`, sorted.
llvm::Expected<std::vector<std::string>> listKernels(llvm::StringRef directory) {
  std::vector<std::string> paths;
  std::error_code error;
  for (llvm::sys::fs::directory_iterator it(directory, error), end;
       it != end && !error; it.increment(error))
    if (llvm::StringRef(it->path()).ends_with(".json"))
      paths.push_back(it->path());
  if (error)
    return llvm::createStringError("cannot list " + directory + ": " +
                                   error.message());
  llvm::sort(paths);
  if (paths.empty())
    return llvm::createStringError("no kernels (*.json) in " + directory);
  return paths;
}

/// Prints the goals of issue 15 beside their figures.
void printGoals(llvm::ArrayRef<Result> results, unsigned cores) {
  const Result *slowest = nullptr, *slowestParallel = nullptr;
  double logSum[2] = {0, 0};
  for (const Result &result : results) {
    if (!slowest || result.tinygrad / result.ours[0] <
                        slowest->tinygrad / slowest->ours[0])
      slowest = &result;
    if (result.tinygrad > 1e-3 &&
        (!slowestParallel || result.tinygrad / result.ours[1] <
                                 slowestParallel->tinygrad /
                                     slowestParallel->ours[1]))
      slowestParallel = &result;
    logSum[0] += std::log(result.tinygrad / result.ours[0]);
    logSum[1] += std::log(result.tinygrad / result.ours[1]);
  }
  auto verdict = [](bool met) { return met ? "met" : "NOT met"; };
  llvm::outs() << llvm::format(
      "geometric mean of tinygrad time / our time over %zu kernels: %.2fx "
      "single-threaded, %.2fx with all %u cores (>1: ours faster)\n",
      results.size(), std::exp(logSum[0] / results.size()),
      std::exp(logSum[1] / results.size()), cores);
  double worst = slowest->tinygrad / slowest->ours[0];
  llvm::outs() << llvm::format(
      "goal: >= 1.00x tinygrad's C single-threaded on every kernel: lowest "
      "%.2fx (%s): %s\n",
      worst, slowest->name.c_str(), verdict(worst >= 1.0));
  if (slowestParallel) {
    double worstParallel =
        slowestParallel->tinygrad / slowestParallel->ours[1];
    llvm::outs() << llvm::format(
        "goal: >= 1.80x tinygrad's C on %u cores for kernels over 1 ms: "
        "lowest %.2fx (%s): %s\n",
        cores, worstParallel, slowestParallel->name.c_str(),
        verdict(worstParallel >= 1.8));
  }
  // The goal is for the 1024 matmul; smaller ones say how the share grows
  // with the size.
  for (const Result &result : results)
    if (result.blas) {
      double share = *result.blas / result.ours[1];
      bool isGoal = *result.ops == 2 * int64_t(1024) * 1024 * 1024;
      llvm::outs() << llvm::format(
          "%s: %s at %.0f%% of OpenBLAS's speed, both on all cores",
          isGoal ? "goal" : "share", result.name.c_str(), share * 100);
      if (isGoal)
        llvm::outs() << " (goal >= 50%, stretch 75%): "
                     << (share >= 0.75 ? "met, stretch too"
                                       : verdict(share >= 0.5));
      llvm::outs() << "\n";
    }
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
  // Removed however the run ends (a kernel's error ends it early).
  llvm::scope_exit removeWorkDir(
      [&] { llvm::sys::fs::remove_directories(workDir); });
  unsigned cores = std::thread::hardware_concurrency();
  llvm::outs() << "tinygrad's C: " << clangPath
               << " -O2 -march=native, single-threaded; ours: the CPU device, "
                  "1 thread and OpenMP on "
               << cores << " cores";
#ifdef UOP_HAVE_OPENBLAS
  llvm::outs() << "; OpenBLAS " << openblas_get_config() << " on "
               << openblas_get_num_threads() << " threads";
#else
  llvm::outs() << "; no OpenBLAS (install libopenblas-dev and reconfigure)";
#endif
  llvm::outs() << "\nmedian of RUNS samples, each of BATCH back-to-back calls "
                  "(kernels under 10 us), per call\n";
  llvm::outs() << llvm::format("%-30s %9s %11s %11s %7s %11s %7s\n", "kernel",
                               "RUNSxBATCH", "tinygrad C", "ours 1 thr",
                               "ratio", "ours all", "ratio");
  Bench bench(*cpu, workDir.str().str());
  std::vector<Result> results;
  for (const std::string &directory : directories) {
    llvm::Expected<std::vector<std::string>> paths = listKernels(directory);
    if (!paths)
      return paths.takeError();
    for (const std::string &path : *paths) {
      llvm::Expected<Result> result = bench.run(path);
      if (!result)
        return result.takeError();
      results.push_back(std::move(*result));
    }
  }
  printGoals(results, cores);
  return llvm::Error::success();
}

} // namespace

#if defined(UOP_HAVE_OPENBLAS) && defined(__x86_64__)
/// OpenBLAS 0.3.21 does not know CPUs newer than itself and falls back to
/// older kernels: its SSE3 ones ("Prescott") on Emerald Rapids, its AVX2
/// ones ("Haswell", "Zen") on an AVX-512 Zen 5, far below its speed (matmul
/// 1024 on 2 cores here: 66 GFLOP/s with Prescott, 157-313 with SkylakeX).
/// The baseline is OpenBLAS at its best on the host: OPENBLAS_CORETYPE is
/// read as the library loads, so the bench runs itself again with the
/// kernels the host can run. If that fails it goes on; the header names the
/// kernels used.
static void useOpenBLASKernelsForHost(char **argv) {
  if (getenv("OPENBLAS_CORETYPE"))
    return;
  llvm::StringRef chosen = openblas_get_corename();
  const char *best = nullptr;
  if (__builtin_cpu_supports("avx512f"))
    best = llvm::is_contained({"skylakex", "cooperlake", "sapphirerapids"},
                              chosen.lower())
               ? nullptr
               : "SkylakeX";
  else if (__builtin_cpu_supports("avx2") &&
           chosen.equals_insensitive("prescott"))
    best = "Haswell";
  if (!best || setenv("OPENBLAS_CORETYPE", best, 1) != 0)
    return;
  execv("/proc/self/exe", argv);
}
#endif

int main(int argc, char **argv) {
#if defined(UOP_HAVE_OPENBLAS) && defined(__x86_64__)
  useOpenBLASKernelsForHost(argv);
#endif
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
