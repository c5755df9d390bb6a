//===- UOpPlugin.cpp - uop as a plugin of a stock mlir-opt ----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Loaded into an mlir-opt linked against the same libMLIR.so:
//
//   mlir-opt --load-dialect-plugin=UOpPlugin.so \
//            --load-pass-plugin=UOpPlugin.so --uop-simplify kernel.mlir
//
//===----------------------------------------------------------------------===//

#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

/// The uop dialect.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "UOp", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            mlir::uop::registerAllDialects(*registry);
          }};
}

/// The uop passes and pipelines: uop-simplify, uop-linearize, the
/// conversions and the uop-to-* lowerings.
extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "UOpPasses", LLVM_VERSION_STRING,
          []() { mlir::uop::registerAllPasses(); }};
}
