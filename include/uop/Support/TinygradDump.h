//===- TinygradDump.h - tinygrad's conformance kernel dumps -----*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// What a tinygrad 0.9.0 kernel dump (the conformance JSON) records besides
// its node lists: the buffers with their contents before and after the run,
// the variables' values, and tinygrad's own rendered source. The node lists
// are the compiler side's to import (uop/Target/TinygradJSON.h).
//
//===----------------------------------------------------------------------===//

#ifndef UOP_SUPPORT_TINYGRADDUMP_H
#define UOP_SUPPORT_TINYGRADDUMP_H

#include "uop/Runtime/HostArray.h"
#include "uop/Runtime/Runner.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace uop {

/// One buffer of a dump (an entry of `globals`).
struct DumpGlobal {
  /// The argument index (`global_idx`).
  int64_t index = 0;
  /// Its element count (more than 0) and dtype.
  size_t size = 0;
  runtime::DType dtype;
  /// Whether the kernel writes it.
  bool isMutable = false;
  /// Its contents before (`value`) and after (`value_after`) the recorded
  /// run, where the dump has them (never where it omits its arrays).
  std::optional<runtime::HostArray> value, valueAfter;
};

/// A kernel dump.
struct TinygradDump {
  /// tinygrad's name of the kernel's function and its rendered source
  /// (`function_name`, `src`).
  std::string functionName, source;
  /// The buffers, in the dump's order.
  std::vector<DumpGlobal> globals;
  /// The variables in the order tinygrad's source takes them (`vars`: its
  /// DEFINE_VARs' order), with the run's values.
  std::vector<std::pair<std::string, int32_t>> vars;
  /// Every variable's value: `vars`, then `var_vals` (which also binds
  /// variables that only size the launch).
  runtime::VarValues varValues;
  /// Whether the dump leaves its arrays out (`data_omitted`: kernels at
  /// real sizes, whose users make their own inputs).
  bool dataOmitted = false;
  /// tinygrad's count of the kernel's operations (`op_estimate`), where
  /// the dump records a positive one.
  std::optional<int64_t> opEstimate;
};

/// Reads the dump `contents` of the file `path` (an array given by
/// `npz_key` is read from the `.npz` beside it); an error, naming `path`,
/// where the JSON or a buffer is malformed.
llvm::Expected<TinygradDump> readTinygradDump(llvm::StringRef contents,
                                              llvm::StringRef path);

/// The same, from the dump's parsed JSON `document`, for a caller that also
/// imports its kernel from it (parsing the recorded arrays is most of a
/// small kernel's start: see uop-run).
llvm::Expected<TinygradDump>
readTinygradDumpDocument(const llvm::json::Value &document,
                         llvm::StringRef path);

} // namespace uop

#endif // UOP_SUPPORT_TINYGRADDUMP_H
