//===- Runner.cpp - kernels compiled, loaded and launched -----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Runner.h"
#include "uop/Support/SizeText.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <limits>

using namespace uop::runtime;

char MissingVariableError::ID;

void MissingVariableError::log(llvm::raw_ostream &os) const {
  os << what << " has no value";
}

std::error_code MissingVariableError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

llvm::Expected<LaunchArgs> ProgramSpec::bind(const VarValues &values) const {
  LaunchArgs args;
  for (const ProgramVar &var : vars) {
    auto it = values.find(var.name);
    if (it == values.end())
      return llvm::make_error<MissingVariableError>(
          "variable '" + var.name + "'", var.name);
    // The kernel's range analysis, and the nsw arithmetic it proves, hold
    // only within the bounds.
    if (it->second < var.min || it->second > var.max)
      return llvm::createStringError(
          "variable '" + var.name + "' is " + llvm::Twine(it->second) +
          ", outside its bounds [" + llvm::Twine(var.min) + ", " +
          llvm::Twine(var.max) + "]");
    args.vars.push_back(it->second);
  }
  for (auto [sizes, out] : {std::pair{&globalSize, &args.size.global},
                            std::pair{&localSize, &args.size.local}}) {
    if (sizes->size() > out->size())
      return llvm::createStringError(
          "kernel '" + name + "' has " + llvm::Twine(sizes->size()) +
          " launch dimensions; at most " + llvm::Twine(out->size()));
    for (auto [entry, size] : llvm::zip_first(*sizes, *out)) {
      std::string missing;
      llvm::Expected<int64_t> value = ::uop::evaluateTinygradSizeText(
          entry, [&](llvm::StringRef var) -> std::optional<int64_t> {
            auto it = values.find(var.str());
            if (it != values.end())
              return it->second;
            if (missing.empty())
              missing = var.str();
            return std::nullopt;
          });
      if (!value) {
        std::string message = llvm::toString(value.takeError());
        if (!missing.empty())
          return llvm::make_error<MissingVariableError>(
              "launch size '" + entry + "'", missing);
        return llvm::createStringError("launch size '" + entry +
                                       "': " + message);
      }
      if (*value < 1 || *value > std::numeric_limits<int32_t>::max())
        return llvm::createStringError("launch size " + entry + " = " +
                                       llvm::Twine(*value) +
                                       " is not a positive 32-bit size");
      size = *value;
    }
  }
  return args;
}

llvm::Expected<Runner> Runner::compile(Device &device, ProgramSpec spec,
                                       Compiler &compiler,
                                       CompileCache *cache) {
  llvm::Expected<std::string> binary =
      compileCached(compiler, spec.source, cache);
  if (!binary)
    return llvm::createStringError("compiling " + spec.name + " for " +
                                   device.name() + ": " +
                                   llvm::toString(binary.takeError()));
  return load(device, std::move(spec), *binary);
}

llvm::Expected<Runner> Runner::load(Device &device, ProgramSpec spec,
                                    llvm::StringRef binary) {
  std::vector<DType> dtypes;
  for (const ProgramBuffer &buffer : spec.buffers) {
    llvm::Expected<DType> dtype = DType::get(buffer.dtype);
    if (!dtype)
      return llvm::createStringError("buffer " + llvm::Twine(buffer.index) +
                                     ": " +
                                     llvm::toString(dtype.takeError()));
    dtypes.push_back(*dtype);
  }
  llvm::Expected<std::unique_ptr<Program>> program =
      device.load(binary, spec.name);
  if (!program)
    return program.takeError();
  return Runner(device, std::move(spec), std::move(dtypes),
                std::move(*program));
}

llvm::Error Runner::copyIn(const std::map<int64_t, HostArray> &arrays) {
  std::vector<const HostArray *> sources;
  for (auto [i, buffer] : llvm::enumerate(programSpec.buffers)) {
    auto it = arrays.find(buffer.index);
    if (it == arrays.end())
      return llvm::createStringError("kernel '" + programSpec.name +
                                     "' takes buffer " +
                                     llvm::Twine(buffer.index) +
                                     ", which has no contents to copy in");
    if (it->second.dtype.name != dtypes[i].name)
      return llvm::createStringError(
          "buffer " + llvm::Twine(buffer.index) + " holds " +
          it->second.dtype.name + ", the kernel takes " + dtypes[i].name);
    sources.push_back(&it->second);
  }
  if (buffers.empty())
    for (const HostArray *array : sources)
      buffers.emplace_back(device->allocator(), device->name(), array->size(),
                           array->dtype.itemSize);
  for (auto [buffer, array] : llvm::zip_equal(buffers, sources))
    if (llvm::Error error =
            buffer.copyIn(array->bytes.data(), array->bytes.size()))
      return error;
  return llvm::Error::success();
}

llvm::Error Runner::checkCopiedIn() const {
  if (buffers.size() == programSpec.buffers.size())
    return llvm::Error::success();
  return llvm::createStringError("kernel '" + programSpec.name +
                                 "': its buffers were never copied in");
}

llvm::Expected<double> Runner::launch(const LaunchArgs &args,
                                      unsigned times) {
  if (llvm::Error error = checkCopiedIn())
    return std::move(error);
  std::vector<Buffer *> arguments;
  for (Buffer &buffer : buffers)
    arguments.push_back(&buffer);
  return times == 1 ? program->launch(arguments, args.size, args.vars)
                    : program->launchRepeatedly(arguments, args.size,
                                                args.vars, times);
}

llvm::Error Runner::copyOut(std::map<int64_t, HostArray> &arrays) {
  if (llvm::Error error = checkCopiedIn())
    return error;
  for (auto [i, buffer] : llvm::enumerate(programSpec.buffers)) {
    if (!buffer.isMutable)
      continue;
    HostArray array = HostArray::zeros(dtypes[i], buffers[i].size());
    if (llvm::Error error =
            buffers[i].copyOut(array.bytes.data(), array.bytes.size()))
      return error;
    arrays[buffer.index] = std::move(array);
  }
  return llvm::Error::success();
}
