//===- Device.h - devices, programs and the device registry -----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad 0.9.0's Device and Compiled (device.py). A device owns an
// allocator and loads programs that a Compiler (the compiler side, which
// plugs in through that interface) produced for the device's target.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_DEVICE_H
#define UOP_RUNTIME_DEVICE_H

#include "uop/Runtime/Buffer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace uop {
namespace runtime {

/// Workgroups along each dimension (like a CUDA grid) and threads per
/// workgroup.
struct LaunchSize {
  std::array<uint32_t, 3> global = {1, 1, 1};
  std::array<uint32_t, 3> local = {1, 1, 1};
};

/// A loaded kernel.
class Program {
public:
  virtual ~Program();
  /// Runs the kernel once on `buffers` (in argument order) with the values
  /// of its symbolic variables, and returns the time it took in seconds.
  virtual llvm::Expected<double> launch(llvm::ArrayRef<Buffer *> buffers,
                                        const LaunchSize &size,
                                        llvm::ArrayRef<int32_t> vars) = 0;
  /// Runs the kernel `times` times back to back as `launch` does, and
  /// returns the time of all the runs together: what a benchmark times for
  /// a kernel too short to time alone. This default sums the launches; a
  /// device whose launch does more than the run overrides it and times only
  /// the runs.
  virtual llvm::Expected<double>
  launchRepeatedly(llvm::ArrayRef<Buffer *> buffers, const LaunchSize &size,
                   llvm::ArrayRef<int32_t> vars, unsigned times);
};

/// What a device runs and how it gets it.
class Device {
public:
  explicit Device(std::string name) : deviceName(std::move(name)) {}
  virtual ~Device();
  /// The canonical name, e.g. `CPU`, `CUDA:1`.
  llvm::StringRef name() const { return deviceName; }
  virtual Allocator &allocator() = 0;
  /// What the device's compiler must produce: `cpu-object` (a host object
  /// file), `ptx`, `spirv-vulkan`.
  virtual llvm::StringRef target() const = 0;
  /// Loads `binary` and finds the kernel `entry` in it.
  virtual llvm::Expected<std::unique_ptr<Program>>
  load(llvm::StringRef binary, llvm::StringRef entry) = 0;

private:
  std::string deviceName;
};

/// tinygrad's device name canonicalization: the kind upper-cased, `:0`
/// dropped (`cpu` -> `CPU`, `cuda:0` -> `CUDA`, `cuda:1` -> `CUDA:1`).
std::string canonicalizeDeviceName(llvm::StringRef name);

/// Opens a device of one kind, given its canonical name; an error saying why
/// where the device is unavailable.
using DeviceFactory =
    std::function<llvm::Expected<std::unique_ptr<Device>>(llvm::StringRef)>;

/// Registers the kind `kind` (e.g. `CPU`); `priority` orders the kinds tried
/// for the default device (lower first).
void registerDeviceKind(llvm::StringRef kind, int priority,
                        DeviceFactory factory);

/// The registered kinds, by priority.
std::vector<std::string> getDeviceKinds();

/// The device `name` (canonicalized), opened on first use and kept. An
/// unknown or unavailable device is an error that names it, says why, and
/// lists the kinds that are registered.
llvm::Expected<Device &> getDevice(llvm::StringRef name);

/// The default device's canonical name: `UOP_DEVICE` from the environment,
/// else the first registered kind (by priority) that opens.
llvm::Expected<std::string> getDefaultDeviceName();

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_DEVICE_H
