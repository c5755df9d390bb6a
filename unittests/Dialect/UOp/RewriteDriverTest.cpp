//===- RewriteDriverTest.cpp - the context's uop rewrite driver -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Transforms/RewriteDriver.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "gtest/gtest.h"
#include <thread>

using namespace mlir;
using namespace mlir::uop;

namespace {

TEST(RewriteDriverTest, OneDriverPerContext) {
  MLIRContext context, other;
  const UOpRewriteDriver &driver = UOpRewriteDriver::get(&context);
  EXPECT_EQ(&driver, &UOpRewriteDriver::get(&context));
  EXPECT_NE(&driver, &UOpRewriteDriver::get(&other));
  EXPECT_NE(context.getLoadedDialect<UOpDialect>(), nullptr);
}

TEST(RewriteDriverTest, ThreadsShareTheFirstDriver) {
  MLIRContext context;
  context.loadDialect<UOpDialect>();
  const UOpRewriteDriver *seen[4] = {};
  std::vector<std::thread> threads;
  for (const UOpRewriteDriver *&slot : seen)
    threads.emplace_back([&] { slot = &UOpRewriteDriver::get(&context); });
  for (std::thread &thread : threads)
    thread.join();
  for (const UOpRewriteDriver *driver : seen)
    EXPECT_EQ(driver, seen[0]);
}

} // namespace
