//===- Passes.cpp - the uop passes in the MLIR C API ----------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop-c/Passes.h"
#include "uop/InitAllPasses.h"

void mlirRegisterUOpPasses(void) { mlir::uop::registerAllPassesOnce(); }
