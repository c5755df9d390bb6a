//===- UOpToLLVM.h - the CPU lowering pipeline ------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTOLLVM_UOPTOLLVM_H
#define UOP_CONVERSION_UOPTOLLVM_UOPTOLLVM_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace uop {

/// Options of the CPU lowering.
struct UOpToLLVMPipelineOptions
    : public PassPipelineOptions<UOpToLLVMPipelineOptions> {
  Option<bool> openMP{
      *this, "openmp",
      llvm::cl::desc("Run the workgroups (the parallel loop over the thread "
                     "indices) on all cores with OpenMP; the code then calls "
                     "libomp. Off: one after another"),
      llvm::cl::init(true)};
  Option<int64_t> parallelMinWork{
      *this, "parallel-min-work",
      llvm::cl::desc("With openmp: workgroup loops estimated to run fewer "
                     "operations than this run on one core "
                     "(uop-serialize-small-parallel-loops)"),
      llvm::cl::init(524288)};
  Option<int64_t> reductionTile{
      *this, "reduction-tile",
      llvm::cl::desc("Move a loop inside the reduction it encloses, in tiles "
                     "of at most this many iterations, where the loads walk "
                     "it more cheaply (uop-interchange-reduction-loops); 0: "
                     "never"),
      llvm::cl::init(128)};
  Option<int64_t> unrollTripCount{
      *this, "unroll-trip-count",
      llvm::cl::desc("Fully unroll innermost loops of at most this many "
                     "iterations before LLVM sees them "
                     "(uop-unroll-inner-loops); 0: never"),
      llvm::cl::init(4)};
};

/// Adds the CPU lowering (`uop-to-llvm`) to `pm`: linearize graph-form
/// kernels, expand wmma, convert them to func/scf/arith/math/memref/vector
/// (the workgroups as an `scf.parallel`, lowered to OpenMP unless disabled),
/// and lower those to the LLVM dialect, ready for `mlir-translate
/// --mlir-to-llvmir`. Buffers are passed as MLIR memref descriptors
/// (allocated and aligned pointer, offset, size, stride), variables as
/// `i32`s.
void buildUOpToLLVMPipeline(OpPassManager &pm,
                            const UOpToLLVMPipelineOptions &options);

/// Registers the `uop-to-llvm` pass pipeline.
void registerUOpToLLVMPipeline();

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTOLLVM_UOPTOLLVM_H
