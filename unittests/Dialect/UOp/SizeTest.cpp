//===- SizeTest.cpp - symbolic sizes and #uop.expr ------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringMap.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::uop;

namespace {

class SizeTest : public ::testing::Test {
protected:
  SizeTest() {
    context.loadDialect<UOpDialect>();
    vars["i"] = VarAttr::get(&context, "i", 1, 10);
    vars["j"] = VarAttr::get(&context, "j", -2, 4);
  }

  /// tinygrad's text as a size; fails the test on an error.
  Attribute parse(StringRef text) {
    FailureOr<Attribute> size = parseTinygradSizeText(
        &context, text, [&](StringRef name) { return vars.lookup(name); },
        [&] { return emitError(UnknownLoc::get(&context)); });
    EXPECT_TRUE(succeeded(size)) << text.str();
    return succeeded(size) ? *size : Attribute();
  }

  /// The error that parsing `text` reports.
  std::string parseError(StringRef text) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    FailureOr<Attribute> size = parseTinygradSizeText(
        &context, text, [&](StringRef name) { return vars.lookup(name); },
        [&] { return emitError(UnknownLoc::get(&context)); });
    EXPECT_TRUE(failed(size)) << text.str();
    return message;
  }

  std::optional<int64_t> valueOf(StringRef name) {
    auto it = values.find(name);
    if (it == values.end())
      return std::nullopt;
    return it->second;
  }

  MLIRContext context;
  llvm::StringMap<VarAttr> vars;
  llvm::StringMap<int64_t> values = {{"i", 3}, {"j", 2}};
};

TEST_F(SizeTest, TextRoundTrips) {
  for (StringRef text : {"(2+i)", "((i*21)+(j*21)+15)", "((i*((j*9)+4))+1)",
                         "(i*j)", "i", "7"})
    EXPECT_EQ(getTinygradSizeText(parse(text)), text.str());
  EXPECT_TRUE(isa<VarAttr>(parse("i")));
  EXPECT_TRUE(isa<IntegerAttr>(parse("7")));
  // Without variables a Node folds to its integer.
  EXPECT_EQ(getTinygradSizeText(parse("(i*(2*3))")), "(i*6)");
  // `*` binds tighter than `+` where tinygrad's parentheses are left out.
  EXPECT_EQ(getTinygradSizeText(parse("i + j * 2")), "(i+(j*2))");
}

TEST_F(SizeTest, Bounds) {
  SizeBounds sum = getSizeBounds(parse("(2+i)"));
  EXPECT_EQ(sum.min, 3);
  EXPECT_EQ(sum.max, 12);
  // i * j with j in [-2, 4]: the extremes are products of the extremes.
  SizeBounds product = getSizeBounds(parse("(i*j)"));
  EXPECT_EQ(product.min, -20);
  EXPECT_EQ(product.max, 40);
}

TEST_F(SizeTest, Values) {
  auto lookup = [&](StringRef name) { return valueOf(name); };
  EXPECT_EQ(llvm::cantFail(evaluateSize(parse("((i*21)+(j*21)+15)"), lookup)),
            120);
  EXPECT_EQ(llvm::cantFail(
                evaluateTinygradSizeText("((i*((j*9)+4))+1)", lookup)),
            67);
  EXPECT_EQ(llvm::cantFail(evaluateTinygradSizeText("12", lookup)), 12);
  EXPECT_EQ(llvm::toString(
                evaluateTinygradSizeText("(k+1)", lookup).takeError()),
            "size expression '(k+1)': variable 'k' has no value");
  EXPECT_EQ(llvm::toString(evaluateTinygradSizeText(
                                 "(i*9223372036854775807)", lookup)
                                 .takeError()),
            "size expression '(i*9223372036854775807)': the size overflows "
            "int64");
}

TEST_F(SizeTest, Errors) {
  EXPECT_EQ(parseError("((i*3)//2)"),
            "size expression '((i*3)//2)': '//' at offset 6 is not supported "
            "(sizes are integers and variables combined by '+' and '*')");
  EXPECT_EQ(parseError("(i%2)"),
            "size expression '(i%2)': '%' at offset 2 is not supported "
            "(sizes are integers and variables combined by '+' and '*')");
  EXPECT_EQ(parseError("(2+k)"), "size expression '(2+k)': unknown variable 'k'");
  EXPECT_EQ(parseError("(i+2"), "size expression '(i+2': expected ')' at offset 4");
  EXPECT_EQ(parseError("i)"), "size expression 'i)': unbalanced ')' at offset 1");
  EXPECT_EQ(parseError(""),
            "size expression '': expected an integer, a variable or '(' at "
            "offset 0");
}

TEST_F(SizeTest, ExprVerifier) {
  auto i = VarAttr::get(&context, "i", 1, 10);
  auto other = VarAttr::get(&context, "i", 1, 20);
  Builder b(&context);
  auto check = [&](ArrayRef<Attribute> operands) {
    std::string message;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      message = diag.str();
      return success();
    });
    ExprAttr::getChecked([&] { return emitError(UnknownLoc::get(&context)); },
                         &context, ExprKind::Add, operands);
    return message;
  };
  EXPECT_EQ(check({i, b.getI64IntegerAttr(2)}), "");
  EXPECT_EQ(check({i}), "#uop.expr needs at least two operands, got 1");
  EXPECT_EQ(check({i, b.getI32IntegerAttr(2)}),
            "#uop.expr operand #1 is 2 : i32; expected an i64 integer, a "
            "#uop.var or a #uop.expr");
  EXPECT_EQ(check({b.getI64IntegerAttr(1), b.getI64IntegerAttr(2)}),
            "#uop.expr has no variable; a constant size is an integer");
  EXPECT_EQ(check({i, other}),
            "#uop.expr has variable 'i' with bounds [1, 10] and [1, 20]");
}

} // namespace
