//===- FlopsMem.cpp - tinygrad's flops_mem on uop kernels -----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/FlopsMem.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::uop;

//===----------------------------------------------------------------------===//
// SymbolicInt
//===----------------------------------------------------------------------===//

SymbolicInt::SymbolicInt(int64_t constant) {
  if (constant != 0)
    terms[{}] = constant;
}

SymbolicInt SymbolicInt::variable(StringRef name) {
  SymbolicInt result;
  result.terms[{name.str()}] = 1;
  return result;
}

SymbolicInt &SymbolicInt::operator+=(const SymbolicInt &other) {
  for (const auto &[monomial, coefficient] : other.terms)
    if ((terms[monomial] += coefficient) == 0)
      terms.erase(monomial);
  return *this;
}

SymbolicInt SymbolicInt::operator+(const SymbolicInt &other) const {
  SymbolicInt result = *this;
  result += other;
  return result;
}

SymbolicInt SymbolicInt::operator*(const SymbolicInt &other) const {
  SymbolicInt result;
  for (const auto &[lhsMonomial, lhsCoefficient] : terms) {
    for (const auto &[rhsMonomial, rhsCoefficient] : other.terms) {
      std::vector<std::string> monomial = lhsMonomial;
      llvm::append_range(monomial, rhsMonomial);
      llvm::sort(monomial);
      SymbolicInt term;
      term.terms[monomial] = lhsCoefficient * rhsCoefficient;
      result += term;
    }
  }
  return result;
}

std::optional<int64_t> SymbolicInt::getConstant() const {
  if (terms.empty())
    return 0;
  if (terms.size() == 1 && terms.begin()->first.empty())
    return terms.begin()->second;
  return std::nullopt;
}

FailureOr<int64_t>
SymbolicInt::evaluate(const llvm::StringMap<int64_t> &values) const {
  int64_t total = 0;
  for (const auto &[monomial, coefficient] : terms) {
    int64_t term = coefficient;
    for (const std::string &name : monomial) {
      auto it = values.find(name);
      if (it == values.end())
        return failure();
      term *= it->second;
    }
    total += term;
  }
  return total;
}

void SymbolicInt::print(raw_ostream &os) const {
  if (terms.empty()) {
    os << 0;
    return;
  }
  // Highest-degree terms first, the constant last, as one writes polynomials.
  SmallVector<std::pair<std::vector<std::string>, int64_t>> ordered(
      terms.begin(), terms.end());
  llvm::sort(ordered, [](const auto &lhs, const auto &rhs) {
    if (lhs.first.size() != rhs.first.size())
      return lhs.first.size() > rhs.first.size();
    return lhs.first < rhs.first;
  });
  llvm::interleave(
      ordered, os,
      [&](const auto &term) {
        const auto &[monomial, coefficient] = term;
        if (monomial.empty() || coefficient != 1)
          os << coefficient;
        if (!monomial.empty() && coefficient != 1)
          os << '*';
        llvm::interleave(monomial, os, "*");
      },
      " + ");
}

//===----------------------------------------------------------------------===//
// flops_mem
//===----------------------------------------------------------------------===//

/// A size (an integer, a `#uop.var` or a `#uop.expr`) as a polynomial.
static SymbolicInt sizeToPolynomial(Attribute size) {
  if (auto integer = dyn_cast<IntegerAttr>(size))
    return SymbolicInt(integer.getInt());
  if (auto var = dyn_cast<VarAttr>(size))
    return SymbolicInt::variable(var.getName());
  auto expr = cast<ExprAttr>(size);
  bool isSum = expr.getKind() == ExprKind::Add;
  SymbolicInt result(isSum ? 0 : 1);
  for (Attribute operand : expr.getOperands())
    result = isSum ? result + sizeToPolynomial(operand)
                   : result * sizeToPolynomial(operand);
  return result;
}

/// tinygrad's `uop_alu_resolve`: the value of a loop bound as a polynomial.
static FailureOr<SymbolicInt> resolveBound(Value value) {
  Operation *def = value.getDefiningOp();
  if (auto constant = dyn_cast_or_null<ConstOp>(def))
    if (auto intAttr = dyn_cast<IntegerAttr>(constant.getValue()))
      return SymbolicInt(intAttr.getInt());
  if (auto var = dyn_cast_or_null<DefineVarOp>(def))
    return SymbolicInt::variable(var.getVar().getName());
  if (auto special = dyn_cast_or_null<SpecialOp>(def)) {
    // 0.9.0 resolves a thread index to its largest value, size - 1.
    return sizeToPolynomial(special.getSize()) + SymbolicInt(-1);
  }
  if (isa_and_nonnull<MulOp, AddOp>(def)) {
    FailureOr<SymbolicInt> lhs = resolveBound(def->getOperand(0));
    if (failed(lhs))
      return failure();
    FailureOr<SymbolicInt> rhs = resolveBound(def->getOperand(1));
    if (failed(rhs))
      return failure();
    return isa<MulOp>(def) ? *lhs * *rhs : *lhs + *rhs;
  }
  return failure();
}

FailureOr<FlopsMem> mlir::uop::computeFlopsMem(KernelOp kernel) {
  if (!kernel.getLinear())
    return kernel.emitOpError(
        "flops_mem needs a linearized kernel (the schedule gives the loops)");
  FlopsMem result;
  SymbolicInt mults = 1;
  SmallVector<SymbolicInt> multStack;
  for (Operation &op : kernel.getBodyBlock()) {
    if (auto range = dyn_cast<RangeOp>(op)) {
      FailureOr<SymbolicInt> end = resolveBound(range.getEnd());
      if (failed(end))
        return range.emitOpError(
            "loop end is not a sum or product of constants, variables and "
            "thread indices, which flops_mem cannot count");
      multStack.push_back(mults);
      mults = mults * *end;
    } else if (isa<EndRangeOp>(op)) {
      mults = multStack.pop_back_val();
    } else if (isALUOp(&op)) {
      result.flops += mults * SymbolicInt(isa<MulAccOp>(op) ? 2 : 1);
    } else if (auto load = dyn_cast<LoadOp>(op)) {
      result.mem += mults * SymbolicInt(getItemSize(load.getType()));
    } else if (auto store = dyn_cast<StoreOp>(op)) {
      result.mem +=
          mults * SymbolicInt(getItemSize(store.getValue().getType()));
    } else if (auto wmma = dyn_cast<WmmaOp>(op)) {
      ArrayRef<int64_t> dims = wmma.getDims();
      result.flops += mults * SymbolicInt(2 * dims[0] * dims[1] * dims[2] / 32);
    }
  }
  return result;
}
