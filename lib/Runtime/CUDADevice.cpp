//===- CUDADevice.cpp - PTX through the CUDA driver API -------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The driver (libcuda.so.1) is opened at run time, so that the runtime
// builds and runs where CUDA is absent; PTX is JIT-compiled by the driver
// (cuModuleLoadData). A kernel's parameters are those MLIR's NVVM lowering
// gives it: per buffer a memref descriptor (pointer, pointer, offset, size,
// stride), then each variable as an i32.
//
//===----------------------------------------------------------------------===//

#include "CUDADevice.h"
#include <chrono>
#include <dlfcn.h>

using namespace uop::runtime;

namespace {

// The few driver API types and entry points used, as cuda.h declares them.
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
constexpr CUresult CUDA_SUCCESS = 0, CUDA_ERROR_OUT_OF_MEMORY = 2;

struct DriverAPI {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuCtxCreate)(CUcontext *, unsigned, CUdevice);
  CUresult (*cuCtxSetCurrent)(CUcontext);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuCtxDestroy)(CUcontext);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, unsigned, CUstream,
                             void **, void **);
  CUresult (*cuGetErrorString)(CUresult, const char **);

  /// Loads the driver; an error naming what is missing.
  llvm::Error load() {
    void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library)
      return llvm::createStringError(
          "the CUDA driver (libcuda.so.1) is not installed: " +
          std::string(dlerror()));
    struct Entry {
      const char *name;
      void **slot;
    } entries[] = {
        {"cuInit", reinterpret_cast<void **>(&cuInit)},
        {"cuDeviceGetCount", reinterpret_cast<void **>(&cuDeviceGetCount)},
        {"cuDeviceGet", reinterpret_cast<void **>(&cuDeviceGet)},
        {"cuCtxCreate_v2", reinterpret_cast<void **>(&cuCtxCreate)},
        {"cuCtxSetCurrent", reinterpret_cast<void **>(&cuCtxSetCurrent)},
        {"cuCtxSynchronize", reinterpret_cast<void **>(&cuCtxSynchronize)},
        {"cuCtxDestroy_v2", reinterpret_cast<void **>(&cuCtxDestroy)},
        {"cuMemAlloc_v2", reinterpret_cast<void **>(&cuMemAlloc)},
        {"cuMemFree_v2", reinterpret_cast<void **>(&cuMemFree)},
        {"cuMemcpyHtoD_v2", reinterpret_cast<void **>(&cuMemcpyHtoD)},
        {"cuMemcpyDtoH_v2", reinterpret_cast<void **>(&cuMemcpyDtoH)},
        {"cuModuleLoadData", reinterpret_cast<void **>(&cuModuleLoadData)},
        {"cuModuleUnload", reinterpret_cast<void **>(&cuModuleUnload)},
        {"cuModuleGetFunction",
         reinterpret_cast<void **>(&cuModuleGetFunction)},
        {"cuLaunchKernel", reinterpret_cast<void **>(&cuLaunchKernel)},
        {"cuGetErrorString", reinterpret_cast<void **>(&cuGetErrorString)},
    };
    for (Entry &entry : entries)
      if (!(*entry.slot = dlsym(library, entry.name)))
        return llvm::createStringError(
            "the CUDA driver lacks " + std::string(entry.name));
    return llvm::Error::success();
  }

  llvm::Error check(CUresult result, const llvm::Twine &what) const {
    if (result == CUDA_SUCCESS)
      return llvm::Error::success();
    const char *message = nullptr;
    if (cuGetErrorString)
      cuGetErrorString(result, &message);
    return llvm::createStringError(what + ": " +
                                   (message ? message : "CUDA error") + " (" +
                                   llvm::Twine(result) + ")");
  }
};

class CUDAAllocator : public LRUAllocator {
public:
  CUDAAllocator(const DriverAPI &api, CUcontext context)
      : api(api), context(context) {}
  ~CUDAAllocator() override { freeCache(); }

  llvm::Error copyIn(Opaque dest, const void *src, size_t size) override {
    api.cuCtxSetCurrent(context);
    return api.check(api.cuMemcpyHtoD(toDevice(dest), src, size),
                     "cuMemcpyHtoD");
  }
  llvm::Error copyOut(void *dest, Opaque src, size_t size) override {
    api.cuCtxSetCurrent(context);
    return api.check(api.cuMemcpyDtoH(dest, toDevice(src), size),
                     "cuMemcpyDtoH");
  }
  llvm::Expected<Opaque> offset(Opaque base, size_t, size_t offset) override {
    return reinterpret_cast<Opaque>(toDevice(base) + offset);
  }
  static CUdeviceptr toDevice(Opaque opaque) {
    return reinterpret_cast<CUdeviceptr>(opaque);
  }

protected:
  llvm::Expected<Opaque> allocate(size_t size, const BufferOptions &) override {
    api.cuCtxSetCurrent(context);
    CUdeviceptr pointer = 0;
    CUresult result = api.cuMemAlloc(&pointer, size);
    if (result == CUDA_ERROR_OUT_OF_MEMORY)
      return llvm::make_error<OutOfMemoryError>(size);
    if (llvm::Error error = api.check(result, "cuMemAlloc"))
      return std::move(error);
    return reinterpret_cast<Opaque>(pointer);
  }
  void release(Opaque opaque, size_t, const BufferOptions &) override {
    api.cuCtxSetCurrent(context);
    api.cuMemFree(toDevice(opaque));
  }

private:
  const DriverAPI &api;
  CUcontext context;
};

