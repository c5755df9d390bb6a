//===- RewriteDriver.cpp - the uop rewrite driver -------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Transforms/RewriteDriver.h"
#include "IntegerRangeRules.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Rewrite/PatternApplicator.h"
#include "mlir/Transforms/FoldUtils.h"
#include "llvm/ADT/TinyPtrVector.h"
#include <algorithm>
#include <mutex>
#include <set>

using namespace mlir;
using namespace mlir::uop;

/// The canonicalization patterns of every uop op.
static RewritePatternSet collectUOpPatterns(MLIRContext *context) {
  RewritePatternSet patterns(context);
  // Loaded already where a kernel was parsed; not for an empty input.
  Dialect *uopDialect = context->getOrLoadDialect<UOpDialect>();
  uopDialect->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (&name.getDialect() == uopDialect)
      name.getCanonicalizationPatterns(patterns, context);
  return patterns;
}

UOpRewriteDriver::UOpRewriteDriver(MLIRContext *context)
    : patterns(collectUOpPatterns(context)) {}

namespace {
/// Keeps a context's driver: a dialect interface lives as long as the
/// dialect, which lives as long as its context.
struct CachedRewriteDriver : DialectInterface::Base<CachedRewriteDriver> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CachedRewriteDriver)

  explicit CachedRewriteDriver(Dialect *dialect)
      : Base(dialect), driver(dialect->getContext()) {}

  UOpRewriteDriver driver;
};
} // namespace

const UOpRewriteDriver &UOpRewriteDriver::get(MLIRContext *context) {
  Dialect *uopDialect = context->getOrLoadDialect<UOpDialect>();
  // Guards adding the interface; the driver itself is only read.
  static std::mutex addingDriver;
  std::lock_guard<std::mutex> lock(addingDriver);
  if (auto *cached = uopDialect->getRegisteredInterface<CachedRewriteDriver>())
    return cached->driver;
  return uopDialect->addInterface<CachedRewriteDriver>().driver;
}

namespace {

/// Whether CSE may merge `op` with an equal op: it has no effects, or (as
/// MLIR's CSE allows) only reads and no write comes between the two.
enum class MergeKind { None, Pure, ReadOnly };

MergeKind getMergeKind(Operation *op) {
  if (op->getNumRegions() != 0 || op->hasTrait<OpTrait::IsTerminator>() ||
      op->hasTrait<OpTrait::ConstantLike>())
    return MergeKind::None;
  if (isMemoryEffectFree(op))
    return MergeKind::Pure;
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (effects && effects.onlyHasEffect<MemoryEffects::Read>())
    return MergeKind::ReadOnly;
  return MergeKind::None;
}

/// Whether `op` may write memory (an op that does not say may do anything).
bool mayWrite(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  return !effects || effects.hasEffect<MemoryEffects::Write>();
}

/// What the driver asks of every op it visits, which for a uop op without
/// regions depends on its name alone: uop ops declare their traits and
/// effects, none computes its effects per op.
struct OpKind {
  bool isConstant;
  /// Erased when it has no uses (isOpTriviallyDead).
  bool deadWhenUnused;
  bool writes;
  MergeKind merge;

  explicit OpKind(Operation *op)
      : isConstant(op->hasTrait<OpTrait::ConstantLike>()),
        deadWhenUnused(wouldOpBeTriviallyDead(op)), writes(mayWrite(op)),
        merge(getMergeKind(op)) {}
};

/// One kernel's simplification: the worklist, the CSE table, the constant
/// folder and the ranges, kept current through the rewriter's notifications.
class KernelSimplification final : public RewriterBase::Listener {
public:
  KernelSimplification(KernelOp kernel, const FrozenRewritePatternSet &patterns)
      : body(kernel.getBodyBlock()), uopDialect(kernel->getDialect()),
        rewriter(kernel.getContext()),
        folder(kernel.getContext(), this), patterns(patterns),
        applicator(patterns) {
    rewriter.setListener(this);
    applicator.applyDefaultCostModel();
  }

