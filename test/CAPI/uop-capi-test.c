/*===- uop-capi-test.c - the C API from C -----------------------------------===*\
|*                                                                            *|
|* Part of the uop project, under the Apache License v2.0 with LLVM           *|
|* Exceptions. SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "mlir-c/IR.h"
#include "uop-c/Dialects.h"
#include "uop-c/Passes.h"
#include "uop-c/Runtime.h"

#include <stdio.h>
#include <string.h>

static const char *kernel =
    "uop.kernel @add_scaled {\n"
    "  %out = uop.define_global 0 mutable : !uop.ptr<f32>\n"
    "  %a = uop.define_global 1 : !uop.ptr<f32>\n"
    "  %n = uop.define_var <\"n\", 1, 64>\n"
    "  %c0 = uop.const 0 : i32\n"
    "  %two = uop.const 2.0 : f32\n"
    "  %i = uop.range %c0 to %n depth 0 index 0\n"
    "  %x = uop.load %a[%i] : !uop.ptr<f32> -> f32\n"
    "  %y = uop.mul %x, %two : f32\n"
    "  %st = uop.store %out[%i], %y : !uop.ptr<f32>, f32\n"
    "  uop.sink %st\n"
    "}\n";

/* The dialect through MLIR's C API: registered, loaded, and parsing. */
static int testDialect(void) {
  MlirContext context = mlirContextCreate();
  MlirDialectHandle uop = mlirGetDialectHandle__uop__();
  mlirDialectHandleRegisterDialect(uop, context);
  mlirDialectHandleLoadDialect(uop, context);
  MlirStringRef name = mlirDialectHandleGetNamespace(uop);
  printf("dialect: %.*s\n", (int)name.length, name.data);
  MlirModule module =
      mlirModuleCreateParse(context, mlirStringRefCreateFromCString(kernel));
  int ok = !mlirModuleIsNull(module);
  printf("parsed: %s\n", ok ? "yes" : "no");
  if (ok)
    mlirModuleDestroy(module);
  mlirContextDestroy(context);
  mlirRegisterUOpPasses();
  return ok;
}

/* Compiles and runs the kernel on the CPU device. */
static int testRun(void) {
  UOpDevice cpu = uopDeviceOpen("CPU");
  if (!cpu) {
    printf("error: %s\n", uopGetLastError());
    return 0;
  }
  UOpProgram program =
      uopProgramCompile(cpu, kernel, strlen(kernel), UOpSourceMLIR);
  if (!program) {
    printf("error: %s\n", uopGetLastError());
    return 0;
  }
  printf("program: %s on %s, %zu buffers, variable %s\n",
         uopProgramGetName(program), uopDeviceGetName(cpu),
         uopProgramGetNumBuffers(program), uopProgramGetVarName(program, 0));
  float out[8] = {0}, in[8];
  for (int i = 0; i < 8; ++i)
    in[i] = (float)i;
  void *buffers[2] = {out, in};
  size_t sizes[2] = {sizeof(out), sizeof(in)};
  int32_t n = 6;
  if (!uopProgramRun(program, buffers, sizes, 2, &n, 1)) {
    printf("error: %s\n", uopGetLastError());
    return 0;
  }
  printf("out:");
  for (int i = 0; i < 8; ++i)
    printf(" %g", out[i]);
  printf("\n");
  /* Errors come back as strings; bad arguments are errors, not crashes. */
  if (uopProgramRun(program, buffers, sizes, 1, &n, 1))
    return 0;
  printf("wrong count: %s\n", uopGetLastError());
  if (uopProgramRun(program, NULL, sizes, 2, &n, 1))
    return 0;
  printf("no buffers: %s\n", uopGetLastError());
  if (uopProgramGetBufferDType(program, 7) || uopProgramGetBufferIndex(program, 7) != -1)
    return 0;
  printf("buffer 7: %s\n", uopGetLastError());
  if (uopProgramGetName(NULL) || uopProgramRun(NULL, buffers, sizes, 2, &n, 1))
    return 0;
  printf("no program: %s\n", uopGetLastError());
  uopProgramDestroy(program);
  /* NULL opens the default device (the first of CUDA, VULKAN, CPU). */
  printf("default device: %s\n", uopDeviceOpen(NULL) ? "opened" : uopGetLastError());
  if (uopProgramCompile(cpu, "uop.kernel", 10, UOpSourceMLIR))
    return 0;
  printf("bad source: %s\n", uopGetLastError());
  if (uopDeviceOpen("NOSUCH"))
    return 0;
  printf("bad device: %s\n", uopGetLastError());
  return 1;
}

int main(void) {
  if (!testDialect() || !testRun())
    return 1;
  printf("all passed\n");
  return 0;
}
