//===- Runtime.cpp - the runtime in C -------------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Each entry point turns what can fail into false or NULL and a message kept
// per thread: an llvm::Error is consumed here, never passed on.
//
//===----------------------------------------------------------------------===//

#include "uop-c/Runtime.h"
#include "uop/Compiler/Compilers.h"
#include "uop/Runtime/Devices.h"
#include "uop/Runtime/Runner.h"
#include <cstring>
#include <optional>

using namespace uop::runtime;

struct UOpProgram_ {
  Runner runner;
};

static thread_local std::string lastError;

/// Records `error` as the last failure; returns `failed`.
template <typename T>
static T fail(llvm::Error error, T failed) {
  lastError = llvm::toString(std::move(error));
  return failed;
}

static Device *unwrap(UOpDevice device) {
  return reinterpret_cast<Device *>(device);
}

const char *uopGetLastError(void) { return lastError.c_str(); }

/// Records a failure with message `message`; returns `failed`.
template <typename T>
static T fail(const char *message, T failed) {
  lastError = message;
  return failed;
}

/// The buffer at `position` of `program`, or null (recording why).
static const ProgramBuffer *getBuffer(UOpProgram program, size_t position) {
  if (!program)
    return fail("no program", nullptr);
  const std::vector<ProgramBuffer> &buffers = program->runner.spec().buffers;
  if (position >= buffers.size())
    return fail("no such buffer", nullptr);
  return &buffers[position];
}

UOpDevice uopDeviceOpen(const char *name) {
  registerBuiltinDevices();
  std::string chosen = name ? name : "";
  if (chosen.empty()) {
    llvm::Expected<std::string> defaultName = getDefaultDeviceName();
    if (!defaultName)
      return fail(defaultName.takeError(), UOpDevice(nullptr));
    chosen = std::move(*defaultName);
  }
  llvm::Expected<Device &> device = getDevice(chosen);
  if (!device)
    return fail(device.takeError(), UOpDevice(nullptr));
  return reinterpret_cast<UOpDevice>(&*device);
}

const char *uopDeviceGetName(UOpDevice device) {
  if (!device)
    return fail("no device", nullptr);
  return unwrap(device)->name().data();
}

UOpProgram uopProgramCompile(UOpDevice device, const char *source,
                             size_t length, UOpSourceKind kind) {
  if (!device || !source)
    return fail("no device or no source", UOpProgram(nullptr));
  std::string text(source, length);
  if (kind == UOpSourceTinygradJSON) {
    llvm::Expected<std::string> imported =
        mlir::uop::importTinygradKernel(text, "kernel.json");
    if (!imported)
      return fail(imported.takeError(), UOpProgram(nullptr));
    text = std::move(*imported);
  } else if (kind != UOpSourceMLIR) {
    return fail("unknown source kind", UOpProgram(nullptr));
  }
  Device &target = *unwrap(device);
  llvm::Expected<ProgramSpec> spec =
      mlir::uop::prepareKernel(text, "kernel", target.target());
  if (!spec)
    return fail(spec.takeError(), UOpProgram(nullptr));
  std::unique_ptr<Compiler> compiler =
      mlir::uop::createCompilerForTarget(target.target());
  if (!compiler)
    return fail(llvm::createStringError("no compiler for the target '" +
                                        target.target().str() + "'"),
                UOpProgram(nullptr));
  // The cache is opened only when it is used: a disabled one touches no
  // file.
  std::optional<CompileCache> cache;
  if (!CompileCache::isDisabledByEnvironment())
    cache.emplace(CompileCache::getDefaultPath());
  llvm::Expected<Runner> runner = Runner::compile(
      target, std::move(*spec), *compiler, cache ? &*cache : nullptr);
  if (!runner)
    return fail(runner.takeError(), UOpProgram(nullptr));
  return new UOpProgram_{std::move(*runner)};
}

void uopProgramDestroy(UOpProgram program) { delete program; }

const char *uopProgramGetName(UOpProgram program) {
  if (!program)
    return fail("no program", nullptr);
  return program->runner.spec().name.c_str();
}

size_t uopProgramGetNumBuffers(UOpProgram program) {
  return program ? program->runner.spec().buffers.size() : 0;
}

int64_t uopProgramGetBufferIndex(UOpProgram program, size_t position) {
  const ProgramBuffer *buffer = getBuffer(program, position);
  return buffer ? buffer->index : -1;
}

const char *uopProgramGetBufferDType(UOpProgram program, size_t position) {
  const ProgramBuffer *buffer = getBuffer(program, position);
  return buffer ? buffer->dtype.c_str() : nullptr;
}

bool uopProgramIsBufferMutable(UOpProgram program, size_t position) {
  const ProgramBuffer *buffer = getBuffer(program, position);
  return buffer && buffer->isMutable;
}

size_t uopProgramGetNumVars(UOpProgram program) {
  return program ? program->runner.spec().vars.size() : 0;
}

const char *uopProgramGetVarName(UOpProgram program, size_t position) {
  if (!program)
    return fail("no program", nullptr);
  const std::vector<ProgramVar> &vars = program->runner.spec().vars;
  if (position >= vars.size())
    return fail("no such variable", nullptr);
  return vars[position].name.c_str();
}

bool uopProgramRun(UOpProgram program, void *const *buffers,
                   const size_t *sizes, size_t numBuffers, const int32_t *vars,
                   size_t numVars) {
  if (!program)
    return fail("no program", false);
  const ProgramSpec &spec = program->runner.spec();
  if (numBuffers != spec.buffers.size() || numVars != spec.vars.size())
    return fail(llvm::createStringError(
                    "the kernel takes %zu buffers and %zu variables, "
                    "given %zu and %zu",
                    spec.buffers.size(), spec.vars.size(), numBuffers, numVars),
                false);
  if (numBuffers && (!buffers || !sizes))
    return fail("no buffer array or no size array", false);
  if (numVars && !vars)
    return fail("no variable array", false);
  std::map<int64_t, HostArray> arrays;
  for (auto [position, buffer] : llvm::enumerate(spec.buffers)) {
    llvm::Expected<DType> dtype = DType::get(buffer.dtype);
    if (!dtype)
      return fail(dtype.takeError(), false);
    if (!buffers[position] && sizes[position])
      return fail(llvm::createStringError("buffer %zu is null", position),
                  false);
    if (sizes[position] % dtype->itemSize)
      return fail(llvm::createStringError(
                      "buffer %zu: %zu bytes is not a whole number of %s "
                      "elements",
                      position, sizes[position], buffer.dtype.c_str()),
                  false);
    std::string bytes;
    if (sizes[position])
      bytes.assign(static_cast<char *>(buffers[position]), sizes[position]);
    arrays.emplace(buffer.index, HostArray{*dtype, std::move(bytes)});
  }
  VarValues values;
  for (auto [position, var] : llvm::enumerate(spec.vars))
    values[var.name] = vars[position];
  llvm::Expected<LaunchArgs> launch = spec.bind(values);
  if (!launch)
    return fail(launch.takeError(), false);
  if (llvm::Error error = program->runner.copyIn(arrays))
    return fail(std::move(error), false);
  if (llvm::Expected<double> seconds = program->runner.launch(*launch);
      !seconds)
    return fail(seconds.takeError(), false);
  if (llvm::Error error = program->runner.copyOut(arrays))
    return fail(std::move(error), false);
  for (auto [position, buffer] : llvm::enumerate(spec.buffers))
    if (buffer.isMutable && sizes[position])
      std::memcpy(buffers[position], arrays.at(buffer.index).bytes.data(),
                  sizes[position]);
  lastError.clear();
  return true;
}
