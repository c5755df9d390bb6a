//===- RunnerTest.cpp - prepared kernels compiled, loaded and launched ----===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The runtime alone (no MLIR): the INTERP device runs a program written by
// hand, which a stand-in compiler passes through.
//
//===----------------------------------------------------------------------===//

#include "InterpTestPrograms.h"
#include "uop/Runtime/Runner.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"
#include <cstdlib>

using namespace uop::runtime;
using namespace uop::runtime::test;

namespace {

/// Compiles an INTERP program to itself, counting its calls.
class PassThroughCompiler : public Compiler {
public:
  std::string cacheKey() const override { return "pass-through"; }
  llvm::Expected<std::string> compile(llvm::StringRef source) override {
    ++calls;
    if (source.empty())
      return llvm::createStringError("does not compile");
    return source.str();
  }
  int calls = 0;
};

ProgramSpec addOneSpec() {
  ProgramSpec spec;
  spec.name = "add_one";
  spec.source = addOne;
  spec.buffers = {{0, "int32", true}, {1, "int32", false}};
  spec.vars = {{"n", 0, 1024}};
  return spec;
}

HostArray int32s(std::vector<int32_t> values) {
  HostArray array =
      HostArray::zeros(llvm::cantFail(DType::get("int32")), values.size());
  for (size_t i = 0; i < values.size(); ++i)
    array.set(i, values[i]);
  return array;
}

std::vector<int32_t> valuesOf(const HostArray &array) {
  std::vector<int32_t> values;
  for (size_t i = 0; i < array.size(); ++i)
    values.push_back(static_cast<int32_t>(array.get(i)));
  return values;
}

TEST(RunnerTest, CompilesThroughTheCacheAndLaunchesAgain) {
  llvm::SmallString<128> directory;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("uop-runner-test",
                                                    directory));
  {
    unsetenv("UOP_DISABLE_COMPILER_CACHE");
    CompileCache cache((directory + "/compile.db").str());
    PassThroughCompiler compiler;
    Device &device = getInterp();
    ASSERT_TRUE(static_cast<bool>(
        Runner::compile(device, addOneSpec(), compiler, &cache)));
    llvm::Expected<Runner> runner =
        Runner::compile(device, addOneSpec(), compiler, &cache);
    ASSERT_TRUE(static_cast<bool>(runner)) << errorOf(runner.takeError());
    EXPECT_EQ(compiler.calls, 1);

    std::map<int64_t, HostArray> arrays = {{0, int32s({-1, -1, -1, -1})},
                                           {1, int32s({10, 20, 30, 40})}};
    llvm::Expected<LaunchArgs> launch = runner->spec().bind({{"n", 3}});
    ASSERT_TRUE(static_cast<bool>(launch)) << errorOf(launch.takeError());
    ASSERT_FALSE(runner->copyIn(arrays));
    ASSERT_TRUE(static_cast<bool>(runner->launch(*launch)));
    ASSERT_FALSE(runner->copyOut(arrays));
    EXPECT_EQ(valuesOf(arrays.at(0)), (std::vector<int32_t>{11, 21, 31, -1}));
    // Only what the kernel writes comes back.
    EXPECT_EQ(valuesOf(arrays.at(1)), (std::vector<int32_t>{10, 20, 30, 40}));

    // The same buffers, new contents, another launch.
    arrays.at(1) = int32s({1, 2, 3, 4});
    ASSERT_FALSE(runner->copyIn(arrays));
    ASSERT_TRUE(static_cast<bool>(runner->launch(*launch)));
    ASSERT_FALSE(runner->copyOut(arrays));
    EXPECT_EQ(valuesOf(arrays.at(0)), (std::vector<int32_t>{2, 3, 4, -1}));
  }
  llvm::sys::fs::remove_directories(directory);
}

TEST(RunnerTest, BindsVariablesAndLaunchSizes) {
  ProgramSpec spec = addOneSpec();
  spec.globalSize = {"(2+n)", "4"};
  spec.localSize = {"m"};
  llvm::Expected<LaunchArgs> launch = spec.bind({{"n", 3}, {"m", 2}});
  ASSERT_TRUE(static_cast<bool>(launch)) << errorOf(launch.takeError());
  EXPECT_EQ(launch->vars, (std::vector<int32_t>{3}));
  EXPECT_EQ(launch->size.global, (std::array<uint32_t, 3>{5, 4, 1}));
  EXPECT_EQ(launch->size.local, (std::array<uint32_t, 3>{2, 1, 1}));

  auto missing = [&](const VarValues &values) {
    std::string variable;
    llvm::Error error = llvm::handleErrors(
        spec.bind(values).takeError(),
        [&](const MissingVariableError &missing) {
          variable = missing.variable;
          return llvm::createStringError(missing.message());
        });
    return errorOf(std::move(error)) + " (" + variable + ")";
  };
  EXPECT_EQ(missing({{"m", 2}}), "variable 'n' has no value (n)");
  EXPECT_EQ(missing({{"n", 3}}), "launch size 'm' has no value (m)");
  EXPECT_EQ(errorOf(spec.bind({{"n", 3}, {"m", -3}}).takeError()),
            "launch size m = -3 is not a positive 32-bit size");
  EXPECT_EQ(errorOf(spec.bind({{"n", 1025}, {"m", 2}}).takeError()),
            "variable 'n' is 1025, outside its bounds [0, 1024]");
  EXPECT_EQ(errorOf(spec.bind({{"n", -1}, {"m", 2}}).takeError()),
            "variable 'n' is -1, outside its bounds [0, 1024]");
  spec.localSize = {"(m//2)"};
  EXPECT_EQ(errorOf(spec.bind({{"n", 3}, {"m", 2}}).takeError()),
            "launch size '(m//2)': size expression '(m//2)': '//' at offset 2 "
            "is not supported (sizes are integers and variables combined by "
            "'+' and '*')");
}

TEST(RunnerTest, ReportsMisuse) {
  Device &device = getInterp();
  PassThroughCompiler compiler;
  ProgramSpec empty = addOneSpec();
  empty.source = "";
  EXPECT_EQ(errorOf(Runner::compile(device, empty, compiler, nullptr)
                        .takeError()),
            "compiling add_one for INTERP: does not compile");
  ProgramSpec unknown = addOneSpec();
  unknown.buffers[1].dtype = "int128";
  EXPECT_EQ(errorOf(Runner::load(device, unknown, addOne).takeError()),
            "buffer 1: unknown dtype 'int128'");

  llvm::Expected<Runner> runner = Runner::load(device, addOneSpec(), addOne);
  ASSERT_TRUE(static_cast<bool>(runner)) << errorOf(runner.takeError());
  EXPECT_EQ(errorOf(runner->launch({}).takeError()),
            "kernel 'add_one': its buffers were never copied in");
  std::map<int64_t, HostArray> arrays = {{0, int32s({0, 0, 0, 0})}};
  EXPECT_EQ(errorOf(runner->copyIn(arrays)),
            "kernel 'add_one' takes buffer 1, which has no contents to copy "
            "in");
  arrays.emplace(1,
                 HostArray::zeros(llvm::cantFail(DType::get("float32")), 4));
  EXPECT_EQ(errorOf(runner->copyIn(arrays)),
            "buffer 1 holds float32, the kernel takes int32");
}

} // namespace
