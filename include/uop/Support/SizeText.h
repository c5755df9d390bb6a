//===- SizeText.h - tinygrad's text for symbolic sizes ----------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad's rendering of a symbolic size (`sint`), as its JSON dumps hold
// it: `4`, `i`, or a fully parenthesized Node expression such as `(2+i)` or
// `((i*21)+(j*21)+15)`. MLIR-free: the runtime evaluates launch sizes with
// it, and the dialect turns it into size attributes.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_SUPPORT_SIZETEXT_H
#define UOP_SUPPORT_SIZETEXT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace uop {

/// A size's text as a tree: an integer, a variable, or a sum or product of
/// two or more operands.
struct SizeTextNode {
  enum class Kind { Integer, Variable, Add, Mul } kind = Kind::Integer;
  int64_t value = 0;
  /// A variable's name, in the parsed text.
  llvm::StringRef name;
  std::vector<SizeTextNode> operands;
};

/// Parses the subset of tinygrad's Node rendering that its sizes use
/// (integers, variable names, `+`, `*` and parentheses; `*` binds tighter
/// than `+`); an error names what is wrong and where (an operator such as
/// `//` or `%` as unsupported).
llvm::Expected<SizeTextNode> parseSizeText(llvm::StringRef text);

/// The sum (the product, with `isProduct`) of `operands`; an error on
/// int64 overflow.
llvm::Expected<int64_t> foldSizes(bool isProduct,
                                  llvm::ArrayRef<int64_t> operands);

/// Evaluates a size's text given each variable's value (`valueOf` returns
/// nullopt for a variable it does not know); an error names the missing
/// variable or the overflow.
llvm::Expected<int64_t> evaluateTinygradSizeText(
    llvm::StringRef text,
    llvm::function_ref<std::optional<int64_t>(llvm::StringRef)> valueOf);

} // namespace uop

#endif // UOP_SUPPORT_SIZETEXT_H
