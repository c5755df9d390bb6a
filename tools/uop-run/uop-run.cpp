//===- uop-run.cpp - run a uop kernel on a device -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Runs a kernel (a uop module, or a tinygrad JSON dump's graph) on a device
// through the runtime's Runner, on inputs from the dump, from .npy/.npz
// files or seeded random values, and prints, writes or checks its outputs.
// The tool gathers what the user gives and reports what comes out; the
// compile cache, buffers and launch are the Runner's.
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/Runner.h"
#include "uop/Support/ArrayIO.h"
#include "uop/Support/TinygradDump.h"
#include "llvm/Support/CommandLine.h"
#include "uop/Version.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <optional>
#include <random>

using namespace ::uop;
using namespace ::uop::runtime;
namespace cl = llvm::cl;

static cl::OptionCategory runOptions("uop-run options");
static cl::opt<std::string> kernelFile(cl::Positional, cl::Required,
                                       cl::desc("<kernel.mlir | kernel.json>"), cl::cat(runOptions));
static cl::opt<std::string>
    deviceOption("device", cl::desc("Device to run on (default: UOP_DEVICE, "
                                    "else the first of CUDA, VULKAN, CPU "
                                    "that opens)"), cl::cat(runOptions));
static cl::opt<bool> checkOption(
    "check", cl::desc("Compare the outputs with the JSON's recorded outputs "
                      "(the conformance tolerance) and fail on a mismatch"), cl::cat(runOptions));
static cl::opt<unsigned>
    benchOption("bench", cl::desc("Run N times and report the median time"),
                cl::init(0), cl::cat(runOptions));
static cl::list<std::string> inputOptions(
    "input", cl::desc("Buffer contents: INDEX=FILE.npy or "
                      "INDEX=FILE.npz:KEY (INDEX is the buffer's argument "
                      "index)"), cl::cat(runOptions));
static cl::opt<unsigned> seedOption(
    "seed", cl::desc("Seed of the random values of inputs no other source "
                     "gives"),
    cl::init(0), cl::cat(runOptions));
static cl::list<std::string>
    varOptions("var", cl::desc("NAME=VALUE of a symbolic variable"), cl::cat(runOptions));
static cl::list<std::string> sizeOptions(
    "size", cl::desc("INDEX=ELEMENTS of a buffer no other source sizes"), cl::cat(runOptions));
static cl::opt<std::string> outputDir(
    "output-dir", cl::desc("Write each output buffer as DIR/data<INDEX>.npy"), cl::cat(runOptions));
static cl::opt<unsigned> printOption(
    "print", cl::desc("How many elements of each output to print"),
    cl::init(8), cl::cat(runOptions));

namespace {

/// One kernel argument buffer.
struct BufferSpec {
  int64_t index = 0;
  bool isMutable = false;
  /// The dump gives the size (`--size` may not change it).
  bool sizeIsRecorded = false;
  DType dtype;
  size_t size = 0;
  std::optional<HostArray> initial, expected;
};

llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(message);
}

/// `INDEX=VALUE` options into a map.
template <typename T>
llvm::Error parseAssignments(const cl::list<std::string> &options,
                             llvm::StringRef what,
                             std::map<std::string, T> &out) {
  for (const std::string &option : options) {
    auto [key, value] = llvm::StringRef(option).split('=');
    if (key.empty() || value.empty())
      return fail("--" + what + " " + option + ": expected KEY=VALUE");
    out[key.str()] = T(value.str());
  }
  return llvm::Error::success();
}

