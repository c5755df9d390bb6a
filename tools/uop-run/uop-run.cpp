//===- uop-run.cpp - run a uop kernel on a device -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Compiles a kernel (a uop module, or a tinygrad JSON dump's graph) for a
// device through the compile cache, runs it on inputs from the dump, from
// .npy/.npz files or seeded random values, and prints, writes or checks its
// outputs.
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/InitAllDialects.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/HostArray.h"
#include "uop/Target/TinygradJSON.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <random>

using namespace mlir;
using namespace ::uop::runtime;
namespace cl = llvm::cl;

static cl::opt<std::string> kernelFile(cl::Positional, cl::Required,
                                       cl::desc("<kernel.mlir | kernel.json>"));
static cl::opt<std::string>
    deviceOption("device", cl::desc("Device to run on (default: UOP_DEVICE, "
                                    "else the first of CUDA, VULKAN, CPU "
                                    "that opens)"));
static cl::opt<bool> checkOption(
    "check", cl::desc("Compare the outputs with the JSON's recorded outputs "
                      "(the conformance tolerance) and fail on a mismatch"));
static cl::opt<unsigned>
    benchOption("bench", cl::desc("Run N times and report the median time"),
                cl::init(0));
static cl::list<std::string> inputOptions(
    "input", cl::desc("Buffer contents: INDEX=FILE.npy or "
                      "INDEX=FILE.npz:KEY (INDEX is the buffer's argument "
                      "index)"));
static cl::opt<unsigned> seedOption(
    "seed", cl::desc("Seed of the random values of inputs no other source "
                     "gives"),
    cl::init(0));
static cl::list<std::string>
    varOptions("var", cl::desc("NAME=VALUE of a symbolic variable"));
static cl::list<std::string> sizeOptions(
    "size", cl::desc("INDEX=ELEMENTS of a buffer no other source sizes"));
static cl::opt<std::string> outputDir(
    "output-dir", cl::desc("Write each output buffer as DIR/data<INDEX>.npy"));
static cl::opt<unsigned> printOption(
    "print", cl::desc("How many elements of each output to print"),
    cl::init(8));

namespace {

/// One kernel argument buffer.
struct BufferSpec {
  int64_t index = 0;
  bool isMutable = false;
  /// The dump gives the size (`--size` may not change it).
  bool sizeIsRecorded = false;
  std::optional<DType> dtype;
  size_t size = 0;
  std::optional<HostArray> initial, expected;
};

/// What to run.
struct KernelSpec {
  std::string name, source;
  std::map<int64_t, BufferSpec> buffers;
  std::vector<std::string> varNames;
  std::map<std::string, int32_t> varValues;
  /// The kernel's launch sizes: each entry a number or a variable's name.
  std::vector<std::string> globalSize, localSize;
};

llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(message);
}

llvm::Expected<KernelSpec> loadJSON(llvm::StringRef contents,
                                    MLIRContext &context) {
  KernelSpec spec;
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(contents);
  if (!json)
    return fail(kernelFile + ": " + llvm::toString(json.takeError()));
  const llvm::json::Object *root = json->getAsObject();
  if (!root)
    return fail(kernelFile + ": not a JSON object");
  OwningOpRef<ModuleOp> module = mlir::uop::importTinygradJSON(
      contents, kernelFile, mlir::uop::TinygradList::Before, &context);
  if (!module)
    return fail(kernelFile + ": cannot import the kernel");
  llvm::raw_string_ostream source(spec.source);
  module->print(source);
  for (auto kernel : module->getOps<mlir::uop::KernelOp>())
    spec.name = kernel.getSymName().str();
  if (const llvm::json::Array *globals = root->getArray("globals"))
    for (const llvm::json::Value &value : *globals) {
      const llvm::json::Object *global = value.getAsObject();
      if (!global)
        return fail(kernelFile + ": a global that is not an object");
      BufferSpec buffer;
      std::optional<int64_t> index = global->getInteger("global_idx");
      std::optional<int64_t> size = global->getInteger("size");
      if (!index || *index < 0 || !size || *size <= 0)
        return fail(kernelFile + ": a global without a valid global_idx and "
                                 "size");
      buffer.index = *index;
      buffer.isMutable = global->getBoolean("mutable").value_or(false);
      buffer.size = *size;
      buffer.sizeIsRecorded = true;
      llvm::Expected<DType> dtype =
          DType::get(global->getString("dtype").value_or(""));
      if (!dtype)
        return fail(kernelFile + ": global " + llvm::Twine(buffer.index) +
                    ": " + llvm::toString(dtype.takeError()));
      buffer.dtype = *dtype;
      for (auto [field, target] :
           {std::pair{"value", &buffer.initial},
            std::pair{"value_after", &buffer.expected}})
        if (const llvm::json::Object *array = global->getObject(field)) {
          llvm::Expected<HostArray> host =
              readTinygradArray(*array, *dtype, kernelFile);
          if (!host)
            return fail(kernelFile + ": global " + llvm::Twine(buffer.index) +
                        " " + field + ": " + llvm::toString(host.takeError()));
          *target = std::move(*host);
        }
      spec.buffers[buffer.index] = std::move(buffer);
    }
  if (const llvm::json::Array *vars = root->getArray("vars"))
    for (const llvm::json::Value &value : *vars)
      if (const llvm::json::Object *var = value.getAsObject())
        spec.varValues[var->getString("name").value_or("").str()] =
            var->getInteger("value").value_or(0);
  if (const llvm::json::Object *vals = root->getObject("var_vals"))
    for (const auto &[name, value] : *vals)
      spec.varValues[name.str()] = value.getAsInteger().value_or(0);
  return spec;
}

