//===- UOpToGPU.cpp - uop kernels to gpu.func kernels ---------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Conversion/UOpToGPU/UOpToGPU.h"
#include "uop/Conversion/Passes.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_CONVERTUOPTOGPU
#include "uop/Conversion/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

namespace {

struct SpecialOpLowering : public OpConversionPattern<SpecialOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(SpecialOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location l = op.getLoc();
    auto dim = static_cast<gpu::Dimension>(op.getDimAttr().getInt());
    Value index;
    if (op.isLocal())
      index = gpu::ThreadIdOp::create(rewriter, l, dim);
    else if (op.getName().starts_with("gidx"))
      index = gpu::BlockIdOp::create(rewriter, l, dim);
    else
      index = gpu::GlobalIdOp::create(rewriter, l, dim);
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(op, rewriter.getI32Type(),
                                                    index);
    return success();
  }
};

/// A local buffer: a workgroup attribution of the enclosing kernel.
struct DefineLocalOpLowering : public OpConversionPattern<DefineLocalOp> {
  DefineLocalOpLowering(const TypeConverter &typeConverter,
                        MLIRContext *context)
      : OpConversionPattern(typeConverter, context, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(DefineLocalOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto func = op->getParentOfType<gpu::GPUFuncOp>();
    if (!func)
      return rewriter.notifyMatchFailure(op, "not in a gpu.func");
    auto type = MemRefType::get(
        {op.getSizeAttr().getInt()},
        getMemoryElementType(op.getType().getElementType()),
        MemRefLayoutAttrInterface(),
        gpu::AddressSpaceAttr::get(rewriter.getContext(),
                                   gpu::AddressSpace::Workgroup));
    BlockArgument attribution;
    rewriter.modifyOpInPlace(func, [&] {
      attribution = func.addWorkgroupAttribution(type, op.getLoc());
    });
    rewriter.replaceOp(op, attribution);
    return success();
  }
};

struct BarrierOpLowering : public OpConversionPattern<BarrierOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(BarrierOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    gpu::BarrierOp::create(rewriter, op.getLoc());
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::uop::populateUOpToGPUConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<SpecialOpLowering, DefineLocalOpLowering, BarrierOpLowering>(
      typeConverter, patterns.getContext());
}

void mlir::uop::configureUOpToGPULegality(ConversionTarget &target) {
  configureUOpToStandardLegality(target);
  target.addLegalDialect<gpu::GPUDialect>();
}

namespace {
struct ConvertUOpToGPUPass
    : public uop::impl::ConvertUOpToGPUBase<ConvertUOpToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (module.getOps<KernelOp>().empty())
      return;
    KernelTarget target = KernelTarget::NVVM;
    if (spirvClientAPI == "vulkan")
      target = KernelTarget::SPIRVVulkan;
    else if (spirvClientAPI == "opencl")
      target = KernelTarget::SPIRVOpenCL;
    else if (!spirvClientAPI.empty()) {
      module.emitError() << "convert-uop-to-gpu: spirv-client-api '"
                         << spirvClientAPI
                         << "' is not supported; use 'vulkan' or 'opencl'";
      return signalPassFailure();
    }
    bool forSPIRV = target != KernelTarget::NVVM;
    OpBuilder builder(module.getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    builder.getUnitAttr());
    if (forSPIRV)
      module->setAttr(spirv::getTargetEnvAttrName(),
                      getUOpSPIRVTargetEnv(&getContext(),
                                           target == KernelTarget::SPIRVVulkan));
    builder.setInsertionPointToEnd(module.getBody());
    auto gpuModule =
        gpu::GPUModuleOp::create(builder, module.getLoc(), "kernels");

    // Each kernel is checked for its target, then structured; a kernel
    // that fails reports why and stays in place.
    bool converted = true;
    for (KernelOp kernel :
         llvm::make_early_inc_range(module.getOps<KernelOp>())) {
      LogicalResult lowerable =
          forSPIRV ? checkUOpKernelForSPIRV(
                         kernel, target == KernelTarget::SPIRVVulkan)
                   : checkUOpKernelForNVVM(kernel);
      converted &= succeeded(lowerable) &&
                   succeeded(convertKernelToRegions(kernel, target, gpuModule));
    }
    if (!converted)
      return signalPassFailure();

    UOpTypeConverter typeConverter;
    ConversionTarget conversionTarget(getContext());
    configureUOpToGPULegality(conversionTarget);
    RewritePatternSet patterns(&getContext());
    populateUOpToArithConversionPatterns(typeConverter, patterns);
    populateUOpToSCFConversionPatterns(typeConverter, patterns,
                                       conversionTarget);
    populateUOpToGPUConversionPatterns(typeConverter, patterns);
    if (forSPIRV) {
      populateUOpToSPIRVConversionPatterns(typeConverter, patterns);
    } else {
      populateUOpToMemRefConversionPatterns(typeConverter, patterns);
      populateUOpWmmaToNVVMConversionPatterns(typeConverter, patterns);
      conversionTarget.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect>();
    }
    if (failed(applyUOpConversion({gpuModule}, conversionTarget,
                                  std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
