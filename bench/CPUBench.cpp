//===- CPUBench.cpp - our CPU device against tinygrad's own C -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs each clang conformance kernel two ways in one process on the same
// inputs: tinygrad's rendered C (`src`), compiled as tinygrad's CLANG
// backend compiles it, and our CPU device (uop-simplify, uop-to-llvm, ORC),
// single-threaded and with OpenMP on all cores. Both are called in-process
// through a function pointer and timed around that call (the CPU device's
// launch reports its kernel call's time); each time is the median of the
// runs. Both must compute the same outputs.
//
//   uop-cpu-bench <directory of clang/*.json> [--runs N] [--clang PATH]
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/InitAllDialects.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/HostArray.h"
#include "uop/Target/TinygradJSON.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cmath>
#include <dlfcn.h>
#include <thread>

using namespace ::uop::runtime;
namespace cl = llvm::cl;

static cl::opt<std::string> directory(cl::Positional, cl::Required,
                                      cl::desc("<directory of kernels>"));
static cl::opt<unsigned> runs("runs", cl::desc("Runs per kernel and way"),
                              cl::init(21));
static cl::opt<std::string>
    clangPath("clang", cl::desc("The C compiler for tinygrad's source"),
              cl::init("/usr/lib/llvm-22/bin/clang"));

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
  std::string name, functionName, source, cSource;
  std::vector<HostArray> buffers;
  std::vector<bool> isOutput;
  std::vector<int32_t> vars;
  std::vector<std::string> varNames;
};

llvm::Expected<Kernel> loadKernel(llvm::StringRef path,
                                  mlir::MLIRContext &context) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path);
  llvm::Expected<llvm::json::Value> json = llvm::json::parse((*file)->getBuffer());
  if (!json)
    return json.takeError();
  const llvm::json::Object *rootObject = json->getAsObject();
  const llvm::json::Array *globals =
      rootObject ? rootObject->getArray("globals") : nullptr;
  if (!globals)
    return llvm::createStringError(path + ": not a conformance kernel");
  const llvm::json::Object &root = *rootObject;
  Kernel kernel;
  kernel.name = llvm::sys::path::stem(path).str();
  kernel.functionName = root.getString("function_name").value_or("").str();
  kernel.cSource = root.getString("src").value_or("").str();
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::uop::importTinygradJSON(
      (*file)->getBuffer(), path, mlir::uop::TinygradList::Before, &context);
  if (!module)
    return llvm::createStringError("cannot import " + path);
  llvm::raw_string_ostream os(kernel.source);
  module->print(os);
  for (const llvm::json::Value &value : *globals) {
    const llvm::json::Object *globalObject = value.getAsObject();
    if (!globalObject)
      return llvm::createStringError(path + ": a global that is not an object");
    const llvm::json::Object &global = *globalObject;
    llvm::Expected<DType> dtype =
        DType::get(global.getString("dtype").value_or(""));
    if (!dtype)
      return dtype.takeError();
    size_t size = global.getInteger("size").value_or(0);
    HostArray array = HostArray::zeros(*dtype, size);
    if (const llvm::json::Object *initial = global.getObject("value")) {
      llvm::Expected<HostArray> read = readTinygradArray(*initial, *dtype, path);
      if (!read)
        return read.takeError();
      array = std::move(*read);
    }
    kernel.buffers.push_back(std::move(array));
    kernel.isOutput.push_back(global.getBoolean("mutable").value_or(false));
  }
  // Variables in the order tinygrad's C takes them: its DEFINE_VARs' order,
  // which "vars" records.
  if (const llvm::json::Array *vars = root.getArray("vars"))
    for (const llvm::json::Value &var : *vars) {
      const llvm::json::Object *object = var.getAsObject();
      std::optional<int64_t> value =
          object ? object->getInteger("value") : std::nullopt;
      if (!value)
        return llvm::createStringError(path + ": a variable without a value");
      kernel.vars.push_back(*value);
      kernel.varNames.push_back(object->getString("name").value_or("").str());
    }
  return kernel;
}

using Entry = void (*)(void **buffers, const int *vars);

