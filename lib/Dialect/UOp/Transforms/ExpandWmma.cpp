//===- ExpandWmma.cpp - wmma as a fragment exchange through local memory --===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A wmma is warp-collective: each output element sums products of fragments
// that other threads of the warp hold. Without a matrix instruction the
// threads exchange their fragments through local memory, between barriers;
// the lowerings of local memory and barriers then do the rest (workgroup
// memory on GPUs, loop fission on the CPU).
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPEXPANDWMMA
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

namespace {

constexpr int64_t kWarpSize = 32;

/// Expands the wmma ops of one linearized kernel.
class WmmaExpander {
public:
  explicit WmmaExpander(KernelOp kernel)
      : kernel(kernel), b(kernel.getContext()) {}

  LogicalResult run();

private:
  /// The i32 constant `value`, made once at the start of the kernel (where
  /// it dominates every use).
  Value constant(Location loc, int64_t value) {
    Value &cached = constants[value];
    if (!cached) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(&kernel.getBodyBlock());
      cached = ConstOp::create(b, loc, b.getI32Type(),
                               b.getI32IntegerAttr(value));
    }
    return cached;
  }
  /// The thread's linear index in its workgroup, with the kernel's sizes
  /// checked; built after the kernel's thread indices.
  FailureOr<Value> buildThreadIndex(WmmaOp first);
  void expand(WmmaOp wmma);

  KernelOp kernel;
  OpBuilder b;
  DenseMap<int64_t, Value> constants;
  int64_t numThreads = 1;
  /// Per-thread fragment slots: thread t's `a` at a[t * 8], `b` at b[t * 4].
  Value scratchA, scratchB;
  /// Where thread t = g + l (warp offset g, lane l) finds its A rows and B
  /// columns: (g + (l / 4) * 4) * 8 and (g + (l % 4) * 8) * 4.
  Value rowsA, colsB, slotA, slotB;
};

} // namespace

FailureOr<Value> WmmaExpander::buildThreadIndex(WmmaOp first) {
  Block &block = kernel.getBodyBlock();
  SpecialOp local[3] = {};
  int64_t sizes[3] = {1, 1, 1};
  Operation *lastSpecial = nullptr;
  for (auto special : block.getOps<SpecialOp>()) {
    lastSpecial = special;
    if (!special.isLocal())
      continue;
    auto size = dyn_cast<IntegerAttr>(special.getSize());
    if (!size)
      return first.emitOpError()
             << "cannot be expanded in a workgroup whose thread index '"
             << special.getName() << "' has a symbolic size";
    int64_t dim = special.getDimAttr().getInt();
    local[dim] = special;
    sizes[dim] = size.getInt();
    numThreads *= size.getInt();
  }
  if (numThreads % kWarpSize)
    return first.emitOpError() << "needs whole warps of " << kWarpSize
                               << " threads, but the workgroup has "
                               << numThreads;
  if (lastSpecial)
    b.setInsertionPointAfter(lastSpecial);
  else
    b.setInsertionPointToStart(&block);
  // lidx0 + l0 * (lidx1 + l1 * lidx2), dimension 0 fastest.
  Location loc = first.getLoc();
  Value tid;
  for (int dim = 2; dim >= 0; --dim) {
    if (!local[dim])
      continue;
    tid = tid ? AddOp::create(b, loc,
                              MulOp::create(b, loc, tid,
                                            constant(loc, sizes[dim])),
                              local[dim])
                    .getResult()
              : local[dim].getResult();
  }
  return tid;
}

LogicalResult WmmaExpander::run() {
  SmallVector<WmmaOp> wmmas(kernel.getBodyBlock().getOps<WmmaOp>());
  if (wmmas.empty())
    return success();
  if (!kernel.getLinear())
    return kernel.emitOpError(
        "must be linearized (uop-linearize) before its wmma ops are expanded");
  for (WmmaOp wmma : wmmas)
    if (!wmma.isHalfFloatM16N8K16())
      return wmma.emitOpError()
             << "'" << wmma.getName()
             << "' cannot be expanded: only CUDA's 8x16x16 half->float tile "
                "(mma.sync m16n8k16) is implemented";
  // Every thread of the workgroup must reach the exchange's barriers, and
  // the thread index (built after the thread indices) must come first.
  int ifDepth = 0;
  bool seenWmma = false;
  for (Operation &op : kernel.getBodyBlock()) {
    if (isa<IfOp>(op))
      ++ifDepth;
    if (isa<EndIfOp>(op))
      --ifDepth;
    if (auto wmma = dyn_cast<WmmaOp>(op)) {
      if (ifDepth)
        return wmma.emitOpError("inside an if cannot be expanded: every "
                                "thread of the warp must take part");
      seenWmma = true;
    }
    if (isa<SpecialOp>(op) && seenWmma)
      return op.emitOpError("comes after a wmma; the expansion needs the "
                            "thread indices first");
  }
  FailureOr<Value> tid = buildThreadIndex(wmmas.front());
  if (failed(tid))
    return failure();

  Location loc = wmmas.front().getLoc();
  Type element = getScalarDType(wmmas.front().getC().getType());
  auto localPtr = PtrType::get(b.getContext(), element, AddressSpace::Local);
  scratchA = DefineLocalOp::create(b, loc, localPtr, "wmma_a", numThreads * 8);
  scratchB = DefineLocalOp::create(b, loc, localPtr, "wmma_b", numThreads * 4);
  Value lane = ModOp::create(b, loc, *tid, constant(loc, kWarpSize));
  Value warp = SubOp::create(b, loc, *tid, lane);
  // The slot of thread g + part * partScale, in a buffer of `slotSize`
  // elements per thread.
  auto slotOf = [&](Value part, int64_t partScale, int64_t slotSize) -> Value {
    Value thread = AddOp::create(
        b, loc, warp, MulOp::create(b, loc, part, constant(loc, partScale)));
    return MulOp::create(b, loc, thread, constant(loc, slotSize));
  };
  rowsA = slotOf(DivOp::create(b, loc, lane, constant(loc, 4)), 4, 8);
  colsB = slotOf(ModOp::create(b, loc, lane, constant(loc, 4)), 8, 4);
  slotA = MulOp::create(b, loc, *tid, constant(loc, 8));
  slotB = MulOp::create(b, loc, *tid, constant(loc, 4));
  for (WmmaOp wmma : wmmas)
    expand(wmma);
  return success();
}

