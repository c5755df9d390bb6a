//===- X86FloatToInt.cpp - x86's own float-to-integer conversions ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "X86FloatToInt.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicsX86.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Local.h"
#include <cmath>
#include <numeric>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {

/// The x86 features the conversions need. `avx512` also says the function
/// prefers 512-bit vectors (some CPUs run 256-bit ones faster).
struct Features {
  bool avx, avx512, avx512dq, avx512vl, is64Bit;
};

/// One of x86's truncating conversions of a vector: its operand's lanes and
/// its result's (the conversions of two doubles to int32 yield four, the
/// last two 0), and whether it takes AVX-512's passthrough and mask
/// operands and a rounding operand.
struct VectorConversion {
  Intrinsic::ID id;
  unsigned lanes, resultLanes;
  bool masked, rounding;
};

/// The vector conversions of `element` (float or double) to integers of
/// `width` (32 or 64) bits that `features` offer, the widest first.
SmallVector<VectorConversion, 3>
vectorConversions(Type *element, unsigned width, const Features &features) {
  SmallVector<VectorConversion, 3> conversions;
  bool isFloat = element->isFloatTy();
  if (width == 64) {
    // AVX-512DQ's vcvttps2qq and vcvttpd2qq; their narrower forms need VL.
    if (!features.avx512dq)
      return conversions;
    if (features.avx512)
      conversions.push_back({isFloat ? Intrinsic::x86_avx512_mask_cvttps2qq_512
                                     : Intrinsic::x86_avx512_mask_cvttpd2qq_512,
                             8, 8, /*masked=*/true, /*rounding=*/true});
    if (!features.avx512vl)
      return conversions;
    conversions.push_back({isFloat ? Intrinsic::x86_avx512_mask_cvttps2qq_256
                                   : Intrinsic::x86_avx512_mask_cvttpd2qq_256,
                           4, 4, /*masked=*/true, /*rounding=*/false});
    if (!isFloat)
      conversions.push_back({Intrinsic::x86_avx512_mask_cvttpd2qq_128, 2, 2,
                             /*masked=*/true, /*rounding=*/false});
    return conversions;
  }
  if (features.avx512)
    conversions.push_back({isFloat ? Intrinsic::x86_avx512_mask_cvttps2dq_512
                                   : Intrinsic::x86_avx512_mask_cvttpd2dq_512,
                           isFloat ? 16u : 8u, isFloat ? 16u : 8u,
                           /*masked=*/true, /*rounding=*/true});
  if (features.avx)
    conversions.push_back({isFloat ? Intrinsic::x86_avx_cvtt_ps2dq_256
                                   : Intrinsic::x86_avx_cvtt_pd2dq_256,
                           isFloat ? 8u : 4u, isFloat ? 8u : 4u,
                           /*masked=*/false, /*rounding=*/false});
  conversions.push_back(
      {isFloat ? Intrinsic::x86_sse2_cvttps2dq : Intrinsic::x86_sse2_cvttpd2dq,
       isFloat ? 4u : 2u, 4, /*masked=*/false, /*rounding=*/false});
  return conversions;
}

/// `x` (of `conversion.lanes` lanes) converted by `conversion` to integers
/// of type `integer`.
Value *convertPiece(IRBuilderBase &builder, const VectorConversion &conversion,
                    Type *integer, Value *x) {
  SmallVector<Value *, 4> operands{x};
  if (conversion.masked) {
    // Every lane kept: a mask bit per lane (at least 8).
    operands.push_back(Constant::getNullValue(
        FixedVectorType::get(integer, conversion.resultLanes)));
    operands.push_back(Constant::getAllOnesValue(
        builder.getIntNTy(std::max(conversion.resultLanes, 8u))));
  }
  // 4: the current rounding direction (truncation is the conversion's own).
  if (conversion.rounding)
    operands.push_back(builder.getInt32(4));
  Value *converted = builder.CreateIntrinsic(conversion.id, {}, operands);
  if (conversion.resultLanes == conversion.lanes)
    return converted;
  SmallVector<int> low(conversion.lanes);
  std::iota(low.begin(), low.end(), 0);
  return builder.CreateShuffleVector(converted, low);
}