class CUDAProgram : public Program {
public:
  CUDAProgram(const DriverAPI &api, CUcontext context, CUmodule module,
              CUfunction function)
      : api(api), context(context), module(module), function(function) {}
  ~CUDAProgram() override {
    api.cuCtxSetCurrent(context);
    api.cuModuleUnload(module);
  }

  llvm::Expected<double> launch(llvm::ArrayRef<Buffer *> buffers,
                                const LaunchSize &size,
                                llvm::ArrayRef<int32_t> vars) override {
    // One memref descriptor per buffer, then the variables.
    struct Descriptor {
      CUdeviceptr allocated, aligned;
      int64_t offset, size, stride;
    };
    std::vector<Descriptor> descriptors;
    descriptors.reserve(buffers.size());
    std::vector<void *> params;
    for (Buffer *buffer : buffers) {
      llvm::Expected<Opaque> memory = buffer->allocate();
      if (!memory)
        return memory.takeError();
      CUdeviceptr pointer = CUDAAllocator::toDevice(*memory);
      descriptors.push_back({pointer, pointer, 0,
                             static_cast<int64_t>(buffer->size()), 1});
      Descriptor &d = descriptors.back();
      params.insert(params.end(),
                    {&d.allocated, &d.aligned, &d.offset, &d.size, &d.stride});
    }
    std::vector<int32_t> values(vars.begin(), vars.end());
    for (int32_t &value : values)
      params.push_back(&value);
    api.cuCtxSetCurrent(context);
    auto start = std::chrono::steady_clock::now();
    if (llvm::Error error = api.check(
            api.cuLaunchKernel(function, size.global[0], size.global[1],
                               size.global[2], size.local[0], size.local[1],
                               size.local[2], 0, nullptr, params.data(),
                               nullptr),
            "cuLaunchKernel"))
      return std::move(error);
    if (llvm::Error error =
            api.check(api.cuCtxSynchronize(), "running the kernel"))
      return std::move(error);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                         start)
        .count();
  }

private:
  const DriverAPI &api;
  CUcontext context;
  CUmodule module;
  CUfunction function;
};

class CUDADevice : public Device {
public:
  CUDADevice(std::string name, std::unique_ptr<DriverAPI> api,
             CUcontext context)
      : Device(std::move(name)), api(std::move(api)), context(context),
        memory(*this->api, context) {}
  ~CUDADevice() override {
    memory.freeCache();
    api->cuCtxDestroy(context);
  }
  Allocator &allocator() override { return memory; }
  llvm::StringRef target() const override { return "ptx"; }
  llvm::Expected<std::unique_ptr<Program>> load(llvm::StringRef binary,
                                                llvm::StringRef entry) override {
    api->cuCtxSetCurrent(context);
    std::string ptx = binary.str(); // NUL-terminated for the driver
    CUmodule module;
    if (llvm::Error error = api->check(
            api->cuModuleLoadData(&module, ptx.c_str()), "cuModuleLoadData"))
      return std::move(error);
    CUfunction function;
    std::string name = entry.str();
    if (llvm::Error error =
            api->check(api->cuModuleGetFunction(&function, module,
                                                name.c_str()),
                       "cuModuleGetFunction '" + name + "'")) {
      api->cuModuleUnload(module);
      return std::move(error);
    }
    return std::make_unique<CUDAProgram>(*api, context, module, function);
  }

private:
  std::unique_ptr<DriverAPI> api;
  CUcontext context;
  CUDAAllocator memory;
};

} // namespace

llvm::Expected<std::unique_ptr<Device>>
uop::runtime::openCUDADevice(llvm::StringRef name) {
  int index = 0;
  if (auto [kind, number] = name.split(':');
      !number.empty() && number.getAsInteger(10, index))
    return llvm::createStringError("'" + name + "' is not a device index");
  auto api = std::make_unique<DriverAPI>();
  if (llvm::Error error = api->load())
    return std::move(error);
  if (llvm::Error error = api->check(api->cuInit(0), "cuInit"))
    return std::move(error);
  int count = 0;
  if (llvm::Error error =
          api->check(api->cuDeviceGetCount(&count), "cuDeviceGetCount"))
    return std::move(error);
  if (index >= count)
    return llvm::createStringError("CUDA has " + llvm::Twine(count) +
                                   " GPUs, no GPU " + llvm::Twine(index));
  CUdevice device;
  CUcontext context;
  if (llvm::Error error =
          api->check(api->cuDeviceGet(&device, index), "cuDeviceGet"))
    return std::move(error);
  if (llvm::Error error =
          api->check(api->cuCtxCreate(&context, 0, device), "cuCtxCreate"))
    return std::move(error);
  return std::make_unique<CUDADevice>(name.str(), std::move(api), context);
}
