//===- CPUDevice.h - the CPU device -----------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_RUNTIME_CPUDEVICE_H
#define UOP_LIB_RUNTIME_CPUDEVICE_H

#include "uop/Runtime/Device.h"

namespace uop {
namespace runtime {

/// Opens the CPU device (`CPU`).
llvm::Expected<std::unique_ptr<Device>> openCPUDevice(llvm::StringRef name);

} // namespace runtime
} // namespace uop

#endif // UOP_LIB_RUNTIME_CPUDEVICE_H
