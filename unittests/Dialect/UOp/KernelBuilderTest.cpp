//===- KernelBuilderTest.cpp - building kernels from C++ ------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Embedders build kernels with the C++ API; these check that the builders
// produce verified kernels and that flops_mem counts what was built.
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/FlopsMem.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::uop;

namespace {
class KernelBuilderTest : public ::testing::Test {
protected:
  KernelBuilderTest() : builder(&context) {
    context.loadDialect<UOpDialect>();
    module = ModuleOp::create(builder.getUnknownLoc());
    builder.setInsertionPointToEnd(module->getBody());
  }

  Value constI32(int32_t value) {
    return ConstOp::create(builder, builder.getUnknownLoc(),
                           builder.getI32Type(),
                           builder.getI32IntegerAttr(value));
  }

  MLIRContext context;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
};
} // namespace

/// out[i] = sum over j < 8 of in[i*8 + j], for i < 4, in linearized form.
TEST_F(KernelBuilderTest, LinearReduction) {
  Location loc = builder.getUnknownLoc();
  auto kernel = KernelOp::create(builder, loc, "r_4_8", /*linear=*/true);
  builder.setInsertionPoint(kernel.getSink());
  Type f32 = builder.getF32Type();
  Type ptr = PtrType::get(&context, f32, AddressSpace::Global);
  Value out = DefineGlobalOp::create(builder, loc, ptr, 0, /*isMutable=*/true);
  Value in = DefineGlobalOp::create(builder, loc, ptr, 1, /*isMutable=*/false);
  Value zero = constI32(0), four = constI32(4), eight = constI32(8);
  Value i = RangeOp::create(builder, loc, zero, four, 1, 0);
  Value j = RangeOp::create(builder, loc, zero, eight, 2, 0);
  Value acc = DefineAccOp::create(builder, loc, f32, ValueRange{j},
                                  builder.getF32FloatAttr(0), 0, 0);
  Value index = AddOp::create(builder, loc, MulOp::create(builder, loc, i, eight), j);
  Value loaded = LoadOp::create(builder, loc, f32, in, index, Value(), Value(), Value());
  Value sum = AddOp::create(builder, loc, loaded, acc);
  Value phi = PhiOp::create(builder, loc, acc, sum);
  EndRangeOp::create(builder, loc, j);
  StoreOp::create(builder, loc, out, i, phi);
  EndRangeOp::create(builder, loc, i);

  ASSERT_TRUE(succeeded(verify(*module)));
  FailureOr<FlopsMem> counts = computeFlopsMem(kernel);
  ASSERT_TRUE(succeeded(counts));
  // 3 ALU ops (mul, add, add) in the inner loop: 3 * 4 * 8 flops; a 4-byte
  // load 32 times and a 4-byte store 4 times.
  EXPECT_EQ(counts->flops.getConstant(), 3 * 4 * 8);
  EXPECT_EQ(counts->mem.getConstant(), 4 * 32 + 4 * 4);
}

TEST_F(KernelBuilderTest, GraphKernelIsNotCounted) {
  Location loc = builder.getUnknownLoc();
  auto kernel = KernelOp::create(builder, loc, "graph");
  ASSERT_TRUE(succeeded(verify(*module)));
  ScopedDiagnosticHandler silence(&context, [](Diagnostic &) {
    return success();
  });
  EXPECT_TRUE(failed(computeFlopsMem(kernel)));
}
