//===- InterpTestPrograms.h - what the runtime's tests run ------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A program written by hand for the INTERP device, and the helpers of the
// tests that run it.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_UNITTESTS_RUNTIME_INTERPTESTPROGRAMS_H
#define UOP_UNITTESTS_RUNTIME_INTERPTESTPROGRAMS_H

#include "uop/Runtime/Device.h"
#include "uop/Runtime/Devices.h"
#include "gtest/gtest.h"
#include <string>

namespace uop {
namespace runtime {
namespace test {

/// out[i] = in[i] + 1 over a range of n, in graph form.
inline constexpr const char *addOne = R"(uop-interp 1 add_one graph buffers 2 vars 1
define_global p.i32 () [0]
define_global p.i32 () [1]
define_var i32 () [0 1 8]
const i32 () [0]
const i32 () [1]
range i32 (3 2) [1 0]
load i32 (1 5) [0 0]
add i32 (6 4) [] k.mlir:7:3
store token (0 5 7) []
sink token (8) []
)";

inline std::string errorOf(llvm::Error error) {
  return llvm::toString(std::move(error));
}

/// The INTERP device.
inline Device &getInterp() {
  registerBuiltinDevices();
  llvm::Expected<Device &> device = getDevice("interp");
  EXPECT_TRUE(static_cast<bool>(device));
  return *device;
}

} // namespace test
} // namespace runtime
} // namespace uop

#endif // UOP_UNITTESTS_RUNTIME_INTERPTESTPROGRAMS_H
