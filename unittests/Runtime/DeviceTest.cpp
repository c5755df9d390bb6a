//===- DeviceTest.cpp - device names and the registry ---------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Device.h"
#include "gtest/gtest.h"
#include <cstdlib>

using namespace uop::runtime;

namespace {

TEST(DeviceNameTest, CanonicalizesAsTinygrad) {
  EXPECT_EQ(canonicalizeDeviceName("cpu"), "CPU");
  EXPECT_EQ(canonicalizeDeviceName("CPU"), "CPU");
  EXPECT_EQ(canonicalizeDeviceName("cuda:0"), "CUDA");
  EXPECT_EQ(canonicalizeDeviceName("cuda:1"), "CUDA:1");
  EXPECT_EQ(canonicalizeDeviceName("Vulkan:10"), "VULKAN:10");
  EXPECT_EQ(canonicalizeDeviceName("cuda"), "CUDA");
}

/// A device that only has a name.
class FakeDevice : public Device {
public:
  using Device::Device;
  Allocator &allocator() override { return memory; }
  llvm::StringRef target() const override { return "fake"; }
  llvm::Expected<std::unique_ptr<Program>> load(llvm::StringRef,
                                                llvm::StringRef) override {
    return llvm::createStringError("fake devices run nothing");
  }

private:
  MallocAllocator memory;
};

/// Registers the fake kinds once: FAKEGOOD opens, FAKEBAD never does.
void registerFakes() {
  static bool once = [] {
    registerDeviceKind("fakebad", 1, [](llvm::StringRef)
                           -> llvm::Expected<std::unique_ptr<Device>> {
      return llvm::createStringError("no fake hardware here");
    });
    registerDeviceKind("fakegood", 2, [](llvm::StringRef name)
                           -> llvm::Expected<std::unique_ptr<Device>> {
      return std::make_unique<FakeDevice>(name.str());
    });
    return true;
  }();
  (void)once;
}

TEST(DeviceRegistryTest, OpensOncePerCanonicalName) {
  registerFakes();
  llvm::Expected<Device &> a = getDevice("fakegood");
  ASSERT_TRUE(static_cast<bool>(a));
  llvm::Expected<Device &> b = getDevice("FAKEGOOD:0");
  ASSERT_TRUE(static_cast<bool>(b));
  EXPECT_EQ(&*a, &*b);
  EXPECT_EQ(a->name(), "FAKEGOOD");
  llvm::Expected<Device &> second = getDevice("fakegood:1");
  ASSERT_TRUE(static_cast<bool>(second));
  EXPECT_NE(&*a, &*second);
  EXPECT_EQ(second->name(), "FAKEGOOD:1");
}

TEST(DeviceRegistryTest, UnknownAndUnavailableDevicesAreErrors) {
  registerFakes();
  llvm::Expected<Device &> unknown = getDevice("tpu");
  ASSERT_FALSE(static_cast<bool>(unknown));
  std::string message = llvm::toString(unknown.takeError());
  EXPECT_NE(message.find("unknown device 'TPU'"), std::string::npos) << message;
  EXPECT_NE(message.find("FAKEBAD"), std::string::npos) << message;
  EXPECT_NE(message.find("FAKEGOOD"), std::string::npos) << message;

  llvm::Expected<Device &> bad = getDevice("fakebad");
  ASSERT_FALSE(static_cast<bool>(bad));
  message = llvm::toString(bad.takeError());
  EXPECT_NE(message.find("device 'FAKEBAD' is unavailable: no fake hardware "
                         "here"),
            std::string::npos)
      << message;
}

TEST(DeviceRegistryTest, DefaultDevice) {
  registerFakes();
  // Without UOP_DEVICE: the first kind by priority that opens. Kinds that
  // other tests or the runtime register may come first; FAKEBAD never
  // opens, so the default is not it.
  unsetenv("UOP_DEVICE");
  llvm::Expected<std::string> chosen = getDefaultDeviceName();
  ASSERT_TRUE(static_cast<bool>(chosen)) << llvm::toString(chosen.takeError());
  EXPECT_NE(*chosen, "FAKEBAD");

  setenv("UOP_DEVICE", "fakegood:0", 1);
  chosen = getDefaultDeviceName();
  ASSERT_TRUE(static_cast<bool>(chosen));
  EXPECT_EQ(*chosen, "FAKEGOOD");

  setenv("UOP_DEVICE", "fakebad", 1);
  chosen = getDefaultDeviceName();
  ASSERT_FALSE(static_cast<bool>(chosen));
  EXPECT_NE(llvm::toString(chosen.takeError()).find("UOP_DEVICE: device "
                                                    "'FAKEBAD' is unavailable"),
            std::string::npos);
  unsetenv("UOP_DEVICE");
}

} // namespace
