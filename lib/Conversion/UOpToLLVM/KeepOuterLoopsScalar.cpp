//===- KeepOuterLoopsScalar.cpp - vectorize along contiguous rows ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LinearStride.h"
#include "LoopAnnotations.h"
#include "ReductionNest.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "uop/Conversion/Passes.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPKEEPOUTERLOOPSSCALAR
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using mlir::uop::LinearStride;

namespace {

/// Whether the accesses of `loop`'s body to each buffer, `count` of them,
/// step by `count` elements with the loop: one contiguous block per
/// iteration, the blocks in a row (or, with `allowInvariant`, the same
/// elements in every iteration). Buffers of other ranks than 1 are not
/// looked into.
template <typename AccessOp>
bool accessesAreContiguous(scf::ForOp loop, LinearStride &stride,
                           bool allowInvariant) {
  DenseMap<Value, SmallVector<Value>> indicesByBuffer;
  WalkResult walk = loop.getBody()->walk([&](AccessOp access) {
    if (access.getIndices().size() != 1)
      return WalkResult::interrupt();
    indicesByBuffer[access.getMemRef()].push_back(access.getIndices().front());
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return false;
  return llvm::all_of(indicesByBuffer, [&](const auto &entry) {
    const SmallVector<Value> &indices = entry.second;
    return llvm::all_of(indices, [&](Value index) {
      std::optional<int64_t> step = stride.of(index);
      return step && (*step == static_cast<int64_t>(indices.size()) ||
                      (allowInvariant && *step == 0));
    });
  });
}

/// Whether `body`, a loop's body, holds one innermost loop that carries no
/// value and writes at least `minElements` contiguous elements in all, as
/// the pass describes.
bool isAroundContiguousInnerLoop(Block &body, int64_t minElements) {
  scf::ForOp inner;
  for (Operation &op : body) {
    if (!isa<LoopLikeOpInterface>(op))
      continue;
    if (inner || !isa<scf::ForOp>(op))
      return false;
    inner = cast<scf::ForOp>(op);
  }
  if (!inner || inner.getNumRegionIterArgs() != 0)
    return false;
  std::optional<APInt> trips = inner.getStaticTripCount();
  std::optional<int64_t> step = getConstantIntValue(inner.getStep());
  if (!trips || step != 1)
    return false;
  int64_t stores = 0;
  bool innermost = true;
  inner.getBody()->walk([&](Operation *op) {
    innermost &= !isa<LoopLikeOpInterface>(op);
    stores += isa<memref::StoreOp>(op);
  });
  if (!innermost || stores == 0 || trips->getSExtValue() * stores < minElements)
    return false;
  LinearStride stride(inner);
  return accessesAreContiguous<memref::StoreOp>(inner, stride,
                                                /*allowInvariant=*/false) &&
         accessesAreContiguous<memref::LoadOp>(inner, stride,
                                               /*allowInvariant=*/true);
}

/// How many rows of `parallel`, a loop of rows the pass marks, one of at
/// most `chunks` chunks takes; none where it has no static trip count, a
/// step other than 1 (uop::stripMine's chunks are of unit steps), an
/// `alloca` in its body (an iteration's buffer, freed with the iteration;
/// in an `scf.for` it would stay on the stack until the chunk ends) or the
/// chunks would be single rows.
std::optional<int64_t> rowsPerChunk(scf::ParallelOp parallel, int64_t chunks,
                                    int64_t minElements) {
  if (chunks < 1 || parallel.getNumLoops() != 1 ||
      parallel.getNumResults() != 0 ||
      !isConstantIntValue(parallel.getStep().front(), 1) ||
      parallel.getBody()
          ->walk([](memref::AllocaOp) { return WalkResult::interrupt(); })
          .wasInterrupted() ||
      !isAroundContiguousInnerLoop(*parallel.getBody(), minElements))
    return std::nullopt;
  std::optional<APInt> trips =
      uop::staticTripCount(cast<LoopLikeOpInterface>(*parallel));
  if (!trips || trips->isNegative() || !trips->isSignedIntN(63))
    return std::nullopt;
  int64_t rows = llvm::divideCeil(trips->getSExtValue(), chunks);
  if (rows < 2)
    return std::nullopt;
  return rows;
}

struct UOpKeepOuterLoopsScalarPass
    : public uop::impl::UOpKeepOuterLoopsScalarBase<
          UOpKeepOuterLoopsScalarPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minElements < 0 || parallelChunks < 0) {
      getOperation()->emitError()
          << "uop-keep-outer-loops-scalar: min-elements and parallel-chunks "
             "must not be negative";
      return signalPassFailure();
    }
    MLIRContext *context = &getContext();
    auto disabled = LLVM::LoopVectorizeAttr::get(
        context, /*disable=*/BoolAttr::get(context, true),
        /*predicateEnable=*/{}, /*scalableEnable=*/{}, /*width=*/{},
        /*followupVectorized=*/{}, /*followupEpilogue=*/{},
        /*followupAll=*/{});
    auto annotation = uop::getLoopAnnotation(context, disabled, /*peeled=*/{});
    StringAttr annotationName = uop::getLoopAnnotationAttrName(context);
    // A parallel loop's iterations become the loop the OpenMP lowering
    // builds, which takes no annotation: an `scf.for` over a chunk of rows
    // inside it does (and is not looked at again below).
    SmallVector<std::pair<scf::ParallelOp, int64_t>> parallelRows;
    getOperation()->walk([&](scf::ParallelOp parallel) {
      if (std::optional<int64_t> rows =
              rowsPerChunk(parallel, parallelChunks, minElements))
        parallelRows.emplace_back(parallel, *rows);
    });
    IRRewriter rewriter(context);
    for (auto [parallel, rows] : parallelRows)
      uop::stripMine(rewriter, parallel, rows)
          ->setAttr(annotationName, annotation);
    getOperation()->walk([&](scf::ForOp loop) {
      if (!loop->hasAttr(annotationName) && loop.getNumRegionIterArgs() == 0 &&
          isAroundContiguousInnerLoop(*loop.getBody(), minElements))
        loop->setAttr(annotationName, annotation);
    });
  }
};

} // namespace
