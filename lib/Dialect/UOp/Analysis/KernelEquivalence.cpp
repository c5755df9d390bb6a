//===- KernelEquivalence.cpp - kernels equal up to op order ---------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/KernelEquivalence.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <tuple>

using namespace mlir;
using namespace mlir::uop;

namespace {

/// Numbers ops by structure, shared by both kernels: two ops get the same
/// number exactly when they have the same name, attributes and result
/// types, and operands of the same numbers (in any order, for a commutative
/// op).
class StructureNumbering {
public:
  /// The number of each op of `kernel`'s body, in order (operands are
  /// defined before their users).
  std::vector<std::pair<unsigned, Operation *>> number(KernelOp kernel) {
    std::vector<std::pair<unsigned, Operation *>> numbers;
    DenseMap<Value, std::pair<unsigned, unsigned>> valueNumbers;
    for (Operation &op : kernel.getBodyBlock()) {
      Key key{op.getName().getIdentifier(), op.getAttrDictionary(),
              llvm::to_vector(op.getResultTypes()), {}};
      for (Value operand : op.getOperands()) {
        auto it = valueNumbers.find(operand);
        // An operand from outside the body (none in a valid kernel) only
        // matches itself.
        key.operands.push_back(
            it != valueNumbers.end()
                ? it->second
                : std::pair(~0u, unsigned(llvm::hash_value(
                                     operand.getAsOpaquePointer()))));
      }
      // MLIR's CSE merges a commutative op with its operands swapped: which
      // of the two survives is the drivers' to choose.
      if (op.hasTrait<OpTrait::IsCommutative>())
        llvm::sort(key.operands);
      unsigned id = keys.try_emplace(std::move(key), keys.size()).first->second;
      for (OpResult result : op.getResults())
        valueNumbers[result] = {id, result.getResultNumber()};
      numbers.emplace_back(id, &op);
    }
    return numbers;
  }

private:
  struct Key {
    StringAttr name;
    DictionaryAttr attributes;
    SmallVector<Type> resultTypes;
    SmallVector<std::pair<unsigned, unsigned>> operands;

    bool operator<(const Key &other) const {
      auto opaque = [](const Key &key) {
        return std::make_tuple(key.name.getAsOpaquePointer(),
                               key.attributes.getAsOpaquePointer());
      };
      if (opaque(*this) != opaque(other))
        return opaque(*this) < opaque(other);
      auto typePointers = [](const Key &key) {
        return llvm::map_to_vector(key.resultTypes, [](Type type) {
          return type.getAsOpaquePointer();
        });
      };
      if (resultTypes != other.resultTypes)
        return typePointers(*this) < typePointers(other);
      return operands < other.operands;
    }
  };
  std::map<Key, unsigned> keys;
};

std::string describe(Operation *op, StringRef side) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << side << " has an op the other lacks: ";
  op->print(os, OpPrintingFlags().skipRegions());
  return text;
}

} // namespace

std::optional<std::string> mlir::uop::findKernelDifference(KernelOp lhs,
                                                           KernelOp rhs) {
  auto outerAttributes = [](KernelOp kernel) {
    return kernel->getAttrDictionary();
  };
  if (outerAttributes(lhs) != outerAttributes(rhs))
    return std::string("the kernels' attributes differ");
  StructureNumbering numbering;
  auto lhsNumbers = numbering.number(lhs), rhsNumbers = numbering.number(rhs);
  // Count each number up for one side and down for the other.
  DenseMap<unsigned, int64_t> balance;
  for (auto [id, op] : lhsNumbers)
    ++balance[id];
  for (auto [id, op] : rhsNumbers)
    --balance[id];
  for (auto [id, op] : lhsNumbers)
    if (balance[id] > 0)
      return describe(op, "the first");
  for (auto [id, op] : rhsNumbers)
    if (balance[id] < 0)
      return describe(op, "the second");
  return std::nullopt;
}
