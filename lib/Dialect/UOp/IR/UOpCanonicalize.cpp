//===- UOpCanonicalize.cpp - canonicalization patterns of uop -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The entries of tinygrad 0.9.0's constant_folder that create ops: the fixed
// one-op rewrites come from DRR (UOpCanonicalization.td), the rest are C++.
// Constants sit on the right of commutative ops (the Commutative trait's
// fold), so a pattern matches one operand order where 0.9.0 tries all.
//
//===----------------------------------------------------------------------===//

#include "ConstantUtils.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::uop;

namespace {
#include "UOpCanonicalization.inc"
} // namespace

/// Whether `op` is in a graph-form kernel. Rewrites that move values across
/// loop boundaries (the collapses) apply to the graph form only, where no
/// schedule fixes the ops' places.
static bool isInGraphKernel(Operation *op) {
  auto kernel = op->getParentOfType<KernelOp>();
  return kernel && !kernel.getLinear();
}

/// Whether `value` depends on `root` through its operands (0.9.0's
/// `root in value.parents`).
static bool dependsOn(Value value, Value root) {
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Operation *, 32> visited;
  while (!worklist.empty()) {
    Value current = worklist.pop_back_val();
    if (current == root)
      return true;
    Operation *def = current.getDefiningOp();
    if (!def || !visited.insert(def).second)
      continue;
    llvm::append_range(worklist, def->getOperands());
  }
  return false;
}

/// Whether `load` is a plain load of `buf[idx]`.
static bool isPlainLoadOf(Value value, Value buf, Value idx) {
  auto load = value.getDefiningOp<LoadOp>();
  return load && load.getBuf() == buf && load.getIdx() == idx &&
         !load.getGate() && !load.getDep();
}

/// The vector `v` when `elements` are gep(v, 0) .. gep(v, n-1) in order and
/// `v` has the type `vectorType`; null otherwise.
static Value getVectorOfElements(ArrayRef<Value> elements, Type vectorType) {
  Value vector;
  for (auto [index, element] : llvm::enumerate(elements)) {
    auto gep = element.getDefiningOp<GepOp>();
    if (!gep || gep.getIndexAttr().getInt() != (int64_t)index ||
        (vector && gep.getVector() != vector))
      return {};
    vector = gep.getVector();
  }
  return vector && vector.getType() == vectorType ? vector : Value();
}

namespace {

/// (x + c1) + c2 -> x + (c1 + c2), (x - c1) + c2 -> x + (c2 - c1) and
/// (c1 - x) + c2 -> (c1 + c2) - x; the new constant sum folds. The last form
/// keeps the constants of a sum in one place whichever order the folds ran in
/// (found by uop-fuzz-diff, seeds 690737, 690856 and 698794: the two drivers
/// ended at (22 - r) + -48 and (2 - r) + -28).
struct FoldTwoStageAdd : public OpRewritePattern<AddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddOp op,
                                PatternRewriter &rewriter) const override {
    // Not on bool, whose ADD is or: (x - true) + true is true, not x.
    if (!getConstantOf(op.getRhs()) || !allowsInexactFloatRewrites(op) ||
        getScalarDType(op.getType()).isInteger(1))
      return failure();
    Operation *inner = op.getLhs().getDefiningOp();
    if (!isa_and_nonnull<AddOp, SubOp>(inner))
      return failure();
    Value lhs = inner->getOperand(0), rhs = inner->getOperand(1);
    bool lhsIsConstant = bool(getConstantOf(lhs)),
         rhsIsConstant = bool(getConstantOf(rhs));
    // One constant operand, or nothing to gather. Two: the inner op folds
    // whole, and rewriting it would only move constants between the two
    // adds, forever (found by uop-fuzz-diff).
    if (lhsIsConstant == rhsIsConstant)
      return failure();
    Location loc = op.getLoc();
    if (rhsIsConstant) {
      Value constant =
          isa<AddOp>(inner)
              ? rewriter.createOrFold<AddOp>(loc, rhs, op.getRhs())
              : rewriter.createOrFold<SubOp>(loc, op.getRhs(), rhs);
      rewriter.replaceOpWithNewOp<AddOp>(op, lhs, constant);
      return success();
    }
    if (!isa<SubOp>(inner))
      return failure();
    Value constant = rewriter.createOrFold<AddOp>(loc, lhs, op.getRhs());
    rewriter.replaceOpWithNewOp<SubOp>(op, constant, rhs);
    return success();
  }
};

