//===- uop-translate.cpp - translations to and from uop -------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// mlir-translate with the upstream translations and uop's tinygrad JSON
// import and export.
//
//===----------------------------------------------------------------------===//

#include "mlir/InitAllTranslations.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "uop/InitAllTranslations.h"

int main(int argc, char **argv) {
  mlir::registerAllTranslations();
  mlir::uop::registerAllTranslations();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "uop translation driver\n"));
}
