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

void uop::runtime::registerBuiltinDevices() {
  static bool once = [] {
    registerDeviceKind("CUDA", 10, openCUDADevice);
    registerDeviceKind("VULKAN", 20, openVulkanDevice);
    registerDeviceKind("CPU", 30, openCPUDevice);
    registerDeviceKind("INTERP", 40, openInterpDevice);
    return true;
  }();
  (void)once;
}
