//===- InterchangeReductionLoops.cpp - reductions walked along j ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "LinearStride.h"
#include "ReductionNest.h"
#include "Versioning.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "uop/Conversion/Passes.h"
#include "llvm/Support/CheckedArithmetic.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPINTERCHANGEREDUCTIONLOOPS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using mlir::uop::LinearStride;
using mlir::uop::matchReductionNest;
using mlir::uop::ReductionNest;
using mlir::uop::serialAllocationScope;
using mlir::uop::staticTripCount;
using mlir::uop::stripMine;

namespace {

/// What walking a load along a loop costs, from the stride of its index:
/// nothing for a load the loop does not move (it is hoisted), 1 for
/// consecutive elements, 2 for a stride within an interleaved group, 4 for
/// anything else.
int64_t strideCost(std::optional<int64_t> stride) {
  if (!stride)
    return 4;
  uint64_t distance = llvm::AbsoluteValue(*stride);
  return distance == 0 ? 0 : distance == 1 ? 1 : distance <= 8 ? 2 : 4;
}

/// The cost of the loads under `root` walked along `loop`: the last index
/// of each load moves by its stride times the loop's step; the others must
/// not move.
int64_t loadCost(Operation *root, LoopLikeOpInterface loop) {
  LinearStride coefficient(loop);
  std::optional<int64_t> loopStep = getConstantIntValue(*loop.getSingleStep());
  auto stride = [&](Value index) -> std::optional<int64_t> {
    std::optional<int64_t> perStep = coefficient.of(index);
    if (perStep && *perStep == 0)
      return 0;
    if (!perStep || !loopStep)
      return std::nullopt;
    return llvm::checkedMul(*perStep, *loopStep);
  };
  int64_t cost = 0;
  root->walk([&](Operation *op) {
    ValueRange indices;
    if (auto load = dyn_cast<memref::LoadOp>(op))
      indices = load.getIndices();
    else if (auto load = dyn_cast<vector::LoadOp>(op))
      indices = load.getIndices();
    else
      return;
    if (indices.empty())
      return;
    bool outerMove = llvm::any_of(indices.drop_back(), [&](Value index) {
      std::optional<int64_t> step = stride(index);
      return !step || *step != 0;
    });
    cost += outerMove ? 4 : strideCost(stride(indices.back()));
  });
  return cost;
}

/// Whether the loads of `nest`'s reduction cost less walked along the outer
/// loop, the accumulators' buffer included, than along the reduction.
bool isCheaperAlongOuterLoop(ReductionNest &nest) {
  int64_t alongReduction = loadCost(nest.reduction, nest.reduction);
  int64_t alongOuter = loadCost(nest.reduction, nest.outer) +
                       2 * int64_t(nest.reduction.getNumRegionIterArgs());
  return alongOuter < alongReduction;
}

/// The bytes one element of a buffer of `type` takes.
std::optional<int64_t> elementBytes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type)) {
    std::optional<int64_t> element = elementBytes(vector.getElementType());
    if (!element || vector.isScalable())
      return std::nullopt;
    return *element * vector.getNumElements();
  }
  if (type.isIntOrIndexOrFloat() && !type.isIndex())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  return std::nullopt;
}

/// The lower bound, upper bound and step of `reduction`, in `outer`, usable
/// outside `outer`: as they are, or clones of the constants that define them
/// inside (matchReductionNest admits no other).
std::array<Value, 3> boundsOutside(RewriterBase &rewriter, Operation *outer,
                                   scf::ForOp reduction) {
  IRMapping mapping;
  auto outside = [&](Value bound) {
    return uop::cloneDefinition(
        rewriter, bound, outer, mapping,
        [](Operation *op) { return op->hasTrait<OpTrait::ConstantLike>(); });
  };
  return {outside(reduction.getLowerBound()),
          outside(reduction.getUpperBound()), outside(reduction.getStep())};
}