/// tinygrad's C, compiled as its CLANG backend does, behind an entry that
/// takes arrays (C converts the void pointers to the kernel's types).
llvm::Expected<Entry> compileTinygradC(const Kernel &kernel,
                                       llvm::StringRef workDir) {
  std::string call = kernel.functionName + "(";
  for (size_t i = 0; i < kernel.buffers.size(); ++i)
    call += (i ? ", b[" : "b[") + std::to_string(i) + "]";
  for (size_t i = 0; i < kernel.vars.size(); ++i)
    call += ", v[" + std::to_string(i) + "]";
  call += ")";
  std::string source = kernel.cSource +
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
  mlir::DialectRegistry registry;
  mlir::uop::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
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
    llvm::Expected<Kernel> kernel = loadKernel(path, context);
    if (!kernel)
      return kernel.takeError();
    llvm::Expected<Entry> tinygrad = compileTinygradC(*kernel, workDir);
    if (!tinygrad)
      return tinygrad.takeError();
    // tinygrad's C on host copies of the inputs.
    std::vector<HostArray> theirs = kernel->buffers;
    std::vector<void *> pointers;
    for (HostArray &array : theirs)
      pointers.push_back(array.bytes.data());
    double theirTime = medianTime(
        [&] { (*tinygrad)(pointers.data(), kernel->vars.data()); });

    // Our kernel takes its variables in its own order.
    llvm::Expected<mlir::uop::PreparedKernel> prepared =
        mlir::uop::prepareKernel(kernel->source);
    if (!prepared)
      return prepared.takeError();
    std::vector<int32_t> ourVars;
    for (const std::string &name : prepared->varNames) {
      auto at = llvm::find(kernel->varNames, name);
      if (at == kernel->varNames.end())
        return llvm::createStringError(kernel->name + ": no value for " + name);
      ourVars.push_back(kernel->vars[at - kernel->varNames.begin()]);
    }
    double ourTime[2];
    for (int parallel = 0; parallel < 2; ++parallel) {
      llvm::Expected<std::string> object =
          compilers[parallel]->compile(kernel->source);
      if (!object)
        return object.takeError();
      llvm::Expected<std::unique_ptr<Program>> program =
          cpu->load(*object, kernel->functionName);
      if (!program)
        return program.takeError();
      std::vector<Buffer> buffers;
      std::vector<Buffer *> arguments;
      for (const HostArray &array : kernel->buffers) {
        buffers.emplace_back(cpu->allocator(), "CPU", array.size(),
                             array.dtype.itemSize);
        if (llvm::Error error =
                buffers.back().copyIn(array.bytes.data(), array.bytes.size()))
          return error;
      }
      // Our kernel takes the buffers it uses (tinygrad's globals are in
      // index order).
      for (int64_t index : prepared->bufferIndices) {
        if (index < 0 || static_cast<size_t>(index) >= buffers.size())
          return llvm::createStringError(kernel->name + ": no buffer " +
                                         llvm::Twine(index));
        arguments.push_back(&buffers[index]);
      }
      // The time of the kernel call itself, as for tinygrad's.
      std::vector<double> times;
      for (unsigned i = 0; i < runs; ++i) {
        llvm::Expected<double> time =
            (*program)->launch(arguments, {}, ourVars);
        if (!time)
          return time.takeError();
        times.push_back(*time);
      }
      llvm::sort(times);
      ourTime[parallel] = times[times.size() / 2];
      // Both ways must compute the same outputs.
      for (size_t i = 0; i < buffers.size(); ++i) {
        if (!kernel->isOutput[i])
          continue;
        HostArray ours = HostArray::zeros(theirs[i].dtype, theirs[i].size());
        if (llvm::Error error =
                buffers[i].copyOut(ours.bytes.data(), ours.bytes.size()))
          return error;
        if (compareArrays(ours, theirs[i]).count)
          return llvm::createStringError(kernel->name +
                                         ": outputs differ from tinygrad's C");
      }
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
  cl::ParseCommandLineOptions(argc, argv,
                              "our CPU device against tinygrad's C\n");
  if (llvm::Error error = run()) {
    llvm::errs() << "uop-cpu-bench: error: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  }
  return 0;
}
