//===- uop-reduce.cpp - mlir-reduce with uop ------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// mlir-reduce with the uop dialect and passes registered: shrinks a kernel
// while an interestingness script still says it shows a bug (see
// docs/Reliability.md).
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"
#include "uop/Version.h"

int main(int argc, char **argv) {
  ::uop::addVersionPrinter();
  mlir::registerAllPasses();
  mlir::uop::registerAllPasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::uop::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context));
}
