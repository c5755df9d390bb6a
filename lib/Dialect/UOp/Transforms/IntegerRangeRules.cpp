//===- IntegerRangeRules.cpp - index simplification by ranges -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "IntegerRangeRules.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::uop;

static bool isScalarInteger(Type type) { return isa<IntegerType>(type); }

static bool hasRanges(Operation *op) {
  return isa<InferIntRangeInterface>(op) &&
         llvm::all_of(op->getOperandTypes(), isScalarInteger);
}

bool IntegerRangeRules::inferRanges(Operation *op) {
  if (!hasRanges(op))
    return false;
  // Operands not inferred yet (ops a rewrite just created) first, without
  // recursion: a chain of them may be long.
  SmallVector<Operation *> pending;
  SmallPtrSet<Operation *, 4> seen;
  auto pushUninferred = [&](Operation *user) {
    for (Value operand : user->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && !ranges.count(operand) && hasRanges(def) &&
          seen.insert(def).second)
        pending.push_back(def);
  };
  pushUninferred(op);
  while (!pending.empty()) {
    Operation *def = pending.back();
    size_t size = pending.size();
    pushUninferred(def);
    if (pending.size() != size)
      continue;
    pending.pop_back();
    inferKnownOperands(def);
  }
  return inferKnownOperands(op);
}

bool IntegerRangeRules::inferKnownOperands(Operation *op) {
  SmallVector<ConstantIntRanges> operandRanges;
  for (Value operand : op->getOperands())
    operandRanges.push_back(getRange(operand));
  bool changed = false;
  cast<InferIntRangeInterface>(op).inferResultRanges(
      operandRanges, [&](Value value, const ConstantIntRanges &range) {
        auto [it, inserted] = ranges.try_emplace(value, range);
        if (inserted || it->second == range)
          return;
        it->second = range;
        changed = true;
      });
  return changed;
}

void IntegerRangeRules::forget(Operation *op) {
  for (Value result : op->getResults())
    ranges.erase(result);
}

ConstantIntRanges IntegerRangeRules::getRange(Value value) {
  auto it = ranges.find(value);
  if (it != ranges.end())
    return it->second;
  return ConstantIntRanges::maxRange(value.getType().getIntOrFloatBitWidth());
}

Value IntegerRangeRules::getConstant(Operation *at, Type type,
                                     const APInt &value,
                                     RewriterBase &rewriter) {
  rewriter.setInsertionPoint(at);
  Value constant = ConstOp::create(rewriter, at->getLoc(), type,
                                   IntegerAttr::get(type, value));
  ranges.insert_or_assign(constant, ConstantIntRanges::constant(value));
  return constant;
}

void IntegerRangeRules::replace(Operation *op, Value replacement,
                                RewriterBase &rewriter) {
  rewriter.replaceUsesWithIf(op->getResult(0), replacement, [](OpOperand &use) {
    return !isa<DefineAccOp, EndRangeOp>(use.getOwner());
  });
  if (op->use_empty() && isPure(op)) {
    forget(op);
    rewriter.eraseOp(op);
  }
}

Value IntegerRangeRules::simplify(Operation *op, RewriterBase &rewriter) {
  if (op->getNumResults() != 1 || isa<ConstOp>(op))
    return {};
  Value result = op->getResult(0);
  Type type = result.getType();
  if (!isScalarInteger(type) || !ranges.count(result))
    return {};
  ConstantIntRanges range = getRange(result);
  // A value that can take one value only is that constant.
  if (std::optional<APInt> constant = range.getConstantValue();
      constant && (isALUOp(op) || isa<SpecialOp>(op)))
    return getConstant(op, type, *constant, rewriter);
  if (!isALUOp(op) || type.isUnsignedInteger() || type.isInteger(1))
    return {};
  if (isa<MaxOp>(op))
    return simplifyMax(op);
  if (isa<DivOp, ModOp>(op))
    return simplifyDivision(op, rewriter);
  if (isa<AddOp, SubOp>(op))
    return foldUnrolledDivisions(op, rewriter);
  return {};
}