void WmmaExpander::expand(WmmaOp wmma) {
  Location loc = wmma.getLoc();
  b.setInsertionPoint(wmma);
  VectorType resultType = cast<VectorType>(wmma.getType());
  Type element = resultType.getElementType();
  // Each element of a fragment, converted exactly to the accumulator's
  // type, to its slot (element by element: SPIR-V has no 8-wide vectors).
  SmallVector<Value> stores;
  auto storeFragment = [&](Value fragment, Value scratch, Value slot) {
    auto fromElements = fragment.getDefiningOp<CastOp>();
    for (int64_t i = 0, e = getLaneCount(fragment.getType()); i < e; ++i) {
      Value value = fromElements && fromElements.getInputs().size() > 1
                        ? fromElements.getInputs()[i]
                        : GepOp::create(b, loc, fragment,
                                        static_cast<uint64_t>(i))
                              .getResult();
      value = CastOp::create(b, loc, element, ValueRange{value});
      Value index = AddOp::create(b, loc, slot, constant(loc, i));
      stores.push_back(StoreOp::create(b, loc, scratch, index, value));
    }
  };
  storeFragment(wmma.getA(), scratchA, slotA);
  storeFragment(wmma.getB(), scratchB, slotB);
  Value shared =
      BarrierOp::create(b, loc, TokenType::get(b.getContext()), stores);

  // For lane l, output element e is (i, j) = ((e%2) + (l%4)*2,
  // (l/4) + (e/2)*8) and sums over k A(k, j) * B(i, k), where
  //   A(k, j) = a[(k%2) + (e/2)*2 + (k/8)*4] of thread g + (k/2)%4 + (l/4)*4,
  //   B(i, k) = b[(k%2) + (k/8)*2] of thread g + (k/2)%4 + (e%2)*4 + (l%4)*8.
  // A depends on e only through e/2 and B through e%2: load each once.
  auto load = [&](Value scratch, Value base, int64_t offset) -> Value {
    Value index = AddOp::create(b, loc, base, constant(loc, offset));
    return LoadOp::create(b, loc, element, scratch, index, Value(), Value(),
                          shared);
  };
  constexpr int64_t K = 16;
  Value fromA[2][K], fromB[2][K];
  for (int64_t half = 0; half < 2; ++half)
    for (int64_t k = 0; k < K; ++k) {
      int64_t thread = (k / 2) % 4;
      fromA[half][k] = load(scratchA, rowsA,
                            thread * 8 + (k % 2) + half * 2 + (k / 8) * 4);
      fromB[half][k] = load(scratchB, colsB,
                            (thread + half * 4) * 4 + (k % 2) + (k / 8) * 2);
    }
  SmallVector<Value> outputs;
  for (int64_t e = 0; e < 4; ++e) {
    Value sum;
    for (int64_t k = 0; k < K; ++k) {
      Value product = MulOp::create(b, loc, fromA[e / 2][k], fromB[e % 2][k]);
      sum = sum ? AddOp::create(b, loc, sum, product).getResult() : product;
    }
    Value c = GepOp::create(b, loc, wmma.getC(), static_cast<uint64_t>(e));
    outputs.push_back(AddOp::create(b, loc, c, sum));
  }
  Value result = CastOp::create(b, loc, resultType, outputs);
  // Every thread has read the fragments before any overwrites them.
  BarrierOp::create(b, loc, TokenType::get(b.getContext()), ValueRange{});
  wmma.replaceAllUsesWith(result);
  Value fragments[] = {wmma.getA(), wmma.getB()};
  wmma.erase();
  // A fragment built from its elements is now dead (its elements are
  // stored one by one): drop it, so that no 8-wide vector is lowered.
  for (Value fragment : fragments)
    if (auto fromElements = fragment.getDefiningOp<CastOp>();
        fromElements && fromElements->use_empty())
      fromElements.erase();
}

namespace {
struct UOpExpandWmmaPass
    : public uop::impl::UOpExpandWmmaBase<UOpExpandWmmaPass> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](KernelOp kernel) {
      return failed(WmmaExpander(kernel).run()) ? WalkResult::interrupt()
                                                : WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