/// 0 - x -> -x, so that c + -x ends as -x whether c folds to 0 first (0 +
/// -x is -x) or x + -y -> x - y fires first (found by uop-fuzz-diff, seed
/// 950220: the two drivers ended at -x and 0 - x). Exact on integers; on
/// floats for -0.0, and for +0.0 only outside strict_float (+0.0 - +0.0 is
/// +0.0, -(+0.0) is -0.0). Not on bool, whose SUB is not arithmetic.
struct FoldZeroMinus : public OpRewritePattern<SubOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SubOp op,
                                PatternRewriter &rewriter) const override {
    Attribute lhs = getConstantOf(op.getLhs());
    if (!lhs || !isConstantEqualTo(lhs, 0) ||
        getScalarDType(op.getType()).isInteger(1) ||
        !(isNegativeZero(lhs) || allowsInexactFloatRewrites(op)))
      return failure();
    rewriter.replaceOpWithNewOp<NegOp>(op, op.getRhs());
    return success();
  }
};

/// -x < c -> -c < x, for int32. Not for c = INT_MIN, whose negation wraps
/// (nothing is below INT_MIN); for x = INT_MIN, -x overflows, which C leaves
/// undefined in tinygrad's rendered kernels as well.
struct FoldNegatedCompare : public OpRewritePattern<CmpLtOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CmpLtOp op,
                                PatternRewriter &rewriter) const override {
    auto neg = op.getLhs().getDefiningOp<NegOp>();
    if (!neg || !op.getRhs().getType().isSignlessInteger(32) ||
        !getConstantOf(op.getRhs()) || isConstantMinSigned(op.getRhs()))
      return failure();
    Value negated = NegOp::create(rewriter, op.getLoc(), op.getRhs());
    rewriter.replaceOpWithNewOp<CmpLtOp>(op, negated, neg.getX());
    return success();
  }
};

/// cast(unmul(v, n)) -> unmul(cast(v), n).
struct SinkCastIntoUnmul : public OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1)
      return failure();
    auto unmul = op.getInputs().front().getDefiningOp<UnmulOp>();
    if (!unmul)
      return failure();
    Value cast = CastOp::create(rewriter, op.getLoc(), op.getType(),
                                ValueRange{unmul.getValue()});
    rewriter.replaceOpWithNewOp<UnmulOp>(op, cast, unmul.getN());
    return success();
  }
};

/// cast(phi(gep(v, 0), u0), ..., phi(gep(v, n-1), un-1)) ->
/// phi(v, cast(u0, ..., un-1)) for vectors of 2 and 4: the accumulator of a
/// vector is updated whole.
struct FoldCastOfElementPhis : public OpRewritePattern<CastOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CastOp op,
                                PatternRewriter &rewriter) const override {
    OperandRange inputs = op.getInputs();
    if ((inputs.size() != 2 && inputs.size() != 4) || !isInGraphKernel(op))
      return failure();
    SmallVector<Value> accs, updates;
    for (Value input : inputs) {
      auto phi = input.getDefiningOp<PhiOp>();
      if (!phi)
        return failure();
      accs.push_back(phi.getAcc());
      updates.push_back(phi.getUpdate());
    }
    Value vector = getVectorOfElements(accs, op.getType());
    if (!vector)
      return failure();
    Value update = CastOp::create(rewriter, op.getLoc(), op.getType(), updates);
    rewriter.replaceOpWithNewOp<PhiOp>(op, op.getType(), vector, update);
    return success();
  }
};

/// store(b, i, load(b, i)) -> noop: storing what is there does nothing. Only
/// where the store is not the operand of a barrier.
struct FoldStoreOfLoad : public OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    // In a linearized kernel another store may come between the load and
    // this one.
    if (op.getGate() || !isInGraphKernel(op) ||
        !isPlainLoadOf(op.getValue(), op.getBuf(), op.getIdx()))
      return failure();
    if (!llvm::all_of(op->getUsers(),
                      [](Operation *user) { return isa<SinkOp>(user); }))
      return failure();
    rewriter.replaceOpWithNewOp<NoopOp>(op, TokenType::get(getContext()),
                                        Value());
    return success();
  }
};

