//===- LinearScheduleTest.cpp - the bodies of a linearized kernel ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/LinearSchedule.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::uop;

namespace {
class LinearScheduleTest : public ::testing::Test {
protected:
  LinearScheduleTest() { context.loadDialect<UOpDialect>(); }

  /// The kernel parsed from `source`, unverified: misplaced end markers
  /// parse.
  KernelOp parse(StringRef source) {
    ParserConfig config(&context, /*verifyAfterParse=*/false);
    module = parseSourceString<ModuleOp>(source, config);
    return *module->getOps<KernelOp>().begin();
  }

  /// The op at `index` in the body of `kernel`.
  static Operation *at(KernelOp kernel, unsigned index) {
    return &*std::next(kernel.getBodyBlock().begin(), index);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};
} // namespace

TEST_F(LinearScheduleTest, BodiesNestAndEnd) {
  KernelOp kernel = parse(R"mlir(
    uop.kernel @k linear {
      %c0 = uop.const 0 : i32
      %c4 = uop.const 4 : i32
      %r = uop.range %c0 to %c4 depth 0 index 0
      %g = uop.cmplt %r, %c4 : i32
      %if = uop.if %g
      %x = uop.add %r, %c4 : i32
      uop.endif %if
      uop.endrange %r
    }
  )mlir");
  LinearSchedule schedule(kernel);
  Operation *range = at(kernel, 2), *cmp = at(kernel, 3), *ifOp = at(kernel, 4),
            *add = at(kernel, 5), *endIf = at(kernel, 6),
            *endRange = at(kernel, 7);
  EXPECT_EQ(schedule.getInnermostBody(at(kernel, 0)), nullptr);
  // An opener is in its own body; an end marker in the one around it.
  EXPECT_EQ(schedule.getInnermostBody(range), range);
  EXPECT_EQ(schedule.getInnermostBody(cmp), range);
  EXPECT_EQ(schedule.getInnermostBody(endIf), range);
  EXPECT_EQ(schedule.getInnermostBody(endRange), nullptr);
  EXPECT_EQ(schedule.getEnclosingBodies(add),
            (SmallVector<Operation *>{ifOp, range}));
  EXPECT_EQ(schedule.lookupBody(ifOp)->end, endIf);
  EXPECT_EQ(schedule.lookupBody(ifOp)->parent, range);
  EXPECT_EQ(schedule.lookupBody(range)->parent, nullptr);
  EXPECT_EQ(schedule.lookupBody(add), nullptr);
  EXPECT_EQ(schedule.getMisplacedEnd(), nullptr);
}

TEST_F(LinearScheduleTest, ReadUpToAMisplacedEnd) {
  KernelOp kernel = parse(R"mlir(
    uop.kernel @k linear {
      %c0 = uop.const 0 : i32
      %c4 = uop.const 4 : i32
      %r0 = uop.range %c0 to %c4 depth 0 index 0
      %r1 = uop.range %c0 to %c4 depth 1 index 1
      uop.endrange %r0
      uop.endrange %r1
    }
  )mlir");
  LinearSchedule schedule(kernel);
  Operation *inner = at(kernel, 3), *misplaced = at(kernel, 4);
  EXPECT_EQ(schedule.getMisplacedEnd(), misplaced);
  // It closes nothing, and nothing after it is read.
  EXPECT_EQ(schedule.getInnermostBody(misplaced), inner);
  EXPECT_EQ(schedule.lookupBody(inner)->end, nullptr);
  EXPECT_EQ(schedule.getInnermostBody(at(kernel, 5)), nullptr);
}
