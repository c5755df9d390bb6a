//===- DTypeTest.cpp - tinygrad dtype helpers -----------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/ScalarKinds.h"
#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "uop/Dialect/UOp/IR/UOpTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::uop;

namespace {
class DTypeTest : public ::testing::Test {
protected:
  DTypeTest() : builder(&context) { context.loadDialect<UOpDialect>(); }
  MLIRContext context;
  Builder builder;
};
} // namespace

TEST_F(DTypeTest, TheThirteenScalarDTypes) {
  Type dtypes[] = {builder.getI1Type(),  builder.getI8Type(),
                   builder.getI16Type(), builder.getI32Type(),
                   builder.getI64Type(), builder.getIntegerType(8, false),
                   builder.getIntegerType(16, false),
                   builder.getIntegerType(32, false),
                   builder.getIntegerType(64, false),
                   builder.getF16Type(), builder.getBF16Type(),
                   builder.getF32Type(), builder.getF64Type()};
  for (Type type : dtypes)
    EXPECT_TRUE(isScalarDType(type));
  EXPECT_FALSE(isScalarDType(builder.getIntegerType(32, true))); // si32
  EXPECT_FALSE(isScalarDType(builder.getIntegerType(1, false))); // ui1
  EXPECT_FALSE(isScalarDType(builder.getIntegerType(128)));
  EXPECT_FALSE(isScalarDType(builder.getIndexType()));
  EXPECT_FALSE(isScalarDType(Float8E4M3FNType::get(&context)));
}

TEST_F(DTypeTest, VectorsOfScalarDTypes) {
  Type float4 = VectorType::get({4}, builder.getF32Type());
  EXPECT_TRUE(isDType(float4));
  EXPECT_FALSE(isScalarDType(float4));
  EXPECT_FALSE(isDType(VectorType::get({2, 2}, builder.getF32Type())));
  EXPECT_FALSE(isDType(VectorType::get({4}, builder.getIndexType())));
  EXPECT_EQ(getScalarDType(float4), builder.getF32Type());
  EXPECT_EQ(getLaneCount(float4), 4);
  EXPECT_EQ(getLaneCount(builder.getF32Type()), 1);
}

TEST_F(DTypeTest, ItemSizesAreTinygrads) {
  EXPECT_EQ(getItemSize(builder.getI1Type()), 1); // bool is one byte
  EXPECT_EQ(getItemSize(builder.getI8Type()), 1);
  EXPECT_EQ(getItemSize(builder.getBF16Type()), 2);
  EXPECT_EQ(getItemSize(builder.getF64Type()), 8);
  EXPECT_EQ(getItemSize(VectorType::get({4}, builder.getF32Type())), 16);
  EXPECT_EQ(getItemSize(VectorType::get({8}, builder.getF16Type())), 16);
}

TEST_F(DTypeTest, HalfTypesComputeInFloat32) {
  EXPECT_EQ(getComputeType(builder.getF16Type()), builder.getF32Type());
  EXPECT_EQ(getComputeType(builder.getBF16Type()), builder.getF32Type());
  EXPECT_EQ(getComputeType(VectorType::get({4}, builder.getF16Type())),
            VectorType::get({4}, builder.getF32Type()));
  EXPECT_EQ(getComputeType(builder.getF64Type()), builder.getF64Type());
  EXPECT_EQ(getComputeType(builder.getI32Type()), builder.getI32Type());
}

TEST_F(DTypeTest, BoolLikeKeepsLanes) {
  EXPECT_EQ(getBoolLike(builder.getF32Type()), builder.getI1Type());
  EXPECT_EQ(getBoolLike(VectorType::get({4}, builder.getF32Type())),
            VectorType::get({4}, builder.getI1Type()));
}

TEST_F(DTypeTest, PointersKnowTheirAddressSpace) {
  auto global =
      PtrType::get(&context, builder.getF16Type(), AddressSpace::Global);
  auto local = PtrType::get(&context, builder.getF16Type(), AddressSpace::Local);
  EXPECT_FALSE(global.isLocal());
  EXPECT_TRUE(local.isLocal());
  EXPECT_NE(global, local);
}

// The dialect's types and the MLIR-free table map one to one, and the
// table's sizes and names agree with the dialect's and with tinygrad's.
TEST_F(DTypeTest, TheTableAndTheTypesAgree) {
  for (const ::uop::ScalarDTypeInfo &info : ::uop::getScalarDTypes()) {
    Type type = getScalarType(&context, info.kind);
    ASSERT_TRUE(isScalarDType(type)) << info.name.str();
    EXPECT_EQ(getScalarKind(type), info.kind) << info.name.str();
    EXPECT_EQ(getItemSize(type), static_cast<int64_t>(info.getItemSize()))
        << info.name.str();
    EXPECT_EQ(isHalfStorageType(type), info.isHalf()) << info.name.str();
    EXPECT_EQ(::uop::lookupScalarDType(info.name), &info);
  }
  EXPECT_EQ(getScalarType(&context, ::uop::ScalarKind::U16),
            builder.getIntegerType(16, /*isSigned=*/false));
  EXPECT_EQ(getScalarType(&context, ::uop::ScalarKind::I16),
            builder.getI16Type());
  EXPECT_EQ(getScalarKind(builder.getIntegerType(32, true)), std::nullopt);
  EXPECT_EQ(getScalarKind(builder.getIndexType()), std::nullopt);
  EXPECT_EQ(::uop::lookupScalarDType("float"), nullptr);
}
