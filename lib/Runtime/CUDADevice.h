//===- CUDADevice.h - the CUDA device ---------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_RUNTIME_CUDADEVICE_H
#define UOP_LIB_RUNTIME_CUDADEVICE_H

#include "uop/Runtime/Device.h"

namespace uop {
namespace runtime {

/// Opens CUDA GPU N (`CUDA`, `CUDA:N`) through the driver API, loaded at run
/// time; without the driver or a GPU, an error that says which is missing.
llvm::Expected<std::unique_ptr<Device>> openCUDADevice(llvm::StringRef name);

} // namespace runtime
} // namespace uop

#endif // UOP_LIB_RUNTIME_CUDADEVICE_H
