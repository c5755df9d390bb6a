//===- MathExpansions.h - exp2, log2 and sin in core arithmetic -*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// float64 exp2, log2 and sin, and a float32 sin with an exact argument
// reduction, written once over an abstract builder `B`, so that the
// uop-math-to-spirv patterns emit them as arith/math ops and a plain C++
// builder runs the very same steps on doubles and floats (which is how their
// accuracy is measured against libm; docs/Lowering.md gives the numbers).
//
// Every step is an operation of SPIR-V's core set, or GLSL.std.450's Floor
// (which takes float64 too) and FindUMsb (on 32-bit integers): IEEE add, mul
// and one divide (log2), floor, bitcasts, integer ops, selects, 32x32->64-bit
// unsigned products, and int<->float conversions of exactly representable
// values. Nothing relies on a fused multiply-add, and the argument reduction
// of sin is all integer arithmetic. The float32 sin uses 32-bit integers and
// float32 only (a Vulkan device may lack Int64 and Float64); the float64
// functions use 64-bit integers too, for bitcasts and exponent bits.
//
// This header includes nothing from MLIR: `B` supplies the value type and the
// operations (listed below, before kTwoOverPi).
//
//===----------------------------------------------------------------------===//

#ifndef UOP_LIB_CONVERSION_UOPTOSCF_MATHEXPANSIONS_H
#define UOP_LIB_CONVERSION_UOPTOSCF_MATHEXPANSIONS_H

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <utility>

