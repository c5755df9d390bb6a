//===- embed-opt.cpp - an mlir-opt that embeds uop ------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A downstream compiler's *-opt: every upstream dialect and pass, uop's
// dialect and passes, and `embed-lower-uop` (EmbedLowering.cpp), a lowering
// of its own built from uop's public structure step and pattern sets.
//
//===----------------------------------------------------------------------===//

#include "EmbedLowering.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "uop/InitAllDialects.h"
#include "uop/InitAllPasses.h"

using namespace mlir;

int main(int argc, char **argv) {
  registerAllPasses();
  uop::registerAllPasses();
  embed::registerEmbedLowerUOpPass();

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  uop::registerAllDialects(registry);
  return asMainReturnCode(
      MlirOptMain(argc, argv, "embed-opt: a compiler that embeds uop\n",
                  registry));
}
