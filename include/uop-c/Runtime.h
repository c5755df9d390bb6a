/*===-- uop-c/Runtime.h - devices, compiling and running kernels --*- C -*-===*\
|*                                                                            *|
|* Part of the uop project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception        *|
|*                                                                            *|
|* The runtime from C (or from Python through ctypes): open a device, compile *|
|* a kernel (uop MLIR text or a tinygrad kernel dump) for it through the      *|
|* compile cache, and run it on host arrays. A function that can fail returns *|
|* false (or NULL) and leaves a message for uopGetLastError; no C++ exception *|
|* or llvm::Error crosses this boundary.                                      *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef UOP_C_RUNTIME_H
#define UOP_C_RUNTIME_H

#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A device (CPU, INTERP, VULKAN, CUDA, with an optional ":N"). Devices are
/// owned by the runtime and live as long as the process.
typedef struct UOpDevice_ *UOpDevice;
/// A kernel compiled and loaded on a device, with its buffers on it.
typedef struct UOpProgram_ *UOpProgram;

/// What uopProgramCompile's source is.
typedef enum {
  /// A module holding one `uop.kernel`, as text.
  UOpSourceMLIR = 0,
  /// A tinygrad 0.9.0 kernel dump (JSON): its graph is compiled.
  UOpSourceTinygradJSON = 1,
} UOpSourceKind;

/// The message of the last failure on this thread ("" if none).
MLIR_CAPI_EXPORTED const char *uopGetLastError(void);

/// Opens the device `name`; NULL or "" opens the default device (UOP_DEVICE,
/// else the first of CUDA, VULKAN, CPU that opens).
MLIR_CAPI_EXPORTED UOpDevice uopDeviceOpen(const char *name);
/// The device's canonical name, e.g. "CPU".
MLIR_CAPI_EXPORTED const char *uopDeviceGetName(UOpDevice device);

/// Compiles `source` (`length` bytes) for `device` through the compile cache
/// (UOP_CACHE_DIR; UOP_DISABLE_COMPILER_CACHE=1 bypasses it) and loads it.
MLIR_CAPI_EXPORTED UOpProgram uopProgramCompile(UOpDevice device,
                                                const char *source,
                                                size_t length,
                                                UOpSourceKind kind);
MLIR_CAPI_EXPORTED void uopProgramDestroy(UOpProgram program);

/// The kernel's name.
MLIR_CAPI_EXPORTED const char *uopProgramGetName(UOpProgram program);
/// The buffers, in argument order: tinygrad's global index, element dtype
/// (tinygrad's name, e.g. "float32") and whether the kernel writes it. A
/// position out of range gives -1, NULL or false, and an error.
MLIR_CAPI_EXPORTED size_t uopProgramGetNumBuffers(UOpProgram program);
MLIR_CAPI_EXPORTED int64_t uopProgramGetBufferIndex(UOpProgram program,
                                                    size_t position);
MLIR_CAPI_EXPORTED const char *uopProgramGetBufferDType(UOpProgram program,
                                                        size_t position);
MLIR_CAPI_EXPORTED bool uopProgramIsBufferMutable(UOpProgram program,
                                                  size_t position);
/// The symbolic variables, in argument order.
MLIR_CAPI_EXPORTED size_t uopProgramGetNumVars(UOpProgram program);
MLIR_CAPI_EXPORTED const char *uopProgramGetVarName(UOpProgram program,
                                                    size_t position);

/// Runs the kernel once: `buffers[i]` (`sizes[i]` bytes, a whole number of
/// the dtype's elements) holds the contents of the i-th buffer in argument
/// order and receives it back where the kernel writes it; `vars[i]` is the
/// value of the i-th variable. The first run sizes the device buffers;
/// later runs must pass the same sizes.
MLIR_CAPI_EXPORTED bool uopProgramRun(UOpProgram program, void *const *buffers,
                                      const size_t *sizes, size_t numBuffers,
                                      const int32_t *vars, size_t numVars);

#ifdef __cplusplus
}
#endif

#endif // UOP_C_RUNTIME_H
