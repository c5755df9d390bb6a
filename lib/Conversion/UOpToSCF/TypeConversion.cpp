//===- TypeConversion.cpp - uop types to standard types -------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The type mapping, and the patterns that retype the structure's own ops
// (function signatures, loop-carried accumulators) with it.
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::uop;

Type mlir::uop::getLoweredType(Type dtype) {
  Type scalar = getScalarDType(getComputeType(dtype));
  if (auto intType = dyn_cast<IntegerType>(scalar))
    scalar = IntegerType::get(dtype.getContext(), intType.getWidth());
  if (auto vectorType = dyn_cast<VectorType>(dtype))
    return VectorType::get(vectorType.getShape(), scalar);
  return scalar;
}

Type mlir::uop::getMemoryElementType(Type dtype) {
  if (isHalfStorageType(dtype))
    return dtype;
  Type lowered = getLoweredType(dtype);
  // A bool is a byte in memory, as in tinygrad's buffers and C's _Bool; LLVM
  // does not vectorize accesses to i1, whose size is not a whole byte.
  if (lowered.isInteger(1))
    return IntegerType::get(dtype.getContext(), 8);
  return lowered;
}

TypedAttr mlir::uop::getLoweredConstant(Attribute value, Type dtype) {
  Type lowered = getLoweredType(dtype);
  auto convert = [&](Attribute scalar) -> Attribute {
    if (auto intAttr = dyn_cast<IntegerAttr>(scalar))
      return IntegerAttr::get(getElementTypeOrSelf(lowered), intAttr.getValue());
    return scalar;
  };
  if (auto splat = dyn_cast<SplatElementsAttr>(value))
    return SplatElementsAttr::get(cast<ShapedType>(lowered),
                                  convert(splat.getSplatValue<Attribute>()));
  return cast<TypedAttr>(convert(value));
}

UOpTypeConverter::UOpTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](Type type) -> std::optional<Type> {
    if (!isDType(type))
      return std::nullopt;
    return getLoweredType(type);
  });
  addConversion([](PtrType ptr) -> Type {
    return MemRefType::get({ShapedType::kDynamic},
                           getMemoryElementType(ptr.getElementType()));
  });
}

namespace {
/// A `vector.insert` or `vector.extract` whose types the converter changes
/// (an accumulator of half vectors): the same op on the converted values.
template <typename VectorOp>
struct RetypeVectorOp : public OpConversionPattern<VectorOp> {
  using OpConversionPattern<VectorOp>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(VectorOp op, typename VectorOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType =
        this->getTypeConverter()->convertType(op.getResult().getType());
    if (!resultType)
      return failure();
    Operation *converted = rewriter.create(
        op.getLoc(), op->getName().getIdentifier(), adaptor.getOperands(),
        resultType, op->getAttrs());
    rewriter.replaceOp(op, converted->getResults());
    return success();
  }
};
/// A cast the structure made between a uop value and its lowered type (for
/// memory of the CPU's own making): the value, once its types are lowered.
struct BridgeCastLowering
    : public OpConversionPattern<UnrealizedConversionCastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(UnrealizedConversionCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getNumOperands() != 1 || op.getNumResults() != 1 ||
        getTypeConverter()->convertType(op.getResult(0).getType()) !=
            adaptor.getInputs()[0].getType())
      return failure();
    rewriter.replaceOp(op, adaptor.getInputs());
    return success();
  }
};
} // namespace

void mlir::uop::populateUOpToSCFConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns,
    ConversionTarget &target) {
  scf::populateSCFStructuralTypeConversionsAndLegality(typeConverter, patterns,
                                                       target);
  populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                 typeConverter);
  populateFunctionOpInterfaceTypeConversionPattern<gpu::GPUFuncOp>(
      patterns, typeConverter);
  populateReturnOpTypeConversionPattern(patterns, typeConverter);
  populateCallOpTypeConversionPattern(patterns, typeConverter);
  patterns.add<RetypeVectorOp<vector::InsertOp>,
               RetypeVectorOp<vector::ExtractOp>, BridgeCastLowering>(
      typeConverter, patterns.getContext());
  auto hasLegalTypes = [&typeConverter](Operation *op) {
    return typeConverter.isLegal(op);
  };
  target.addDynamicallyLegalOp<vector::InsertOp, vector::ExtractOp,
                               UnrealizedConversionCastOp, func::ReturnOp,
                               func::CallOp>(hasLegalTypes);
  target.addDynamicallyLegalOp<func::FuncOp, gpu::GPUFuncOp>(
      [&typeConverter](Operation *op) {
        auto function = cast<FunctionOpInterface>(op);
        return typeConverter.isSignatureLegal(
                   cast<FunctionType>(function.getFunctionType())) &&
               typeConverter.isLegal(&function.getFunctionBody());
      });
}
