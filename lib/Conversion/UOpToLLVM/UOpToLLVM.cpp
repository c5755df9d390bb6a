//===- UOpToLLVM.cpp - the uop-to-llvm pipeline ---------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Built from the passes' constructors, as upstream's gpu-lower-to-nvvm
// pipeline is, so that a compiler using it registers no pass.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/Passes.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void mlir::uop::buildUOpToLLVMPipeline(
    OpPassManager &pm, const UOpToLLVMPipelineOptions &options) {
  pm.addPass(createUOpLinearize());
  pm.addPass(createUOpAccumulateLast());
  pm.addPass(createUOpExpandWmma());
  pm.addPass(createConvertUOpToSCF());
  // A short reduction (a convolution's input channels) unrolled here leaves
  // the loop around it innermost, which LLVM's loop vectorizer then sees
  // (LLVM's own full unrolling of it comes after the vectorizer), where
  // that loop runs long enough to fill a vector.
  if (options.unrollTripCount > 0) {
    UOpUnrollInnerLoopsOptions unroll;
    unroll.maxTripCount = options.unrollTripCount;
    unroll.onlyReductions = true;
    unroll.minParentTripCount = 8;
    pm.addPass(createUOpUnrollInnerLoops(unroll));
  }
  // Gated loads together and their loops whole, so that LLVM if-converts
  // and vectorizes them into masked loads.
  pm.addPass(createUOpHoistLoadsAboveIfs());
  pm.addPass(createUOpKeepGatedLoopsUnpeeled());
  // Max reductions: one x86 max per element rather than three.
  pm.addPass(createUOpSelectNeverNaNMax());
  // The upstream lowering of func/scf/arith/math/memref/vector. MemRef goes
  // first: its lowering of the memref.alloca_scope that convert-scf-to-openmp
  // puts around a parallel loop's body needs that body to be one block
  // still, before scf becomes branches.
  // While the rows are a parallel loop still, free to run in any order: one
  // chunk where one thread runs all rows, a few for the cores to share
  // otherwise (a small loop's chunks then run serially, below).
  UOpPackReductionPanelsOptions panels;
  panels.chunks = options.openMP ? 4 : 1;
  pm.addPass(createUOpPackReductionPanels(panels));
  if (options.openMP) {
    UOpSerializeSmallParallelLoopsOptions serialize;
    serialize.minWork = options.parallelMinWork;
    pm.addPass(createUOpSerializeSmallParallelLoops(serialize));
  } else {
    pm.addPass(createParallelForToNestedForsPass());
  }
  // Before OpenMP: a parallel loop around a reduction is strip-mined there,
  // each thread running whole tiles, with its buffers in the parallel
  // body's allocation scope.
  if (options.reductionTile > 0) {
    UOpInterchangeReductionLoopsOptions interchange;
    interchange.tileSize = options.reductionTile;
    pm.addPass(createUOpInterchangeReductionLoops(interchange));
  }
  // Once the loops that run serially are scf.for: elementwise rows are
  // vectorized along, not across.
  pm.addPass(createUOpKeepOuterLoopsScalar());
  if (options.openMP)
    pm.addPass(createConvertSCFToOpenMPPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void mlir::uop::registerUOpToLLVMPipeline() {
  PassPipelineRegistration<UOpToLLVMPipelineOptions>(
      "uop-to-llvm",
      "Lower uop kernels for the CPU: linearize, convert to "
      "func/scf/arith/math/memref/vector, and lower to the LLVM dialect",
      buildUOpToLLVMPipeline);
}
