//===- FlopsMemTest.cpp - symbolic counts of flops_mem --------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/FlopsMem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::uop;

static std::string print(const SymbolicInt &value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

TEST(SymbolicIntTest, ConstantsStayConstants) {
  SymbolicInt value = SymbolicInt(6) * SymbolicInt(7) + SymbolicInt(-2);
  EXPECT_EQ(value.getConstant(), 40);
  EXPECT_EQ(print(value), "40");
  EXPECT_EQ(print(SymbolicInt()), "0");
}

TEST(SymbolicIntTest, PolynomialsInVariables) {
  SymbolicInt i = SymbolicInt::variable("i");
  SymbolicInt j = SymbolicInt::variable("j");
  SymbolicInt value = (i * SymbolicInt(6) + SymbolicInt(1)) * (j + i);
  EXPECT_FALSE(value.getConstant().has_value());
  EXPECT_EQ(print(value), "6*i*i + 6*i*j + i + j");
  llvm::StringMap<int64_t> values{{"i", 8}, {"j", 3}};
  EXPECT_EQ(*value.evaluate(values), (6 * 8 + 1) * (3 + 8));
}

TEST(SymbolicIntTest, CancellingTermsDisappear) {
  SymbolicInt i = SymbolicInt::variable("i");
  SymbolicInt value = i * SymbolicInt(2) + i * SymbolicInt(-2) + SymbolicInt(5);
  EXPECT_EQ(value.getConstant(), 5);
}

TEST(SymbolicIntTest, EvaluateNeedsEveryVariable) {
  SymbolicInt value = SymbolicInt::variable("i") * SymbolicInt(4);
  llvm::StringMap<int64_t> none;
  EXPECT_TRUE(failed(value.evaluate(none)));
}