struct UOpInterchangeReductionLoopsPass
    : public uop::impl::UOpInterchangeReductionLoopsBase<
          UOpInterchangeReductionLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (tileSize < 1 || maxBufferBytes < 1 || jamFactor < 0) {
      getOperation()->emitError()
          << "uop-interchange-reduction-loops: tile-size and max-buffer-bytes "
             "must be positive, jam-factor not negative";
      return signalPassFailure();
    }
    // Inner loops first: an epilogue may hold another nest.
    SmallVector<LoopLikeOpInterface> loops;
    getOperation()->walk([&](LoopLikeOpInterface loop) {
      if (isa<scf::ForOp, scf::ParallelOp>(loop) &&
          loop.getSingleInductionVar())
        loops.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (LoopLikeOpInterface loop : loops) {
      std::optional<ReductionNest> nest = matchReductionNest(loop);
      if (!nest)
        continue;
      if (!isCheaperAlongOuterLoop(*nest)) {
        if (std::optional<int64_t> factor = jamFactorFor(*nest)) {
          if (auto parallel = dyn_cast<scf::ParallelOp>(*loop))
            nest->outer = stripMine(rewriter, parallel, *factor);
          jam(rewriter, *nest, *factor);
        }
        continue;
      }
      std::optional<int64_t> tile = tileFor(*nest);
      if (!tile)
        continue;
      // A tile's trip count is dynamic, but only the last one of a static
      // loop may be short.
      bool isDynamic = !staticTripCount(loop);
      if (auto parallel = dyn_cast<scf::ParallelOp>(*loop))
        nest->outer = stripMine(rewriter, parallel, *tile);
      Operation *scope = serialAllocationScope(nest->outer);
      if (!scope)
        continue;
      if (minDynamicTrips > 0 && isDynamic)
        interchangeIfLong(rewriter, *nest, *tile, scope);
      else
        interchange(rewriter, *nest, *tile, scope);
    }
  }

  /// How many iterations of `nest`'s outer loop to jam, where its reduction
  /// is worth it: each step waits for the last on one or a few
  /// floating-point accumulators (an order LLVM may not change), the
  /// reduction runs long (or for a count known only at run time), and the
  /// outer loop runs at least as many times where that is known. As many
  /// iterations as carry at most `kMaxJammedAccumulators` in all (a matmul's
  /// register tile has chains to overlap already, and more would spill), up
  /// to `jamFactor`, and only as many as keep the jammed step short.
  std::optional<int64_t> jamFactorFor(ReductionNest &nest) const {
    scf::ForOp reduction = nest.reduction;
    if (!llvm::all_of(reduction.getResultTypes(), [](Type type) {
          return isa<FloatType>(getElementTypeOrSelf(type));
        }))
      return std::nullopt;
    int64_t stepOps = 0;
    reduction.getBody()->walk([&](Operation *) { ++stepOps; });
    int64_t factor = std::min<int64_t>(
        {jamFactor,
         kMaxJammedAccumulators / int64_t(reduction.getNumRegionIterArgs()),
         kMaxJammedOps / stepOps});
    std::optional<APInt> outerTrips = staticTripCount(nest.outer);
    if (factor < 2 || isShortReduction(nest) ||
        (outerTrips && outerTrips->slt(factor)))
      return std::nullopt;
    return factor;
  }

  /// The most ops that the jammed step of a reduction may hold.
  static constexpr int64_t kMaxJammedOps = 256;
  /// The most accumulators that a jammed reduction may carry.
  static constexpr int64_t kMaxJammedAccumulators = 8;

  /// Unrolls `nest`'s outer loop (an scf.for) by `factor` and jams the
  /// copies of the reduction into one loop that carries all their
  /// accumulators: the copies' chains then overlap. The iterations that do
  /// not fill a group of `factor` run in the loop as it was, after.
  void jam(RewriterBase &rewriter, ReductionNest &nest, int64_t factor) {
    auto outer = cast<scf::ForOp>(nest.outer);
    scf::ForOp reduction = nest.reduction;
    Location loc = outer.getLoc();
    rewriter.setInsertionPoint(outer);
    Type ivType = outer.getInductionVar().getType();
    // The groups step in index, where the bounds' arithmetic cannot wrap.
    Type indexType = rewriter.getIndexType();
    Value lower = getValueOrCreateCastToIndexLike(rewriter, loc, indexType,
                                                  outer.getLowerBound());
    Value groupSize = arith::ConstantIndexOp::create(rewriter, loc, factor);
    Value groupsEnd = arith::AddIOp::create(
        rewriter, loc, lower,
        arith::MulIOp::create(
            rewriter, loc,
            arith::DivSIOp::create(
                rewriter, loc,
                arith::SubIOp::create(
                    rewriter, loc,
                    getValueOrCreateCastToIndexLike(rewriter, loc, indexType,
                                                    outer.getUpperBound()),
                    lower),
                groupSize),
            groupSize));
    Value rest =
        getValueOrCreateCastToIndexLike(rewriter, loc, ivType, groupsEnd);
    auto groups =
        scf::ForOp::create(rewriter, loc, lower, groupsEnd, groupSize);
    rewriter.setInsertionPointToStart(groups.getBody());
    Value first = getValueOrCreateCastToIndexLike(rewriter, loc, ivType,
                                                  groups.getInductionVar());

    // One mapping per copy, the prologue cloned for each.
    SmallVector<IRMapping> copies(factor);
    SmallVector<Value> inits;
    for (auto [mapping, iv] : llvm::zip_equal(
             copies, uop::consecutiveValues(rewriter, loc, first, factor))) {
      mapping.map(outer.getInductionVar(), iv);
      for (Operation *op : nest.prologue)
        rewriter.clone(*op, mapping);
      for (Value init : reduction.getInitArgs())
        inits.push_back(mapping.lookupOrDefault(init));
    }
    unsigned carried = reduction.getNumRegionIterArgs();
    auto [low, high, stride] = boundsOutside(rewriter, outer, reduction);
    auto jammed = scf::ForOp::create(
        rewriter, loc, low, high, stride, inits,
        [&](OpBuilder &builder, Location, Value step, ValueRange accumulators) {
          SmallVector<Value> yielded;
          auto yield = cast<scf::YieldOp>(reduction.getBody()->getTerminator());
          for (auto [offset, mapping] : llvm::enumerate(copies)) {
            mapping.map(reduction.getInductionVar(), step);
            mapping.map(reduction.getRegionIterArgs(),
                        accumulators.slice(offset * carried, carried));
            for (Operation &op : reduction.getBody()->without_terminator())
              builder.clone(op, mapping);
            for (Value value : yield.getOperands())
              yielded.push_back(mapping.lookupOrDefault(value));
          }
          scf::YieldOp::create(builder, loc, yielded);
        });
    for (auto [offset, mapping] : llvm::enumerate(copies)) {
      mapping.map(reduction.getResults(),
                  jammed.getResults().slice(offset * carried, carried));
      for (Operation *op : nest.epilogue)
        rewriter.clone(*op, mapping);
    }

    // The rest, in the loop as it was.
    rewriter.modifyOpInPlace(
        outer, [&] { outer.getLowerBoundMutable().assign(rest); });
    rewriter.moveOpAfter(outer, groups);
  }

  /// Interchanges a copy of `nest`'s outer loop, whose trip count is known
  /// only at run time, that runs where the count is at least
  /// `minDynamicTrips`; the loop as it was runs otherwise. The tiles cost a
  /// fixed set-up that a short loop does not win back: tinygrad's symbolic
  /// mean over a 4x4 matrix takes 24 ns interchanged and 7 ns as it is, over
  /// 64x64 255 ns interchanged and 770 ns as it is.
  void interchangeIfLong(RewriterBase &rewriter, ReductionNest &nest,
                         int64_t tile, Operation *scope) {
    auto outer = cast<scf::ForOp>(nest.outer);
    Location loc = outer.getLoc();
    rewriter.setInsertionPoint(outer);
    // The difference may wrap for bounds far apart; both branches compute
    // the same, so that only picks the slower one.
    Value trips = arith::SubIOp::create(rewriter, loc, outer.getUpperBound(),
                                        outer.getLowerBound());
    Value minimum = arith::ConstantOp::create(
        rewriter, loc,
        rewriter.getIntegerAttr(trips.getType(), minDynamicTrips));
    Value isLong = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::sge, trips, minimum);
    IRMapping mapping;
    Operation *copy =
        uop::cloneUnderCondition(rewriter, outer, isLong, mapping);
    auto copiesOf = [&](ArrayRef<Operation *> ops) {
      return llvm::map_to_vector(
          ops, [&](Operation *op) { return mapping.lookup(op); });
    };
    ReductionNest copied{
        cast<scf::ForOp>(copy),
        cast<scf::ForOp>(mapping.lookup(nest.reduction.getOperation())),
        copiesOf(nest.prologue), copiesOf(nest.epilogue)};
    interchange(rewriter, copied, tile, scope);
  }

  /// The iterations of a tile: `tileSize`, halved until the accumulators
  /// fit in `maxBufferBytes`, and no more than the outer loop runs; none
  /// where that leaves fewer than two, or the reduction runs fewer than
  /// `minReductionTrips` times (or at most once).
  std::optional<int64_t> tileFor(ReductionNest &nest) const {
    int64_t bytesPerIteration = 0;
    for (Type type : nest.reduction.getResultTypes()) {
      std::optional<int64_t> bytes = elementBytes(type);
      if (!bytes)
        return std::nullopt;
      bytesPerIteration += *bytes;
    }
    int64_t tile = tileSize;
    while (tile > 1 && tile * bytesPerIteration > maxBufferBytes)
      tile /= 2;
    if (std::optional<APInt> trips = staticTripCount(nest.outer))
      tile = std::min<int64_t>(tile, trips->getLimitedValue(INT64_MAX));
    if (tile < 2 || tile * bytesPerIteration > maxBufferBytes ||
        isShortReduction(nest))
      return std::nullopt;
    return tile;
  }

  /// Whether `nest`'s reduction runs fewer than `minReductionTrips` times
  /// (or at most once), known statically.
  bool isShortReduction(ReductionNest &nest) const {
    std::optional<APInt> trips = nest.reduction.getStaticTripCount();
    return trips && trips->slt(std::max<int64_t>(minReductionTrips, 2));
  }

  /// Rewrites `nest` as the pass describes, the buffers allocated at the
  /// start of `scope`.
  void interchange(RewriterBase &rewriter, ReductionNest &nest, int64_t tile,
                   Operation *scope) {
    auto outer = cast<scf::ForOp>(nest.outer);
    scf::ForOp reduction = nest.reduction;
    Location loc = outer.getLoc();
    rewriter.setInsertionPointToStart(&scope->getRegion(0).front());
    SmallVector<Value> buffers;
    for (Type type : reduction.getResultTypes())
      buffers.push_back(memref::AllocaOp::create(
          rewriter, loc, MemRefType::get({tile}, type)));

    // The tiles step in index, where `first + tile` cannot wrap past an i32
    // bound; the loops over a tile keep the outer loop's type.
    rewriter.setInsertionPoint(outer);
    Type ivType = outer.getInductionVar().getType();
    Type indexType = rewriter.getIndexType();
    Value upperBound = getValueOrCreateCastToIndexLike(rewriter, loc, indexType,
                                                       outer.getUpperBound());
    Value tileStep = arith::ConstantIndexOp::create(rewriter, loc, tile);
    auto tiles =
        scf::ForOp::create(rewriter, loc,
                           getValueOrCreateCastToIndexLike(
                               rewriter, loc, indexType, outer.getLowerBound()),
                           upperBound, tileStep);
    rewriter.setInsertionPointToStart(tiles.getBody());
    Value first = getValueOrCreateCastToIndexLike(rewriter, loc, ivType,
                                                  tiles.getInductionVar());
    Value last = getValueOrCreateCastToIndexLike(
        rewriter, loc, ivType,
        arith::MinSIOp::create(rewriter, loc,
                               arith::AddIOp::create(rewriter, loc,
                                                     tiles.getInductionVar(),
                                                     tileStep),
                               upperBound));
    Value one = arith::ConstantOp::create(rewriter, loc,
                                          rewriter.getIntegerAttr(ivType, 1));

    // One loop over the tile: the prologue's ops cloned for iteration j
    // (they are pure but for reads), then what `body` adds.
    auto forEachInTile = [&](function_ref<void(IRMapping &, Value slot)> body) {
      auto loop = scf::ForOp::create(rewriter, loc, first, last, one);
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPoint(loop.getBody()->getTerminator());
      IRMapping mapping;
      mapping.map(outer.getInductionVar(), loop.getInductionVar());
      for (Operation *op : nest.prologue)
        rewriter.clone(*op, mapping);
      body(mapping, getValueOrCreateCastToIndexLike(
                        rewriter, loc, indexType,
                        arith::SubIOp::create(rewriter, loc,
                                              loop.getInductionVar(), first)));
    };
    auto storeAll = [&](ValueRange values, Value slot) {
      for (auto [value, buffer] : llvm::zip_equal(values, buffers))
        memref::StoreOp::create(rewriter, loc, value, buffer, slot);
    };
    auto loadAll = [&](Value slot) {
      return llvm::map_to_vector(buffers, [&](Value buffer) -> Value {
        return memref::LoadOp::create(rewriter, loc, buffer, slot);
      });
    };

    forEachInTile([&](IRMapping &mapping, Value slot) {
      storeAll(llvm::map_to_vector(
                   reduction.getInitArgs(),
                   [&](Value init) { return mapping.lookupOrDefault(init); }),
               slot);
    });
    auto [low, high, step] = boundsOutside(rewriter, outer, reduction);
    auto steps = scf::ForOp::create(rewriter, loc, low, high, step);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(steps.getBody());
      forEachInTile([&](IRMapping &mapping, Value slot) {
        mapping.map(reduction.getInductionVar(), steps.getInductionVar());
        mapping.map(reduction.getRegionIterArgs(), loadAll(slot));
        for (Operation &op : reduction.getBody()->without_terminator())
          rewriter.clone(op, mapping);
        auto yield = cast<scf::YieldOp>(reduction.getBody()->getTerminator());
        storeAll(llvm::map_to_vector(yield.getOperands(),
                                     [&](Value value) {
                                       return mapping.lookupOrDefault(value);
                                     }),
                 slot);
      });
    }
    forEachInTile([&](IRMapping &mapping, Value slot) {
      mapping.map(reduction.getResults(), loadAll(slot));
      for (Operation *op : nest.epilogue)
        rewriter.clone(*op, mapping);
    });
    rewriter.eraseOp(outer);
  }
};

} // namespace
