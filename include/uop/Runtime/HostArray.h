//===- HostArray.h - typed host arrays, .npy and .npz files -----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_HOSTARRAY_H
#define UOP_RUNTIME_HOSTARRAY_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <cstdint>
#include <string>
#include <vector>

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
};

/// Where one array differs from another (see `compareArrays`).
struct ArrayMismatch {
  /// How many elements differ.
  size_t count = 0;
  /// The first few, as `[i]: got G, want W`.
  std::vector<std::string> shown;
};

/// Compares `got` with `want` (same dtype and size) within the conformance
/// tolerance, the one definition every tool and test uses: integers and
/// bools exactly; floats within atol * max(1, M) + rtol * |want|, M being
/// the largest finite |want| of the array ((atol, rtol) = (1e-5, 1e-4);
/// (1e-3, 1e-2) for float16 and bfloat16), NaN matching NaN and an infinity
/// only itself.
ArrayMismatch compareArrays(const HostArray &got, const HostArray &want,
                            size_t maxShown = 5);

/// Parses a `.npy` file's contents (any shape, flattened; C order only).
llvm::Expected<HostArray> parseNpy(llvm::StringRef contents,
                                   llvm::StringRef what);
/// Reads the array `key` (with or without `.npy`) from the `.npz` at
/// `path` (stored or deflate-compressed entries).
llvm::Expected<HostArray> readNpz(llvm::StringRef path, llvm::StringRef key);
/// An array of a tinygrad conformance dump (`{dtype, data}` with the values
/// inline, non-finite floats as "nan"/"inf"/"-inf", or `{npz_key}` naming an
/// array of the `.npz` beside the dump at `jsonPath`), as `dtype`.
llvm::Expected<HostArray> readTinygradArray(const llvm::json::Object &array,
                                            const DType &dtype,
                                            llvm::StringRef jsonPath);

/// The `.npy` file of `array`, as a 1-D array.
std::string writeNpy(const HostArray &array);

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_HOSTARRAY_H
