//===- UOpToSCF.h - uop kernels to func and scf -----------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// A linearized kernel is lowered in two steps:
//
//  1. Structure (`convertKernelToRegions`): the kernel becomes a `func.func`
//     (CPU) or a `gpu.func` (GPU) from its signature, each range/endrange an
//     `scf.for` that carries the accumulators naming it as iter_args (the
//     phis give what each iteration yields), each if/endif an `scf.if`. The
//     other uop ops keep their types and move into those regions; on the CPU
//     the thread indices become the induction variables of an
//     `scf.parallel`, split at barriers into per-phase thread loops.
//  2. Ops (`applyPartialConversion`): one `OpConversionPattern` per uop op,
//     under `UOpTypeConverter`, composable with upstream patterns.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H
#define UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "uop/Dialect/UOp/IR/KernelABI.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"

namespace mlir {
namespace uop {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// The type a uop value lowers to: signless integers, f32 for the half
/// storage formats (their compute type), vectors of those.
Type getLoweredType(Type dtype);

/// The element type a buffer of `dtype` holds in memory: half types in their
/// storage format, bool as i8 (0 or 1), others as lowered.
Type getMemoryElementType(Type dtype);

/// A uop constant (at its dtype's compute type) as a constant of
/// `getLoweredType(dtype)`: unsigned integers become signless.
TypedAttr getLoweredConstant(Attribute value, Type dtype);

/// Maps uop types to the standard dialects' types: each dtype to
/// `getLoweredType`, a `!uop.ptr<T>` to `memref<?xE>` with E its
/// `getMemoryElementType`. Other types are legal as they are.
class UOpTypeConverter : public TypeConverter {
public:
  UOpTypeConverter();
};

//===----------------------------------------------------------------------===//
// Step 1: structure
//===----------------------------------------------------------------------===//

/// What a kernel's structure is built for.
enum class KernelTarget {
  /// A `func.func`: the threads run as loops (`scf.parallel`), split at
  /// barriers into phases (loop fission, as PoCL does).
  CPU,
  /// NVVM: a `gpu.func` kernel; thread indices, local memory and barriers
  /// stay uop ops for `populateUOpToGPUConversionPatterns`.
  NVVM,
  /// SPIR-V for Vulkan or OpenCL: as NVVM, and each kernel gets its entry
  /// point ABI (its workgroup size, which must then be static).
  SPIRVVulkan,
  SPIRVOpenCL,
};

/// The unit attribute on the function of a `strict_float` kernel: its float
/// arithmetic is computed as written, which `uop-spirv-strict-float`
/// enforces for SPIR-V drivers.
inline constexpr llvm::StringLiteral kStrictFloatAttrName = "uop.strict_float";

/// The unit attribute on the CPU function of a kernel that is not
/// `strict_float`: the ALU patterns let its float adds, subtractions and
/// multiplications contract (a multiply and an add may fuse), as C
/// compilers do within an expression and tinygrad's C gets from clang.
/// Elsewhere (a function that is no kernel's, a GPU kernel) float
/// arithmetic stays as written. `applyUOpConversion` drops it.
inline constexpr llvm::StringLiteral kContractFloatAttrName =
    "uop.contract_float";

/// The unit attribute on a signed integer add, sub or mul of a CPU kernel
/// whose exact result the kernel's integer ranges (`computeIntegerRanges`)
/// keep within its dtype: the ALU patterns lower it with `nsw`, as C's
/// signed arithmetic is, so that LLVM may widen the indices it computes and
/// step pointers instead of recomputing them. `convertKernelToRegions` sets
/// it; lowering the op drops it.
inline constexpr llvm::StringLiteral kNoSignedWrapAttrName =
    "uop.no_signed_wrap";

/// Replaces the linearized `kernel` by its structured function (see the file
/// comment): a `func.func` in its place for the CPU, a `gpu.func` kernel at
/// the end of `gpuModule` otherwise. The function's arguments are the
/// buffers by index, then the variables (`getKernelSignature`), with their
/// uop types. The `arith`, `llvm`, `memref`, `scf` and `vector` dialects, and
/// `func` (CPU) or `gpu` (GPU targets), must be loaded: a pass declares them
/// as dependent dialects. On a kernel that cannot be structured (not
/// linearized, a barrier in a loop whose bounds differ between threads, a
/// dialect not loaded, no `gpuModule` for a GPU target, ...) emits an error
/// naming the op and leaves the kernel in place. It does not check what a
/// GPU target can hold: callers run `checkUOpKernelForNVVM` or
/// `checkUOpKernelForSPIRV` first, as `convert-uop-to-gpu` does.
FailureOr<FunctionOpInterface>
convertKernelToRegions(KernelOp kernel, KernelTarget target,
                       gpu::GPUModuleOp gpuModule = {});

//===----------------------------------------------------------------------===//
// Step 2: ops
//===----------------------------------------------------------------------===//

/// ALU ops, constants, vector element reads and writes, casts, bitcasts and
/// noops to `arith`, `math` and `vector`. Unsigned dtypes pick the unsigned
/// arith ops, bools C `_Bool`'s logic, halves compute in f32.
void populateUOpToArithConversionPatterns(const TypeConverter &typeConverter,
                                          RewritePatternSet &patterns);

/// How a vector load or store reaches memory.
enum class VectorAccess {
  /// One `vector.load`/`vector.store`.
  Whole,
  /// Element by element: SPIR-V's logical addressing has no vector view of
  /// a scalar buffer.
  ByElement,
};

/// Loads and stores to `memref`/`vector` loads and stores (gated ones under
/// an `scf.if`), and local buffers to stack allocations (the CPU's
/// workgroup memory; a GPU target adds its own pattern for them). A buffer
/// operand is used with the type its definition has, so that a static local
/// buffer keeps its shape and memory space.
void populateUOpToMemRefConversionPatterns(
    const TypeConverter &typeConverter, RewritePatternSet &patterns,
    VectorAccess vectorAccess = VectorAccess::Whole);

/// Required with any of the sets above on structured kernels. The type
/// converter must outlive `target`, whose legality callbacks refer to it.
/// The structure's own ops with uop types: function signatures, calls and
/// returns, `scf.for` iter_args and yields, `vector.insert`/`vector.extract` on accumulators,
/// and the casts between uop values and the CPU's per-thread memory,
/// converted by `typeConverter`.
void populateUOpToSCFConversionPatterns(const TypeConverter &typeConverter,
                                        RewritePatternSet &patterns,
                                        ConversionTarget &target);

/// Makes the uop dialect illegal and what the patterns above produce legal.
void configureUOpToStandardLegality(ConversionTarget &target);

/// Step 2 on `ops` (the functions `convertKernelToRegions` made, or any
/// holding uop ops): a partial conversion with `patterns` that folds nothing
/// (each op is lowered as written) and never rolls back (the patterns do
/// not fail once they have changed the IR). Only those ops are converted:
/// other functions of the module keep their types. Drops their
/// kContractFloatAttrName, which the patterns have read.
LogicalResult applyUOpConversion(ArrayRef<Operation *> ops,
                                 const ConversionTarget &target,
                                 RewritePatternSet &&patterns);

} // namespace uop
} // namespace mlir

#endif // UOP_CONVERSION_UOPTOSCF_UOPTOSCF_H
