//===- UOpToSPIRVPatterns.cpp - what SPIR-V needs of the uop lowering -----===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToSPIRV/UOpToSPIRV.h"
#include "uop/Conversion/UOpToSCF/UOpToSCF.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"

using namespace mlir;
using namespace mlir::uop;

spirv::TargetEnvAttr mlir::uop::getUOpSPIRVTargetEnv(MLIRContext *context,
                                                     bool forVulkan) {
  using spirv::Capability;
  spirv::VerCapExtAttr triple;
  if (forVulkan)
    triple = spirv::VerCapExtAttr::get(
        spirv::Version::V_1_3,
        {Capability::Shader, Capability::Int64, Capability::Int16,
         Capability::Int8, Capability::Float16, Capability::Float64,
         Capability::StorageBuffer16BitAccess,
         Capability::StorageBuffer8BitAccess,
         Capability::SignedZeroInfNanPreserve},
        {spirv::Extension::SPV_KHR_storage_buffer_storage_class,
         spirv::Extension::SPV_KHR_16bit_storage,
         spirv::Extension::SPV_KHR_8bit_storage,
         spirv::Extension::SPV_KHR_float_controls},
        context);
  else
    triple = spirv::VerCapExtAttr::get(
        spirv::Version::V_1_2,
        {Capability::Kernel, Capability::Addresses, Capability::Int64,
         Capability::Int16, Capability::Int8, Capability::Float16Buffer,
         Capability::Float64},
        {}, context);
  return spirv::TargetEnvAttr::get(
      triple, spirv::getDefaultResourceLimits(context),
      forVulkan ? spirv::ClientAPI::Vulkan : spirv::ClientAPI::OpenCL);
}

LogicalResult mlir::uop::checkUOpKernelForSPIRV(KernelOp kernel,
                                                bool forVulkan) {
  StringRef target = forVulkan ? "Vulkan" : "OpenCL";
  WalkResult result = kernel.walk([&](Operation *op) {
    for (Type type : op->getResultTypes()) {
      if (auto ptr = dyn_cast<PtrType>(type))
        type = ptr.getElementType();
      if (!isDType(type))
        continue;
      Type scalar = getScalarDType(type);
      if (getLaneCount(type) > 4) {
        op->emitOpError() << "has dtype " << type
                          << ", which cannot be lowered for " << target
                          << ": SPIR-V vectors have at most 4 elements here";
        return WalkResult::interrupt();
      }
      if (scalar.isBF16()) {
        op->emitOpError() << "has dtype " << type
                          << ", which cannot be lowered for " << target
                          << ": the SPIR-V target environment has no "
                             "bfloat16 (SPV_KHR_bfloat16)";
        return WalkResult::interrupt();
      }
      if (scalar.isF16() && !forVulkan) {
        op->emitOpError()
            << "has dtype " << type
            << ", which cannot be lowered for OpenCL: float16 values need "
               "the Float16 capability (cl_khr_fp16), which the OpenCL "
               "profiles that spirv-val checks do not allow";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

namespace {
/// A local buffer: an allocation in the Workgroup storage class.
struct DefineLocalOpLowering : public OpConversionPattern<DefineLocalOp> {
  DefineLocalOpLowering(const TypeConverter &typeConverter,
                        MLIRContext *context)
      : OpConversionPattern(typeConverter, context, /*benefit=*/3) {}

  LogicalResult
  matchAndRewrite(DefineLocalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = MemRefType::get(
        {op.getSizeAttr().getInt()},
        getMemoryElementType(op.getType().getElementType()),
        MemRefLayoutAttrInterface(), rewriter.getI64IntegerAttr(3));
    rewriter.replaceOpWithNewOp<memref::AllocOp>(op, type);
    return success();
  }
};
} // namespace

void mlir::uop::populateUOpToSPIRVConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  populateUOpToMemRefConversionPatterns(typeConverter, patterns,
                                        VectorAccess::ByElement);
  patterns.add<DefineLocalOpLowering>(typeConverter, patterns.getContext());
}