/// Fills in each buffer's size and contents: files, the dump, --size, and
/// seeded random values for inputs.
llvm::Error prepareBuffers(std::map<int64_t, BufferSpec> &buffers) {
  std::map<std::string, std::string> files, sizes;
  if (llvm::Error error = parseAssignments(inputOptions, "input", files))
    return error;
  if (llvm::Error error = parseAssignments(sizeOptions, "size", sizes))
    return error;
  for (const auto &options : {files, sizes})
    for (const auto &[key, value] : options) {
      int64_t index;
      if (llvm::StringRef(key).getAsInteger(10, index) ||
          !buffers.count(index))
        return fail("buffer " + key + " is not an argument of the kernel");
    }
  std::mt19937_64 random(seedOption);
  for (auto &[index, buffer] : buffers) {
    std::string key = std::to_string(index);
    if (auto file = files.find(key); file != files.end()) {
      // FILE.npy, or FILE.npz:KEY.
      llvm::StringRef path = file->second, npzKey;
      if (size_t at = path.rfind(".npz:"); at != llvm::StringRef::npos) {
        npzKey = path.substr(at + 5);
        path = path.take_front(at + 4);
      }
      llvm::Expected<HostArray> host = [&]() -> llvm::Expected<HostArray> {
        if (!npzKey.empty())
          return readNpz(path, npzKey);
        auto contents = llvm::MemoryBuffer::getFile(path);
        if (!contents)
          return fail("cannot read " + path + ": " +
                      contents.getError().message());
        return parseNpy((*contents)->getBuffer(), path);
      }();
      if (!host)
        return host.takeError();
      if (host->dtype.name != buffer.dtype.name)
        return fail("--input " + key + ": " + path + " holds " +
                    host->dtype.name + ", the buffer is " + buffer.dtype.name);
      buffer.initial = std::move(*host);
      buffer.size = buffer.initial->size();
    }
    if (auto size = sizes.find(key); size != sizes.end()) {
      size_t given;
      if (llvm::StringRef(size->second).getAsInteger(10, given) || !given)
        return fail("--size " + key + "=" + size->second + ": not a size");
      if (buffer.sizeIsRecorded && given != buffer.size)
        return fail("--size " + key + "=" + size->second +
                    ": the dump records " + llvm::Twine(buffer.size) +
                    " elements");
      buffer.size = given;
    }
    if (buffer.size == 0 && buffer.expected)
      buffer.size = buffer.expected->size();
    if (buffer.size == 0)
      return fail("buffer " + key + " has no size: give --size " + key +
                  "=ELEMENTS or --input " + key + "=FILE");
    // No more than 2^40 bytes per buffer: a larger size is a mistake.
    if (buffer.size > (size_t(1) << 40) / buffer.dtype.itemSize)
      return fail("buffer " + key + ": " + llvm::Twine(buffer.size) +
                  " elements are too many");
    if (buffer.expected && buffer.expected->size() != buffer.size)
      return fail("buffer " + key + ": " +
                  llvm::Twine(buffer.expected->size()) +
                  " recorded output elements for a buffer of " +
                  llvm::Twine(buffer.size));
    if (buffer.initial && buffer.initial->size() != buffer.size)
      return fail("buffer " + key + ": " +
                  llvm::Twine(buffer.initial->size()) +
                  " input elements for a buffer of " + llvm::Twine(buffer.size));
    if (!buffer.initial)
      buffer.initial = !buffer.isMutable || !buffer.expected
                           ? HostArray::random(buffer.dtype, buffer.size, random)
                           : HostArray::zeros(buffer.dtype, buffer.size);
  }
  return llvm::Error::success();
}

/// Compares one output with the dump's, within the conformance tolerance.
bool checkOutput(const BufferSpec &buffer, const HostArray &got) {
  ArrayMismatch mismatch = compareArrays(got, *buffer.expected);
  for (const std::string &element : mismatch.shown)
    llvm::errs() << "  buffer " << buffer.index << element << "\n";
  if (mismatch.count)
    llvm::errs() << "mismatch: buffer " << buffer.index << ": "
                 << mismatch.count << " of " << buffer.expected->size()
                 << " elements differ\n";
  return mismatch.count == 0;
}

/// Prints an output, writes it to --output-dir and checks it (with
/// --check); returns whether it matches.
llvm::Expected<bool> reportOutput(const BufferSpec &buffer,
                                  const HostArray &out) {
  llvm::outs() << "data" << buffer.index << " (" << buffer.dtype.name << " x "
               << buffer.size << "):";
  for (size_t e = 0; e < std::min<size_t>(printOption, out.size()); ++e)
    llvm::outs() << " " << out.format(e);
  llvm::outs() << (out.size() > printOption ? " ...\n" : "\n");
  if (!outputDir.empty()) {
    llvm::SmallString<256> path(outputDir);
    if (std::error_code error = llvm::sys::fs::create_directories(path))
      return fail("cannot create " + path + ": " + error.message());
    llvm::sys::path::append(path,
                            "data" + std::to_string(buffer.index) + ".npy");
    std::error_code error;
    llvm::raw_fd_ostream npy(path, error);
    if (error)
      return fail("cannot write " + path + ": " + error.message());
    npy << writeNpy(out);
  }
  if (!checkOption)
    return true;
  if (!buffer.expected)
    return fail("buffer " + llvm::Twine(buffer.index) +
                " has no recorded output to check against");
  return checkOutput(buffer, out);
}

