//===- UOpToGPU.h - uop thread indices, local memory, barriers --*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTOGPU_UOPTOGPU_H
#define UOP_CONVERSION_UOPTOGPU_UOPTOGPU_H

#include "uop/Conversion/UOpToSCF/UOpToSCF.h"

namespace mlir {
namespace uop {

/// The ops a GPU runs itself, inside a `gpu.func` (see
/// `convertKernelToRegions`): `gidx` thread indices to `gpu.block_id`,
/// `lidx` ones to `gpu.thread_id`, `idx` ones to `gpu.global_id`; local
/// buffers to workgroup attributions of the enclosing `gpu.func`; barriers
/// to `gpu.barrier`. They take precedence over the CPU's local buffers of
/// `populateUOpToMemRefConversionPatterns`.
void populateUOpToGPUConversionPatterns(const TypeConverter &typeConverter,
                                        RewritePatternSet &patterns);

/// Makes the `gpu` dialect legal, and the rest as
/// `configureUOpToStandardLegality`.
void configureUOpToGPULegality(ConversionTarget &target);

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTOGPU_UOPTOGPU_H