  /// Visits every op of the body (`onlyPatternRoots`: only those that have
  /// patterns), then whatever the rewrites touched, until the worklist is
  /// empty. Returns whether anything changed; fails when a cycle of
  /// rewrites keeps it from ending.
  FailureOr<bool> run(bool onlyPatternRoots);

private:
  /// What the driver keeps per op, in one map so that an op costs one
  /// lookup: its place in the body, in the worklist and in the CSE table.
  struct OpState {
    static constexpr int64_t kNoPosition = INT64_MIN;
    static constexpr size_t kNotQueued = SIZE_MAX;
    /// A sparse key of the body's order; ops that createOrFold inserted and
    /// has not announced yet have none.
    int64_t position = kNoPosition;
    size_t worklistSlot = kNotQueued;
    /// The hash the op is indexed under in `buckets`, when `indexed`.
    unsigned hash = 0;
    bool indexed = false;
  };

  OpKind kindOf(Operation *op) {
    // An op with regions is dead only if what they hold is.
    if (op->getDialect() != uopDialect || op->getNumRegions() != 0)
      return OpKind(op);
    return kinds.try_emplace(op->getName(), op).first->second;
  }

  void visit(Operation *op);
  bool mergeWithEqual(Operation *op, MergeKind kind, unsigned hash);
  void index(Operation *op, unsigned hash);
  void unindex(Operation *op);
  void unindex(Operation *op, OpState &state);

  void push(Operation *op);
  void pushUsers(Operation *op);

  void renumber();
  void assignPosition(Operation *op);
  int64_t positionOf(Operation *op) const {
    auto it = states.find(op);
    return it == states.end() ? OpState::kNoPosition : it->second.position;
  }
  void setPosition(Operation *op, int64_t key);
  /// The position of the last op before `op` that may write, or
  /// kNoPosition.
  int64_t lastWriteBefore(Operation *op) const;

  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override;
  void notifyOperationModified(Operation *op) override;
  void notifyOperationErased(Operation *op) override;

  Block &body;
  Dialect *uopDialect;
  DenseMap<OperationName, OpKind> kinds;
  PatternRewriter rewriter;
  OperationFolder folder;
  const FrozenRewritePatternSet &patterns;
  PatternApplicator applicator;
  IntegerRangeRules ranges;

  DenseMap<Operation *, OpState> states;
  /// Ops to visit, the last first; an erased op leaves a null.
  std::vector<Operation *> worklist;
  /// What defined the operands of the op being rewritten; an erased one
  /// becomes null.
  SmallVector<Operation *, 4> operandDefs;

  /// The CSE table: ops visited and not changed since, by their hash
  /// (equal read-only ops with a write between share a bucket).
  DenseMap<unsigned, llvm::TinyPtrVector<Operation *>> buckets;

  /// The gap between neighbours' positions after a renumbering. MLIR's own
  /// order indices leave a gap of one and renumber the block when it runs
  /// out, which the constants the folder hoists to the front would do every
  /// few constants.
  static constexpr int64_t kPositionStride = int64_t(1) << 20;
  /// The positions of the ops that may write, for lastWriteBefore.
  std::set<int64_t> writePositions;

  bool changed = false;
};

} // namespace

void KernelSimplification::push(Operation *op) {
  if (op->getBlock() != &body || op == &body.back())
    return;
  OpState &state = states[op];
  if (state.worklistSlot != OpState::kNotQueued)
    return;
  state.worklistSlot = worklist.size();
  worklist.push_back(op);
}

void KernelSimplification::pushUsers(Operation *op) {
  for (Operation *user : op->getUsers())
    push(user);
}

void KernelSimplification::renumber() {
  writePositions.clear();
  int64_t next = 0;
  for (Operation &op : body) {
    OpState &state = states[&op];
    state.position = next += kPositionStride;
    // In order: each insertion is at the end.
    if (kindOf(&op).writes)
      writePositions.insert(writePositions.end(), state.position);
  }
}