llvm::Error run() {
  auto file = llvm::MemoryBuffer::getFile(kernelFile);
  if (!file)
    return fail("cannot read " + kernelFile + ": " + file.getError().message());
  std::string source = (*file)->getBuffer().str();
  std::optional<TinygradDump> dump;
  if (llvm::StringRef(kernelFile).ends_with(".json")) {
    // Parsed once, for the arrays and the kernel.
    llvm::Expected<llvm::json::Value> document = llvm::json::parse(source);
    if (!document)
      return fail(kernelFile + ": " + llvm::toString(document.takeError()));
    llvm::Expected<TinygradDump> read =
        readTinygradDumpDocument(*document, kernelFile);
    if (!read)
      return read.takeError();
    dump = std::move(*read);
    llvm::Expected<std::string> imported =
        mlir::uop::importTinygradKernelDocument(*document, kernelFile);
    if (!imported)
      return imported.takeError();
    source = std::move(*imported);
  }
  if (checkOption && !dump)
    return fail("--check compares with a tinygrad JSON dump's outputs");
  registerBuiltinDevices();
  std::string deviceName = deviceOption;
  if (deviceName.empty()) {
    llvm::Expected<std::string> name = getDefaultDeviceName();
    if (!name)
      return name.takeError();
    deviceName = *name;
  }
  llvm::Expected<Device &> device = getDevice(deviceName);
  if (!device)
    return device.takeError();
  // The kernel as the device's compiler compiles it, the arguments it takes
  // and its launch sizes.
  llvm::Expected<ProgramSpec> spec =
      mlir::uop::prepareKernel(source, kernelFile, device->target());
  if (!spec)
    return fail(kernelFile + ": " + llvm::toString(spec.takeError()));
  // Only the buffers the kernel uses are its arguments, in index order.
  std::map<int64_t, BufferSpec> buffers;
  for (const ProgramBuffer &argument : spec->buffers) {
    BufferSpec &buffer = buffers[argument.index];
    buffer.index = argument.index;
    buffer.isMutable = argument.isMutable;
    llvm::Expected<DType> dtype = DType::get(argument.dtype);
    if (!dtype)
      return fail("buffer " + llvm::Twine(argument.index) + ": " +
                  llvm::toString(dtype.takeError()));
    buffer.dtype = *dtype;
  }
  VarValues varValues;
  if (dump) {
    varValues = dump->varValues;
    for (DumpGlobal &global : dump->globals) {
      auto buffer = buffers.find(global.index);
      if (buffer == buffers.end())
        continue;
      buffer->second.isMutable |= global.isMutable;
      buffer->second.size = global.size;
      buffer->second.sizeIsRecorded = true;
      buffer->second.initial = std::move(global.value);
      buffer->second.expected = std::move(global.valueAfter);
    }
  }
  std::map<std::string, std::string> varStrings;
  if (llvm::Error error = parseAssignments(varOptions, "var", varStrings))
    return error;
  for (auto &[name, value] : varStrings) {
    int32_t number;
    if (llvm::StringRef(value).getAsInteger(10, number))
      return fail("--var " + name + "=" + value + ": not an integer");
    varValues[name] = number;
  }
  llvm::Expected<LaunchArgs> launch = spec->bind(varValues);
  if (!launch)
    return launch.takeError();
  if (llvm::Error error = prepareBuffers(buffers))
    return error;

  std::unique_ptr<Compiler> compiler =
      mlir::uop::createCompilerForTarget(device->target());
  if (!compiler)
    return fail("no compiler for target " + device->target());
  std::optional<CompileCache> cache;
  if (!CompileCache::isDisabledByEnvironment())
    cache.emplace(CompileCache::getDefaultPath());
  llvm::Expected<Runner> runner = Runner::compile(
      *device, std::move(*spec), *compiler, cache ? &*cache : nullptr);
  if (!runner)
    return runner.takeError();
  std::map<int64_t, HostArray> arrays;
  for (const auto &[index, buffer] : buffers)
    arrays.emplace(index, *buffer.initial);
  // One run for the results; more for --bench, each on fresh inputs.
  std::vector<double> times;
  for (unsigned run = 0; run < std::max(1u, benchOption.getValue()); ++run) {
    if (llvm::Error error = runner->copyIn(arrays))
      return error;
    llvm::Expected<double> time = runner->launch(*launch);
    if (!time)
      return time.takeError();
    times.push_back(*time);
  }
  if (llvm::Error error = runner->copyOut(arrays))
    return error;

  bool ok = true;
  for (const auto &[index, buffer] : buffers) {
    if (!buffer.isMutable)
      continue;
    llvm::Expected<bool> matches = reportOutput(buffer, arrays.at(index));
    if (!matches)
      return matches.takeError();
    ok &= *matches;
  }
  if (benchOption) {
    llvm::sort(times);
    llvm::outs() << llvm::format("%s on %s: median %.2f us over %u runs\n",
                                 runner->spec().name.c_str(),
                                 device->name().str().c_str(),
                                 times[times.size() / 2] * 1e6,
                                 benchOption.getValue());
  }
  if (checkOption) {
    if (!ok)
      return fail("outputs differ from the recorded ones");
    llvm::outs() << "check: outputs match the recorded ones\n";
  }
  return llvm::Error::success();
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(runOptions);
  ::uop::addVersionPrinter();
  cl::ParseCommandLineOptions(argc, argv, "uop-run: run a uop kernel\n");
  // A missing variable is for the user to give.
  llvm::Error error = llvm::handleErrors(
      run(), [](const MissingVariableError &missing) {
        return fail(missing.what + " has no value: give --var " +
                    missing.variable + "=VALUE");
      });
  if (error) {
    llvm::errs() << "uop-run: error: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  }
  return 0;
}
