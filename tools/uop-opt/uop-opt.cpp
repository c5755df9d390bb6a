//===- uop-opt.cpp - the uop optimizer driver -----------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// mlir-opt with the uop dialect and passes registered next to every upstream
// dialect and pass.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"
#include "uop/Version.h"

namespace mlir::uop::test {
void registerTestUOpPatternsPass();
} // namespace mlir::uop::test

int main(int argc, char **argv) {
  ::uop::addVersionPrinter();
  mlir::registerAllPasses();
  mlir::uop::registerAllPasses();
  mlir::uop::test::registerTestUOpPatternsPass();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates GPU modules to LLVM IR in-process.
  mlir::registerAllGPUToLLVMIRTranslations(registry);
  mlir::uop::registerAllDialects(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "uop optimizer driver: tinygrad UOp kernels in MLIR\n",
      registry));
}