/// max(a, b) is the arm that is never smaller than the other.
Value IntegerRangeRules::simplifyMax(Operation *op) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  ConstantIntRanges lhsRange = getRange(lhs), rhsRange = getRange(rhs);
  if (lhsRange.smin().sge(rhsRange.smax()))
    return lhs;
  if (rhsRange.smin().sge(lhsRange.smax()))
    return rhs;
  return {};
}

bool IntegerRangeRules::isNonNegative(Value value) {
  return !getRange(value).smin().isNegative();
}

/// (x * k*c + y) / c -> x * k and (x * k*c + y) % c -> y for 0 <= y < c and
/// a sum that is never negative, also for y = 0 (the bare product); y / c ->
/// 0 and y % c -> y for 0 <= y < c.
Value IntegerRangeRules::simplifyDivision(Operation *op,
                                          RewriterBase &rewriter) {
  Value numerator = op->getOperand(0);
  APInt divisor;
  if (!matchPattern(op->getOperand(1), m_ConstantInt(&divisor)) ||
      !divisor.isStrictlyPositive() || !isNonNegative(numerator))
    return {};
  auto isRemainder = [&](Value value) {
    ConstantIntRanges range = getRange(value);
    return !range.smin().isNegative() && range.smax().slt(divisor);
  };
  bool isDiv = isa<DivOp>(op);
  if (isRemainder(numerator))
    return isDiv ? Value() : numerator; // the quotient 0 folded already
  // The numerator as a product and the rest added to it (none: 0). Without
  // the bare product, the drivers could end apart: one folds the rest to 0
  // after this rule saw the sum, the other before (uop-fuzz-diff seed
  // 643404: (x*4 + r*5) % 4 with r in [0, 0]).
  SmallVector<std::pair<Value, Value>, 2> splits;
  if (auto add = numerator.getDefiningOp<AddOp>())
    splits = {{add.getLhs(), add.getRhs()}, {add.getRhs(), add.getLhs()}};
  else
    splits = {{numerator, Value()}};
  for (auto [product, rest] : splits) {
    auto mul = product.getDefiningOp<MulOp>();
    APInt factor;
    if (!mul || !matchPattern(mul.getRhs(), m_ConstantInt(&factor)) ||
        !factor.isStrictlyPositive() || !factor.srem(divisor).isZero() ||
        (rest && !isRemainder(rest)) || !isNonNegative(product))
      continue;
    if (!isDiv)
      return rest
                 ? rest
                 : getConstant(op, op->getResult(0).getType(),
                               APInt::getZero(divisor.getBitWidth()), rewriter);
    APInt quotient = factor.sdiv(divisor);
    if (quotient.isOne())
      return mul.getLhs();
    Value scale = getConstant(op, op->getResult(0).getType(), quotient, rewriter);
    Value scaled = MulOp::create(rewriter, op->getLoc(), mul.getLhs(), scale);
    ranges.insert_or_assign(scaled, getRange(op->getResult(0)));
    return scaled;
  }
  return {};
}

namespace {
/// A value as `sum(coefficient * term) + constant`, read through add, sub,
/// neg and constants; every other value is a term.
struct LinearSum {
  /// Each term once, with a non-zero coefficient, in the order a walk from
  /// the value meets them.
  SmallVector<std::pair<Value, APInt>, 8> terms;
  APInt constant;

  /// Whether `other` has the same terms with the same coefficients.
  bool hasTermsOf(const LinearSum &other) const {
    return terms.size() == other.terms.size() &&
           llvm::all_of(terms, [&](const auto &term) {
             return llvm::is_contained(other.terms, term);
           });
  }
};
} // namespace

/// The most ops a sum is read through; a longer one is left alone, so that
/// reading every add of a long chain stays linear in the chain.
static constexpr unsigned kMaxSumOps = 64;