/// The launch sizes of the kernel in `module` and the dtypes of its
/// buffers.
llvm::Error readSignature(ModuleOp module, KernelSpec &spec) {
  auto kernels = llvm::to_vector(module.getOps<mlir::uop::KernelOp>());
  if (kernels.size() != 1)
    return fail(kernelFile + ": expected one uop.kernel, found " +
                llvm::Twine(kernels.size()));
  mlir::uop::KernelOp kernel = kernels.front();
  spec.name = kernel.getSymName().str();
  std::vector<std::string> derivedGlobal, derivedLocal;
  for (auto [attr, out] :
       {std::pair{kernel.getGlobalSizeAttr(), &spec.globalSize},
        std::pair{kernel.getLocalSizeAttr(), &spec.localSize}}) {
    if (!attr)
      continue;
    for (Attribute entry : attr)
      out->push_back(mlir::uop::getTinygradSizeText(entry));
  }
  for (Operation &op : kernel.getBodyBlock()) {
    if (auto global = dyn_cast<mlir::uop::DefineGlobalOp>(op)) {
      BufferSpec &buffer = spec.buffers[global.getIndexAttr().getInt()];
      buffer.index = global.getIndexAttr().getInt();
      buffer.isMutable |= global.getIsMutable();
      llvm::Expected<DType> dtype =
          DType::get(mlir::uop::getTinygradDTypeName(global.getType().getElementType()));
      if (!dtype)
        return fail("buffer " + llvm::Twine(buffer.index) + ": " +
                    llvm::toString(dtype.takeError()));
      buffer.dtype = *dtype;
    }
    if (auto special = dyn_cast<mlir::uop::SpecialOp>(op)) {
      // Launch sizes the kernel does not record come from its thread
      // indices: block indices size the grid, thread indices the workgroup.
      std::vector<std::string> &sizes =
          special.isLocal() ? derivedLocal : derivedGlobal;
      int64_t dim = special.getDimAttr().getInt();
      if (sizes.size() <= static_cast<size_t>(dim))
        sizes.resize(dim + 1, "1");
      sizes[dim] = mlir::uop::getTinygradSizeText(special.getSize());
    }
  }
  if (spec.globalSize.empty())
    spec.globalSize = derivedGlobal;
  if (spec.localSize.empty())
    spec.localSize = derivedLocal;
  return llvm::Error::success();
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
llvm::Error prepareBuffers(KernelSpec &spec) {
  std::map<std::string, std::string> files, sizes;
  if (llvm::Error error = parseAssignments(inputOptions, "input", files))
    return error;
  if (llvm::Error error = parseAssignments(sizeOptions, "size", sizes))
    return error;
  for (const auto &options : {files, sizes})
    for (const auto &[key, value] : options) {
      int64_t index;
      if (llvm::StringRef(key).getAsInteger(10, index) ||
          !spec.buffers.count(index))
        return fail("buffer " + key + " is not an argument of the kernel");
    }
  std::mt19937_64 random(seedOption);
  for (auto &[index, buffer] : spec.buffers) {
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
      if (host->dtype.name != buffer.dtype->name)
        return fail("--input " + key + ": " + path + " holds " +
                    host->dtype.name + ", the buffer is " + buffer.dtype->name);
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
    if (buffer.size > (size_t(1) << 40) / buffer.dtype->itemSize)
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
    if (!buffer.initial) {
      buffer.initial = HostArray::zeros(*buffer.dtype, buffer.size);
      if (!buffer.isMutable || !buffer.expected)
        for (size_t i = 0; i < buffer.size; ++i)
          buffer.initial->set(
              i, buffer.dtype->isFloat
                     ? std::uniform_real_distribution<double>(-1, 1)(random)
                     : static_cast<double>(random() % 16));
    }
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

llvm::Error run() {
  DialectRegistry registry;
  mlir::uop::registerAllDialects(registry);
  MLIRContext context(registry);
  auto file = llvm::MemoryBuffer::getFile(kernelFile);
  if (!file)
    return fail("cannot read " + kernelFile + ": " + file.getError().message());
  KernelSpec spec;
  bool fromJSON = llvm::StringRef(kernelFile).ends_with(".json");
  if (fromJSON) {
    llvm::Expected<KernelSpec> loaded =
        loadJSON((*file)->getBuffer(), context);
    if (!loaded)
      return loaded.takeError();
    spec = std::move(*loaded);
  } else {
    spec.source = (*file)->getBuffer().str();
  }
  if (checkOption && !fromJSON)
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
  // The kernel as the device's compiler compiles it, and the arguments it
  // takes.
  llvm::Expected<mlir::uop::PreparedKernel> prepared =
      mlir::uop::prepareKernel(spec.source, kernelFile, device->target());
  if (!prepared)
    return fail(kernelFile + ": " + llvm::toString(prepared.takeError()));
  spec.source = prepared->source;
  spec.varNames = prepared->varNames;
  {
    llvm::SourceMgr sourceMgr;
    SourceMgrDiagnosticHandler handler(sourceMgr, &context);
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(spec.source, &context, kernelFile);
    if (!module)
      return fail(kernelFile + ": cannot parse the kernel");
    if (llvm::Error error = readSignature(*module, spec))
      return error;
  }
  // Only the buffers the kernel uses are its arguments, in index order (the
  // order of `spec.buffers`).
  for (auto it = spec.buffers.begin(); it != spec.buffers.end();)
    it = llvm::is_contained(prepared->bufferIndices, it->first)
             ? std::next(it)
             : spec.buffers.erase(it);
  for (int64_t index : prepared->bufferIndices)
    if (!spec.buffers.count(index) || !spec.buffers[index].dtype)
      return fail(kernelFile + ": the kernel's buffer " + llvm::Twine(index) +
                  " is not among the dump's globals");
  std::map<std::string, std::string> varStrings;
  if (llvm::Error error = parseAssignments(varOptions, "var", varStrings))
    return error;
  for (auto &[name, value] : varStrings) {
    int32_t number;
    if (llvm::StringRef(value).getAsInteger(10, number))
      return fail("--var " + name + "=" + value + ": not an integer");
    spec.varValues[name] = number;
  }
  std::vector<int32_t> vars;
  for (const std::string &name : spec.varNames) {
    auto it = spec.varValues.find(name);
    if (it == spec.varValues.end())
      return fail("variable '" + name + "' has no value: give --var " + name +
                  "=VALUE");
    vars.push_back(it->second);
  }
  if (llvm::Error error = prepareBuffers(spec))
    return error;
  LaunchSize launch;
  for (auto [entries, out] : {std::pair{&spec.globalSize, &launch.global},
                              std::pair{&spec.localSize, &launch.local}})
    for (size_t i = 0; i < entries->size() && i < 3; ++i) {
      // A number, a variable's name or an expression: tinygrad's text.
      const std::string &entry = (*entries)[i];
      std::string missing;
      llvm::Expected<int64_t> evaluated = mlir::uop::evaluateTinygradSizeText(
          entry, [&](llvm::StringRef name) -> std::optional<int64_t> {
            auto var = spec.varValues.find(name.str());
            if (var != spec.varValues.end())
              return var->second;
            if (missing.empty())
              missing = name.str();
            return std::nullopt;
          });
      if (!evaluated) {
        std::string message = llvm::toString(evaluated.takeError());
        if (!missing.empty())
          return fail("launch size '" + entry + "' has no value: give --var " +
                      missing + "=VALUE");
        return fail("launch size '" + entry + "': " + message);
      }
      int64_t value = *evaluated;
      if (value < 1 || value > std::numeric_limits<int32_t>::max())
        return fail("launch size " + entry + " = " + llvm::Twine(value) +
                    " is not a positive 32-bit size");
      (*out)[i] = value;
    }

  std::unique_ptr<Compiler> compiler =
      mlir::uop::createCompilerForTarget(device->target());
  if (!compiler)
    return fail("no compiler for target " + device->target());
  std::optional<CompileCache> cache;
  if (!CompileCache::isDisabledByEnvironment())
    cache.emplace(CompileCache::getDefaultPath());
  llvm::Expected<std::string> binary =
      compileCached(*compiler, spec.source, cache ? &*cache : nullptr);
  if (!binary)
    return fail("compiling " + spec.name + " for " + device->name() + ": " +
                llvm::toString(binary.takeError()));
  llvm::Expected<std::unique_ptr<Program>> program =
      device->load(*binary, spec.name);
  if (!program)
    return program.takeError();

  std::vector<std::unique_ptr<Buffer>> buffers;
  std::vector<Buffer *> arguments;
  for (auto &[index, buffer] : spec.buffers) {
    buffers.push_back(std::make_unique<Buffer>(
        device->allocator(), device->name(), buffer.size,
        buffer.dtype->itemSize));
    arguments.push_back(buffers.back().get());
  }
  auto upload = [&]() -> llvm::Error {
    size_t i = 0;
    for (auto &[index, buffer] : spec.buffers)
      if (llvm::Error error = buffers[i++]->copyIn(
              buffer.initial->bytes.data(), buffer.initial->bytes.size()))
        return error;
    return llvm::Error::success();
  };
  // One run for the results; more for --bench, each on fresh inputs.
  std::vector<double> times;
  for (unsigned run = 0; run < std::max(1u, benchOption.getValue()); ++run) {
    if (llvm::Error error = upload())
      return error;
    llvm::Expected<double> time = (*program)->launch(arguments, launch, vars);
    if (!time)
      return time.takeError();
    times.push_back(*time);
  }

  bool ok = true;
  size_t i = 0;
  for (auto &[index, buffer] : spec.buffers) {
    Buffer &deviceBuffer = *buffers[i++];
    if (!buffer.isMutable)
      continue;
    HostArray out = HostArray::zeros(*buffer.dtype, buffer.size);
    if (llvm::Error error =
            deviceBuffer.copyOut(out.bytes.data(), out.bytes.size()))
      return error;
    llvm::outs() << "data" << index << " (" << buffer.dtype->name << " x "
                 << buffer.size << "):";
    for (size_t e = 0; e < std::min<size_t>(printOption, out.size()); ++e)
      llvm::outs() << " " << out.format(e);
    llvm::outs() << (out.size() > printOption ? " ...\n" : "\n");
    if (!outputDir.empty()) {
      llvm::SmallString<256> path(outputDir);
      if (std::error_code error = llvm::sys::fs::create_directories(path))
        return fail("cannot create " + path + ": " + error.message());
      llvm::sys::path::append(path, "data" + std::to_string(index) + ".npy");
      std::error_code error;
      llvm::raw_fd_ostream npy(path, error);
      if (error)
        return fail("cannot write " + path + ": " + error.message());
      npy << writeNpy(out);
    }
    if (checkOption) {
      if (!buffer.expected)
        return fail("buffer " + llvm::Twine(index) +
                    " has no recorded output to check against");
      ok &= checkOutput(buffer, out);
    }
  }
  if (benchOption) {
    llvm::sort(times);
    llvm::outs() << llvm::format("%s on %s: median %.2f us over %u runs\n",
                                 spec.name.c_str(),
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
  cl::ParseCommandLineOptions(argc, argv, "uop-run: run a uop kernel\n");
  if (llvm::Error error = run()) {
    llvm::errs() << "uop-run: error: " << llvm::toString(std::move(error))
                 << "\n";
    return 1;
  }
  return 0;
}
