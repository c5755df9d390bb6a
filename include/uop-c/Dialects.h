/*===-- uop-c/Dialects.h - the uop dialect in the MLIR C API ------*- C -*-===*\
|*                                                                            *|
|* Part of the uop project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef UOP_C_DIALECTS_H
#define UOP_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The uop dialect, for mlirDialectHandleRegisterDialect and
/// mlirDialectHandleLoadDialect (MLIR's C API, libMLIRCAPIIR).
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(UOp, uop);

#ifdef __cplusplus
}
#endif

#endif // UOP_C_DIALECTS_H
