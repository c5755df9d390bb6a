//===- Compilers.h - MLIR compilers for the runtime's devices ---*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The compiler side: implementations of the runtime's Compiler interface
// that run uop's MLIR pipelines. Their source is a uop module (textual MLIR
// with one `uop.kernel`, in graph or linearized form); each simplifies a
// graph-form kernel (to the fixpoint; a linearized one keeps its schedule
// and signature) and lowers it for one target. `prepareKernel` readies a
// kernel for them once and describes it for the runtime's Runner.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_COMPILER_COMPILERS_H
#define UOP_COMPILER_COMPILERS_H

#include "uop/Runtime/Compiler.h"
#include "uop/Runtime/Runner.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/Support/JSON.h"
#include <memory>
#include <string>

namespace mlir {
class MLIRContext;
class ModuleOp;

namespace uop {

/// Host object code: `uop-to-llvm{openmp}`, optimized for the
/// host CPU. The object defines the entry the CPU device calls, `void
/// name_uop(void **buffers, const int64_t *sizes, const int32_t *vars)`:
/// buffers and their element counts in argument order, then the variables.
/// The kernel `name` is there only where LLVM did not inline it into that
/// entry (`uop-translate --uop-to-object` always exports it).
std::unique_ptr<::uop::runtime::Compiler> createCPUCompiler(bool openMP = true);

/// PTX: `uop-to-nvvm{chip features}`.
std::unique_ptr<::uop::runtime::Compiler>
createCUDACompiler(std::string chip = "sm_90", std::string features = "+ptx80");

/// A SPIR-V binary for Vulkan: `uop-to-spirv`. With `lavapipeWorkarounds`,
/// for Mesa's lavapipe: its miscompilations worked around, small inner
/// loops unrolled and kernels refused whose invocations would run more loop
/// iterations than its loop limiter lets through (65535).
std::unique_ptr<::uop::runtime::Compiler>
createVulkanCompiler(bool lavapipeWorkarounds = false);

/// The INTERP device's program, after `pipeline` (a uop pass pipeline; empty
/// to interpret the kernel as it is), a graph-form kernel simplified first
/// with `simplifyGraph`. The default interprets what the other compilers
/// lower: the simplified, linearized kernel.
std::unique_ptr<::uop::runtime::Compiler>
createInterpCompiler(std::string pipeline = "uop-linearize",
                     bool simplifyGraph = true);

/// Simplifies and linearizes the one kernel of the uop module `source` as
/// the compiler for the device target `target` compiles it, and describes
/// it for the runtime (see `describeKernel`); an error with the diagnostics
/// otherwise. For the GPU targets (`ptx`, `spirv-vulkan`), the parallel
/// loops of a CLANG-style kernel become block indices first
/// (`uop-loops-to-grid`), so that each iteration is an invocation; for the
/// CPU (`cpu-object`), its outermost parallel loop does, which the CPU
/// compiler runs across cores. The
/// result's source keeps the ops' locations, in `sourceName` (the file the
/// source came from). A compiler takes the result as it is: simplified to
/// the fixpoint, it keeps the signature taken here.
llvm::Expected<::uop::runtime::ProgramSpec>
prepareKernel(llvm::StringRef source, llvm::StringRef sourceName = "kernel",
              llvm::StringRef target = "");

/// What prepareKernel does to the parsed module `module`: simplifies its
/// graph-form kernels, turns their parallel loops into block indices for
/// `target`, and linearizes them. Fails with the diagnostics emitted.
LogicalResult prepareModule(ModuleOp module, llvm::StringRef target);

/// The one `uop.kernel` of `module` as the runtime runs it: its name, the
/// module's text (with locations), its signature (the buffers' dtypes and
/// whether any define_global of a buffer is mutable) and its launch sizes:
/// those it records, else those of its thread indices (block indices size
/// the grid, thread indices the workgroup).
llvm::Expected<::uop::runtime::ProgramSpec> describeKernel(ModuleOp module);

/// The uop module, as text, of the graph (`uops_before`) of the tinygrad
/// kernel dump `json` from the file `fileName`; an error with the
/// diagnostics otherwise.
llvm::Expected<std::string> importTinygradKernel(llvm::StringRef json,
                                                 llvm::StringRef fileName);

/// The same, from the dump's parsed JSON `document`.
llvm::Expected<std::string>
importTinygradKernelDocument(const llvm::json::Value &document,
                             llvm::StringRef fileName);

/// This thread's context for compiling kernels: every dialect the
/// compilers use registered, multithreading off (a kernel is one module).
/// The compilers, `prepareKernel` and `importTinygradKernel` take theirs
/// here. Setting up a context and loading its dialects took about 1 ms of
/// a 15 ms CPU compile (uop-compile-bench), so a thread reuses one for 64
/// calls, then starts a fresh one, which bounds what the old one keeps of
/// past kernels. A caller holding the result keeps that context alive.
std::shared_ptr<MLIRContext> acquireCompileContext();

/// The compiler for a device target (`cpu-object`, `ptx`, `spirv-vulkan`,
/// `spirv-vulkan-lavapipe`, `interp-program`), or null.
std::unique_ptr<::uop::runtime::Compiler> createCompilerForTarget(llvm::StringRef target);

} // namespace uop
} // namespace mlir

#endif // UOP_COMPILER_COMPILERS_H