/// Whether the bool `gate` is `condition` or an `and` (bool mul) of it.
static bool gateImplies(Value gate, Value condition) {
  // Constants by value (folds make new ones): true is implied by anything,
  // and a false gate implies everything.
  if (gate == condition || isConstantEqualTo(getConstantOf(condition), 1) ||
      (gate && isConstantEqualTo(getConstantOf(gate), 0)))
    return true;
  auto mul = gate ? gate.getDefiningOp<MulOp>() : MulOp();
  return mul && (gateImplies(mul.getLhs(), condition) ||
                 gateImplies(mul.getRhs(), condition));
}

} // namespace

/// Whether a use-def path from `store`'s operands reaches `load` without
/// entering the update of a phi that accumulates over a loop `gate` depends
/// on. Such a phi puts the load inside that loop, and an if whose gate
/// varies with the loop opens and closes inside it.
static bool reachesOutsideGateLoops(StoreOp store, LoadOp load, Value gate) {
  SmallVector<Value> worklist = {store.getIdx(), store.getValue()};
  llvm::SmallPtrSet<Operation *, 32> visited;
  while (!worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !visited.insert(def).second)
      continue;
    if (def == load)
      return true;
    if (auto phi = dyn_cast<PhiOp>(def))
      if (DefineAccOp acc = phi.getDefineAcc();
          acc && llvm::any_of(acc.getRanges(), [&](Value loop) {
            return dependsOn(gate, loop);
          }))
        continue;
    llvm::append_range(worklist, def->getOperands());
  }
  return false;
}

/// A store that uses a load after an if stores only where the if's gate
/// holds: the gate becomes the store's own (and-ed with its gate). Folds
/// may later make the stored value independent of the load (max(x, MAX) is
/// MAX, where(false, phi, y) is y), which would otherwise drop the guard
/// (found by uop-fuzz-diff, seeds 4581 and 71503). Phis are looked through:
/// the if encloses the accumulator's loops, so the phi's users up to the
/// stores are inside it too (INTERP's graph form and uop-linearize both say
/// so; 0.9.0's grouped reduction), unless the gate varies with one of those
/// loops (reachesOutsideGateLoops). Loops that the gate itself is computed
/// from, through phis of its own, do not count: that if comes after them
/// (seed 953645, where counting them left the store unguarded until a fold
/// removed its load).
static LogicalResult gateStoreByIfs(StoreOp op, RewriterBase &rewriter) {
  if (!isInGraphKernel(op))
    return failure();
  SmallVector<Value> worklist = {op.getIdx(), op.getValue()};
  llvm::SmallPtrSet<Operation *, 32> visited;
  Value missing;
  while (!missing && !worklist.empty()) {
    Operation *def = worklist.pop_back_val().getDefiningOp();
    if (!def || !visited.insert(def).second)
      continue;
    if (auto load = dyn_cast<LoadOp>(def))
      if (auto ifOp = load.getDep() ? load.getDep().getDefiningOp<IfOp>()
                                    : IfOp())
        if (!gateImplies(op.getGate(), ifOp.getGate()) &&
            reachesOutsideGateLoops(op, load, ifOp.getGate()))
          missing = ifOp.getGate();
    llvm::append_range(worklist, def->getOperands());
  }
  if (!missing)
    return failure();
  rewriter.setInsertionPoint(op);
  Value gate = op.getGate()
                   ? MulOp::create(rewriter, op.getLoc(), op.getGate(), missing)
                         .getResult()
                   : missing;
  rewriter.modifyOpInPlace(op, [&] { op.getGateMutable().assign(gate); });
  return success();
}

// Declared in uop/Dialect/UOp/Transforms/Passes.h (whose generated part
// this library does not depend on).
namespace mlir::uop {
bool gateStoresByIfs(Operation *root);
} // namespace mlir::uop

bool mlir::uop::gateStoresByIfs(Operation *root) {
  SmallVector<StoreOp> stores;
  bool hasIfs = false;
  root->walk([&](Operation *op) {
    if (auto store = dyn_cast<StoreOp>(op))
      stores.push_back(store);
    hasIfs |= isa<IfOp>(op);
  });
  // Most kernels have no if: then no store needs a look at its operands.
  if (!hasIfs)
    return false;
  IRRewriter rewriter(root->getContext());
  bool changed = false;
  for (StoreOp store : stores)
    while (succeeded(gateStoreByIfs(store, rewriter)))
      changed = true;
  return changed;
}