/// `x` (float or double, scalar or vector) converted to integers of
/// `width` bits the x86 way, or null where no conversion of `features`
/// takes its length or a divisor of it.
Value *convertToInteger(IRBuilderBase &builder, Value *x, unsigned width,
                        const Features &features) {
  Type *type = x->getType();
  Type *element = type->getScalarType();
  if (!element->isFloatTy() && !element->isDoubleTy())
    return nullptr;
  bool isFloat = element->isFloatTy();
  if (isa<ScalableVectorType>(type))
    return nullptr;
  auto *vectorType = dyn_cast<FixedVectorType>(type);
  if (!vectorType) {
    if (width == 64 && !features.is64Bit)
      return nullptr;
    Intrinsic::ID id = width == 64 ? (isFloat ? Intrinsic::x86_sse_cvttss2si64
                                              : Intrinsic::x86_sse2_cvttsd2si64)
                                   : (isFloat ? Intrinsic::x86_sse_cvttss2si
                                              : Intrinsic::x86_sse2_cvttsd2si);
    Type *operand = FixedVectorType::get(element, isFloat ? 4 : 2);
    return builder.CreateIntrinsic(
        id, {},
        {builder.CreateInsertElement(PoisonValue::get(operand), x,
                                     builder.getInt64(0))});
  }
  Type *integer = builder.getIntNTy(width);
  unsigned lanes = vectorType->getNumElements();
  for (const VectorConversion &conversion :
       vectorConversions(element, width, features)) {
    if (lanes % conversion.lanes != 0)
      continue;
    if (lanes == conversion.lanes)
      return convertPiece(builder, conversion, integer, x);
    SmallVector<Value *> pieces;
    for (unsigned first = 0; first < lanes; first += conversion.lanes) {
      SmallVector<int> piece(conversion.lanes);
      std::iota(piece.begin(), piece.end(), first);
      pieces.push_back(convertPiece(builder, conversion, integer,
                                    builder.CreateShuffleVector(x, piece)));
    }
    return concatenateVectors(builder, pieces);
  }
  return nullptr;
}

} // namespace

PreservedAnalyses
mlir::uop::X86FloatToIntPass::run(Function &function,
                                  FunctionAnalysisManager &functions) {
  const TargetSubtargetInfo *subtarget = machine.getSubtargetImpl(function);
  if (!machine.getTargetTriple().isX86() || !subtarget ||
      !subtarget->checkFeatures("+sse2"))
    return PreservedAnalyses::all();
  unsigned vectorBits =
      functions.getResult<TargetIRAnalysis>(function)
          .getRegisterBitWidth(TargetTransformInfo::RGK_FixedWidthVector)
          .getFixedValue();
  Features features{subtarget->checkFeatures("+avx"),
                    subtarget->checkFeatures("+avx512f") && vectorBits >= 512,
                    subtarget->checkFeatures("+avx512dq"),
                    subtarget->checkFeatures("+avx512vl"),
                    machine.getTargetTriple().isArch64Bit()};

  SmallVector<std::tuple<Instruction *, Value *, unsigned>> guarded;
  for (Instruction &inst : instructions(function)) {
    Type *result = inst.getType()->getScalarType();
    if (!result->isIntegerTy(32) && !result->isIntegerTy(64))
      continue;
    unsigned width = result->getIntegerBitWidth();
    Value *x;
    const APFloat *bound;
    if (match(&inst,
              m_Select(m_SpecificFCmp(FCmpInst::FCMP_OLT, m_FAbs(m_Value(x)),
                                      m_APFloat(bound)),
                       m_FPToSI(m_Deferred(x)),
                       m_SpecificInt(APInt::getSignedMinValue(width)))) &&
        bound->isExactlyValue(std::ldexp(1.0, width - 1)))
      guarded.emplace_back(&inst, x, width);
  }
  bool changed = false;
  for (auto [select, x, width] : guarded) {
    IRBuilder<> builder(select);
    Value *converted = convertToInteger(builder, x, width, features);
    if (!converted)
      continue;
    select->replaceAllUsesWith(converted);
    RecursivelyDeleteTriviallyDeadInstructions(select);
    changed = true;
  }
  if (!changed)
    return PreservedAnalyses::all();
  PreservedAnalyses preserved;
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}