/// Calls `visit(leaf, negated)` on each value that `value`, read as a sum
/// through add, sub and neg, adds (`negated`: subtracts); false, and stops,
/// where that reads more than kMaxSumOps values.
template <typename Visit> static bool walkSum(Value value, Visit &&visit) {
  SmallVector<std::pair<Value, bool>, 16> pending = {{value, false}};
  for (unsigned read = 0; !pending.empty(); ++read) {
    if (read == kMaxSumOps)
      return false;
    auto [part, negated] = pending.pop_back_val();
    Operation *def = part.getDefiningOp();
    if (auto add = dyn_cast_or_null<AddOp>(def)) {
      pending.push_back({add.getRhs(), negated});
      pending.push_back({add.getLhs(), negated});
    } else if (auto sub = dyn_cast_or_null<SubOp>(def)) {
      pending.push_back({sub.getRhs(), !negated});
      pending.push_back({sub.getLhs(), negated});
    } else if (auto neg = dyn_cast_or_null<NegOp>(def)) {
      pending.push_back({neg.getX(), !negated});
    } else {
      visit(part, negated);
    }
  }
  return true;
}

/// `value` as a linear sum (wrapping as the ops do), or none if it is read
/// through more than kMaxSumOps values.
static std::optional<LinearSum> getLinearSum(Value value) {
  unsigned width = value.getType().getIntOrFloatBitWidth();
  LinearSum sum{{}, APInt(width, 0)};
  bool read = walkSum(value, [&](Value leaf, bool negated) {
    APInt constant;
    if (matchPattern(leaf, m_ConstantInt(&constant))) {
      sum.constant += negated ? -constant : constant;
      return;
    }
    APInt coefficient = negated ? APInt::getAllOnes(width) : APInt(width, 1);
    auto *term = llvm::find_if(
        sum.terms, [&](const auto &known) { return known.first == leaf; });
    if (term == sum.terms.end())
      sum.terms.push_back({leaf, coefficient});
    else
      term->second += coefficient;
  });
  if (!read)
    return std::nullopt;
  llvm::erase_if(sum.terms,
                 [](const auto &term) { return term.second.isZero(); });
  return sum;
}

