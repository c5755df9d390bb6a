//===- KernelEquivalenceTest.cpp - kernels compared as graphs -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/KernelEquivalence.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::uop;

namespace {

/// A kernel that loads x and y and stores `body` (which defines %r from %x
/// and %y) at 0.
std::string kernelStoring(StringRef body) {
  return (R"(uop.kernel @k {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %y = uop.load %d0[%x] : !uop.ptr<i32> -> i32
  )" + body + R"(
  %s = uop.store %d0[%c0], %r : !uop.ptr<i32>, i32
  uop.sink %s
})")
      .str();
}

class KernelEquivalenceTest : public ::testing::Test {
protected:
  KernelEquivalenceTest() { context.loadDialect<UOpDialect>(); }

  /// What findKernelDifference says of the two kernels.
  std::optional<std::string> compare(StringRef lhs, StringRef rhs) {
    first = parseSourceString<ModuleOp>(lhs, &context);
    second = parseSourceString<ModuleOp>(rhs, &context);
    EXPECT_TRUE(first && second);
    return findKernelDifference(*first->getOps<KernelOp>().begin(),
                                *second->getOps<KernelOp>().begin());
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> first, second;
};

} // namespace

TEST_F(KernelEquivalenceTest, OpOrderDoesNotMatter) {
  EXPECT_EQ(compare(kernelStoring("%c = uop.const 7 : i32\n"
                                  "%r = uop.add %x, %c : i32"),
                    R"(uop.kernel @k {
  %c = uop.const 7 : i32
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %y = uop.load %d0[%x] : !uop.ptr<i32> -> i32
  %r = uop.add %x, %c : i32
  %s = uop.store %d0[%c0], %r : !uop.ptr<i32>, i32
  uop.sink %s
})"),
            std::nullopt);
}

TEST_F(KernelEquivalenceTest, CommutativeOperandsInEitherOrder) {
  EXPECT_EQ(compare(kernelStoring("%r = uop.add %x, %y : i32"),
                    kernelStoring("%r = uop.add %y, %x : i32")),
            std::nullopt);
  EXPECT_EQ(compare(kernelStoring("%r = uop.mul %x, %y : i32"),
                    kernelStoring("%r = uop.mul %y, %x : i32")),
            std::nullopt);
}

TEST_F(KernelEquivalenceTest, OtherOperandsInTheirOrder) {
  std::optional<std::string> difference =
      compare(kernelStoring("%r = uop.sub %x, %y : i32"),
              kernelStoring("%r = uop.sub %y, %x : i32"));
  ASSERT_TRUE(difference.has_value());
  EXPECT_NE(difference->find("uop.sub"), std::string::npos) << *difference;
}

TEST_F(KernelEquivalenceTest, AttributesAndCountsMatter) {
  EXPECT_TRUE(compare(kernelStoring("%c = uop.const 7 : i32\n"
                                    "%r = uop.add %x, %c : i32"),
                      kernelStoring("%c = uop.const 8 : i32\n"
                                    "%r = uop.add %x, %c : i32"))
                  .has_value());
  // The same ops, one of them twice.
  EXPECT_TRUE(compare(kernelStoring("%r = uop.add %x, %y : i32"),
                      kernelStoring("%r = uop.add %x, %y : i32\n"
                                    "%unused = uop.add %x, %y : i32"))
                  .has_value());
}
