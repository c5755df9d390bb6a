//===- HostArray.h - typed host arrays --------------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What a runner copies into and out of device buffers; reading and writing
// them as files is the tools' part (uop/Support/ArrayIO.h).
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_HOSTARRAY_H
#define UOP_RUNTIME_HOSTARRAY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <random>
#include <string>

namespace uop {
namespace runtime {

/// A tinygrad dtype by its name (`float32`, `int8`, `bool`, ...).
struct DType {
  std::string name;
  size_t itemSize;
  /// numpy's descr, e.g. `<f4`.
  std::string numpyDescr;
  bool isFloat, isSigned;

  /// The dtype named `name`; an error for names tinygrad 0.9.0 lacks.
  static llvm::Expected<DType> get(llvm::StringRef name);
  /// The dtype with numpy descr `descr`.
  static llvm::Expected<DType> fromNumpy(llvm::StringRef descr);
};

/// A 1-D array of a dtype in host memory.
struct HostArray {
  DType dtype;
  std::string bytes;

  size_t size() const { return bytes.size() / dtype.itemSize; }
  /// Element `i` as a double (integers exactly up to 2^53).
  double get(size_t i) const;
  /// Element `i` as text: integers exactly (64-bit ones too), floats as %g.
  std::string format(size_t i) const;
  /// Sets element `i` from a double, converting as C does (halves rounded
  /// to nearest even).
  void set(size_t i, double value);
  /// An array of `size` zeros.
  static HostArray zeros(const DType &dtype, size_t size);
  /// An array of `size` values drawn from `engine`, element by element: the
  /// inputs the tools make where no file or dump gives them. Floats are
  /// uniform in [-1, 1]; integers are drawn from [0, 16) and converted as
  /// `set` does (a bool is then true unless 0).
  static HostArray random(const DType &dtype, size_t size,
                          std::mt19937_64 &engine);
};

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_HOSTARRAY_H
