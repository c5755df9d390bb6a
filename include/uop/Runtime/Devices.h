//===- Devices.h - the built-in devices -------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_DEVICES_H
#define UOP_RUNTIME_DEVICES_H

namespace uop {
namespace runtime {

/// Registers CPU (host object code through LLVM's ORC JIT, the grid in
/// parallel through OpenMP), VULKAN (SPIR-V compute) and CUDA (PTX through
/// the driver API, loaded at run time); the default device is the first of
/// CUDA, VULKAN, CPU that opens.
void registerBuiltinDevices();

/// The vector math library (glibc's libmvec) that the CPU device loads where
/// it is installed, for CPU kernels compiled to call it.
inline constexpr const char *kCPUVectorMathLibrary = "libmvec.so.1";

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_DEVICES_H
