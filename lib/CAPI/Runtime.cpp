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

UOpDevice uopDeviceOpen(const char *name) {
  registerBuiltinDevices();
  llvm::Expected<Device &> device = getDevice(name ? name : "");
  if (!device)
    return fail(device.takeError(), UOpDevice(nullptr));
  return reinterpret_cast<UOpDevice>(&*device);
}

const char *uopDeviceGetName(UOpDevice device) {
  return unwrap(device)->name().data();
}

UOpProgram uopProgramCompile(UOpDevice device, const char *source,
                             size_t length, UOpSourceKind kind) {
  if (!device || !source)
    return fail(llvm::createStringError("no device or no source"),
                UOpProgram(nullptr));
  std::string text(source, length);
  if (kind == UOpSourceTinygradJSON) {
    llvm::Expected<std::string> imported =
        mlir::uop::importTinygradKernel(text, "kernel.json");
    if (!imported)
      return fail(imported.takeError(), UOpProgram(nullptr));
    text = std::move(*imported);
  } else if (kind != UOpSourceMLIR) {
    return fail(llvm::createStringError("unknown source kind %d", int(kind)),
                UOpProgram(nullptr));
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
  CompileCache cache(CompileCache::getDefaultPath());
  llvm::Expected<Runner> runner =
      Runner::compile(target, std::move(*spec), *compiler, &cache);
  if (!runner)
    return fail(runner.takeError(), UOpProgram(nullptr));
  return new UOpProgram_{std::move(*runner)};
}

void uopProgramDestroy(UOpProgram program) { delete program; }

const char *uopProgramGetName(UOpProgram program) {
  return program->runner.spec().name.c_str();
}

size_t uopProgramGetNumBuffers(UOpProgram program) {
  return program->runner.spec().buffers.size();
}

int64_t uopProgramGetBufferIndex(UOpProgram program, size_t position) {
  return program->runner.spec().buffers.at(position).index;
}

const char *uopProgramGetBufferDType(UOpProgram program, size_t position) {
  return program->runner.spec().buffers.at(position).dtype.c_str();
}

bool uopProgramIsBufferMutable(UOpProgram program, size_t position) {
  return program->runner.spec().buffers.at(position).isMutable;
}

size_t uopProgramGetNumVars(UOpProgram program) {
  return program->runner.spec().varNames.size();
}

const char *uopProgramGetVarName(UOpProgram program, size_t position) {
  return program->runner.spec().varNames.at(position).c_str();
}

bool uopProgramRun(UOpProgram program, void *const *buffers,
                   const size_t *sizes, size_t numBuffers, const int32_t *vars,
                   size_t numVars) {
  const ProgramSpec &spec = program->runner.spec();
  if (numBuffers != spec.buffers.size() || numVars != spec.varNames.size())
    return fail(llvm::createStringError(
                    "the kernel takes %zu buffers and %zu variables, "
                    "given %zu and %zu",
                    spec.buffers.size(), spec.varNames.size(), numBuffers,
                    numVars),
                false);
  std::map<int64_t, HostArray> arrays;
  for (auto [position, buffer] : llvm::enumerate(spec.buffers)) {
    llvm::Expected<DType> dtype = DType::get(buffer.dtype);
    if (!dtype)
      return fail(dtype.takeError(), false);
    if (!buffers[position] || sizes[position] % dtype->itemSize)
      return fail(llvm::createStringError(
                      "buffer %zu: %zu bytes is not a whole number of %s "
                      "elements",
                      position, sizes[position], buffer.dtype.c_str()),
                  false);
    HostArray array{*dtype, std::string(static_cast<char *>(buffers[position]),
                                        sizes[position])};
    arrays.emplace(buffer.index, std::move(array));
  }
  VarValues values;
  for (auto [position, name] : llvm::enumerate(spec.varNames))
    values[name] = vars[position];
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
    if (buffer.isMutable)
      std::memcpy(buffers[position], arrays.at(buffer.index).bytes.data(),
                  sizes[position]);
  lastError.clear();
  return true;
}
