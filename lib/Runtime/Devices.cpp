//===- Devices.cpp - the built-in devices ---------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Devices.h"
#include "CPUDevice.h"
#include "CUDADevice.h"
#include "InterpDevice.h"
#include "VulkanDevice.h"

using namespace uop::runtime;

/// The factory of a device this build left out: an error that says so.
[[maybe_unused]] static DeviceFactory missingDevice(llvm::StringRef kind,
                                                    llvm::StringRef option) {
  std::string message = ("the " + kind +
                         " device is not in this build (configure with -D" +
                         option + "=ON)")
                            .str();
  return [message](llvm::StringRef) -> llvm::Expected<std::unique_ptr<Device>> {
    return llvm::createStringError(message);
  };
}

void uop::runtime::registerBuiltinDevices() {
  static bool once = [] {
#if UOP_HAS_CUDA
    registerDeviceKind("CUDA", 10, openCUDADevice);
#else
    registerDeviceKind("CUDA", 10, missingDevice("CUDA", "UOP_ENABLE_CUDA"));
#endif
#if UOP_HAS_VULKAN
    registerDeviceKind("VULKAN", 20, openVulkanDevice);
#else
    registerDeviceKind("VULKAN", 20,
                       missingDevice("VULKAN", "UOP_ENABLE_VULKAN"));
#endif
    registerDeviceKind("CPU", 30, openCPUDevice);
    registerDeviceKind("INTERP", 40, openInterpDevice);
    return true;
  }();
  (void)once;
}