namespace {

/// A store that uses a load after an if stores only where the if's gate
/// holds: the gate becomes the store's own (gateStoreByIfs).
struct GateStoreByIfs : public OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    return gateStoreByIfs(op, rewriter);
  }
};

/// store(b, i, where(g, a, load(b, i))) -> store(b, i, a) if g.
struct FoldStoreOfSelectToGatedStore : public OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    auto where = op.getValue().getDefiningOp<WhereOp>();
    if (op.getGate() || !where || !isInGraphKernel(op) ||
        !isPlainLoadOf(where.getRhs(), op.getBuf(), op.getIdx()) ||
        isa<VectorType>(where.getCond().getType()))
      return failure();
    rewriter.replaceOpWithNewOp<StoreOp>(op, op.getBuf(), op.getIdx(),
                                         where.getLhs(), where.getCond());
    return success();
  }
};

/// store(b, i, cast(gep(v, 0), ..., gep(v, n-1))) -> store(b, i, v) for
/// vectors of 2 and 4.
struct FoldStoreOfRebuiltVector : public OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(StoreOp op,
                                PatternRewriter &rewriter) const override {
    auto cast = op.getValue().getDefiningOp<CastOp>();
    if (op.getGate() || !cast ||
        (cast.getInputs().size() != 2 && cast.getInputs().size() != 4))
      return failure();
    Value vector = getVectorOfElements(llvm::to_vector(cast.getInputs()),
                                       cast.getType());
    if (!vector)
      return failure();
    rewriter.replaceOpWithNewOp<StoreOp>(op, op.getBuf(), op.getIdx(), vector);
    return success();
  }
};

/// The sink drops the effects that were folded away (operand-less noops).
struct DropNoopEffects : public OpRewritePattern<SinkOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SinkOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> kept;
    for (Value effect : op.getEffects()) {
      auto noop = effect.getDefiningOp<NoopOp>();
      if (!noop || noop.getInput())
        kept.push_back(effect);
    }
    if (kept.size() == op.getEffects().size())
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getEffectsMutable().assign(kept); });
    return success();
  }
};

/// A loop that runs once is its start: its index becomes that constant and
/// accumulators over it no longer name it. Exact in graph form, where it
/// keeps the simplifier from folding away some but not all of the uses of
/// the index, which can leave a kernel that no single loop nest schedules
/// (found by uop-fuzz-diff).
struct InlineSingleIterationLoop : public OpRewritePattern<RangeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(RangeOp op,
                                PatternRewriter &rewriter) const override {
    auto start = dyn_cast_or_null<IntegerAttr>(getConstantOf(op.getStart()));
    auto end = dyn_cast_or_null<IntegerAttr>(getConstantOf(op.getEnd()));
    if (!start || !end || end.getInt() != start.getInt() + 1 ||
        !isInGraphKernel(op))
      return failure();
    for (Operation *user : llvm::make_early_inc_range(op->getUsers()))
      if (auto acc = dyn_cast<DefineAccOp>(user)) {
        SmallVector<Value> ranges;
        for (Value range : acc.getRanges())
          if (range != op.getResult())
            ranges.push_back(range);
        rewriter.modifyOpInPlace(
            acc, [&] { acc.getRangesMutable().assign(ranges); });
      }
    rewriter.replaceOpWithNewOp<ConstOp>(op, op.getType(), start);
    return success();
  }
};

/// Whether `op` is a subtraction that means x + -y: not on bool, where it is
/// x != y.
static bool isArithmeticSub(Operation *op) {
  return isa_and_nonnull<SubOp>(op) &&
         !getScalarDType(op->getResult(0).getType()).isInteger(1);
}

/// Whether `value` is `acc` plus (or minus) terms that do not read it: an
/// update that sums into the accumulator.
static bool isSumInto(Value value, Value acc) {
  if (value == acc)
    return true;
  Operation *def = value.getDefiningOp();
  if (isArithmeticSub(def))
    return isSumInto(def->getOperand(0), acc) &&
           !dependsOn(def->getOperand(1), acc);
  auto add = dyn_cast_or_null<AddOp>(def);
  if (!add)
    return false;
  return (isSumInto(add.getLhs(), acc) && !dependsOn(add.getRhs(), acc)) ||
         (isSumInto(add.getRhs(), acc) && !dependsOn(add.getLhs(), acc));
}

