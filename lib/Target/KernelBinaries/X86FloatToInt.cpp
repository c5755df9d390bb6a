//===- X86FloatToInt.cpp - x86's own float-to-int32 conversion ------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "X86FloatToInt.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicsX86.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Utils/Local.h"
#include <numeric>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {

/// One of x86's truncating conversions to int32 of a vector: its operand's
/// lanes and, for the AVX-512 forms, the mask and rounding operands it
/// takes. The conversions of two doubles yield four lanes, the last two 0.
struct VectorConversion {
  Intrinsic::ID id;
  unsigned lanes;
  bool masked;
};

/// The vector conversions of `element` (float or double) that features
/// with AVX (`avx`) and AVX-512 (`avx512`) offer, the widest first.
SmallVector<VectorConversion, 3> vectorConversions(Type *element, bool avx,
                                                   bool avx512) {
  SmallVector<VectorConversion, 3> conversions;
  bool isFloat = element->isFloatTy();
  if (avx512)
    conversions.push_back({isFloat ? Intrinsic::x86_avx512_mask_cvttps2dq_512
                                   : Intrinsic::x86_avx512_mask_cvttpd2dq_512,
                           isFloat ? 16u : 8u, /*masked=*/true});
  if (avx)
    conversions.push_back({isFloat ? Intrinsic::x86_avx_cvtt_ps2dq_256
                                   : Intrinsic::x86_avx_cvtt_pd2dq_256,
                           isFloat ? 8u : 4u, /*masked=*/false});
  conversions.push_back(
      {isFloat ? Intrinsic::x86_sse2_cvttps2dq : Intrinsic::x86_sse2_cvttpd2dq,
       isFloat ? 4u : 2u, /*masked=*/false});
  return conversions;
}

/// `x` (lanes of `conversion.lanes`) converted by `conversion`.
Value *convertPiece(IRBuilderBase &builder, const VectorConversion &conversion,
                    Value *x) {
  auto *result = FixedVectorType::get(builder.getInt32Ty(), conversion.lanes);
  if (conversion.masked) {
    // All lanes kept; 4: the current rounding direction (truncation is the
    // conversion's own).
    Value *allLanes = builder.getIntN(conversion.lanes, -1);
    return builder.CreateIntrinsic(
        conversion.id, {},
        {x, Constant::getNullValue(result), allLanes, builder.getInt32(4)});
  }
  Value *converted = builder.CreateIntrinsic(conversion.id, {}, {x});
  if (cast<FixedVectorType>(converted->getType())->getNumElements() ==
      conversion.lanes)
    return converted;
  SmallVector<int> low(conversion.lanes);
  std::iota(low.begin(), low.end(), 0);
  return builder.CreateShuffleVector(converted, low);
}

/// `x` (float or double, scalar or vector) converted to int32 the x86 way,
/// or null where no conversion of the features takes its length or a
/// divisor of it.
Value *convertToInt32(IRBuilderBase &builder, Value *x, bool avx, bool avx512) {
  Type *type = x->getType();
  Type *element = type->getScalarType();
  if (!element->isFloatTy() && !element->isDoubleTy())
    return nullptr;
  auto *vectorType = dyn_cast<FixedVectorType>(type);
  if (!vectorType) {
    Type *operand = FixedVectorType::get(element, element->isFloatTy() ? 4 : 2);
    return builder.CreateIntrinsic(
        element->isFloatTy() ? Intrinsic::x86_sse_cvttss2si
                             : Intrinsic::x86_sse2_cvttsd2si,
        {},
        {builder.CreateInsertElement(PoisonValue::get(operand), x,
                                     builder.getInt64(0))});
  }
  unsigned lanes = vectorType->getNumElements();
  for (const VectorConversion &conversion :
       vectorConversions(element, avx, avx512)) {
    if (lanes % conversion.lanes != 0)
      continue;
    if (lanes == conversion.lanes)
      return convertPiece(builder, conversion, x);
    SmallVector<Value *> pieces;
    for (unsigned first = 0; first < lanes; first += conversion.lanes) {
      SmallVector<int> piece(conversion.lanes);
      std::iota(piece.begin(), piece.end(), first);
      pieces.push_back(convertPiece(builder, conversion,
                                    builder.CreateShuffleVector(x, piece)));
    }
    return concatenateVectors(builder, pieces);
  }
  return nullptr;
}

} // namespace

PreservedAnalyses mlir::uop::X86FloatToIntPass::run(Function &function,
                                                    FunctionAnalysisManager &) {
  const TargetSubtargetInfo *subtarget = machine.getSubtargetImpl(function);
  if (!machine.getTargetTriple().isX86() || !subtarget ||
      !subtarget->checkFeatures("+sse2"))
    return PreservedAnalyses::all();
  bool avx = subtarget->checkFeatures("+avx");
  bool avx512 = subtarget->checkFeatures("+avx512f");

  SmallVector<std::pair<Instruction *, Value *>> guarded;
  for (Instruction &inst : instructions(function)) {
    Value *x;
    const APFloat *bound;
    if (inst.getType()->getScalarType()->isIntegerTy(32) &&
        match(&inst,
              m_Select(m_SpecificFCmp(FCmpInst::FCMP_OLT, m_FAbs(m_Value(x)),
                                      m_APFloat(bound)),
                       m_FPToSI(m_Deferred(x)),
                       m_SpecificInt(APInt::getSignedMinValue(32)))) &&
        bound->isExactlyValue(0x1p31))
      guarded.emplace_back(&inst, x);
  }
  bool changed = false;
  for (auto [select, x] : guarded) {
    IRBuilder<> builder(select);
    Value *converted = convertToInt32(builder, x, avx, avx512);
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
