//===- PackReductionPanels.cpp - column groups as vectors over panels -----===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "ReductionNest.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "uop/Conversion/Passes.h"
#include "llvm/Support/CheckedArithmetic.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPPACKREDUCTIONPANELS
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;

namespace {

/// What a value of a row's body varies with, as a set of bits.
enum Variation : unsigned {
  kUniform = 0,
  /// The column loop's induction variable.
  kColumn = 1,
  /// The row loop's induction variable, or what the row's body computes
  /// outside the column loop (constants aside).
  kRow = 2,
  /// An accumulator of the reduction.
  kAccumulator = 4,
};

/// The fewest static steps of a reduction whose loads are worth packing.
constexpr int64_t kMinReductionTrips = 16;
/// The most accumulators a packed reduction may carry, each a vector.
constexpr unsigned kMaxAccumulators = 16;

/// A loop over rows (a one-dimensional `scf.parallel`, then the `scf.for`
/// over a chunk of its rows) around an `scf.for` over columns around a
/// reduction, with constant bounds, and the loads of the reduction that go
/// into the panel.
struct PanelNest {
  LoopLikeOpInterface rows;
  /// Where the panels are allocated, once for all chunks.
  Operation *allocationScope = nullptr;
  scf::ForOp columns;
  uop::ReductionNest nest;
  int64_t rowLower = 0, rowUpper = 0, columnLower = 0, columnUpper = 0;
  int64_t reductionLower = 0, reductionStep = 0, reductionTrips = 0;
  /// The loads whose index moves with the column only (and the reduction).
  SmallVector<memref::LoadOp> panelLoads;
  /// What each value of the column loop's prologue and reduction varies
  /// with.
  DenseMap<Value, unsigned> variations;

  /// What `value`, used in the column loop's prologue or reduction, varies
  /// with.
  unsigned variationOf(Value value) {
    if (auto known = variations.find(value); known != variations.end())
      return known->second;
    if (auto argument = dyn_cast<BlockArgument>(value))
      return rows->isAncestor(argument.getOwner()->getParentOp()) ? kRow
                                                                  : kUniform;
    Operation *definition = value.getDefiningOp();
    if (!rows->isAncestor(definition) || matchPattern(value, m_Constant()))
      return kUniform;
    return kRow;
  }

  /// Records and returns what `op` and its results vary with: what its
  /// operands do, and anything for an op with regions, whose insides this
  /// does not follow.
  unsigned recordVariation(Operation *op) {
    unsigned variation = variationOfOperands(op);
    if (op->getNumRegions() != 0)
      variation |= kColumn | kRow | kAccumulator;
    for (Value result : op->getResults())
      variations[result] = variation;
    return variation;
  }