/// `x/d + (x+1)/d + ... + (x+|d|-1)/d -> x` (`-x` for d < 0), in any sum
/// with other terms, for 0 <= x: tinygrad's arange and argmax unroll a
/// reduction of `d` steps into such quotients (tinygrad after 0.9.0 folds
/// them as `fold_unrolled_divs`). A quotient that the ranges fold to 0
/// already (0 <= x+i < |d|) may be missing.
Value IntegerRangeRules::foldUnrolledDivisions(Operation *op,
                                               RewriterBase &rewriter) {
  Value result = op->getResult(0);
  // Most sums hold no two quotients: a walk that builds nothing says so.
  unsigned quotients = 0;
  if (!walkSum(result,
               [&](Value leaf, bool) {
                 quotients += bool(leaf.getDefiningOp<DivOp>());
               }) ||
      quotients < 2)
    return {};
  std::optional<LinearSum> sum = getLinearSum(result);
  if (!sum)
    return {};
  unsigned width = result.getType().getIntOrFloatBitWidth();
  // Quotients of a constant divisor, with the same coefficient in the sum
  // and the same numerator but for a constant.
  struct Quotient {
    size_t term;
    Value numerator;
    APInt offset;
  };
  struct Group {
    APInt divisor, coefficient;
    LinearSum numerator;
    SmallVector<Quotient, 4> quotients;
  };
  SmallVector<Group, 2> groups;
  for (auto [index, term] : llvm::enumerate(sum->terms)) {
    const APInt &coefficient = term.second;
    auto div = term.first.getDefiningOp<DivOp>();
    APInt divisor;
    if (!div || !matchPattern(div.getRhs(), m_ConstantInt(&divisor)) ||
        divisor.abs().ule(1) || divisor.abs().ugt(kMaxSumOps))
      continue;
    std::optional<LinearSum> numerator = getLinearSum(div.getLhs());
    if (!numerator)
      continue;
    Quotient quotient{index, div.getLhs(), numerator->constant};
    auto *group = llvm::find_if(groups, [&](const Group &known) {
      return known.divisor == divisor && known.coefficient == coefficient &&
             known.numerator.hasTermsOf(*numerator);
    });
    if (group == groups.end())
      groups.push_back(
          {divisor, coefficient, std::move(*numerator), {quotient}});
    else
      group->quotients.push_back(quotient);
  }
  for (Group &group : groups) {
    uint64_t count = group.divisor.abs().getZExtValue();
    if (group.quotients.size() < 2 || group.quotients.size() > count)
      continue;
    llvm::sort(group.quotients, [](const Quotient &a, const Quotient &b) {
      return a.offset.slt(b.offset);
    });
    // Offsets and ranges in a wider type, where they cannot wrap.
    unsigned wide = width + 8;
    auto widen = [&](const APInt &value) { return value.sext(wide); };
    const Quotient &first = group.quotients.front();
    APInt firstOffset = widen(first.offset);
    APInt lastOffset = widen(group.quotients.back().offset);
    if (llvm::any_of(
            llvm::zip(group.quotients, llvm::drop_begin(group.quotients)),
            [](auto pair) {
              return std::get<0>(pair).offset == std::get<1>(pair).offset;
            }) ||
        (lastOffset - firstOffset).uge(count))
      continue;
    ConstantIntRanges firstRange = getRange(first.numerator);
    APInt low = widen(firstRange.smin()), high = widen(firstRange.smax());
    APInt largest = widen(APInt::getSignedMaxValue(width));
    APInt last = APInt(wide, count - 1);
    // A window of `count` consecutive offsets from `start` holds every
    // quotient; the numerator at `start` is never negative, the one at its
    // end never wraps, and each offset without a quotient has one that is 0.
    std::optional<APInt> start;
    for (APInt candidate = lastOffset - last; candidate.sle(firstOffset);
         ++candidate) {
      APInt shift = candidate - firstOffset;
      if ((low + shift).isNegative() || (high + shift + last).sgt(largest))
        continue;
      auto isZeroOrPresent = [&](uint64_t step) {
        APInt offset = candidate + step;
        return llvm::any_of(group.quotients,
                            [&](const Quotient &q) {
                              return widen(q.offset) == offset;
                            }) ||
               (high + shift + step).ule(last);
      };
      if (llvm::all_of(llvm::seq<uint64_t>(0, count), isZeroOrPresent)) {
        start = candidate;
        break;
      }
    }
    if (!start)
      continue;
    // The sum with the group's quotients replaced by the numerator at
    // `start`, times the quotients' coefficient and the divisor's sign.
    Location loc = op->getLoc();
    Type type = result.getType();
    rewriter.setInsertionPoint(op);
    auto constant = [&](const APInt &value) {
      return getConstant(op, type, value, rewriter);
    };
    Value base = first.numerator;
    if (*start != firstOffset)
      base = AddOp::create(rewriter, loc, base,
                           constant((*start - firstOffset).trunc(width)));
    APInt baseCoefficient = group.coefficient;
    if (group.divisor.isNegative())
      baseCoefficient.negate();
    SmallVector<std::pair<Value, APInt>, 8> terms = {{base, baseCoefficient}};
    for (auto [index, term] : llvm::enumerate(sum->terms)) {
      size_t termIndex = index;
      if (llvm::none_of(group.quotients,
                        [&](const Quotient &q) { return q.term == termIndex; }))
        terms.push_back(term);
    }
    auto scale = [&](Value term, const APInt &coefficient) -> Value {
      if (coefficient.isOne())
        return term;
      if (coefficient.isAllOnes())
        return NegOp::create(rewriter, loc, term);
      return MulOp::create(rewriter, loc, term, constant(coefficient));
    };
    Value folded = scale(terms.front().first, terms.front().second);
    for (auto &[term, coefficient] : llvm::drop_begin(terms)) {
      if (coefficient.isAllOnes())
        folded = SubOp::create(rewriter, loc, folded, term);
      else
        folded = AddOp::create(rewriter, loc, folded, scale(term, coefficient));
    }
    if (!sum->constant.isZero())
      folded = AddOp::create(rewriter, loc, folded, constant(sum->constant));
    ranges.insert_or_assign(folded, getRange(result));
    return folded;
  }
  return {};
}
