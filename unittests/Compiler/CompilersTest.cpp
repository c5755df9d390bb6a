//===- CompilersTest.cpp - what the compilers reuse between kernels -------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A thread's compiles share its MLIR context and its host LLVM target: what
// one compile leaves there must not change what the next one produces.
//
//===----------------------------------------------------------------------===//

#include "uop/Compiler/Compilers.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
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

} // namespace
