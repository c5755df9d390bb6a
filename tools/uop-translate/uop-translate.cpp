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
#include "uop/Version.h"
#include "llvm/Support/CommandLine.h"

int main(int argc, char **argv) {
  // Every option registered so far is a library's (the LLVM backends' that
  // libLLVM.so brings): --help shows mlir-translate's own and the
  // translations, which register below.
  llvm::cl::HideUnrelatedOptions(
      llvm::ArrayRef<const llvm::cl::OptionCategory *>{});
  ::uop::addVersionPrinter();
  mlir::registerAllTranslations();
  mlir::uop::registerAllTranslations();
  return mlir::failed(
      mlir::mlirTranslateMain(argc, argv, "uop translation driver\n"));
}
