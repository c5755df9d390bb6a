//===- JSONFuzzer.cpp - libFuzzer target: the tinygrad JSON importer ------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feeds arbitrary bytes to the tinygrad JSON importer, both node lists.
// Errors are expected; crashes, hangs and leaks are findings.
//
//===----------------------------------------------------------------------===//

#include "uop/InitAllDialects.h"
#include "uop/Target/TinygradJSON.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include <cstddef>
#include <cstdint>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  DialectRegistry registry;
  uop::registerAllDialects(registry);
  MLIRContext context(registry);
  context.getDiagEngine().registerHandler([](Diagnostic &) {});
  llvm::StringRef json(reinterpret_cast<const char *>(data), size);
  for (uop::TinygradList list :
       {uop::TinygradList::Before, uop::TinygradList::After})
    (void)uop::importTinygradJSON(json, "fuzz.json", list, &context);
  return 0;
}