namespace mlir {
namespace uop {
namespace math_expansion {

/// Float comparisons (ordered: false when an operand is NaN).
enum class FCmp { OLT, OLE, OGT };
/// Integer comparisons (unsigned orderings, and a signed one on i32 only).
enum class ICmp { EQ, NE, ULT, UGT, UGE, SLT };

// What a builder `B` provides, every operation elementwise on values of the
// shape being expanded (a scalar or a vector of it):
//
//   using Value;                 an SSA value
//   bool isF64();                whether the float type is f64 (else f32)
//   Value floatConst(double);    the float type; i32Const / i64Const /
//   Value i32Const(uint32_t);    boolConst likewise
//   Value i64Const(uint64_t);
//   Value boolConst(bool);
//   Value addf/subf/mulf/divf(Value, Value), negf(Value), floor(Value);
//   Value cmpf(FCmp, Value, Value);
//   Value addi/subi/muli/andi/ori/xori/shli/shrui(Value, Value);
//                                 same width (andi/ori also on i1)
//   Value cmpi(ICmp, Value, Value);
//   Value select(Value cond, Value a, Value b);
//   std::pair<Value, Value> mulExtended(Value, Value);
//                                 i32 x i32 -> (low, high), unsigned
//   Value bitcastToInt(Value);    float -> i32 (f32) or i64 (f64)
//   Value bitcastToFloat(Value);  the reverse
//   Value trunc32(Value);         i64 -> i32
//   Value extui64(Value);         i32 -> i64
//   Value uitofp(Value);          unsigned i32 or i64 -> the float type
//   Value sitofp(Value);          signed i32 or i64 -> the float type
//   Value fptosi32(Value);        the float type -> i32 (in range)
//   Value ctlz(Value);            i32 leading zeros (32 for 0)

/// The fraction bits of 2/pi, 32 to a word (2/pi = 0.A2F9836E... in hex):
/// 37 words, enough for the float64 reduction at every exponent.
inline constexpr uint32_t kTwoOverPi[] = {
    0xA2F9836E, 0x4E441529, 0xFC2757D1, 0xF534DDC0, 0xDB629599, 0x3C439041,
    0xFE5163AB, 0xDEBBC561, 0xB7246E3A, 0x424DD2E0, 0x06492EEA, 0x09D1921C,
    0xFE1DEB1C, 0xB129A73E, 0xE88235F5, 0x2EBB4484, 0xE99C7026, 0xB45F7E41,
    0x3991D639, 0x835339F4, 0x9C845F8B, 0xBDF9283B, 0x1FF897FF, 0xDE05980F,
    0xEF2F118B, 0x5A0A6D1F, 0x6D367ECF, 0x27CB09B7, 0x4F463F66, 0x9E5FEA2D,
    0x7527BAC7, 0xEBE5F17B, 0x3D0739F7, 0x8A5292EA, 0x6BFB5FB1, 0x1F8D5D08,
    0x56033046};

/// pi/2 * 2^62, rounded to nearest, as two 32-bit words.
inline constexpr uint32_t kPiOver2High = 0x6487ED51, kPiOver2Low = 0x10B4611A;

template <typename B> class Expander {
public:
  using Value = typename B::Value;

  explicit Expander(B &b) : b(b), f64(b.isF64()) {}

  /// sin(x) with an exact argument reduction (reduce()) for every finite x
  /// and a polynomial on [-pi/4, pi/4]; NaN for +-inf and NaN; sin(-0) = -0.
  Value sin(Value x) {
    Value bits = b.bitcastToInt(x);
    Value absBits =
        b.andi(bits, intConst(f64 ? 0x7FFFFFFFFFFFFFFFull : 0x7FFFFFFFull));
    Value signBit =
        b.andi(bits, intConst(f64 ? 0x8000000000000000ull : 0x80000000ull));
    Value ax = b.bitcastToFloat(absBits);

    // |x| <= pi/4 is its own reduction; beyond, reduce exactly.
    Reduction reduced = reduce(ax);
    Value small = b.cmpf(FCmp::OLE, ax, b.floatConst(0.78539816339744828));
    Value r = b.select(small, ax, reduced.high);
    Value y = b.select(small, b.floatConst(0.0), reduced.low);
    Value q = b.select(small, b.i32Const(0), reduced.quadrant);

    Value value =
        b.select(b.cmpi(ICmp::NE, b.andi(q, b.i32Const(1)), b.i32Const(0)),
                 cosPolynomial(r, y), sinPolynomial(r, y));
    // Quadrants 2 and 3 negate, and so does a negative x: flip the sign bit.
    Value flip = b.shli(b.andi(q, b.i32Const(2)), b.i32Const(30));
    if (f64)
      flip = b.shli(b.extui64(flip), b.i64Const(32));
    Value result =
        b.bitcastToFloat(b.xori(b.bitcastToInt(value), b.xori(flip, signBit)));

    // sin(x) rounds to x below 2^-27 (float64) or 2^-12 (float32), which
    // also keeps the sign of -0; inf and NaN give NaN.
    Value tiny = b.cmpf(FCmp::OLT, ax, b.floatConst(f64 ? 0x1p-27 : 0x1p-12));
    result = b.select(tiny, x, result);
    Value finite =
        b.cmpi(ICmp::ULT, absBits,
               intConst(f64 ? 0x7FF0000000000000ull : 0x7F800000ull));
    return b.select(finite, result, nan());
  }

  /// exp2(x) for float64: x = n + f with n = floor(x + 1/2), a degree-13
  /// Taylor polynomial for 2^f (|f| <= 1/2, truncation below 5e-18; its
  /// leading 1 + f ln(2) in extra precision), then two exact power-of-two
  /// scalings, so that a subnormal result is rounded once. Overflows to
  /// +inf, underflows to 0; exp2(-inf) = 0, exp2(+inf) = +inf,
  /// exp2(NaN) = NaN.
  Value exp2(Value x) {
    Value absBits =
        b.andi(b.bitcastToInt(x), b.i64Const(0x7FFFFFFFFFFFFFFFull));
    Value isNaN = b.cmpi(ICmp::UGT, absBits, b.i64Const(0x7FF0000000000000ull));
    // Beyond +-1200 the result is +inf or 0 anyway.
    Value xc = b.select(b.cmpf(FCmp::OGT, x, b.floatConst(1200.0)),
                        b.floatConst(1200.0), x);
    xc = b.select(b.cmpf(FCmp::OLT, xc, b.floatConst(-1200.0)),
                  b.floatConst(-1200.0), xc);
    xc = b.select(isNaN, b.floatConst(0.0), xc);

    Value n = b.floor(b.addf(xc, b.floatConst(0.5)));
    Value f = b.subf(xc, n); // exact
    // 2^f = 1 + f * ln(2) + f^2 * (c2 + f * (c3 + ... + f * c13)),
    // ck = ln(2)^k / k!, with f * ln(2) = f_hi * ln2_hi (exact: 26-bit
    // halves) + the rest, and 1 + f_hi * ln2_hi as a sum and its error.
    Value fHigh = b.bitcastToFloat(
        b.andi(b.bitcastToInt(f), b.i64Const(0xFFFFFFFFF8000000ull)));
    Value fLow = b.subf(f, fHigh); // exact
    const double ln2High = 0x1.62e42f8p-1, ln2Low = 0x1.be8e7bcd5e4f2p-27;
    Value lead = b.mulf(fHigh, b.floatConst(ln2High));
    Value p = poly(f, {0x1.ebfbdff82c58fp-3, 0x1.c6b08d704a0c0p-5,
                       0x1.3b2ab6fba4e77p-7, 0x1.5d87fe78a6731p-10,
                       0x1.430912f86c787p-13, 0x1.ffcbfc588b0c7p-17,
                       0x1.62c0223a5c824p-20, 0x1.b5253d395e7c4p-24,
                       0x1.e4cf5158b8ecap-28, 0x1.e8cac7351bb25p-32,
                       0x1.c3bd650fc2986p-36, 0x1.816193166d0f9p-40});
    Value tail = b.addf(b.addf(b.mulf(fLow, b.floatConst(ln2High)),
                               b.mulf(f, b.floatConst(ln2Low))),
                        b.mulf(b.mulf(f, f), p));
    Value one = b.floatConst(1.0);
    Value sum = b.addf(one, lead);
    Value error = b.addf(b.subf(one, sum), lead); // |lead| < 1: exact
    p = b.addf(sum, b.addf(error, tail));

    // 2^n = 2^n1 * 2^n2 with n1 = floor(n / 2): both normal for |n| <= 1200.
    Value ni = b.fptosi32(n);
    Value n1 = b.subi(b.shrui(b.addi(ni, b.i32Const(2048)), b.i32Const(1)),
                      b.i32Const(1024));
    Value n2 = b.subi(ni, n1);
    auto powerOfTwo = [&](Value e) {
      Value biased = b.extui64(b.addi(e, b.i32Const(1023)));
      return b.bitcastToFloat(b.shli(biased, b.i64Const(52)));
    };
    Value result = b.mulf(b.mulf(p, powerOfTwo(n1)), powerOfTwo(n2));
    return b.select(isNaN, x, result);
  }

  /// log2(x) for float64, as FreeBSD's e_log2.c: x = 2^k * m with m in
  /// [sqrt(2)/2, sqrt(2)), log(m) = f - f^2/2 + s*(f^2/2 + R(s^2)) with
  /// f = m - 1 and s = f / (2 + f), and the sum k + log(m)/ln(2) carried in
  /// extra precision. A subnormal x is first made normal exactly (its
  /// significand as an integer, converted). log2(+-0) = -inf, log2(x < 0) =
  /// NaN, log2(+inf) = +inf, log2(NaN) = NaN.
  Value log2(Value x) {
    Value bits = b.bitcastToInt(x);
    Value absBits = b.andi(bits, b.i64Const(0x7FFFFFFFFFFFFFFFull));
    Value isNaN = b.cmpi(ICmp::UGT, absBits, b.i64Const(0x7FF0000000000000ull));
    Value isZero = b.cmpi(ICmp::EQ, absBits, b.i64Const(0));
    Value isNegative =
        b.cmpi(ICmp::UGE, bits, b.i64Const(0x8000000000000000ull));
    Value isInf = b.cmpi(ICmp::EQ, bits, b.i64Const(0x7FF0000000000000ull));
    Value isSubnormal =
        b.cmpi(ICmp::ULT, absBits, b.i64Const(0x0010000000000000ull));

    // A subnormal's bits are its significand: 2^-1074 * that integer.
    Value normal = b.select(isSubnormal, b.uitofp(absBits), x);
    Value k = b.select(isSubnormal, b.i32Const(uint32_t(-1074)), b.i32Const(0));
    bits = b.bitcastToInt(normal);
    Value biasedExponent =
        b.trunc32(b.shrui(bits, b.i64Const(52))); // sign is 0 past here
    k = b.addi(k, b.subi(biasedExponent, b.i32Const(1023)));
    Value mantissa = b.andi(bits, b.i64Const(0x000FFFFFFFFFFFFFull));
    // Halve m, and count one more in k, when m >= ~sqrt(2).
    Value carry = b.andi(b.addi(mantissa, b.i64Const(0x95F6400000000ull)),
                         b.i64Const(0x0010000000000000ull));
    Value m = b.bitcastToFloat(
        b.ori(mantissa, b.xori(carry, b.i64Const(0x3FF0000000000000ull))));
    k = b.addi(k, b.trunc32(b.shrui(carry, b.i64Const(52))));
    Value y = b.sitofp(k);

    Value f = b.subf(m, b.floatConst(1.0));
    Value hfsq = b.mulf(b.mulf(b.floatConst(0.5), f), f);
    Value s = b.divf(f, b.addf(b.floatConst(2.0), f));
    Value z = b.mulf(s, s);
    Value w = b.mulf(z, z);
    Value t1 =
        b.mulf(w, poly(w, {3.999999999940941908e-01, 2.222219843214978396e-01,
                           1.531383769920937332e-01}));
    Value t2 = b.mulf(
        z, poly(w, {6.666666666666735130e-01, 2.857142874366239149e-01,
                    1.818357216161805012e-01, 1.479819860511658591e-01}));
    Value r = b.mulf(s, b.addf(hfsq, b.addf(t2, t1)));
    // hi = f - f^2/2 with its low 32 bits cleared, so hi * ivln2hi is exact.
    Value hi = b.bitcastToFloat(b.andi(b.bitcastToInt(b.subf(f, hfsq)),
                                       b.i64Const(0xFFFFFFFF00000000ull)));
    Value lo = b.addf(b.subf(b.subf(f, hi), hfsq), r);
    const double ivln2hi = 1.44269504072144627571e+00,
                 ivln2lo = 1.67517131648865118353e-10;
    Value valHi = b.mulf(hi, b.floatConst(ivln2hi));
    Value valLo = b.addf(b.mulf(b.addf(lo, hi), b.floatConst(ivln2lo)),
                         b.mulf(lo, b.floatConst(ivln2hi)));
    Value sum = b.addf(y, valHi);
    valLo = b.addf(valLo, b.addf(b.subf(y, sum), valHi));
    Value result = b.addf(valLo, sum);

    Value inf = b.bitcastToFloat(b.i64Const(0x7FF0000000000000ull));
    result = b.select(isInf, inf, result);
    result = b.select(isNegative, nan(), result);
    result = b.select(isZero, b.negf(inf), result);
    return b.select(isNaN, x, result);
  }

  /// An argument reduction: |x| = high + low + quadrant * pi/2 (mod 2 pi),
  /// |high + low| <= pi/4, `low` below half an ulp of `high`.
  struct Reduction {
    Value high, low, quadrant;
  };

  /// Reduces |x| (`ax`, positive; any value, only finite ones >= pi/4 give a
  /// meaningful result) to r = high + low in [-pi/4, pi/4] and a quadrant q
  /// in 0..3 with ax = r + q * pi/2 (mod 2 pi), exactly: Payne and Hanek's
  /// method in 32-bit integer arithmetic. With ax = M * 2^E (M the integer
  /// significand), ax * 2/pi mod 4 only depends on the bits of 2/pi from
  /// 2^-(E-1) on: the product of M with the window of 32*N of those bits
  /// (N = 3 words for float32, 6 for float64) gives the quadrant in its top
  /// two bits and the fraction below, with an error under 2^-70 (float32) or
  /// 2^-137 (float64) of a quadrant, far below the closest any float comes
  /// to a multiple of pi/2. The fraction is normalized to 64 bits,
  /// multiplied by pi/2 in fixed point, and rounded to the float type in
  /// integer arithmetic (`high`), plus what that rounding lost (`low`).
  Reduction reduce(Value ax) {
    const unsigned numWords = f64 ? 6 : 3;
    // The table is 2/pi's bits behind `pad` zero words, so that the window
    // of an |x| >= 1/2 starts at a bit index >= 0.
    const unsigned pad = f64 ? 2 : 1;
    const unsigned tableSize = pad + (f64 ? 37 : 7);

    // At most 6 window words, 2 significand limbs and 33 table positions.
    constexpr unsigned kMaxWords = 6, kMaxWord = 32;
    Value limbs[2]; // the significand, most significant first
    unsigned numLimbs = f64 ? 2 : 1;
    Value biasedExponent, index;
    if (f64) {
      Value bits = b.bitcastToInt(ax);
      Value high = b.trunc32(b.shrui(bits, b.i64Const(32)));
      biasedExponent = b.shrui(high, b.i32Const(20));
      limbs[0] = b.ori(b.andi(high, b.i32Const(0xFFFFF)), b.i32Const(0x100000));
      limbs[1] = b.trunc32(bits);
      // E = be - 1075, first window bit 2^-(E-1): index 64 + E - 2.
      index = b.subi(biasedExponent, b.i32Const(1013));
    } else {
      Value bits = b.bitcastToInt(ax);
      biasedExponent = b.shrui(bits, b.i32Const(23));
      limbs[0] =
          b.ori(b.andi(bits, b.i32Const(0x7FFFFF)), b.i32Const(0x800000));
      // E = be - 150, first window bit 2^-(E-1): index 32 + E - 2.
      index = b.subi(biasedExponent, b.i32Const(120));
    }
    index =
        b.select(b.cmpi(ICmp::SLT, index, b.i32Const(0)), b.i32Const(0), index);
    Value word = b.shrui(index, b.i32Const(5));
    Value shift = b.andi(index, b.i32Const(31));
    Value shiftComplement = b.subi(b.i32Const(31), shift);

    // Words word .. word + numWords of the table, by selects (the largest
    // exponent needs word = tableSize - 1 - numWords).
    auto table = [&](unsigned i) -> uint32_t {
      return i < pad ? 0 : kTwoOverPi[i - pad];
    };
    const unsigned maxWord = tableSize - 1 - numWords;
    Value isWord[kMaxWord + 1];
    for (unsigned j = 1; j <= maxWord; ++j)
      isWord[j] = b.cmpi(ICmp::EQ, word, b.i32Const(j));
    Value fetched[kMaxWords + 1];
    for (unsigned i = 0; i <= numWords; ++i) {
      Value v = b.i32Const(table(i));
      for (unsigned j = 1; j <= maxWord; ++j)
        v = b.select(isWord[j], b.i32Const(table(j + i)), v);
      fetched[i] = v;
    }
    // The window, shifted to start at its first bit (most significant
    // first); `>> 1 >> (31 - shift)` keeps every shift amount below 32.
    Value window[kMaxWords];
    for (unsigned i = 0; i < numWords; ++i)
      window[i] = b.ori(
          b.shli(fetched[i], shift),
          b.shrui(b.shrui(fetched[i + 1], b.i32Const(1)), shiftComplement));

    // product = significand * window mod 2^(32 numWords), by columns from
    // the least significant (acc[c] has weight 2^(32c)).
    Value acc[kMaxWords];
    bool accSet[kMaxWords] = {};
    for (unsigned t = 0; t < numLimbs; ++t) {
      Value limb = limbs[numLimbs - 1 - t];
      Value carry;
      bool haveCarry = false;
      for (unsigned c = t; c < numWords; ++c) {
        Value w = window[numWords - 1 - (c - t)];
        if (c == numWords - 1) {
          // The top column: only its low 32 bits count.
          Value sum = b.muli(w, limb);
          if (accSet[c])
            sum = b.addi(sum, acc[c]);
          if (haveCarry)
            sum = b.addi(sum, carry);
          acc[c] = sum;
          accSet[c] = true;
          break;
        }
        auto [low, high] = b.mulExtended(w, limb);
        Value sum = low, carryOut = high;
        if (accSet[c]) {
          auto [s, o] = addWithCarry(sum, acc[c]);
          sum = s;
          carryOut = b.addi(carryOut, o);
        }
        if (haveCarry) {
          auto [s, o] = addWithCarry(sum, carry);
          sum = s;
          carryOut = b.addi(carryOut, o);
        }
        acc[c] = sum;
        accSet[c] = true;
        carry = carryOut;
        haveCarry = true;
      }
    }
    Value product[kMaxWords]; // most significant first
    for (unsigned i = 0; i < numWords; ++i)
      product[i] = acc[numWords - 1 - i];

    // The top two bits are the quadrant; the rest, as a signed fraction of
    // a quadrant in [-1/2, 1/2), rounds it to the nearest.
    Value quadrant = b.shrui(product[0], b.i32Const(30));
    Value fraction[kMaxWords];
    for (unsigned i = 0; i < numWords; ++i) {
      Value v = b.shli(product[i], b.i32Const(2));
      if (i + 1 < numWords)
        v = b.ori(v, b.shrui(product[i + 1], b.i32Const(30)));
      fraction[i] = v;
    }
    Value negative = b.cmpi(ICmp::UGE, fraction[0], b.i32Const(0x80000000u));
    quadrant = b.andi(
        b.addi(quadrant, b.select(negative, b.i32Const(1), b.i32Const(0))),
        b.i32Const(3));
    // |fraction|: two's complement negation, carrying from the bottom.
    Value carryIn = b.boolConst(true);
    for (unsigned i = numWords; i-- > 0;) {
      Value negated = b.addi(b.xori(fraction[i], b.i32Const(0xFFFFFFFFu)),
                             b.select(carryIn, b.i32Const(1), b.i32Const(0)));
      Value carryOut =
          b.andi(carryIn, b.cmpi(ICmp::EQ, fraction[i], b.i32Const(0)));
      fraction[i] = b.select(negative, negated, fraction[i]);
      carryIn = carryOut;
    }

    // Normalize: skip up to two zero words, then shift the leading one to
    // the top. (u, v, w) are the first three words from there.
    auto at = [&](unsigned i) {
      return i < numWords ? fraction[i] : b.i32Const(0);
    };
    Value zero0 = b.cmpi(ICmp::EQ, fraction[0], b.i32Const(0));
    Value zero1 = b.cmpi(ICmp::EQ, fraction[1], b.i32Const(0));
    auto pick = [&](unsigned i) {
      return b.select(zero0, b.select(zero1, at(i + 2), at(i + 1)), at(i));
    };
    Value u = pick(0), v = pick(1), w = pick(2);
    Value base = b.select(
        zero0, b.select(zero1, b.i32Const(64), b.i32Const(32)), b.i32Const(0));
    Value leading = b.ctlz(u);
    leading = b.select(b.cmpi(ICmp::UGT, leading, b.i32Const(31)),
                       b.i32Const(31), leading);
    Value leadingComplement = b.subi(b.i32Const(31), leading);
    auto funnel = [&](Value hi, Value lo) {
      return b.ori(b.shli(hi, leading),
                   b.shrui(b.shrui(lo, b.i32Const(1)), leadingComplement));
    };
    Value nh = funnel(u, v), nl = funnel(v, w);

    // (nh:nl) * (pi/2 * 2^62): the top 64 bits and a sticky bit for what
    // is below them.
    auto [ll, llHigh] = b.mulExtended(nl, b.i32Const(kPiOver2Low));
    auto [lh, lhHigh] = b.mulExtended(nl, b.i32Const(kPiOver2High));
    auto [hl, hlHigh] = b.mulExtended(nh, b.i32Const(kPiOver2Low));
    auto [hh, hhHigh] = b.mulExtended(nh, b.i32Const(kPiOver2High));
    auto [col1a, c1a] = addWithCarry(llHigh, lh);
    auto [col1, c1b] = addWithCarry(col1a, hl);
    auto [col2a, c2a] = addWithCarry(lhHigh, hlHigh);
    auto [col2b, c2b] = addWithCarry(col2a, hh);
    auto [col2, c2c] = addWithCarry(col2b, b.addi(c1a, c1b));
    Value col3 = b.addi(hhHigh, b.addi(c2a, b.addi(c2b, c2c)));
    Value stickyBits = b.ori(ll, col1);

    // r = (col3:col2) * 2^-(62 + base + leading) (float64) or
    //     col3 * 2^-(30 + base + leading) (float32): `top`, with a sticky bit
    // for what is below it, rounded to the float's precision in integers
    // (it has 62-63 bits, or 30-31), is `high`, and the rest is `low`. Both
    // convert exactly, and the scalings by a power of two are exact. (The
    // rest as top - (integer)(float)top is no good: on lavapipe it came out
    // differently from this.)
    Value exponent =
        b.subi(b.i32Const(f64 ? 1023 - 62 : 127 - 30), b.addi(base, leading));
    Value high, low, scale;
    if (f64) {
      Value sticky = b.select(b.cmpi(ICmp::NE, stickyBits, b.i32Const(0)),
                              b.i32Const(1), b.i32Const(0));
      Value top = b.ori(b.shli(b.extui64(col3), b.i64Const(32)),
                        b.extui64(b.ori(col2, sticky)));
      // Round off 10 bits, or 9 below 2^62.
      Value wide = b.cmpi(ICmp::UGE, col3, b.i32Const(0x40000000u));
      Value half = b.select(wide, b.i64Const(1u << 9), b.i64Const(1u << 8));
      Value mask = b.select(wide, b.i64Const(~uint64_t(0x3FF)),
                            b.i64Const(~uint64_t(0x1FF)));
      Value rounded = b.andi(b.addi(top, half), mask);
      high = b.uitofp(rounded);
      low = b.sitofp(b.subi(top, rounded));
      scale = b.bitcastToFloat(b.shli(b.extui64(exponent), b.i64Const(52)));
    } else {
      Value sticky =
          b.select(b.cmpi(ICmp::NE, b.ori(col2, stickyBits), b.i32Const(0)),
                   b.i32Const(1), b.i32Const(0));
      Value top = b.ori(col3, sticky);
      // Round off 7 bits, or 6 below 2^30.
      Value wide = b.cmpi(ICmp::UGE, top, b.i32Const(0x40000000u));
      Value half = b.select(wide, b.i32Const(1u << 6), b.i32Const(1u << 5));
      Value mask = b.select(wide, b.i32Const(~uint32_t(0x7F)),
                            b.i32Const(~uint32_t(0x3F)));
      Value rounded = b.andi(b.addi(top, half), mask);
      high = b.uitofp(rounded);
      low = b.sitofp(b.subi(top, rounded));
      scale = b.bitcastToFloat(b.shli(exponent, b.i32Const(23)));
    }
    high = b.mulf(high, scale);
    low = b.mulf(low, scale);
    return {b.select(negative, b.negf(high), high),
            b.select(negative, b.negf(low), low), quadrant};
  }

  /// sin(r + y) for |r + y| <= pi/4, y a tail below half an ulp of r:
  /// FreeBSD's __kernel_sin, with its polynomial (error below 2^-58) for
  /// float64 and Cephes' sinf one for float32.
  Value sinPolynomial(Value r, Value y) {
    Value z = b.mulf(r, r);
    Value v = b.mulf(z, r);
    Value p, s1;
    if (f64) {
      s1 = b.floatConst(-1.66666666666666324348e-01);
      p = poly(z, {8.33333333332248946124e-03, -1.98412698298579493134e-04,
                   2.75573137070700676789e-06, -2.50507602534068634195e-08,
                   1.58969099521155010221e-10});
    } else {
      s1 = b.floatConst(-1.6666654611e-1);
      p = poly(z, {8.3321608736e-3, -1.9515295891e-4});
    }
    // r - ((z * (y/2 - v * p) - y) - v * s1)
    Value inner = b.subf(b.mulf(b.floatConst(0.5), y), b.mulf(v, p));
    return b.subf(r, b.subf(b.subf(b.mulf(z, inner), y), b.mulf(v, s1)));
  }

  /// cos(r + y) likewise: FreeBSD's __kernel_cos, with its polynomial for
  /// float64 and Cephes' cosf one for float32.
  Value cosPolynomial(Value r, Value y) {
    Value z = b.mulf(r, r);
    Value q;
    if (f64) {
      Value w = b.mulf(z, z);
      q = b.addf(b.mulf(z, poly(z, {4.16666666666666019037e-02,
                                    -1.38888888888741095749e-03,
                                    2.48015872894767294178e-05})),
                 b.mulf(b.mulf(w, w), poly(z, {-2.75573143513906633035e-07,
                                               2.08757232129817482790e-09,
                                               -1.13596475577881948265e-11})));
    } else {
      q = b.mulf(z, poly(z, {4.166664568298827e-2, -1.388731625493765e-3,
                             2.443315711809948e-5}));
    }
    // 1 - z/2 + z * q - r * y, the 1 - z/2 in extra precision.
    Value hz = b.mulf(b.floatConst(0.5), z);
    Value one = b.floatConst(1.0);
    Value w = b.subf(one, hz);
    return b.addf(w, b.addf(b.subf(b.subf(one, w), hz),
                            b.subf(b.mulf(z, q), b.mulf(r, y))));
  }

private:
  /// c[0] + t * (c[1] + t * (... + t * c[n-1])).
  Value poly(Value t, std::initializer_list<double> coefficients) {
    const double *c = coefficients.begin();
    size_t n = coefficients.size();
    Value p = b.floatConst(c[n - 1]);
    for (size_t i = n - 1; i-- > 0;)
      p = b.addf(b.mulf(p, t), b.floatConst(c[i]));
    return p;
  }

  /// (x + y mod 2^32, its carry as 0 or 1), on i32.
  std::pair<Value, Value> addWithCarry(Value x, Value y) {
    Value sum = b.addi(x, y);
    Value carry =
        b.select(b.cmpi(ICmp::ULT, sum, x), b.i32Const(1), b.i32Const(0));
    return {sum, carry};
  }

  Value intConst(uint64_t value) {
    return f64 ? b.i64Const(value) : b.i32Const(uint32_t(value));
  }

  Value nan() {
    return b.bitcastToFloat(f64 ? b.i64Const(0x7FF8000000000000ull)
                                : b.i32Const(0x7FC00000u));
  }

  B &b;
  bool f64;
};

} // namespace math_expansion
} // namespace uop
} // namespace mlir

#endif // UOP_LIB_CONVERSION_UOPTOSCF_MATHEXPANSIONS_H