/// The sum collapse: phi(acc, a + b), where acc accumulates over one loop,
/// `b` sums into acc and `a` does not depend on the loop, is
/// phi(acc, b) + a * (end - start). (0.9.0 does not check that `b` sums into
/// acc; its graphs always do. An update that does not, the last value or a
/// max, would not be the sum; found by uop-fuzz-diff, seed 4454.)
/// An update b - a is b + -a: whether x + -a becomes x - a before or after
/// the collapse, the result is the same (uop-fuzz-diff, seed 20485).
struct CollapseLoopInvariantSum : public OpRewritePattern<PhiOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(PhiOp op,
                                PatternRewriter &rewriter) const override {
    Operation *update = op.getUpdate().getDefiningOp();
    if (!isa_and_nonnull<AddOp>(update) && !isArithmeticSub(update))
      return failure();
    if (!isInGraphKernel(op) || !allowsInexactFloatRewrites(update))
      return failure();
    DefineAccOp acc = op.getDefineAcc();
    if (!acc || acc.getRanges().size() != 1)
      return failure();
    Value loop = acc.getRanges().front();
    auto range = loop.getDefiningOp<RangeOp>();
    // A vector addend would need its trip count splatted; 0.9.0 builds none.
    if (isa<VectorType>(update->getResult(0).getType()))
      return failure();
    Value lhs = update->getOperand(0), rhs = update->getOperand(1);
    bool isSub = isa<SubOp>(update);
    SmallVector<std::pair<Value, Value>, 2> splits = {{rhs, lhs}};
    if (!isSub)
      splits.insert(splits.begin(), {lhs, rhs});
    for (auto [invariant, rest] : splits) {
      if (dependsOn(invariant, loop) || !isSumInto(rest, op.getAcc()))
        continue;
      Location loc = op.getLoc();
      if (isSub)
        invariant = NegOp::create(rewriter, loc, invariant);
      Value tripCount =
          SubOp::create(rewriter, loc, range.getEnd(), range.getStart());
      Value count = CastOp::create(rewriter, loc, invariant.getType(),
                                   ValueRange{tripCount});
      Value total = MulOp::create(rewriter, loc, invariant, count);
      Value phi = PhiOp::create(rewriter, loc, op.getType(), op.getAcc(), rest);
      rewriter.replaceOpWithNewOp<AddOp>(op, phi, total);
      return success();
    }
    return failure();
  }
};

/// The arange loop collapse: where((idx + mval * r) < compval, c, 0) over a
/// loop r from 0 to n with mval < 0 holds c for a count of iterations that
/// is known without the loop:
///   unmul(cast(min(n, max((idx - compval - mval) / mval + n, 0))) * c, n).
/// Besides 0.9.0's `idx + r * mval`, the forms that the other rewrites make of
/// it for mval = -1, `idx - r` and `idx + -r`, are collapsed too.
struct CollapseArangeLoop : public OpRewritePattern<WhereOp> {
  using OpRewritePattern::OpRewritePattern;

  /// The loop index, its multiplier (null for -1) and the other addend.
  struct Term {
    RangeOp range;
    Value mval;
    Value idx;
  };

  static std::optional<Term> matchTerm(Value sum) {
    if (auto sub = sum.getDefiningOp<SubOp>())
      if (auto range = sub.getRhs().getDefiningOp<RangeOp>())
        return Term{range, Value(), sub.getLhs()};
    auto add = sum.getDefiningOp<AddOp>();
    if (!add)
      return std::nullopt;
    // Neither addend is a constant here, so both orders can occur.
    for (auto [idx, product] : {std::pair(add.getLhs(), add.getRhs()),
                                std::pair(add.getRhs(), add.getLhs())}) {
      if (auto neg = product.getDefiningOp<NegOp>())
        if (auto range = neg.getX().getDefiningOp<RangeOp>())
          return Term{range, Value(), idx};
      auto mul = product.getDefiningOp<MulOp>();
      auto range = mul ? mul.getLhs().getDefiningOp<RangeOp>() : RangeOp();
      if (range && getConstantOf(mul.getRhs()))
        return Term{range, mul.getRhs(), idx};
    }
    return std::nullopt;
  }

