//===- VulkanDevice.h - the Vulkan device -----------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_RUNTIME_VULKANDEVICE_H
#define UOP_LIB_RUNTIME_VULKANDEVICE_H

#include "uop/Runtime/Device.h"

namespace uop {
namespace runtime {

/// Opens Vulkan physical device N (`VULKAN`, `VULKAN:N`).
llvm::Expected<std::unique_ptr<Device>> openVulkanDevice(llvm::StringRef name);

} // namespace runtime
} // namespace uop

#endif // UOP_LIB_RUNTIME_VULKANDEVICE_H
