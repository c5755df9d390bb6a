//===- ArrayIO.h - host arrays in files, and their comparison ---*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What the tools and tests do with the runtime's host arrays besides running
// kernels on them: read and write them as numpy's `.npy` and `.npz` files
// and as a tinygrad dump holds them, and compare them within the
// conformance tolerance.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_SUPPORT_ARRAYIO_H
#define UOP_SUPPORT_ARRAYIO_H

#include "uop/Runtime/HostArray.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace uop {

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
ArrayMismatch compareArrays(const runtime::HostArray &got,
                            const runtime::HostArray &want,
                            size_t maxShown = 5);

/// Parses a `.npy` file's contents (any shape, flattened; C order only).
llvm::Expected<runtime::HostArray> parseNpy(llvm::StringRef contents,
                                            llvm::StringRef what);
/// Reads the array `key` (with or without `.npy`) from the `.npz` at
/// `path` (stored or deflate-compressed entries).
llvm::Expected<runtime::HostArray> readNpz(llvm::StringRef path,
                                           llvm::StringRef key);
/// An array of a tinygrad conformance dump (`{dtype, data}` with the values
/// inline, non-finite floats as "nan"/"inf"/"-inf", or `{npz_key}` naming an
/// array of the `.npz` beside the dump at `jsonPath`), as `dtype`.
llvm::Expected<runtime::HostArray>
readTinygradArray(const llvm::json::Object &array, const runtime::DType &dtype,
                  llvm::StringRef jsonPath);

/// The `.npy` file of `array`, as a 1-D array.
std::string writeNpy(const runtime::HostArray &array);

} // namespace uop

#endif // UOP_SUPPORT_ARRAYIO_H
