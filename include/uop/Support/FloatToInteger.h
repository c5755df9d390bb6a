//===- FloatToInteger.h - tinygrad's float-to-integer conversion --*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// C leaves a float-to-integer conversion of NaN, an infinity or an
// out-of-range value undefined. tinygrad 0.9.0's own tests make such casts,
// and its CLANG backend records what clang's x86-64 code gives. This project
// defines the conversion to be exactly that, on every device and in the
// constant folder (docs/ConstantFolding.md). MLIR-free: the runtime's
// interpreter uses it too.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_SUPPORT_FLOATTOINTEGER_H
#define UOP_SUPPORT_FLOATTOINTEGER_H

#include <cmath>
#include <cstdint>

namespace uop {

/// The width of the signed conversion x86-64 code makes for a cast to an
/// integer of `width` bits: 32 bits (cvttss2si) for the types it holds, 64
/// bits for 64-bit types and uint32.
inline unsigned getFloatToIntegerConversionWidth(unsigned width,
                                                 bool isSigned) {
  return width == 64 || (width == 32 && !isSigned) ? 64 : 32;
}

/// Whether C defines the conversion of `value` to an integer of `width` bits:
/// its truncation toward zero is a value of the type.
inline bool isFloatToIntegerDefined(double value, unsigned width,
                                    bool isSigned) {
  if (!std::isfinite(value))
    return false;
  double truncated = std::trunc(value);
  double low = isSigned ? -std::ldexp(1.0, width - 1) : 0.0;
  double high = std::ldexp(1.0, isSigned ? width - 1 : width);
  return truncated >= low && truncated < high;
}

/// The conversion of `value` to an integer of `width` bits, as its bits
/// (zero-extended to 64):
/// * the value truncated toward zero, converted by a signed conversion of
///   getFloatToIntegerConversionWidth bits, then truncated to `width` bits;
/// * where that conversion is out of range, or on NaN or an infinity, the
///   conversion's "integer indefinite" value (its minimum) truncated;
/// * uint64 adds clang's second conversion for [2^63, 2^64), which is exact.
/// Within C's defined range this is C's conversion.
inline uint64_t convertFloatToInteger(double value, unsigned width,
                                      bool isSigned) {
  unsigned conversionWidth = getFloatToIntegerConversionWidth(width, isSigned);
  double limit = std::ldexp(1.0, conversionWidth - 1);
  uint64_t indefinite = uint64_t(1) << (conversionWidth - 1);
  uint64_t bits;
  double truncated = std::trunc(value);
  if (std::isnan(value))
    bits = indefinite;
  else if (truncated >= -limit && truncated < limit)
    bits = static_cast<uint64_t>(static_cast<int64_t>(truncated));
  else if (width == 64 && !isSigned && truncated >= limit &&
           truncated < 2 * limit)
    bits = static_cast<uint64_t>(truncated);
  else
    bits = indefinite;
  return width == 64 ? bits : bits & ((uint64_t(1) << width) - 1);
}

} // namespace uop

#endif // UOP_SUPPORT_FLOATTOINTEGER_H
