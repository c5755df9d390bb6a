//===- Device.cpp - devices, programs and the device registry -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Device.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <cstdlib>
#include <map>
#include <mutex>

using namespace uop::runtime;

Program::~Program() = default;

llvm::Expected<double>
Program::launchRepeatedly(llvm::ArrayRef<Buffer *> buffers,
                          const LaunchSize &size, llvm::ArrayRef<int32_t> vars,
                          unsigned times) {
  double total = 0;
  for (unsigned i = 0; i < times; ++i) {
    llvm::Expected<double> time = launch(buffers, size, vars);
    if (!time)
      return time.takeError();
    total += *time;
  }
  return total;
}
Device::~Device() = default;

std::string uop::runtime::canonicalizeDeviceName(llvm::StringRef name) {
  auto [kind, index] = name.split(':');
  std::string result = kind.upper();
  if (name.contains(':') && index != "0")
    result += ":" + index.str();
  return result;
}

namespace {
struct Kind {
  std::string name;
  int priority;
  DeviceFactory factory;
};

/// The registered kinds and the devices opened so far.
struct Registry {
  std::mutex mutex;
  std::vector<Kind> kinds;
  std::map<std::string, std::unique_ptr<Device>> open;
};
} // namespace

static Registry &getRegistry() {
  static Registry registry;
  return registry;
}

void uop::runtime::registerDeviceKind(llvm::StringRef kind, int priority,
                                      DeviceFactory factory) {
  Registry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  std::string name = canonicalizeDeviceName(kind);
  llvm::erase_if(registry.kinds,
                 [&](const Kind &existing) { return existing.name == name; });
  // Kept in priority order, equal priorities in registration order.
  auto after = llvm::find_if(registry.kinds, [&](const Kind &existing) {
    return existing.priority > priority;
  });
  registry.kinds.insert(after, {name, priority, std::move(factory)});
}

std::vector<std::string> uop::runtime::getDeviceKinds() {
  Registry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  std::vector<std::string> names;
  for (const Kind &kind : registry.kinds)
    names.push_back(kind.name);
  return names;
}

llvm::Expected<Device &> uop::runtime::getDevice(llvm::StringRef name) {
  std::string canonical = canonicalizeDeviceName(name);
  Registry &registry = getRegistry();
  std::lock_guard<std::mutex> lock(registry.mutex);
  auto it = registry.open.find(canonical);
  if (it != registry.open.end())
    return *it->second;
  std::string kindName = llvm::StringRef(canonical).split(':').first.str();
  auto kind = llvm::find_if(registry.kinds, [&](const Kind &kind) {
    return kind.name == kindName;
  });
  std::string available = llvm::join(
      llvm::map_range(registry.kinds, [](const Kind &k) { return k.name; }),
      ", ");
  if (kind == registry.kinds.end())
    return llvm::createStringError("unknown device '" + canonical +
                                   "'; the devices are: " + available);
  llvm::Expected<std::unique_ptr<Device>> device = kind->factory(canonical);
  if (!device)
    return llvm::createStringError(
        "device '" + canonical +
        "' is unavailable: " + llvm::toString(device.takeError()) +
        "; the devices are: " + available);
  Device &result = **device;
  registry.open[canonical] = std::move(*device);
  return result;
}

llvm::Expected<std::string> uop::runtime::getDefaultDeviceName() {
  if (const char *fromEnv = std::getenv("UOP_DEVICE"); fromEnv && *fromEnv) {
    llvm::Expected<Device &> device = getDevice(fromEnv);
    if (!device)
      return llvm::createStringError("UOP_DEVICE: " +
                                     llvm::toString(device.takeError()));
    return device->name().str();
  }
  std::string reasons;
  for (const std::string &kind : getDeviceKinds()) {
    llvm::Expected<Device &> device = getDevice(kind);
    if (device)
      return device->name().str();
    reasons += "\n  " + llvm::toString(device.takeError());
  }
  return llvm::createStringError("no device opens:" + reasons);
}