void KernelSimplification::setPosition(Operation *op, int64_t key) {
  OpState &state = states[op];
  if (kindOf(op).writes) {
    if (state.position != OpState::kNoPosition)
      writePositions.erase(state.position);
    writePositions.insert(key);
  }
  state.position = key;
}

void KernelSimplification::assignPosition(Operation *op) {
  // Neighbours without a position are ops that createOrFold inserted and
  // has not announced yet; they get theirs when it does.
  int64_t before = OpState::kNoPosition, after = OpState::kNoPosition;
  for (Operation *prev = op->getPrevNode();
       prev && (before = positionOf(prev)) == OpState::kNoPosition;
       prev = prev->getPrevNode())
    ;
  for (Operation *next = op->getNextNode();
       next && (after = positionOf(next)) == OpState::kNoPosition;
       next = next->getNextNode())
    ;
  if (before == OpState::kNoPosition)
    setPosition(op, after == OpState::kNoPosition ? 0
                                                  : after - kPositionStride);
  else if (after == OpState::kNoPosition)
    setPosition(op, before + kPositionStride);
  else if (after - before > 1)
    setPosition(op, before + (after - before) / 2);
  else
    renumber();
}

int64_t KernelSimplification::lastWriteBefore(Operation *op) const {
  auto write = writePositions.lower_bound(positionOf(op));
  return write == writePositions.begin() ? OpState::kNoPosition : *--write;
}

void KernelSimplification::notifyOperationInserted(Operation *op,
                                                   OpBuilder::InsertPoint) {
  changed = true;
  assignPosition(op);
  push(op);
}

void KernelSimplification::notifyOperationModified(Operation *op) {
  changed = true;
  unindex(op);
  push(op);
  pushUsers(op);
}

void KernelSimplification::notifyOperationErased(Operation *op) {
  changed = true;
  OpKind kind = kindOf(op);
  ranges.forget(op);
  if (auto it = states.find(op); it != states.end()) {
    OpState &state = it->second;
    unindex(op, state);
    if (kind.writes && state.position != OpState::kNoPosition)
      writePositions.erase(state.position);
    if (state.worklistSlot != OpState::kNotQueued)
      worklist[state.worklistSlot] = nullptr;
    states.erase(it);
  }
  if (kind.isConstant)
    folder.notifyRemoval(op);
  std::replace(operandDefs.begin(), operandDefs.end(), op,
               static_cast<Operation *>(nullptr));
  // What it used may now be dead.
  for (Value operand : op->getOperands())
    if (Operation *def = operand.getDefiningOp())
      push(def);
}

void KernelSimplification::index(Operation *op, unsigned hash) {
  OpState &state = states[op];
  if (state.indexed)
    return;
  state.indexed = true;
  state.hash = hash;
  buckets[hash].push_back(op);
}

void KernelSimplification::unindex(Operation *op) {
  if (auto it = states.find(op); it != states.end())
    unindex(op, it->second);
}

void KernelSimplification::unindex(Operation *op, OpState &state) {
  if (!state.indexed)
    return;
  state.indexed = false;
  auto bucket = buckets.find(state.hash);
  bucket->second.erase(llvm::find(bucket->second, op));
  if (bucket->second.empty())
    buckets.erase(bucket);
}

/// CSE on the fly: replaces the later of `op` and an indexed op equal to it
/// by the earlier (which dominates the later's users).
bool KernelSimplification::mergeWithEqual(Operation *op, MergeKind kind,
                                          unsigned hash) {
  auto bucket = buckets.find(hash);
  if (bucket == buckets.end())
    return false;
  for (Operation *other : bucket->second) {
    if (!OperationEquivalence::isEquivalentTo(
            op, other, OperationEquivalence::IgnoreLocations))
      continue;
    bool opFirst = positionOf(op) < positionOf(other);
    Operation *earlier = opFirst ? op : other, *later = opFirst ? other : op;
    // A bucket's write key can be stale: a write inserted since.
    if (kind == MergeKind::ReadOnly &&
        lastWriteBefore(later) > positionOf(earlier))
      continue;
    if (opFirst)
      index(op, hash);
    rewriter.replaceOp(later, earlier->getResults());
    return true;
  }
  return false;
}

