/*===-- uop-c/Passes.h - the uop passes in the MLIR C API ---------*- C -*-===*\
|*                                                                            *|
|* Part of the uop project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef UOP_C_PASSES_H
#define UOP_C_PASSES_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Registers every uop pass and pass pipeline (uop-simplify, uop-linearize,
/// the conversions, uop-to-llvm/nvvm/spirv), so that
/// mlirParsePassPipeline finds them by name. Calling it again does nothing.
MLIR_CAPI_EXPORTED void mlirRegisterUOpPasses(void);

#ifdef __cplusplus
}
#endif

#endif // UOP_C_PASSES_H
