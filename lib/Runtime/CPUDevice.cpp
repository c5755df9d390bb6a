//===- CPUDevice.cpp - host object code run through LLVM's ORC JIT --------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The CPU device links the object code the CPU compiler produced into the
// process with ORC and calls its packed entry. Kernels built with OpenMP
// run their grid on all cores through libomp, loaded here.
//
//===----------------------------------------------------------------------===//

#include "CPUDevice.h"
#include "uop/Runtime/Devices.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ExecutionEngine/Orc/AbsoluteSymbols.h"
#include "llvm/ExecutionEngine/Orc/LLJIT.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include <chrono>
#include <mutex>

using namespace uop::runtime;

namespace {

/// compiler-rt's float and double -> bfloat16 truncations (rounding to
/// nearest even), which LLVM calls for `fptrunc` to `bfloat` on x86-64 (for
/// float, where the host has no AVX512-BF16) but which libgcc, the process's
/// runtime library, lacks. The x86-64 ABI returns a bfloat16 in the low 16
/// bits of xmm0, as it returns a float: the result is a float holding the
/// bfloat16's bits (no bfloat16 arithmetic here, which would itself need
/// compiler-rt).
#if defined(__x86_64__)
template <typename Float> float truncateToBFloat16(Float value) {
  bool losesInfo;
  llvm::APFloat rounded(value);
  rounded.convert(llvm::APFloat::BFloat(), llvm::APFloat::rmNearestTiesToEven,
                  &losesInfo);
  auto bits = static_cast<uint32_t>(rounded.bitcastToAPInt().getZExtValue());
  return __builtin_bit_cast(float, bits);
}
extern "C" float uop_truncsfbf2(float value) {
  return truncateToBFloat16(value);
}
extern "C" float uop_truncdfbf2(double value) {
  return truncateToBFloat16(value);
}
#endif

/// The packed entry of a CPU kernel (see createCPUCompiler).
using PackedEntry = void (*)(void **buffers, const int64_t *sizes,
                             const int32_t *vars);

class CPUProgram : public Program {
public:
  /// A program whose code is `dylib` of `jit`, removed with the program.
  CPUProgram(std::shared_ptr<llvm::orc::LLJIT> jit, llvm::orc::JITDylib &dylib,
             PackedEntry entry)
      : jit(std::move(jit)), dylib(dylib), entry(entry) {}

  ~CPUProgram() override {
    // Failing to free the code leaves it mapped, unused: nothing to report.
    llvm::consumeError(jit->getExecutionSession().removeJITDylib(dylib));
  }

  llvm::Expected<double> launch(llvm::ArrayRef<Buffer *> buffers,
                                const LaunchSize &size,
                                llvm::ArrayRef<int32_t> vars) override {
    return launchRepeatedly(buffers, size, vars, 1);
  }

  llvm::Expected<double> launchRepeatedly(llvm::ArrayRef<Buffer *> buffers,
                                          const LaunchSize &,
                                          llvm::ArrayRef<int32_t> vars,
                                          unsigned times) override {
    std::vector<void *> pointers;
    std::vector<int64_t> sizes;
    for (Buffer *buffer : buffers) {
      llvm::Expected<Opaque> memory = buffer->allocate();
      if (!memory)
        return memory.takeError();
      pointers.push_back(*memory);
      sizes.push_back(static_cast<int64_t>(buffer->size()));
    }
    auto start = std::chrono::steady_clock::now();
    for (unsigned i = 0; i < times; ++i)
      entry(pointers.data(), sizes.data(), vars.data());
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  }

private:
  std::shared_ptr<llvm::orc::LLJIT> jit;
  llvm::orc::JITDylib &dylib;
  PackedEntry entry;
};

class CPUDevice : public Device {
public:
  using Device::Device;
  Allocator &allocator() override { return memory; }
  llvm::StringRef target() const override { return "cpu-object"; }

  llvm::Expected<std::unique_ptr<Program>> load(llvm::StringRef binary,
                                                llvm::StringRef name) override {
    std::lock_guard<std::mutex> lock(loading);
    // One JIT for the device (setting one up took 0.8 ms of each load);
    // each program's code is a library of its own in it, so that kernels
    // of the same name do not clash and each goes with its program.
    if (!jit) {
      auto created = llvm::orc::LLJITBuilder().create();
      if (!created)
        return created.takeError();
      if (llvm::Error error = addRuntimeSymbols(**created))
        return std::move(error);
      jit = std::move(*created);
    }
    // Linked, as every library the JIT creates, to the process's symbols.
    llvm::Expected<llvm::orc::JITDylib &> dylib =
        jit->createJITDylib("program" + std::to_string(programsLoaded++));
    if (!dylib)
      return dylib.takeError();
    auto program = [&]() -> llvm::Expected<std::unique_ptr<Program>> {
      if (llvm::Error error = jit->addObjectFile(
              *dylib, llvm::MemoryBuffer::getMemBufferCopy(binary, name)))
        return std::move(error);
      auto symbol = jit->lookup(*dylib, (name + "_uop").str());
      if (!symbol)
        return llvm::createStringError(
            "the CPU program has no entry '" + (name + "_uop").str() +
            "': " + llvm::toString(symbol.takeError()));
      return std::make_unique<CPUProgram>(jit, *dylib,
                                          symbol->toPtr<PackedEntry>());
    }();
    if (!program)
      llvm::consumeError(jit->getExecutionSession().removeJITDylib(*dylib));
    return program;
  }

private:
  /// Adds to the process's symbols, which `jit` links every library it
  /// creates to (a kernel calls libm and libomp there), the bfloat16
  /// truncations on x86-64.
  static llvm::Error addRuntimeSymbols(llvm::orc::LLJIT &jit) {
#if defined(__x86_64__)
    llvm::orc::MangleAndInterner mangle(jit.getExecutionSession(),
                                        jit.getDataLayout());
    return jit.getProcessSymbolsJITDylib()->define(llvm::orc::absoluteSymbols(
        {{mangle("__truncsfbf2"),
          { llvm::orc::ExecutorAddr::fromPtr(&uop_truncsfbf2),
            llvm::JITSymbolFlags::Exported }},
         { mangle("__truncdfbf2"),
           { llvm::orc::ExecutorAddr::fromPtr(&uop_truncdfbf2),
             llvm::JITSymbolFlags::Exported } }}));
#else
    return llvm::Error::success();
#endif
  }

  MallocAllocator memory;
  std::mutex loading;
  std::shared_ptr<llvm::orc::LLJIT> jit;
  unsigned programsLoaded = 0;
};

} // namespace

llvm::Expected<std::unique_ptr<Device>>
uop::runtime::openCPUDevice(llvm::StringRef name) {
  if (name != "CPU")
    return llvm::createStringError("there is one CPU device, 'CPU'");
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
#ifdef UOP_LIBOMP_PATH
  std::string error;
  if (llvm::sys::DynamicLibrary::LoadLibraryPermanently(UOP_LIBOMP_PATH,
                                                        &error))
    return llvm::createStringError("cannot load libomp (" +
                                   std::string(UOP_LIBOMP_PATH) +
                                   "): " + error);
#endif
  // glibc's vector math, which the CPU compiler's vectorized loops call
  // where it loads; an object that calls it was compiled where it does, and
  // fails to load, naming the function, where it does not.
  llvm::sys::DynamicLibrary::LoadLibraryPermanently(kCPUVectorMathLibrary);
  return std::make_unique<CPUDevice>(name.str());
}