  /// Whether every use of `value` is an addend of a sum over `range`: adds
  /// and casts ending in the phi of an accumulator over that loop. Only
  /// there does the count of iterations stand for the value (0.9.0 relies on
  /// the sum collapse removing the unmul; elsewhere it would survive).
  static bool feedsOnlySumsOver(Value value, RangeOp range) {
    SmallVector<Value> worklist = {value};
    llvm::SmallPtrSet<Operation *, 8> visited;
    while (!worklist.empty()) {
      Value current = worklist.pop_back_val();
      for (Operation *user : current.getUsers()) {
        if (!visited.insert(user).second)
          continue;
        if (auto phi = dyn_cast<PhiOp>(user)) {
          // Only a phi of a whole accumulator, not of a vector's element.
          DefineAccOp acc = phi.getDefineAcc();
          if (!acc || phi.getAcc() != acc.getResult() ||
              phi.getAcc() == current ||
              !llvm::is_contained(acc.getRanges(), range.getResult()))
            return false;
          continue;
        }
        if (!isa<AddOp, CastOp>(user))
          return false;
        worklist.push_back(user->getResult(0));
      }
    }
    return true;
  }

  LogicalResult matchAndRewrite(WhereOp op,
                                PatternRewriter &rewriter) const override {
    if (!getConstantOf(op.getLhs()) ||
        !isConstantEqualTo(getConstantOf(op.getRhs()), 0) ||
        !isInGraphKernel(op))
      return failure();
    auto compare = op.getCond().getDefiningOp<CmpLtOp>();
    if (!compare || !getConstantOf(compare.getRhs()))
      return failure();
    std::optional<Term> term = matchTerm(compare.getLhs());
    if (!term || !isConstantEqualTo(getConstantOf(term->range.getStart()), 0) ||
        !feedsOnlySumsOver(op.getResult(), term->range))
      return failure();
    Location loc = op.getLoc();
    Value mval = term->mval;
    if (!mval)
      mval = ConstOp::create(rewriter, loc, rewriter.getI32Type(),
                             rewriter.getI32IntegerAttr(-1));
    auto mvalInt = dyn_cast<IntegerAttr>(getConstantOf(mval));
    if (!mvalInt || !mvalInt.getValue().isNegative())
      return failure();
    Value start = term->range.getStart(), end = term->range.getEnd();
    Value offset = SubOp::create(rewriter, loc, term->idx, compare.getRhs());
    offset = SubOp::create(rewriter, loc, offset, mval);
    Value quotient = DivOp::create(rewriter, loc, offset, mval);
    Value tripCount = SubOp::create(rewriter, loc, end, start);
    Value count = AddOp::create(rewriter, loc, quotient, tripCount);
    count = MaxOp::create(rewriter, loc, count, start);
    // min(a, b) = -max(-a, -b), as 0.9.0 builds it.
    Value negEnd = NegOp::create(rewriter, loc, end);
    Value negCount = NegOp::create(rewriter, loc, count);
    count = NegOp::create(rewriter, loc,
                          MaxOp::create(rewriter, loc, negEnd, negCount));
    Value casted =
        CastOp::create(rewriter, loc, op.getType(), ValueRange{count});
    Value total = MulOp::create(rewriter, loc, casted, op.getLhs());
    rewriter.replaceOpWithNewOp<UnmulOp>(op, total, tripCount);
    return success();
  }
};

} // namespace

void AddOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<AddOfNeg, NegPlusConst, FoldTwoStageAdd>(context);
}

void SubOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<SubOfNeg, FoldZeroMinus>(context);
}

void MulOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<MulByMinusOne>(context);
}

void DivOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<DivByMinusOne>(context);
}

void CmpLtOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<FoldNegatedCompare>(context);
}

void WhereOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<CollapseArangeLoop>(context);
}

void CastOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                         MLIRContext *context) {
  patterns.add<SinkCastIntoUnmul, FoldCastOfElementPhis>(context);
}

void RangeOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<InlineSingleIterationLoop>(context);
}

void PhiOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<CollapseLoopInvariantSum>(context);
}

void StoreOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<FoldStoreOfLoad, FoldStoreOfSelectToGatedStore,
               FoldStoreOfRebuiltVector, GateStoreByIfs>(context);
}

void SinkOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                         MLIRContext *context) {
  patterns.add<DropNoopEffects>(context);
}