  /// What the operands of `op` vary with.
  unsigned variationOfOperands(Operation *op) {
    unsigned variation = kUniform;
    for (Value operand : op->getOperands())
      variation |= variationOf(operand);
    return variation;
  }
};

/// Whether a value of `type` can be a lane of a vector.
bool isScalar(Type type) { return type.isIntOrIndexOrFloat(); }

/// Whether `op` of the reduction, which varies with the column or an
/// accumulator, can run on vectors of lanes by changing its types.
bool isVectorizable(Operation *op) {
  return op->getNumRegions() == 0 && op->hasTrait<OpTrait::Elementwise>() &&
         op->hasTrait<OpTrait::Vectorizable>() && isPure(op) &&
         llvm::all_of(op->getOperandTypes(), isScalar) &&
         llvm::all_of(op->getResultTypes(), isScalar);
}

struct UOpPackReductionPanelsPass
    : public uop::impl::UOpPackReductionPanelsBase<UOpPackReductionPanelsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (lanes < 0 || chunks < 1 || minChunkRows < 1 || maxPanelBytes < 1) {
      getOperation()->emitError()
          << "uop-pack-reduction-panels: lanes must not be negative, chunks, "
             "min-chunk-rows and max-panel-bytes must be positive";
      return signalPassFailure();
    }
    if (lanes < 2)
      return markAllAnalysesPreserved();
    SmallVector<scf::ParallelOp> loops;
    getOperation()->walk([&](scf::ParallelOp loop) { loops.push_back(loop); });
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : loops)
      if (std::optional<PanelNest> nest = matchPanelNest(loop))
        pack(rewriter, *nest);
  }

  /// `rows` as a PanelNest, where the pass applies to it.
  std::optional<PanelNest> matchPanelNest(scf::ParallelOp rows) const {
    if (rows.getNumLoops() != 1 || rows.getNumResults() != 0 ||
        !isConstantIntValue(rows.getStep()[0], 1))
      return std::nullopt;
    PanelNest nest;
    nest.rows = cast<LoopLikeOpInterface>(*rows);
    std::optional<int64_t> rowLower =
        getConstantIntValue(rows.getLowerBound()[0]);
    std::optional<int64_t> rowUpper =
        getConstantIntValue(rows.getUpperBound()[0]);
    if (!rowLower || !rowUpper || *rowUpper - *rowLower < 2 * minChunkRows)
      return std::nullopt;
    nest.rowLower = *rowLower;
    nest.rowUpper = *rowUpper;
    // The row's body: pure ops and the column loop.
    for (Operation &op : rows.getBody()->without_terminator()) {
      auto columns = dyn_cast<scf::ForOp>(op);
      if (columns && !nest.columns)
        nest.columns = columns;
      else if (op.getNumRegions() != 0 || !isPure(&op))
        return std::nullopt;
    }
    nest.allocationScope = uop::serialAllocationScope(rows);
    if (!nest.columns || !nest.allocationScope)
      return std::nullopt;
    std::optional<uop::ReductionNest> reductionNest =
        uop::matchReductionNest(nest.columns);
    if (!reductionNest)
      return std::nullopt;
    nest.nest = std::move(*reductionNest);
    scf::ForOp reduction = nest.nest.reduction;

    std::optional<int64_t> columnLower =
        getConstantIntValue(nest.columns.getLowerBound());
    std::optional<int64_t> columnUpper =
        getConstantIntValue(nest.columns.getUpperBound());
    std::optional<int64_t> reductionLower =
        getConstantIntValue(reduction.getLowerBound());
    std::optional<int64_t> reductionStep =
        getConstantIntValue(reduction.getStep());
    std::optional<APInt> reductionTrips = reduction.getStaticTripCount();
    if (!columnLower || !columnUpper || *columnUpper - *columnLower < lanes ||
        !reductionLower || !reductionStep || !reductionTrips ||
        reductionTrips->slt(kMinReductionTrips) ||
        reductionTrips->getActiveBits() > 32)
      return std::nullopt;
    nest.columnLower = *columnLower;
    nest.columnUpper = *columnUpper;
    nest.reductionLower = *reductionLower;
    nest.reductionStep = *reductionStep;
    nest.reductionTrips = reductionTrips->getZExtValue();
    if (reduction.getNumRegionIterArgs() > kMaxAccumulators ||
        !llvm::all_of(reduction.getResultTypes(), isScalar))
      return std::nullopt;

    nest.variations[nest.columns.getInductionVar()] = kColumn;
    nest.variations[reduction.getInductionVar()] = kUniform;
    for (BlockArgument accumulator : reduction.getRegionIterArgs())
      nest.variations[accumulator] = kAccumulator;
    for (Operation *op : nest.nest.prologue)
      nest.recordVariation(op);
    for (Operation &op : reduction.getBody()->without_terminator()) {
      if (op.getNumRegions() != 0)
        return std::nullopt;
      unsigned variation = nest.recordVariation(&op);
      if (auto load = dyn_cast<memref::LoadOp>(op)) {
        // A load that moves with the column goes into the panel, which the
        // rows of a chunk share: it must not move with them.
        if (variation & kColumn) {
          if (variation & (kRow | kAccumulator) ||
              !load.getType().isIntOrFloat())
            return std::nullopt;
          nest.panelLoads.push_back(load);
          continue;
        }
      }
      if ((variation & (kColumn | kAccumulator)) && !isVectorizable(&op))
        return std::nullopt;
    }
    if (nest.panelLoads.empty())
      return std::nullopt;
    Type elementType = nest.panelLoads.front().getType();
    if (llvm::any_of(nest.panelLoads, [&](memref::LoadOp load) {
          return load.getType() != elementType;
        }))
      return std::nullopt;
    // Checked: the trip count and the lanes option may be large enough to
    // overflow, which would pass the limit.
    std::optional<int64_t> panelBytes = nest.reductionTrips;
    for (int64_t factor :
         {int64_t(nest.panelLoads.size()), int64_t(lanes),
          int64_t(llvm::divideCeil(elementType.getIntOrFloatBitWidth(), 8))})
      if (panelBytes)
        panelBytes = llvm::checkedMul(*panelBytes, factor);
    if (!panelBytes || *panelBytes > maxPanelBytes)
      return std::nullopt;
    return nest;
  }

  /// Rewrites `nest` as the pass describes.
  void pack(RewriterBase &rewriter, PanelNest &nest) {
    scf::ForOp columns = nest.columns;
    Location loc = nest.rows.getLoc();
    auto indexConstant = [&](int64_t value) -> Value {
      return arith::ConstantIndexOp::create(rewriter, loc, value);
    };
    // One panel per chunk, allocated once before the rows (chunks run
    // concurrently); each chunk's groups go before its loop over rows,
    // which then runs the columns the groups leave.
    int64_t rowCount = nest.rowUpper - nest.rowLower;
    int64_t chunkRows =
        std::max<int64_t>(minChunkRows, llvm::divideCeil(rowCount, chunks));
    rewriter.setInsertionPointToStart(
        &nest.allocationScope->getRegion(0).front());
    Value panel = memref::AllocaOp::create(
        rewriter, loc,
        MemRefType::get({int64_t(llvm::divideCeil(rowCount, chunkRows)),
                         nest.reductionTrips, int64_t(nest.panelLoads.size()),
                         lanes.getValue()},
                        nest.panelLoads.front().getType()));
    scf::ForOp rows =
        uop::stripMine(rewriter, cast<scf::ParallelOp>(*nest.rows), chunkRows);
    nest.rows = rows;
    rewriter.setInsertionPoint(rows);
    Value chunk = arith::DivSIOp::create(
        rewriter, loc,
        arith::SubIOp::create(rewriter, loc, rows.getLowerBound(),
                              indexConstant(nest.rowLower)),
        indexConstant(chunkRows));

    // The groups of `lanes` columns.
    int64_t groupsEnd = nest.columnLower +
                        (nest.columnUpper - nest.columnLower) / lanes * lanes;
    auto groups =
        scf::ForOp::create(rewriter, loc, indexConstant(nest.columnLower),
                           indexConstant(groupsEnd), indexConstant(lanes));
    rewriter.setInsertionPointToStart(groups.getBody());
    Type columnType = columns.getInductionVar().getType();
    Value groupFirst = getValueOrCreateCastToIndexLike(
        rewriter, loc, columnType, groups.getInductionVar());
    SmallVector<Value> laneColumns =
        uop::consecutiveValues(rewriter, loc, groupFirst, lanes);
    buildPacking(rewriter, nest, panel, chunk, laneColumns);
    buildRows(rewriter, nest, panel, chunk, laneColumns);

    if (groupsEnd == nest.columnUpper) {
      rewriter.eraseOp(rows);
      return;
    }
    rewriter.setInsertionPoint(columns);
    Value restFirst = arith::ConstantOp::create(
        rewriter, loc, rewriter.getIntegerAttr(columnType, groupsEnd));
    rewriter.modifyOpInPlace(
        columns, [&] { columns.getLowerBoundMutable().assign(restFirst); });
  }

  /// The reduction's induction variable at step `step` (an index from 0).
  static Value reductionValueAt(OpBuilder &builder, Location loc,
                                PanelNest &nest, Value step) {
    Value index = arith::AddIOp::create(
        builder, loc,
        arith::MulIOp::create(
            builder, loc, step,
            arith::ConstantIndexOp::create(builder, loc, nest.reductionStep)),
        arith::ConstantIndexOp::create(builder, loc, nest.reductionLower));
    return getValueOrCreateCastToIndexLike(
        builder, loc, nest.nest.reduction.getInductionVar().getType(), index);
  }

  /// The loop that fills the panel of `chunk` for the columns
  /// `laneColumns`: at step `s` of the reduction, `panel[chunk][s][b]` holds
  /// load `b` of each column.
  void buildPacking(RewriterBase &rewriter, PanelNest &nest, Value panel,
                    Value chunk, ArrayRef<Value> laneColumns) {
    Location loc = nest.rows.getLoc();
    OpBuilder::InsertionGuard guard(rewriter);
    auto steps = scf::ForOp::create(
        rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, 0),
        arith::ConstantIndexOp::create(rewriter, loc, nest.reductionTrips),
        arith::ConstantIndexOp::create(rewriter, loc, 1));
    rewriter.setInsertionPoint(steps.getBody()->getTerminator());
    Value step = steps.getInductionVar();
    Value reductionValue = reductionValueAt(rewriter, loc, nest, step);
    SmallVector<IRMapping> lanesMapping(laneColumns.size());
    for (auto [mapping, column] : llvm::zip_equal(lanesMapping, laneColumns)) {
      mapping.map(nest.columns.getInductionVar(), column);
      mapping.map(nest.nest.reduction.getInductionVar(), reductionValue);
    }
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    for (auto [slot, load] : llvm::enumerate(nest.panelLoads)) {
      SmallVector<Value> elements;
      for (IRMapping &mapping : lanesMapping) {
        // A panel load's index varies with the column and the reduction
        // only, which `mapping` maps, and no op with regions computes it.
        auto indices = llvm::map_to_vector(load.getIndices(), [&](Value index) {
          return uop::cloneDefinition(rewriter, index, nest.rows, mapping,
                                      [](Operation *) { return true; });
        });
        elements.push_back(
            memref::LoadOp::create(rewriter, loc, load.getMemRef(), indices));
      }
      Value vector = vector::FromElementsOp::create(
          rewriter, loc,
          VectorType::get({int64_t(laneColumns.size())}, load.getType()),
          elements);
      vector::StoreOp::create(
          rewriter, loc, vector, panel,
          ValueRange{chunk, step,
                     arith::ConstantIndexOp::create(rewriter, loc, slot),
                     zero});
    }
  }

  /// The chunk's rows (`nest.rows`, an `scf.for`) for the columns
  /// `laneColumns`: the row's ops and the column's prologue per lane, the
  /// reduction on vectors of the lanes with its panel loads read from the
  /// panel of `chunk`, and the column's epilogue per lane.
  void buildRows(RewriterBase &rewriter, PanelNest &nest, Value panel,
                 Value chunk, ArrayRef<Value> laneColumns) {
    auto rows = cast<scf::ForOp>(*nest.rows);
    Location loc = rows.getLoc();
    scf::ForOp reduction = nest.nest.reduction;
    int64_t laneCount = laneColumns.size();
    OpBuilder::InsertionGuard guard(rewriter);
    auto rowLoop = scf::ForOp::create(rewriter, loc, rows.getLowerBound(),
                                      rows.getUpperBound(), rows.getStep());
    rewriter.setInsertionPoint(rowLoop.getBody()->getTerminator());
    IRMapping row;
    row.map(rows.getInductionVar(), rowLoop.getInductionVar());
    for (Operation &op : rows.getBody()->without_terminator())
      if (&op != nest.columns.getOperation())
        rewriter.clone(op, row);
    SmallVector<IRMapping> lanesMapping(laneCount, row);
    for (auto [mapping, column] : llvm::zip_equal(lanesMapping, laneColumns)) {
      mapping.map(nest.columns.getInductionVar(), column);
      for (Operation *op : nest.nest.prologue)
        rewriter.clone(*op, mapping);
    }

    // A value of the prologue (or from outside it) as a vector of lanes.
    auto acrossLanes = [&](OpBuilder &builder, Value value) -> Value {
      auto type = VectorType::get({laneCount}, value.getType());
      if (!(nest.variationOf(value) & kColumn))
        return vector::BroadcastOp::create(
            builder, loc, type, lanesMapping.front().lookupOrDefault(value));
      auto elements = llvm::map_to_vector(lanesMapping, [&](IRMapping &lane) {
        return lane.lookupOrDefault(value);
      });
      return vector::FromElementsOp::create(builder, loc, type, elements);
    };
    auto inits = llvm::map_to_vector(reduction.getInitArgs(), [&](Value init) {
      return acrossLanes(rewriter, init);
    });
    auto vectorReduction = scf::ForOp::create(
        rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, 0),
        arith::ConstantIndexOp::create(rewriter, loc, nest.reductionTrips),
        arith::ConstantIndexOp::create(rewriter, loc, 1), inits,
        [&](OpBuilder &builder, Location, Value step, ValueRange accumulators) {
          Value reductionValue = reductionValueAt(builder, loc, nest, step);
          IRMapping &uniform = lanesMapping.front();
          uniform.map(reduction.getInductionVar(), reductionValue);
          DenseMap<Value, Value> vectors;
          for (auto [accumulator, vector] :
               llvm::zip_equal(reduction.getRegionIterArgs(), accumulators))
            vectors[accumulator] = vector;
          auto vectorOf = [&](Value value) {
            if (Value known = vectors.lookup(value))
              return known;
            return vectors[value] = acrossLanes(builder, value);
          };
          Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
          for (auto [slot, load] : llvm::enumerate(nest.panelLoads))
            vectors[load] = vector::LoadOp::create(
                builder, loc, VectorType::get({laneCount}, load.getType()),
                panel,
                ValueRange{chunk, step,
                           arith::ConstantIndexOp::create(builder, loc, slot),
                           zero});
          for (Operation &op : reduction.getBody()->without_terminator()) {
            if (op.getNumResults() != 0 && vectors.count(op.getResult(0)))
              continue;
            if (!(nest.variationOfOperands(&op) & (kColumn | kAccumulator))) {
              builder.clone(op, uniform);
              continue;
            }
            IRMapping onVectors;
            for (Value operand : op.getOperands())
              onVectors.map(operand, vectorOf(operand));
            Operation *vectorOp = builder.clone(op, onVectors);
            for (auto [result, vectorResult] :
                 llvm::zip_equal(op.getResults(), vectorOp->getResults())) {
              vectorResult.setType(
                  VectorType::get({laneCount}, result.getType()));
              vectors[result] = vectorResult;
            }
          }
          auto yield = cast<scf::YieldOp>(reduction.getBody()->getTerminator());
          scf::YieldOp::create(
              builder, loc, llvm::map_to_vector(yield.getOperands(), vectorOf));
        });
    for (auto [lane, mapping] : llvm::enumerate(lanesMapping)) {
      for (auto [result, vector] : llvm::zip_equal(
               reduction.getResults(), vectorReduction.getResults()))
        mapping.map(result, vector::ExtractOp::create(rewriter, loc, vector,
                                                      int64_t(lane)));
      for (Operation *op : nest.nest.epilogue)
        rewriter.clone(*op, mapping);
    }
  }
};

} // namespace
