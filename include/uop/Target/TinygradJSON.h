//===- TinygradJSON.h - tinygrad JSON kernels <-> uop -----------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad kernels as JSON node lists (the conformance schema: nodes
// {"uop", "dtype", "vin", "arg"}, indices into the same list) to and from
// `uop.kernel` ops.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_TARGET_TINYGRADJSON_H
#define UOP_TARGET_TINYGRADJSON_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace uop {

/// Which node list of a tinygrad kernel dump to read.
enum class TinygradList {
  /// `uops_before`: the graph as built (DFS post-order, SINK last); imported
  /// in graph form.
  Before,
  /// `uops_after`: tinygrad's linearized list; imported in linearized form.
  After,
};

/// Imports the kernel in `json`: a conformance-style object holding the list
/// selected by `list` (plus `function_name`, `global_size`, `local_size`), or
/// a bare node list. `fileName` names the source in diagnostics. Every error
/// names the node index and the problem; returns null after reporting one.
OwningOpRef<ModuleOp> importTinygradJSON(StringRef json, StringRef fileName,
                                         TinygradList list,
                                         MLIRContext *context);

/// The same, from the parsed JSON `document`.
OwningOpRef<ModuleOp>
importTinygradJSONDocument(const llvm::json::Value &document,
                           StringRef fileName, TinygradList list,
                           MLIRContext *context);

/// Writes the single `uop.kernel` in `module` as a JSON object with its name,
/// launch sizes and node list (`uops_before` for a graph-form kernel,
/// `uops_after` for a linearized one, with each accumulator moved back before
/// its outermost range as tinygrad places it).
LogicalResult exportTinygradJSON(ModuleOp module, raw_ostream &os);

/// tinygrad's name of a dtype, vector or pointer type (`float32`,
/// `int32x4`, `ptr.float16`).
std::string getTinygradDTypeName(Type type);

/// Registers `--import-tinygrad-json` (with `--tinygrad-list`) and
/// `--export-tinygrad-json` with the MLIR translation registry.
void registerTinygradJSONTranslations();

} // namespace uop
} // namespace mlir

#endif // UOP_TARGET_TINYGRADJSON_H
