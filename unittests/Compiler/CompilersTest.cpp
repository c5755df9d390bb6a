//===- CompilersTest.cpp - what the compilers reuse between kernels -------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A thread's compiles share its MLIR context and its host LLVM target, and
// the CPU device's programs share its JIT: what one leaves there must not
// change what the next one produces or runs.
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "uop/Runtime/Buffer.h"
#include "uop/Runtime/Devices.h"
#include "llvm/Support/Error.h"
#include "gtest/gtest.h"
#include <thread>

namespace {

/// A sum over the rows of a 32x64 matrix: a loop nest, for which the CPU
/// compiler also tries the module optimized with gathers.
constexpr const char *rowSums = R"mlir(
uop.kernel @r_32_64 linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %data1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c32 = uop.const 32 : i32
  %c64 = uop.const 64 : i32
  %row = uop.range %c0 to %c32 depth 1 index 0
  %base = uop.mul %row, %c64 : i32
  %col = uop.range %c0 to %c64 depth 2 index 0
  %acc = uop.define_acc over(%col) index 0 count 0 init 0.000000e+00 : f32
  %at = uop.add %base, %col : i32
  %val = uop.load %data1[%at] : !uop.ptr<f32> -> f32
  %sum = uop.add %val, %acc : f32
  %phi = uop.phi %acc, %sum : f32
  uop.endrange %col
  %st = uop.store %data0[%row], %phi : !uop.ptr<f32>, f32
  uop.endrange %row
}
)mlir";

/// An elementwise product of 256 elements.
constexpr const char *products = R"mlir(
uop.kernel @E_256 linear {
  %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %data1 = uop.define_global 1 : !uop.ptr<f32>
  %data2 = uop.define_global 2 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c256 = uop.const 256 : i32
  %i = uop.range %c0 to %c256 depth 1 index 0
  %a = uop.load %data1[%i] : !uop.ptr<f32> -> f32
  %b = uop.load %data2[%i] : !uop.ptr<f32> -> f32
  %p = uop.mul %a, %b : f32
  %st = uop.store %data0[%i], %p : !uop.ptr<f32>, f32
  uop.endrange %i
}
)mlir";

std::string compileOrFail(llvm::StringRef source) {
  llvm::Expected<std::string> object =
      mlir::uop::createCPUCompiler(/*openMP=*/false)->compile(source);
  if (!object) {
    ADD_FAILURE() << llvm::toString(object.takeError());
    return "";
  }
  return *object;
}

TEST(CompilersTest, ReusedContextAndTargetGiveTheObjectOfAFreshThread) {
  for (const char *kernel : {rowSums, products}) {
    // A new thread compiles with a context and a host target of its own.
    std::string fresh;
    std::thread([&] { fresh = compileOrFail(kernel); }).join();
    // This thread compiles both kernels, so each reuses what the other left.
    compileOrFail(rowSums);
    compileOrFail(products);
    std::string reused = compileOrFail(kernel);
    EXPECT_FALSE(fresh.empty());
    EXPECT_EQ(fresh, reused);
  }
}

TEST(CompilersTest, ContextIsReplacedAfter64UsesAndKeptAliveByItsHolder) {
  // Start from a fresh context: a thread of this test's own.
  std::thread([] {
    std::shared_ptr<mlir::MLIRContext> first =
        mlir::uop::acquireCompileContext();
    for (int use = 2; use <= 64; ++use)
      EXPECT_EQ(mlir::uop::acquireCompileContext(), first) << "use " << use;
    std::shared_ptr<mlir::MLIRContext> next =
        mlir::uop::acquireCompileContext();
    EXPECT_NE(next, first);
    // The replaced context still works for whoever holds it.
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::parseSourceString<mlir::ModuleOp>(products, first.get());
    EXPECT_TRUE(module);
  }).join();
}

/// Runs `program` (E_256) on inputs `a`, `b` and returns element 3 of the
/// product.
float productAt3(uop::runtime::Device &cpu, uop::runtime::Program &program,
                 float a, float b) {
  std::vector<uop::runtime::Buffer> buffers;
  for (float value : {0.0f, a, b}) {
    buffers.emplace_back(cpu.allocator(), "CPU", 256, sizeof(float));
    std::vector<float> values(256, value);
    EXPECT_FALSE(llvm::errorToBool(
        buffers.back().copyIn(values.data(), 256 * sizeof(float))));
  }
  std::vector<uop::runtime::Buffer *> arguments;
  for (uop::runtime::Buffer &buffer : buffers)
    arguments.push_back(&buffer);
  EXPECT_FALSE(llvm::errorToBool(
      program.launch(arguments, uop::runtime::LaunchSize(), {}).takeError()));
  std::vector<float> out(256);
  EXPECT_FALSE(
      llvm::errorToBool(buffers[0].copyOut(out.data(), 256 * sizeof(float))));
  return out[3];
}

TEST(CompilersTest, CPUProgramsOfOneNameLoadAndGoApart) {
  uop::runtime::registerBuiltinDevices();
  llvm::Expected<uop::runtime::Device &> cpu = uop::runtime::getDevice("CPU");
  ASSERT_TRUE(bool(cpu)) << llvm::toString(cpu.takeError());
  std::string object = compileOrFail(products);
  auto first = cpu->load(object, "E_256");
  auto second = cpu->load(object, "E_256");
  ASSERT_TRUE(first && second);
  EXPECT_EQ(productAt3(*cpu, **first, 2, 3), 6);
  // Unloading one leaves the other's code in place.
  first->reset();
  EXPECT_EQ(productAt3(*cpu, **second, 4, 5), 20);
  // A load that fails leaves nothing behind that a later load trips on.
  auto missing = cpu->load(object, "no_such_kernel");
  EXPECT_TRUE(llvm::errorToBool(missing.takeError()));
  auto third = cpu->load(object, "E_256");
  ASSERT_TRUE(bool(third));
  EXPECT_EQ(productAt3(*cpu, **third, 1, 7), 7);
}

} // namespace