void KernelSimplification::visit(Operation *op) {
  OpState &state = states[op];
  state.worklistSlot = OpState::kNotQueued;
  OpKind opKind = kindOf(op);
  if (op->use_empty() && opKind.deadWhenUnused) {
    rewriter.eraseOp(op);
    return;
  }
  if (opKind.isConstant) {
    // The folder hoists a constant it keeps with a plain moveBefore, which
    // the listener does not hear of: the op's position is then stale.
    Operation *previous = op->getPrevNode();
    if (folder.insertKnownConstant(op) && op->getPrevNode() != previous)
      assignPosition(op);
    return;
  }
  // Out of the CSE table until it is seen unchanged.
  unindex(op, state);
  MergeKind kind = opKind.merge;
  unsigned hash = 0;
  if (kind != MergeKind::None) {
    hash = OperationEquivalence::computeHash(
        op, OperationEquivalence::directHashValue,
        OperationEquivalence::ignoreHashValue,
        OperationEquivalence::IgnoreLocations);
    // Equal reads merge only when no write comes between: keyed by the last
    // write before them as well, a bucket holds no reads that cannot merge
    // (loads of one address between stores would otherwise pile up in one).
    if (kind == MergeKind::ReadOnly)
      hash = llvm::hash_combine(hash, lastWriteBefore(op));
    if (mergeWithEqual(op, kind, hash))
      return;
  }
  // A fold or pattern that rewrites `op` in place can leave what defined
  // its old operands unused: those are visited again.
  operandDefs.clear();
  for (Value operand : op->getOperands())
    if (Operation *def = operand.getDefiningOp())
      operandDefs.push_back(def);
  if (succeeded(folder.tryToFold(op)) ||
      succeeded(applicator.matchAndRewrite(op, rewriter))) {
    for (Operation *def : operandDefs)
      if (def)
        push(def);
    return;
  }
  if (ranges.inferRanges(op))
    pushUsers(op);
  if (Value replacement = ranges.simplify(op, rewriter)) {
    ranges.replace(op, replacement, rewriter);
    return;
  }
  if (kind != MergeKind::None)
    index(op, hash);
}

FailureOr<bool> KernelSimplification::run(bool onlyPatternRoots) {
  changed = false;
  renumber();
  const auto &opPatterns = patterns.getOpSpecificNativePatterns();
  for (Operation &op : llvm::reverse(body))
    if (!onlyPatternRoots || opPatterns.count(op.getName()))
      push(&op);
  // Each op is visited a few times at most; far more means two rewrites
  // undo each other.
  size_t budget = 64 * (worklist.size() + 1024);
  while (!worklist.empty()) {
    while (!worklist.empty()) {
      Operation *op = worklist.back();
      worklist.pop_back();
      if (!op)
        continue;
      if (budget-- == 0)
        return failure();
      visit(op);
    }
    // Erasures and in-place rewrites push what they may leave dead; this
    // walk is the net under them. Users come after their operands, so one
    // walk from the back removes whole dead chains; the ops whose users went
    // are visited again.
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(body)))
      if (op.use_empty() && kindOf(&op).deadWhenUnused)
        rewriter.eraseOp(&op);
  }
  return changed;
}

LogicalResult UOpRewriteDriver::simplify(KernelOp kernel,
                                        unsigned maxRounds) const {
  KernelSimplification simplification(kernel, patterns);
  for (unsigned round = 0; round < maxRounds; ++round) {
    // The stores first, as uop-simplify does: a fold visited before a store
    // can remove the load that tells the store its if.
    bool gated = gateStoresByIfs(kernel);
    FailureOr<bool> changed =
        simplification.run(/*onlyPatternRoots=*/round != 0 && !gated);
    if (failed(changed))
      break;
    if (!*changed && !gated)
      return success();
  }
  return kernel.emitError("uop-simplify: the rewrites did not reach a "
                          "fixpoint after ")
         << maxRounds << " rounds";
}
