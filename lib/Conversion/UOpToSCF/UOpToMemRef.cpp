//===- UOpToMemRef.cpp - uop loads, stores and buffers to memref ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::uop;

namespace {

/// The patterns below take their operands as mapped, without the type
/// converter: a buffer's memref type depends on its definition (a static
/// local buffer, a workgroup attribution), which its pointer type does not
/// record, and every other operand already has its lowered type.
template <typename SourceOp>
struct MemoryAccessLowering : public OpConversionPattern<SourceOp> {
  MemoryAccessLowering(MLIRContext *context, VectorAccess vectorAccess)
      : OpConversionPattern<SourceOp>(context), vectorAccess(vectorAccess) {}

  VectorAccess vectorAccess;
};

Value indexAt(OpBuilder &b, Location l, Value index, int64_t lane) {
  return arith::AddIOp::create(b, l, index,
                               arith::ConstantIndexOp::create(b, l, lane));
}

/// `stored`, as memory holds a `dtype` value (getMemoryElementType), as the
/// value: a half extended to f32, a bool byte truncated to i1.
Value fromMemory(OpBuilder &b, Location l, Value stored, Type dtype) {
  Type lowered = getLoweredType(dtype);
  if (stored.getType() == lowered)
    return stored;
  if (isHalfStorageType(dtype))
    return arith::ExtFOp::create(b, l, lowered, stored);
  return arith::TruncIOp::create(b, l, lowered, stored);
}

/// `value`, a lowered `dtype` value, as a buffer of `element`s holds it: a
/// half rounded to its storage format, a bool as a byte of 0 or 1.
Value toMemory(OpBuilder &b, Location l, Value value, Type dtype,
               Type element) {
  Type storage = element;
  if (auto vectorType = dyn_cast<VectorType>(value.getType()))
    storage = VectorType::get(vectorType.getShape(), storage);
  if (value.getType() == storage)
    return value;
  if (isHalfStorageType(dtype))
    return arith::TruncFOp::create(b, l, storage, value);
  return arith::ExtUIOp::create(b, l, storage, value);
}

struct LoadOpLowering : public MemoryAccessLowering<LoadOp> {
  using MemoryAccessLowering::MemoryAccessLowering;

  LogicalResult
  matchAndRewrite(LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type dtype = op.getType();
    Value buf = adaptor.getBuf();
    auto emitLoad = [&](OpBuilder &b, Location l) -> Value {
      Value index =
          arith::IndexCastOp::create(b, l, b.getIndexType(), adaptor.getIdx());
      Type element = cast<MemRefType>(buf.getType()).getElementType();
      Value loaded;
      auto vectorType = dyn_cast<VectorType>(dtype);
      if (vectorType && vectorAccess == VectorAccess::ByElement) {
        SmallVector<Value> elements;
        for (int64_t lane = 0; lane < vectorType.getNumElements(); ++lane)
          elements.push_back(memref::LoadOp::create(
              b, l, buf, ValueRange{indexAt(b, l, index, lane)}));
        loaded = vector::FromElementsOp::create(
            b, l, VectorType::get(vectorType.getShape(), element), elements);
      } else if (vectorType) {
        loaded = vector::LoadOp::create(
            b, l, VectorType::get(vectorType.getShape(), element), buf,
            ValueRange{index});
      } else {
        loaded = memref::LoadOp::create(b, l, buf, ValueRange{index});
      }
      return fromMemory(b, l, loaded, dtype);
    };
    if (!op.getGate()) {
      rewriter.replaceOp(op, emitLoad(rewriter, op.getLoc()));
      return success();
    }
    // A gated load touches memory only where its gate holds.
    auto ifOp = scf::IfOp::create(
        rewriter, op.getLoc(), adaptor.getGate(),
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(b, l, emitLoad(b, l));
        },
        [&](OpBuilder &b, Location l) {
          scf::YieldOp::create(b, l, adaptor.getAlt());
        });
    rewriter.replaceOp(op, ifOp.getResults());
    return success();
  }
};

struct StoreOpLowering : public MemoryAccessLowering<StoreOp> {
  using MemoryAccessLowering::MemoryAccessLowering;

  LogicalResult
  matchAndRewrite(StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type dtype = op.getValue().getType();
    Value buf = adaptor.getBuf();
    auto emitStore = [&](OpBuilder &b, Location l) {
      Value index =
          arith::IndexCastOp::create(b, l, b.getIndexType(), adaptor.getIdx());
      Type element = cast<MemRefType>(buf.getType()).getElementType();
      Value value = adaptor.getValue();
      auto vectorType = dyn_cast<VectorType>(dtype);
      if (vectorType && vectorAccess == VectorAccess::ByElement) {
        // Lanes are taken at their lowered type, which the conversion
        // keeps legal.
        for (int64_t lane = 0; lane < vectorType.getNumElements(); ++lane) {
          Value laneValue =
              vector::ExtractOp::create(b, l, value, ArrayRef<int64_t>{lane});
          memref::StoreOp::create(b, l,
                                  toMemory(b, l, laneValue, dtype, element),
                                  buf, ValueRange{indexAt(b, l, index, lane)});
        }
      } else if (vectorType) {
        vector::StoreOp::create(b, l, toMemory(b, l, value, dtype, element),
                                buf, ValueRange{index});
      } else {
        memref::StoreOp::create(b, l, toMemory(b, l, value, dtype, element),
                                buf, ValueRange{index});
      }
    };
    if (!op.getGate()) {
      emitStore(rewriter, op.getLoc());
    } else {
      scf::IfOp::create(rewriter, op.getLoc(), adaptor.getGate(),
                        [&](OpBuilder &b, Location l) {
                          emitStore(b, l);
                          scf::YieldOp::create(b, l);
                        });
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// A local buffer on the CPU: a stack allocation of the workgroup, seen
/// through the dynamic shape every buffer has.
struct DefineLocalOpLowering : public OpConversionPattern<DefineLocalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DefineLocalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = dyn_cast_or_null<MemRefType>(
        getTypeConverter()->convertType(op.getType()));
    if (!type)
      return failure();
    Value buffer = memref::AllocaOp::create(
        rewriter, op.getLoc(),
        MemRefType::get({op.getSizeAttr().getInt()}, type.getElementType()));
    rewriter.replaceOpWithNewOp<memref::CastOp>(op, type, buffer);
    return success();
  }
};

} // namespace

void mlir::uop::populateUOpToMemRefConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns,
    VectorAccess vectorAccess) {
  patterns.add<LoadOpLowering, StoreOpLowering>(patterns.getContext(),
                                                vectorAccess);
  patterns.add<DefineLocalOpLowering>(typeConverter, patterns.getContext());
}
