//===- InterpDeviceTest.cpp - the INTERP device and its programs ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The runtime alone (no MLIR): programs written by hand, read back, checked
// and run.
//
//===----------------------------------------------------------------------===//

#include "InterpTestPrograms.h"
#include "uop/Runtime/InterpProgram.h"
#include "gtest/gtest.h"
#include <cstdint>
#include <cstring>

using namespace uop::runtime;
using namespace uop::runtime::interp;
using namespace uop::runtime::test;

namespace {

/// Runs `text` on two int32 buffers of 4 (out, in = 10, 20, 30, 40) with
/// the variables `vars`; the output, or the error.
llvm::Expected<std::vector<int32_t>> runOnFour(llvm::StringRef text,
                                               llvm::ArrayRef<int32_t> vars) {
  Device &device = getInterp();
  llvm::Expected<std::unique_ptr<Program>> program =
      device.load(text, parseProgram(text) ? parseProgram(text)->name : "");
  if (!program)
    return program.takeError();
  Buffer out(device.allocator(), device.name(), 4, 4);
  Buffer in(device.allocator(), device.name(), 4, 4);
  std::vector<int32_t> inputs = {10, 20, 30, 40}, outputs(4, -1);
  if (llvm::Error error = out.copyIn(outputs.data(), 16))
    return std::move(error);
  if (llvm::Error error = in.copyIn(inputs.data(), 16))
    return std::move(error);
  Buffer *buffers[] = {&out, &in};
  if (llvm::Expected<double> time = (*program)->launch(buffers, {}, vars);
      !time)
    return time.takeError();
  if (llvm::Error error = out.copyOut(outputs.data(), 16))
    return std::move(error);
  return outputs;
}

TEST(InterpProgramTest, PrintsWhatItParses) {
  llvm::Expected<InterpProgram> program = parseProgram(addOne);
  ASSERT_TRUE(static_cast<bool>(program)) << errorOf(program.takeError());
  EXPECT_EQ(program->name, "add_one");
  EXPECT_FALSE(program->linear);
  EXPECT_EQ(program->ops.size(), 10u);
  EXPECT_EQ(program->ops[7].location, "k.mlir:7:3");
  EXPECT_EQ(printProgram(*program), addOne);
}

TEST(InterpProgramTest, RejectsMalformedText) {
  auto errorFor = [](llvm::StringRef text) {
    llvm::Expected<InterpProgram> program = parseProgram(text);
    return program ? std::string("no error") : errorOf(program.takeError());
  };
  EXPECT_EQ(errorFor(""), "interp program line 1: empty program");
  EXPECT_NE(errorFor("uop-interp 2 k graph buffers 0 vars 0")
                .find("expected 'uop-interp 1"),
            std::string::npos);
  const std::string header = "uop-interp 1 k graph buffers 0 vars 0\n";
  EXPECT_EQ(errorFor(header + "frobnicate i32 () []"),
            "interp program line 2: unknown opcode 'frobnicate'");
  EXPECT_EQ(errorFor(header + "const q17 () [0]"),
            "interp program line 2: unknown dtype 'q17'");
  EXPECT_EQ(errorFor(header + "neg i32 (0) []"),
            "interp program line 2: operand '0' is not an earlier op");
  EXPECT_EQ(errorFor(header + "const i32 () [x]"),
            "interp program line 2: arg 'x' is not an integer");
  EXPECT_EQ(errorFor(header + "const i32 () [1]\nadd i32 (0) []"),
            "interp program line 3: wrong operand or arg count for add");
  EXPECT_EQ(errorFor(header + "const i32 () [1"),
            "interp program line 2: expected '[args]'");
}

TEST(InterpProgramTest, SpecialSizeExpressions) {
  // dim 0, a workgroup index, sized (2 + var 0) * var 1 in postfix pairs.
  std::vector<int64_t> args = {0, 0, 0, 0, 2, 1, 0, 2, 2, 1, 1, 3, 2};
  EXPECT_TRUE(isValidSpecialSize(args, 2));
  EXPECT_EQ(evaluateSpecialSize(args, {3, 4}), 20);
  EXPECT_FALSE(isValidSpecialSize(args, 1)); // var 1 is not a variable
  EXPECT_EQ(evaluateSpecialSize({0, 0, 7}, {}), 7);
  EXPECT_EQ(evaluateSpecialSize({0, 0, -2}, {5, 9}), 9);
  EXPECT_TRUE(isValidSpecialSize({0, 0, -2}, 2));
  EXPECT_FALSE(isValidSpecialSize({0, 0, -3}, 2));
  EXPECT_FALSE(isValidSpecialSize({0, 0, 0}, 2));          // no expression
  EXPECT_FALSE(isValidSpecialSize({0, 0, 0, 0, 2, 0, 3}, 0)); // two values
  EXPECT_FALSE(isValidSpecialSize({0, 0, 0, 0, 2, 2, 2}, 0)); // too few
  EXPECT_FALSE(isValidSpecialSize({0, 0, 0, 4, 1}, 0));    // unknown tag
  EXPECT_EQ(evaluateSpecialSize({0, 0, 0, 0, INT64_MAX, 1, 0, 3, 2}, {2}),
            std::nullopt);
  const std::string header = "uop-interp 1 k graph buffers 0 vars 2\n";
  EXPECT_TRUE(static_cast<bool>(parseProgram(
      header + "special i32 () [0 0 0 0 2 1 0 2 2 1 1 3 2]")));
  llvm::Expected<InterpProgram> odd =
      parseProgram(header + "special i32 () [0 0 0 0 2 1]");
  ASSERT_FALSE(static_cast<bool>(odd));
  EXPECT_EQ(errorOf(odd.takeError()),
            "interp program line 2: wrong operand or arg count for special");
}

TEST(InterpDeviceTest, RunsAGraphKernel) {
  llvm::Expected<std::vector<int32_t>> out = runOnFour(addOne, {3});
  ASSERT_TRUE(static_cast<bool>(out)) << errorOf(out.takeError());
  EXPECT_EQ(*out, (std::vector<int32_t>{11, 21, 31, -1}));
}

TEST(InterpDeviceTest, ChecksVariableBoundsAndArguments) {
  llvm::Expected<std::vector<int32_t>> out = runOnFour(addOne, {9});
  ASSERT_FALSE(static_cast<bool>(out));
  EXPECT_EQ(errorOf(out.takeError()),
            "kernel 'add_one': define_var (op 2): the variable's value 9 is "
            "outside its bounds 1..8");
  out = runOnFour(addOne, {});
  ASSERT_FALSE(static_cast<bool>(out));
  EXPECT_EQ(errorOf(out.takeError()), "kernel 'add_one' takes 2 buffers and "
                                      "1 variables, got 2 and 0");
}

TEST(InterpDeviceTest, ReportsOutOfBoundsStores) {
  // The loop runs to 5 over buffers of 4.
  llvm::Expected<std::vector<int32_t>> out = runOnFour(addOne, {5});
  ASSERT_FALSE(static_cast<bool>(out));
  EXPECT_EQ(errorOf(out.takeError()),
            "kernel 'add_one': load (op 6): elements 4..4 are out of bounds "
            "of buffer (op 1, 4 elements)");
}

TEST(InterpDeviceTest, RejectsIllTypedPrograms) {
  auto loadError = [](llvm::StringRef text) {
    llvm::Expected<std::unique_ptr<Program>> program =
        getInterp().load(text, "k");
    return program ? std::string("no error") : errorOf(program.takeError());
  };
  const std::string header = "uop-interp 1 k graph buffers 1 vars 0\n";
  EXPECT_EQ(loadError(header + "const i32 () [0]\n"),
            "interp program 'k' does not end with a sink");
  EXPECT_EQ(loadError(header + "const i32 () [0]\nload i32 (0 0) [0 0]\n"
                               "sink token () []\n"),
            "load (op 1): expected a load of the buffer's dtype at an "
            "integer index");
  EXPECT_EQ(loadError(header + "const f32 () [0]\nconst i32 () [0]\n"
                               "add i32 (0 1) []\nsink token () []\n"),
            "add (op 2): operand types differ");
  EXPECT_EQ(loadError(header + "define_global p.f32 () [3]\n"
                               "sink token () []\n"),
            "define_global (op 0): expected a global pointer and an argument "
            "position below 1");
  EXPECT_EQ(loadError(header + "const 4xf32 () [0]\ngep f32 (0) [4]\n"
                               "sink token () []\n"),
            "gep (op 1): expected a lane of the vector operand");
  EXPECT_EQ(loadError("uop-interp 1 k linear buffers 0 vars 0\n"
                      "const i32 () [0]\nrange i32 (0 0) [0 0]\n"
                      "sink token () []\n"),
            "range (op 1): is never closed");
  EXPECT_EQ(loadError("uop-interp 1 other graph buffers 0 vars 0\n"
                      "sink token () []\n"),
            "the interp program holds kernel 'other', not 'k'");
}

} // namespace
