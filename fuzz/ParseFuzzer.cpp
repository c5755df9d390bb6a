//===- ParseFuzzer.cpp - libFuzzer target: parse, verify, simplify --------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Feeds arbitrary text to the uop textual parser; what parses and verifies
// goes through the default simplification pipeline and the linearizer.
// Diagnostics are expected; crashes, hangs and leaks are findings.
//
//===----------------------------------------------------------------------===//

#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include <cstddef>
#include <cstdint>
#include <string>

using namespace mlir;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static bool registered = [] {
    uop::registerAllPasses();
    return true;
  }();
  (void)registered;
  DialectRegistry registry;
  uop::registerAllDialects(registry);
  MLIRContext context(registry);
  context.allowUnregisteredDialects(false);
  // Diagnostics are the expected outcome for most inputs: drop them.
  context.getDiagEngine().registerHandler([](Diagnostic &) {});
  // MLIR's lexer reads the NUL that ends every MemoryBuffer (its end of
  // input), which the fuzzer's bytes lack: parse a copy that has it.
  std::string source(reinterpret_cast<const char *>(data), size);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  if (!module)
    return 0;
  PassManager pm(&context);
  if (failed(parsePassPipeline("uop-simplify,uop-linearize", pm)))
    return 0;
  (void)pm.run(*module);
  return 0;
}
