//===- KernelGenerator.cpp - seeded random uop kernels --------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Builds a kernel top-down: each store asks for a value of its buffer's
// dtype, and expressions are generated for it, so every op reaches the sink.
// Each value carries what decides where it may be used:
//
// * the ranges it depends on (the loops it is in, by the linearizer's rule:
//   through anything but a phi), so that a store's index can enumerate
//   exactly the loop iterations and threads that execute it;
// * the loop nests whose reductions it reads, which must not feed back into
//   the same nest;
// * the if whose guarded loads it reads, so that guarded values reach only
//   stores of that if (never a local store, a barrier or a loop);
// * for floats, whether every target computes it bit for bit. Loads,
//   constants, casts, neg, max, where, and add, sub, mul of such values are
//   exact (IEEE round-to-nearest everywhere); an add of a product is not (an
//   FMA may fuse it), nor are the transcendentals, div, mod and mulacc,
//   whose accuracy differs by target. Only exact floats may decide anything
//   discrete (comparisons, float-to-int casts, mod), where a rounding
//   difference would become a different integer or branch. An inexact value
//   that a cast rounds from a half dtype (where half ALU's float32
//   precision ends) may differ by a half ulp between targets: it is stored
//   to half buffers only, whose tolerance allows that.
//
// Besides random loop nests, it builds the shapes tinygrad's kernels have
// (see "tinygrad's kernel shapes" below), each noted as a "shape:" feature:
// reductions with epilogues (the phi through ALU ops, casts or a where
// after its loop, before the store, also inside an outer loop), several
// reductions per kernel, a reduction used inside another reduction's loop,
// two-stage reductions (one accumulator over two nested loops; partial
// reductions reduced again; the grouped reduction through local memory),
// padded and pooled windows, matmul tiles, symbolic ranges. A window's
// gated load is the one load whose index may be out of bounds, only where
// its gate is false (as in tinygrad: a gated load does not touch memory
// there).
//
//===----------------------------------------------------------------------===//

#include "KernelGenerator.h"
#include "uop/Support/DType.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <random>
#include <set>

using namespace uop::fuzz;

namespace {

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

enum class DT : uint8_t {
  Bool,
  I8,
  U8,
  I16,
  U16,
  I32,
  U32,
  I64,
  U64,
  F16,
  BF16,
  F32,
  F64
};
constexpr unsigned kNumDTypes = 13;

/// What the generator adds to the dtype table (uop/Support/DType.h): the
/// uop dialect's spelling and the bounds of the integers.
struct DTypeInfo {
  ::uop::ScalarKind kind;
  const char *mlir;
  const char *min, *max;

  const ::uop::ScalarDTypeInfo &scalar() const {
    return ::uop::getScalarDTypeInfo(kind);
  }
  llvm::StringRef name() const { return scalar().name; }
  unsigned bytes() const { return scalar().getItemSize(); }
  bool isFloat() const { return scalar().isFloat; }
  /// Signed integers (not floats).
  bool isSigned() const { return scalar().isSigned && !isFloat(); }
};

// In the generator's DT order, which decides what each seed makes. Bounds
// as text: the int64/uint64 extremes do not share one C++ type.
using K = ::uop::ScalarKind;
constexpr DTypeInfo kDTypes[kNumDTypes] = {
    {K::Bool, "i1", "0", "1"},
    {K::I8, "i8", "-128", "127"},
    {K::U8, "ui8", "0", "255"},
    {K::I16, "i16", "-32768", "32767"},
    {K::U16, "ui16", "0", "65535"},
    {K::I32, "i32", "-2147483648", "2147483647"},
    {K::U32, "ui32", "0", "4294967295"},
    {K::I64, "i64", "-9223372036854775808", "9223372036854775807"},
    {K::U64, "ui64", "0", "18446744073709551615"},
    {K::F16, "f16", "", ""},
    {K::BF16, "bf16", "", ""},
    {K::F32, "f32", "", ""},
    {K::F64, "f64", "", ""}};

const DTypeInfo &info(DT d) { return kDTypes[static_cast<unsigned>(d)]; }
bool isFloat(DT d) { return info(d).isFloat(); }
bool isBool(DT d) { return d == DT::Bool; }
bool isInt(DT d) { return !isFloat(d) && !isBool(d); }
bool isHalf(DT d) { return d == DT::F16 || d == DT::BF16; }

/// A dtype with its lane count (1 for a scalar).
struct Ty {
  DT dt = DT::I32;
  unsigned lanes = 1;
  bool operator==(const Ty &o) const { return dt == o.dt && lanes == o.lanes; }
  bool operator!=(const Ty &o) const { return !(*this == o); }
  bool isVector() const { return lanes > 1; }
  Ty withDT(DT d) const { return {d, lanes}; }
};

const Ty kI32{DT::I32, 1};

std::string str(Ty t) {
  if (!t.isVector())
    return info(t.dt).mlir;
  return "vector<" + std::to_string(t.lanes) + "x" + info(t.dt).mlir + ">";
}

/// A constant's text after `uop.const` or `init`: half types hold their
/// value as float32 and name their dtype after `as`; bools have no type.
std::string constText(Ty t, const std::string &literal) {
  std::string value = t.isVector() ? "dense<" + literal + ">" : literal;
  if (isBool(t.dt))
    return t.isVector() ? value + " : " + str(t) : value;
  if (!isHalf(t.dt))
    return value + " : " + str(t);
  return value + " : " + str(t.withDT(DT::F32)) + " as " + str(t);
}

/// A float literal MLIR parses as a float (it needs a '.' or an exponent).
std::string floatLiteral(double x) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.17g", x);
  std::string text = buffer;
  if (text.find_first_of(".e") == std::string::npos)
    text += ".0";
  return text;
}

//===----------------------------------------------------------------------===//
// The generator
//===----------------------------------------------------------------------===//

using ValueId = int;
constexpr ValueId kNone = -1;
/// The define_var's bounds: <"n", 1, kVarMax>.
constexpr int64_t kVarMax = 8;

struct Value {
  std::string name;
  Ty type;
  /// A store, barrier or if: orders effects and carries no value.
  bool token = false;
  /// The ranges (bits) it depends on other than through a phi.
  uint32_t loops = 0;
  /// The loop nests (bits) whose reductions it reads.
  uint32_t after = 0;
  /// The if whose guarded loads it reads, or -1.
  int guard = -1;
  /// Floats: the same bits on every target.
  bool exact = true;
  /// Computed from an inexact value that a cast rounded from a half dtype
  /// (where half ALU's float32 precision ends): targets may then differ by
  /// a half ulp, within a half buffer's tolerance but not a wider one's.
  bool halfRounded = false;
  /// A product: an add of it may fuse into an FMA.
  bool product = false;
  /// Loaded from an input buffer as is: its bits may be bitcast.
  bool raw = false;
  /// An accumulator or a value computed from one inside its loops: only its
  /// phi may read it.
  bool fromAcc = false;
  /// A phi that is stored at once (a reduction inside an outer loop): read
  /// after that loop it would be the last iteration's value.
  bool hidden = false;
  /// A phi: a reduction's result.
  bool isPhi = false;
  /// Computed from a phi by at least one op (a reduction's epilogue): bit
  /// 0; from a phi inside an outer loop (the phi depends on it): bit 1.
  uint8_t viaPhi = 0;
  unsigned uses = 0;
};

/// Where an expression is generated: what it may depend on.
struct Scope {
  /// The ranges it may use.
  uint32_t loops = 0;
  /// The loop nest being generated, whose reductions it must not read.
  int nest = -1;
  /// The if whose guarded loads it may read.
  int guard = -1;
};

struct Range {
  ValueId value;
  int64_t start;
  /// The most iterations (the bound of a define_var end).
  int64_t trips;
  /// It runs from 0 to the define_var: its trip count is the var.
  bool toVar = false;
};

struct Buffer {
  int64_t index;
  DT dt;
  /// Inputs: their size; outputs: the elements handed out to stores so far.
  uint64_t elements;
  bool output;
  std::string name;
  unsigned loads = 0;
};

struct Local {
  std::string name;
  DT dt;
  /// Elements per thread: the local holds `copies * L` elements.
  unsigned copies;
  ValueId barrier;
  bool exact;
  /// Whether a value stored to it is (Value::halfRounded).
  bool halfRounded = false;
};

struct IfInfo {
  ValueId token;
  /// The local whose barrier this if follows (its guarded loads may read
  /// it), or -1.
  int local;
};

class Generator {
public:
  explicit Generator(uint64_t seed) : seed(seed), rng(seed) {}
  GeneratedKernel run();

private:
  //===--------------------------------------------------------------------===//
  // Randomness: only the engine's raw output, which the standard fixes, so
  // that a seed gives the same kernel with every standard library. Two draws
  // never sit in arguments of one call (their order is unspecified in C++);
  // braced lists and ?: are sequenced.
  //===--------------------------------------------------------------------===//

  uint64_t below(uint64_t n) { return n ? rng() % n : 0; }
  int64_t between(int64_t lo, int64_t hi) {
    return lo + static_cast<int64_t>(below(static_cast<uint64_t>(hi - lo) + 1));
  }
  bool chance(unsigned percent) { return below(100) < percent; }
  /// An index drawn with the given weights.
  unsigned weighted(std::initializer_list<unsigned> weights) {
    unsigned total = 0;
    for (unsigned w : weights)
      total += w;
    uint64_t at = below(total);
    unsigned i = 0;
    for (unsigned w : weights) {
      if (at < w)
        return i;
      at -= w;
      ++i;
    }
    return 0;
  }
  template <typename T> const T &pick(const std::vector<T> &items) {
    return items[below(items.size())];
  }

  DT randomDType(bool allowBool = true) {
    // float32 and int32 dominate, as in tinygrad's kernels; every dtype
    // stays common enough to be exercised.
    unsigned i = weighted({allowBool ? 5u : 0u, 5, 5, 4, 4, 14, 6, 5, 4, 8, 2,
                           26, 6});
    return static_cast<DT>(i);
  }

  //===--------------------------------------------------------------------===//
  // Emission
  //===--------------------------------------------------------------------===//

  ValueId add(const std::string &op, Value value) {
    value.name = "%v" + std::to_string(values.size());
    body += "    " + value.name + " = " + op + "\n";
    if (!value.token) {
      features.insert(info(value.type.dt).name().str());
      if (value.type.isVector())
        features.insert("vector");
    }
    values.push_back(value);
    return static_cast<ValueId>(values.size() - 1);
  }
  /// A copy: a reference into `values` would dangle once it grows.
  std::string nm(ValueId id) const { return values[id].name; }
  Ty ty(ValueId id) const { return values[id].type; }

  /// A value of `type` computed from `operands`: it inherits their loops,
  /// nests, guard and exactness.
  Value derive(Ty type, const std::vector<ValueId> &operands) {
    Value v;
    v.type = type;
    for (ValueId o : operands) {
      if (o == kNone)
        continue;
      Value &x = values[o];
      v.loops |= x.loops;
      v.after |= x.after;
      if (x.guard >= 0)
        v.guard = x.guard;
      if (!x.token) {
        v.exact = v.exact && x.exact;
        v.halfRounded = v.halfRounded || x.halfRounded;
      }
      v.fromAcc = v.fromAcc || x.fromAcc;
      v.viaPhi |= x.viaPhi | (x.isPhi ? (x.loops ? 3 : 1) : 0);
      ++x.uses;
    }
    return v;
  }

  ValueId constant(Ty t, const std::string &literal) {
    std::string text = "uop.const " + constText(t, literal);
    auto it = constants.find(text);
    if (it != constants.end())
      return it->second;
    Value v;
    v.type = t;
    ValueId id = add(text, v);
    constants[text] = id;
    constantIds.insert(id);
    return id;
  }
  ValueId i32(int64_t c) { return constant(kI32, std::to_string(c)); }
  ValueId floatConst(Ty t, double x) { return constant(t, floatLiteral(x)); }
  ValueId intConst(Ty t, int64_t x) {
    if (isFloat(t.dt))
      return floatConst(t, static_cast<double>(x));
    if (isBool(t.dt))
      return constant(t, x ? "true" : "false");
    return constant(t, std::to_string(x));
  }
  std::string randomLiteral(DT d) {
    if (isBool(d))
      return chance(50) ? "true" : "false";
    if (isFloat(d)) {
      // Values every float dtype holds exactly, and for float32/float64 a
      // few that they round.
      static const char *const exact[] = {
          "0.0",  "1.0",  "-1.0", "0.5",  "-0.5",  "2.0",   "0.25",
          "1.5",  "-2.5", "3.0",  "0.125", "-0.75", "-0.0", "6.0"};
      if (!isHalf(d) && chance(15))
        return chance(50) ? "0.1" : "-3.3";
      return exact[below(sizeof exact / sizeof *exact)];
    }
    if (chance(8))
      return chance(50) ? info(d).min : info(d).max;
    static const int64_t small[] = {0, 1, 2, 3, 5, 7, 12, 100, -1, -2, -3, -7};
    int64_t x = small[below(info(d).isSigned() ? 12 : 8)];
    return std::to_string(x);
  }
  ValueId randomConst(Ty t) { return constant(t, randomLiteral(t.dt)); }

  ValueId alu(const std::string &op, const std::vector<ValueId> &ops,
              bool data = true) {
    Ty operandType = ty(ops.back());
    bool compare = op == "cmplt" || op == "cmpeq";
    Ty resultType = compare ? operandType.withDT(DT::Bool) : operandType;
    Value v = derive(resultType, ops);
    std::string text = "uop." + op + " ";
    for (size_t i = 0; i < ops.size(); ++i)
      text += (i ? ", " : "") + nm(ops[i]);
    text += " : " + str(operandType);
    if (isFloat(resultType.dt)) {
      bool transcendental =
          op == "exp2" || op == "log2" || op == "sin" || op == "sqrt";
      if (transcendental || op == "div" || op == "mod" || op == "mulacc")
        v.exact = false;
      if ((op == "add" || op == "sub") &&
          std::any_of(ops.begin(), ops.end(),
                      [&](ValueId o) { return values[o].product; }))
        v.exact = false;
      v.product = op == "mul" || (op == "neg" && values[ops[0]].product);
      if (transcendental)
        features.insert("transcendental");
    }
    if (data && (op == "div" || op == "mod"))
      features.insert(op);
    return add(text, v);
  }

  ValueId cast(ValueId x, Ty to) {
    Value v = derive(to, {x});
    if (isFloat(ty(x).dt) && !isFloat(to.dt) && !values[x].exact)
      std::abort(); // a generator bug: an inexact float decides an integer
    if (isHalf(ty(x).dt) && !values[x].exact && !isHalf(to.dt))
      v.halfRounded = true;
    features.insert("cast");
    return add("uop.cast " + nm(x) + " : " + str(ty(x)) + " to " + str(to), v);
  }
  ValueId buildVector(const std::vector<ValueId> &lanes) {
    Ty scalar = ty(lanes[0]);
    Ty to{scalar.dt, static_cast<unsigned>(lanes.size())};
    Value v = derive(to, lanes);
    std::string names, types;
    for (size_t i = 0; i < lanes.size(); ++i) {
      // A gep of the vector is the lane itself once lowered.
      v.product = v.product || values[lanes[i]].product;
      names += (i ? ", " : "") + nm(lanes[i]);
      types += (i ? ", " : "") + str(scalar);
    }
    features.insert("cast");
    return add("uop.cast " + names + " : " + types + " to " + str(to), v);
  }
  ValueId bitcast(ValueId x, Ty to) {
    Value v = derive(to, {x});
    features.insert("bitcast");
    return add("uop.bitcast " + nm(x) + " : " + str(ty(x)) + " to " + str(to),
               v);
  }
  ValueId gep(ValueId vector, unsigned lane) {
    Value v = derive(Ty{ty(vector).dt, 1}, {vector});
    v.raw = values[vector].raw;
    v.product = values[vector].product;
    return add("uop.gep " + nm(vector) + "[" + std::to_string(lane) +
                   "] : " + str(ty(vector)),
               v);
  }
  ValueId noop(ValueId x) {
    Value v = derive(ty(x), {x});
    v.product = values[x].product;
    v.raw = values[x].raw;
    return add("uop.noop(" + nm(x) + " : " + str(ty(x)) + ")", v);
  }

  static std::string ptrType(DT d, bool local) {
    return std::string("!uop.ptr<") + info(d).mlir + (local ? ", local>" : ">");
  }

  /// A load of `t` from `buffer` at `index`, optionally gated (`gate`, `alt`)
  /// and after an if or barrier (`dep`).
  ValueId load(const std::string &buffer, DT dt, bool local, ValueId index,
               Ty t, ValueId gate = kNone, ValueId alt = kNone,
               ValueId dep = kNone) {
    Value v = derive(t, {index, gate, alt, dep});
    std::string text = "uop.load " + buffer + "[" + nm(index) + "]";
    if (gate != kNone) {
      text += " if " + nm(gate) + " else " + nm(alt);
      features.insert("gated-load");
    }
    if (dep != kNone)
      text += " after " + nm(dep);
    text += " : " + ptrType(dt, local) + " -> " + str(t);
    v.raw = gate == kNone && !local;
    return add(text, v);
  }

  ValueId store(const std::string &buffer, DT dt, bool local, ValueId index,
                ValueId value, ValueId gate = kNone) {
    Value v = derive(ty(value), {index, value, gate});
    v.token = true;
    std::string text = "uop.store " + buffer + "[" + nm(index) + "], " +
                       nm(value);
    if (gate != kNone) {
      text += " if " + nm(gate);
      features.insert("gated-store");
    }
    text += " : " + ptrType(dt, local) + ", " + str(ty(value));
    if (!local && (values[value].viaPhi & 1))
      features.insert("shape:epilogue");
    if (!local && (values[value].viaPhi & 2))
      features.insert("shape:epilogue-in-loop");
    ValueId id = add(text, v);
    if (!local)
      effects.push_back(nm(id));
    return id;
  }

  //===--------------------------------------------------------------------===//
  // Guards: what keeps every value defined and comparable
  //===--------------------------------------------------------------------===//

  /// `x` clamped to [lo, hi], NaN included. Without comparisons for an
  /// inexact `x`: a rounding difference then moves the result a little
  /// instead of choosing another branch.
  ValueId clamp(ValueId x, double lo, double hi) {
    Ty t = ty(x);
    if (!values[x].exact || chance(50)) {
      // min(max(x, lo), hi); MAX is maxNum, so NaN becomes lo.
      ValueId low = alu("max", {x, floatConst(t, lo)});
      return alu("neg", {alu("max", {alu("neg", {low}), floatConst(t, -hi)})});
    }
    // NaN fails x < hi and becomes hi.
    ValueId high = floatConst(t, hi), low = floatConst(t, lo);
    ValueId below = alu("where", {alu("cmplt", {x, high}), x, high});
    return alu("where", {alu("cmplt", {below, low}), low, below});
  }

  /// An exact float converted to `to` (an integer or bool dtype) through a
  /// clamp to a range every integer dtype holds.
  ValueId floatToInt(ValueId x, DT to) {
    bool unsignedTarget = isInt(to) && !info(to).isSigned();
    ValueId clamped = unsignedTarget ? clamp(x, 0, 200) : clamp(x, -100, 99);
    return cast(clamped, ty(x).withDT(to));
  }

  /// `x` (any dtype) as dtype `to`, the same lanes.
  ValueId convert(ValueId x, DT to) {
    Ty from = ty(x);
    if (from.dt == to)
      return x;
    if (isFloat(from.dt) && !isFloat(to))
      return floatToInt(x, to);
    return cast(x, from.withDT(to));
  }

  /// An integer divisor that is neither 0 nor (for signed dtypes) -1.
  ValueId intDivisor(ValueId d) {
    Ty t = ty(d);
    ValueId bad = alu("cmpeq", {d, intConst(t, 0)});
    if (info(t.dt).isSigned())
      bad = alu("add", {bad, alu("cmpeq", {d, intConst(t, -1)})});
    return alu("where", {bad, intConst(t, 7), d});
  }

  /// A float divisor at least 0.5 away from zero, continuous in `d`.
  ValueId floatDivisor(ValueId d) {
    Ty t = ty(d);
    if (chance(50))
      return alu("max", {d, floatConst(t, 0.5)});
    return alu("neg", {alu("max", {alu("neg", {d}), floatConst(t, 0.5)})});
  }

  //===--------------------------------------------------------------------===//
  // Indices
  //===--------------------------------------------------------------------===//

  uint64_t threadCount() const { return uint64_t(G0) * G1 * L; }

  /// The thread's linear id: (gidx1 * G0 + gidx0) * L + lidx0.
  ValueId threadId() {
    if (tid != kNone)
      return tid;
    ValueId g = gidx0;
    if (gidx1 != kNone)
      g = alu("add", {alu("mul", {gidx1, i32(G0)}, false), gidx0}, false);
    tid = alu("add", {alu("mul", {g, i32(L)}, false), lidx}, false);
    return tid;
  }

  std::vector<unsigned> rangesIn(uint32_t loops) const {
    std::vector<unsigned> result;
    for (unsigned r = 0; r < ranges.size(); ++r)
      if (loops >> r & 1)
        result.push_back(r);
    return result;
  }

  /// A non-negative index below `slots` from a data value: any dtype made
  /// an int32, then ((v mod n) + n) mod n.
  ValueId dataIndex(uint64_t slots, const Scope &scope) {
    ++indexNesting;
    DT d = buffers.empty() || chance(30) ? randomDType()
                                         : pick(buffers).dt;
    ValueId v = gen(Ty{d, 1}, scope, chance(50) ? 1 : 0, /*exact=*/true);
    --indexNesting;
    v = convert(v, DT::I32);
    ValueId n = i32(static_cast<int64_t>(slots));
    ValueId m = alu("mod", {v, n}, false);
    return alu("mod", {alu("add", {m, n}, false), n}, false);
  }

  /// An in-bounds index into a buffer of `elements` for a load of `align`
  /// lanes: a multiple of `align` at most `elements - align`. Built from
  /// non-negative terms (thread ids, ranges, constants, data) and a mod.
  ValueId loadIndex(uint64_t elements, const Scope &scope, unsigned align) {
    uint64_t slots = elements / align;
    std::vector<ValueId> terms;
    auto scaled = [&](ValueId term) {
      if (chance(30))
        term = alu("mul", {term, i32(between(2, 5))}, false);
      terms.push_back(term);
    };
    if (specials && chance(70)) {
      unsigned which = weighted({5, 2, 2, gidx1 != kNone ? 1u : 0u});
      scaled(which == 0   ? threadId()
             : which == 1 ? gidx0
             : which == 2 ? lidx
                          : gidx1);
    }
    for (unsigned r : rangesIn(scope.loops))
      if (chance(75))
        scaled(ranges[r].value);
    if (var != kNone && chance(10))
      scaled(var);
    if (indexNesting == 0 && chance(10))
      terms.push_back(dataIndex(slots, scope));
    if (terms.empty() || chance(30))
      terms.push_back(i32(static_cast<int64_t>(below(slots))));
    ValueId index = terms[0];
    for (size_t i = 1; i < terms.size(); ++i)
      index = alu("add", {index, terms[i]}, false);
    // A lone constant is below `slots` already.
    if (!(terms.size() == 1 && constantIds.count(index)))
      index = alu("mod", {index, i32(static_cast<int64_t>(slots))}, false);
    if (align > 1)
      index = alu("mul", {index, i32(align)}, false);
    return index;
  }

  /// The index of a store that writes `width` elements per execution: each
  /// thread and iteration of the loops in `loops` gets its own slot in a
  /// region of `out` that no other store uses.
  ValueId storeIndex(Buffer &out, uint32_t loops, unsigned width) {
    uint64_t count = threadCount();
    ValueId linear = specials ? threadId() : kNone;
    for (unsigned r : rangesIn(loops)) {
      const Range &range = ranges[r];
      ValueId rel = range.value;
      if (range.start)
        rel = alu("sub", {rel, i32(range.start)}, false);
      linear = linear == kNone
                   ? rel
                   : alu("add", {alu("mul", {linear, i32(range.trips)}, false),
                                 rel},
                         false);
      count *= static_cast<uint64_t>(range.trips);
    }
    uint64_t base = out.elements;
    out.elements += count * width;
    if (linear == kNone)
      return i32(static_cast<int64_t>(base));
    if (width > 1)
      linear = alu("mul", {linear, i32(width)}, false);
    if (base)
      linear = chance(50)
                   ? alu("add", {linear, i32(static_cast<int64_t>(base))}, false)
                   : alu("add", {i32(static_cast<int64_t>(base)), linear}, false);
    return linear;
  }

  /// Stores `value` (and the gate) to a fresh region of `out`. `extraLoops`
  /// are loops the store must be in although the value does not depend on
  /// them (a reduction inside an outer loop).
  void storeTo(size_t out, ValueId value, ValueId gate = kNone,
               uint32_t extraLoops = 0) {
    if (values[value].halfRounded && !isHalf(buffers[out].dt)) {
      out = halfOutput();
      value = convert(value, buffers[out].dt);
    }
    uint32_t loops = values[value].loops | extraLoops;
    if (gate != kNone)
      loops |= values[gate].loops;
    ValueId index = storeIndex(buffers[out], loops, ty(value).lanes);
    store(buffers[out].name, buffers[out].dt, false, index, value, gate);
  }

  //===--------------------------------------------------------------------===//
  // Expressions
  //===--------------------------------------------------------------------===//

  bool usable(const Value &v, const Scope &scope) const {
    return !v.token && !v.fromAcc && !v.hidden &&
           (v.loops & ~scope.loops) == 0 &&
           (v.guard < 0 || v.guard == scope.guard) &&
           !(scope.nest >= 0 && (v.after >> scope.nest & 1));
  }

  std::vector<ValueId> poolOf(Ty t, const Scope &scope, bool exact,
                              bool raw = false) const {
    std::vector<ValueId> result;
    for (size_t i = 0; i < values.size(); ++i) {
      const Value &v = values[i];
      if (v.type == t && usable(v, scope) && (!exact || v.exact) &&
          (!raw || v.raw) && !constantIds.count(static_cast<ValueId>(i)))
        result.push_back(static_cast<ValueId>(i));
    }
    return result;
  }

  std::vector<Buffer *> inputsOf(DT d, unsigned lanes) {
    std::vector<Buffer *> result;
    for (Buffer &b : buffers)
      if (!b.output && b.dt == d && b.elements >= lanes)
        result.push_back(&b);
    return result;
  }

  /// A load from input `b` of `t` in `scope`: plain, gated, or (in an if)
  /// guarded by it.
  ValueId inputLoad(Buffer &b, Ty t, const Scope &scope, bool guarded,
                    bool mayGate = true) {
    ++b.loads;
    ValueId index = loadIndex(b.elements, scope, t.lanes);
    if (guarded)
      return load(b.name, b.dt, false, index, t, kNone, kNone,
                  ifs[scope.guard].token);
    if (mayGate && indexNesting == 0 && chance(12)) {
      ValueId gate = nestedGate(scope);
      ValueId alt = randomConst(t);
      return load(b.name, b.dt, false, index, t, gate, alt);
    }
    return load(b.name, b.dt, false, index, t);
  }

  /// A load from local `l` after its barrier (or after an if that follows
  /// it): every thread of the workgroup stored each element before.
  ValueId localLoad(const Local &l, const Scope &scope, ValueId dep) {
    // ((lidx0 + shift) mod L) + L * copy: another thread's element.
    std::vector<ValueId> terms{lidx};
    if (chance(60))
      terms.push_back(i32(between(0, L - 1)));
    for (unsigned r : rangesIn(scope.loops))
      if (chance(60))
        terms.push_back(ranges[r].value);
    ValueId index = terms[0];
    for (size_t i = 1; i < terms.size(); ++i)
      index = alu("add", {index, terms[i]}, false);
    index = alu("mod", {index, i32(L)}, false);
    unsigned copy = static_cast<unsigned>(below(l.copies));
    if (copy)
      index = alu("add", {index, i32(int64_t(L) * copy)}, false);
    Ty t{l.dt, 1};
    ValueId result;
    if (dep == l.barrier && indexNesting == 0 && chance(15)) {
      ValueId gate = nestedGate(scope);
      result = load(l.name, l.dt, true, index, t, gate, randomConst(t), dep);
    } else {
      result = load(l.name, l.dt, true, index, t, kNone, kNone, dep);
    }
    values[result].exact = l.exact;
    values[result].halfRounded = l.halfRounded;
    return result;
  }

  /// The gate of a gated load: no gated loads or data indices inside it,
  /// which keeps the recursion finite.
  ValueId nestedGate(const Scope &scope) {
    ++indexNesting;
    ValueId gate = gen(Ty{DT::Bool, 1}, scope, 1, true);
    --indexNesting;
    return gate;
  }

  /// A value of `t` with no operator of its own: a load, a reused value, a
  /// constant, a thread or loop index.
  ValueId leaf(Ty t, const Scope &scope, bool exact) {
    if (t.isVector())
      return vectorLeaf(t, scope, exact);
    DT d = t.dt;
    std::vector<ValueId> pool = poolOf(t, scope, exact);
    std::vector<Buffer *> inputs = inputsOf(d, 1);
    std::vector<const Local *> localSources;
    for (const Local &l : locals)
      if (l.dt == d && (!exact || l.exact))
        localSources.push_back(&l);
    bool guardedInput = scope.guard >= 0 && !inputs.empty();
    bool guardedLocal = scope.guard >= 0 && ifs[scope.guard].local >= 0 &&
                        locals[ifs[scope.guard].local].dt == d &&
                        (!exact || locals[ifs[scope.guard].local].exact);
    std::vector<ValueId> indices;
    if (isInt(d) || isBool(d)) {
      if (specials)
        indices = {gidx0, lidx};
      for (unsigned r : rangesIn(scope.loops))
        indices.push_back(ranges[r].value);
      if (var != kNone)
        indices.push_back(var);
    }
    // Loops want loads that depend on their range.
    bool inLoop = scope.loops != 0;
    unsigned choice = weighted({
        pool.empty() ? 0u : 25u,
        inputs.empty() ? 0u : (inLoop ? 55u : 40u),
        localSources.empty() ? 0u : 20u,
        guardedInput ? 30u : 0u,
        guardedLocal ? 20u : 0u,
        12u,
        indices.empty() ? 0u : (isBool(d) ? 4u : 8u),
        inputs.empty() && buffers.size() ? 30u : 0u,
    });
    switch (choice) {
    case 0:
      return pick(pool);
    case 1:
      return inputLoad(*pick(inputs), t, scope, false);
    case 2: {
      const Local &l = *pick(localSources);
      return localLoad(l, scope, l.barrier);
    }
    case 3:
      return inputLoad(*pick(inputs), t, scope, true);
    case 4:
      return localLoad(locals[ifs[scope.guard].local], scope,
                       ifs[scope.guard].token);
    case 5:
      return randomConst(t);
    case 6: {
      ValueId index = pick(indices);
      if (!isBool(d))
        return convert(index, d);
      const char *op = chance(50) ? "cmplt" : "cmpeq";
      return alu(op, {index, i32(between(0, 3))});
    }
    default: {
      // Another dtype's input, converted.
      std::vector<Buffer *> all;
      for (Buffer &b : buffers)
        if (!b.output)
          all.push_back(&b);
      Buffer &b = *pick(all);
      return convert(inputLoad(b, Ty{b.dt, 1}, scope, false), d);
    }
    }
  }

  ValueId vectorLeaf(Ty t, const Scope &scope, bool exact) {
    std::vector<ValueId> pool = poolOf(t, scope, exact);
    std::vector<Buffer *> inputs;
    if (!isBool(t.dt))
      inputs = inputsOf(t.dt, t.lanes);
    unsigned choice = weighted({inputs.empty() ? 0u : 45u, 30u,
                                pool.empty() ? 0u : 20u, 8u});
    switch (choice) {
    case 0: {
      Buffer &b = *pick(inputs);
      ++b.loads;
      ValueId index = loadIndex(b.elements, scope, t.lanes);
      if (indexNesting == 0 && chance(10)) {
        ValueId gate = nestedGate(scope);
        return load(b.name, b.dt, false, index, t, gate, randomConst(t));
      }
      if (scope.guard >= 0 && chance(40))
        return load(b.name, b.dt, false, index, t, kNone, kNone,
                    ifs[scope.guard].token);
      return load(b.name, b.dt, false, index, t);
    }
    case 1: {
      std::vector<ValueId> lanes;
      for (unsigned i = 0; i < t.lanes; ++i)
        lanes.push_back(i && chance(30) ? lanes[below(i)]
                                        : leaf(Ty{t.dt, 1}, scope, exact));
      return buildVector(lanes);
    }
    case 2:
      return pick(pool);
    default:
      return randomConst(t);
    }
  }

  /// A value of `t` in `scope`, at most `depth` operators deep. `exact`:
  /// for floats, one that every target computes bit for bit.
  ValueId gen(Ty t, const Scope &scope, int depth, bool exact = false) {
    // Keep kernels small: mostly 20-90 ops, constants included.
    if (values.size() > 60)
      depth = 0;
    else if (values.size() > 35)
      depth = std::min(depth, 1);
    if (depth <= 0 || chance(25))
      return leaf(t, scope, exact);
    if (isBool(t.dt))
      return genBool(t, scope, depth);
    bool fl = isFloat(t.dt);
    unsigned choice = weighted({
        8,                                   // 0 neg
        fl && !exact ? 10u : 0u,             // 1 transcendental
        34,                                  // 2 add sub mul max (xor)
        exact && fl ? 0u : 8u,               // 3 div
        exact && fl ? 0u : 5u,               // 4 mod
        8,                                   // 5 where
        exact && fl ? 0u : 4u,               // 6 mulacc
        12,                                  // 7 cast
        isInt(t.dt) ? 9u : 0u,               // 8 bitcast
        t.isVector() ? 0u : 6u,              // 9 gep
        3,                                   // 10 noop
    });
    int d = depth - 1;
    switch (choice) {
    case 0:
      return alu("neg", {gen(t, scope, d, exact)});
    case 1: {
      static const char *const ops[] = {"exp2", "sin", "log2", "sqrt"};
      unsigned op = static_cast<unsigned>(below(4));
      ValueId x = gen(t, scope, d);
      x = op < 2 ? clamp(x, -8, 8) : clamp(x, 0.125, 8);
      return alu(ops[op], {x});
    }
    case 2: {
      std::vector<const char *> ops{"add", "sub", "mul", "max"};
      if (isInt(t.dt))
        ops.push_back("xor");
      const char *op = pick(ops);
      ValueId a = gen(t, scope, d, exact), b = gen(t, scope, d, exact);
      if (exact && fl && (values[a].product || values[b].product) &&
          std::string(op) != "mul" && std::string(op) != "max")
        op = "max";
      return alu(op, {a, b});
    }
    case 3: {
      ValueId a = gen(t, scope, d, exact);
      ValueId b = gen(t, scope, d, true);
      return alu("div", {a, fl ? floatDivisor(b) : intDivisor(b)});
    }
    case 4: {
      // A float mod is discontinuous in both operands: exact ones only.
      ValueId a = gen(t, scope, d, true), b = gen(t, scope, d, true);
      return alu("mod", {a, fl ? floatDivisor(b) : intDivisor(b)});
    }
    case 5: {
      ValueId c = gen(t.withDT(DT::Bool), scope, d, true);
      return alu("where", {c, gen(t, scope, d, exact), gen(t, scope, d, exact)});
    }
    case 6:
      return alu("mulacc", {gen(t, scope, d), gen(t, scope, d),
                            gen(t, scope, d)});
    case 7: {
      DT from = randomDType();
      if (from == t.dt)
        from = isFloat(t.dt) ? DT::I32 : DT::F32;
      // float -> float keeps (in)exactness; float -> int needs exact.
      bool needExact = exact || !fl;
      return convert(gen(t.withDT(from), scope, d, needExact), t.dt);
    }
    case 8:
      return genBitcast(t, scope, d);
    case 9: {
      unsigned lanes = chance(75) ? 4 : 2;
      ValueId v = gen(Ty{t.dt, lanes}, scope, d, exact);
      return gep(v, static_cast<unsigned>(below(lanes)));
    }
    default:
      return noop(gen(t, scope, d, exact));
    }
  }

  /// An integer value of `t` bitcast from the other signedness, or from the
  /// bits of a float loaded from an input (computed floats may differ in
  /// their NaN bits by target).
  ValueId genBitcast(Ty t, const Scope &scope, int depth) {
    unsigned bytes = info(t.dt).bytes();
    if (bytes > 1 && chance(50)) {
      DT fd = bytes == 2 ? (chance(60) ? DT::F16 : DT::BF16)
              : bytes == 4 ? DT::F32
                           : DT::F64;
      Ty ft = t.withDT(fd);
      std::vector<ValueId> raw = poolOf(ft, scope, true, true);
      std::vector<Buffer *> inputs = inputsOf(fd, t.lanes);
      if (!raw.empty() && (inputs.empty() || chance(40)))
        return bitcast(pick(raw), t);
      if (!inputs.empty()) {
        Buffer &b = *pick(inputs);
        ++b.loads;
        ValueId index = loadIndex(b.elements, scope, t.lanes);
        return bitcast(load(b.name, b.dt, false, index, ft), t);
      }
    }
    static const DT other[] = {DT::Bool, DT::U8,  DT::I8,  DT::U16, DT::I16,
                               DT::U32,  DT::I32, DT::U64, DT::I64};
    DT from = other[static_cast<unsigned>(t.dt)];
    return bitcast(gen(t.withDT(from), scope, depth), t);
  }

  /// A bool (or bool vector) value: comparisons of exact values, logic,
  /// casts, thread predicates.
  ValueId genBool(Ty t, const Scope &scope, int depth) {
    int d = depth - 1;
    unsigned choice = weighted({40, 22, 8, 10, 7, 6});
    switch (choice) {
    case 0: {
      DT from = randomDType();
      Ty u = t.withDT(from);
      ValueId a = gen(u, scope, d, true);
      ValueId b = chance(40) ? randomConst(u) : gen(u, scope, d, true);
      return alu(chance(50) ? "cmplt" : "cmpeq", {a, b});
    }
    case 1: {
      // C _Bool arithmetic: add is or, mul is and.
      static const char *const ops[] = {"add", "mul", "xor", "max", "cmpeq",
                                        "cmplt"};
      ValueId a = gen(t, scope, d, true);
      if (chance(20))
        return alu("neg", {a});
      const char *op = ops[below(6)];
      return alu(op, {a, gen(t, scope, d, true)});
    }
    case 2:
      return alu("where", {gen(t, scope, d, true), gen(t, scope, d, true),
                           gen(t, scope, d, true)});
    case 3: {
      static const DT ints[] = {DT::I8,  DT::U8,  DT::I16, DT::U16,
                                DT::I32, DT::U32, DT::I64, DT::U64};
      return cast(gen(t.withDT(ints[below(8)]), scope, d, true), t);
    }
    case 4: {
      static const DT floats[] = {DT::F16, DT::BF16, DT::F32, DT::F64};
      return floatToInt(gen(t.withDT(floats[below(4)]), scope, d, true),
                        DT::Bool);
    }
    default:
      if (t.isVector() || !specials)
        return leaf(t, scope, true);
      // A thread predicate: a gate that splits the threads.
      const char *op = chance(60) ? "cmplt" : "cmpeq";
      return alu(op, {chance(50) ? lidx : threadId(),
                      i32(between(0, static_cast<int64_t>(threadCount())))});
    }
  }

  /// A value of `t` that uses `x`: `x` converted, maybe combined with more.
  ValueId combineWith(ValueId x, Ty t, const Scope &scope, int depth) {
    ValueId v = convert(x, t.dt);
    if (t.isVector()) {
      std::vector<ValueId> lanes{v};
      for (unsigned i = 1; i < t.lanes; ++i)
        lanes.push_back(chance(50) ? v : gen(Ty{t.dt, 1}, scope, depth - 1));
      v = buildVector(lanes);
    }
    if (depth <= 0 || chance(30))
      return v;
    ValueId other = gen(t, scope, depth - 1);
    if (isBool(t.dt))
      return alu(chance(50) ? "add" : "xor", {v, other});
    return alu(chance(50) ? "add" : "max", {v, other});
  }

  //===--------------------------------------------------------------------===//
  // Kernel structure
  //===--------------------------------------------------------------------===//

  size_t randomOutput() {
    std::vector<size_t> outs;
    for (size_t i = 0; i < buffers.size(); ++i)
      if (buffers[i].output)
        outs.push_back(i);
    return pick(outs);
  }

  /// An output for `v`: a random one, or for an inexact float (which must
  /// not become an integer) one of a float dtype, added if there is none.
  size_t outputFor(ValueId v) {
    size_t out = randomOutput();
    if (!isFloat(ty(v).dt) || values[v].exact || isFloat(buffers[out].dt))
      return out;
    for (size_t i = 0; i < buffers.size(); ++i)
      if (buffers[i].output && isFloat(buffers[i].dt))
        return i;
    return addBuffer(ty(v).dt, true);
  }

  /// An output buffer of a half dtype, added if there is none.
  size_t halfOutput() {
    for (size_t i = 0; i < buffers.size(); ++i)
      if (buffers[i].output && isHalf(buffers[i].dt))
        return i;
    return addBuffer(DT::F16, true);
  }

  size_t addBuffer(DT dt, bool output) {
    Buffer b;
    b.index = static_cast<int64_t>(buffers.size());
    b.dt = dt;
    b.output = output;
    b.elements = output ? 0 : static_cast<uint64_t>(between(16, 64));
    b.name = "%data" + std::to_string(b.index);
    body += "    " + b.name + " = uop.define_global " +
            std::to_string(b.index) + (output ? " mutable" : "") + " : " +
            ptrType(dt, false) + "\n";
    features.insert(info(dt).name().str());
    buffers.push_back(b);
    return buffers.size() - 1;
  }

  /// The type of a store to `out`: its dtype, sometimes as a vector.
  Ty storeType(const Buffer &out) {
    if (!isBool(out.dt) && chance(18))
      return Ty{out.dt, chance(80) ? 4u : 2u};
    return Ty{out.dt, 1};
  }

  /// A store of a fresh expression (`exact`: an exact one, which stays in
  /// `out`) to a fresh region of `out`.
  void genStore(size_t out, const Scope &scope, uint32_t extraLoops = 0,
                bool exact = false) {
    Ty t = storeType(buffers[out]);
    ValueId value = gen(t, scope, static_cast<int>(between(1, 3)), exact);
    ValueId gate = kNone;
    if (chance(15))
      gate = gen(Ty{DT::Bool, 1}, scope, 1, true);
    storeTo(out, value, gate, extraLoops);
  }

  /// A range that runs at least once, as every tinygrad loop does: to a
  /// constant (`constantEnd` if given, else 1 to 5), or, if the kernel has
  /// a define_var and `maySymbolic`, sometimes to the var or var + c (a
  /// symbolic range; the var is at least 1, so a loop to var + c may start
  /// at up to c).
  ValueId makeRange(unsigned level, int64_t constantEnd = 0,
                    bool maySymbolic = true) {
    ValueId end;
    int64_t endMax, start = 0;
    if (var != kNone && maySymbolic && chance(40)) {
      int64_t c = chance(70) ? 0 : between(1, 2);
      if (c == 0) {
        end = var;
        ++values[var].uses;
      } else {
        end = chance(50) ? alu("add", {var, i32(c)}, false)
                         : alu("add", {i32(c), var}, false);
        if (chance(40))
          start = between(1, c);
      }
      endMax = kVarMax + c;
      features.insert("shape:symbolic-range");
    } else {
      endMax = constantEnd > 0 ? constantEnd : between(1, 5);
      end = i32(endMax);
      if (constantEnd == 0 && endMax > 1 && chance(20))
        start = between(1, std::min<int64_t>(2, endMax - 1));
    }
    features.insert("loop");
    Value v;
    v.type = kI32;
    v.loops = 1u << ranges.size();
    unsigned index = static_cast<unsigned>(ranges.size());
    ValueId from = i32(start);
    ValueId id = add("uop.range " + nm(from) + " to " + nm(end) +
                         " depth " + std::to_string(level) + " index " +
                         std::to_string(index),
                     v);
    ranges.push_back({id, start, endMax - start, end == var && start == 0});
    return id;
  }

  /// A reduction over the ranges in `over` whose update may also use the
  /// ranges in `scopeLoops`. A full one (over every range it uses) joins
  /// the pool after the nest; a partial one (inside an outer loop) is
  /// stored right away, in that loop.
  void genReduction(int nest, uint32_t over, uint32_t scopeLoops) {
    bool partial = scopeLoops != over;
    size_t out = partial ? randomOutput() : 0;
    Ty t;
    if (partial)
      t = Ty{buffers[out].dt, 1};
    else if (chance(15))
      t = Ty{randomDType(false), chance(75) ? 4u : 2u};
    else
      t = Ty{randomDType(), 1};
    Scope scope{scopeLoops, nest, -1};

    std::vector<const char *> ops;
    if (isBool(t.dt))
      ops = {"add", "mul", "xor", "max"};
    else if (isInt(t.dt))
      ops = {"add", "add", "sub", "mul", "max", "xor", "mulacc", "where"};
    else
      ops = {"add", "add", "add", "sub", "max", "max", "mulacc", "where",
             "mul"};
    if (t.isVector())
      ops = {"add", "max", "sub"};
    std::string op = pick(ops);
    std::string init;
    if (op == "max" && isFloat(t.dt) && chance(60))
      init = t.dt == DT::F64 ? "0xFFF0000000000000" : "0xFF800000";
    else if (op == "mul" && !isBool(t.dt))
      init = isFloat(t.dt) ? "1.0" : "1";
    else
      init = randomLiteral(t.dt);

    ValueId acc = defineAcc(t, over, init, accIndex++);

    auto update = [&](ValueId a, Ty ut) -> ValueId {
      int depth = static_cast<int>(between(1, 2));
      ValueId x = gen(ut, scope, depth);
      if (op == "mulacc")
        return alu("mulacc", {x, gen(ut, scope, depth - 1), a});
      if (op == "where")
        return alu("where", {gen(ut.withDT(DT::Bool), scope, 1, true), x, a});
      if ((op == "add" || op == "max") && chance(40))
        return alu(op, {x, a});
      return alu(op, {a, x});
    };
    auto phi = [&](ValueId a, ValueId u) {
      Value p = derive(ty(a), {a, u});
      // Its users see the final value: they are not in the loops.
      p.loops = 0;
      p.after |= 1u << nest;
      // The last update may fuse with an add after the loop (an unrolled
      // loop is one block).
      p.product = values[u].product;
      p.fromAcc = false;
      notePhi(p, u, over);
      return add("uop.phi " + nm(a) + ", " + nm(u) + " : " + str(ty(a)), p);
    };

    if (t.isVector() && chance(35)) {
      // tinygrad's form: a phi per lane, on geps of the accumulator.
      for (unsigned lane = 0; lane < t.lanes; ++lane) {
        ValueId a = gep(acc, lane);
        ValueId result = phi(a, update(a, Ty{t.dt, 1}));
        if (lane == 0)
          mustUse.push_back(result);
      }
      return;
    }
    ValueId result = phi(acc, update(acc, t));
    if (partial) {
      values[result].hidden = true;
      storeTo(out, result, kNone, scopeLoops & ~over);
    } else {
      // A reduction nothing reads would be simplified away.
      mustUse.push_back(result);
    }
  }

  /// A loop nest of one or two ranges with reductions and stores inside.
  /// Two ranges nest as the linearizer decides: an accumulator over the
  /// inner one whose value leaves the nest makes the inner loop enclose the
  /// outer one, which then must not hold any other accumulator over the
  /// inner loop, nor a store outside the inner loop (it would run once per
  /// inner iteration).
  void genNest() {
    int nest = nestCount++;
    unsigned levels = chance(35) ? 2 : 1;
    uint32_t all = 0, inner = 0;
    for (unsigned level = 0; level < levels; ++level) {
      makeRange(level);
      inner = 1u << (ranges.size() - 1);
      all |= inner;
    }
    features.insert("loop");
    if (levels > 1)
      features.insert("nested-loop");
    bool innerOnly = levels > 1 && chance(20);
    unsigned reductions = chance(80) ? static_cast<unsigned>(between(1, 2)) : 0;
    for (unsigned i = 0; i < reductions; ++i) {
      if (levels == 1)
        genReduction(nest, all, all);
      else if (innerOnly)
        genReduction(nest, inner, inner);
      else if (chance(60))
        genReduction(nest, all, all);
      else
        genReduction(nest, inner, all);
    }
    if (reductions == 0 || chance(35)) {
      uint32_t loops =
          levels > 1 && !innerOnly && chance(30) ? (all & ~inner) : all;
      genStore(randomOutput(), Scope{loops, nest, -1}, loops);
    }
  }

  /// Every thread stores its elements of a local, then a barrier; later
  /// loads read other threads' elements after it.
  void genLocalStage() {
    Local l;
    l.dt = randomDType();
    l.copies = chance(30) ? 2 : 1;
    l.name = "%temp" + std::to_string(locals.size());
    body += "    " + l.name + " = uop.define_local \"temp" +
            std::to_string(locals.size()) + "\", " +
            std::to_string(l.copies * L) + " : " + ptrType(l.dt, true) + "\n";
    features.insert(info(l.dt).name().str());
    Scope top;
    l.exact = true;
    std::vector<ValueId> stores;
    for (unsigned copy = 0; copy < l.copies; ++copy) {
      ValueId v = gen(Ty{l.dt, 1}, top, static_cast<int>(between(1, 3)));
      l.exact = l.exact && values[v].exact;
      l.halfRounded = l.halfRounded || values[v].halfRounded;
      ValueId index = copy ? alu("add", {lidx, i32(int64_t(L) * copy)}, false)
                           : lidx;
      stores.push_back(store(l.name, l.dt, true, index, v));
    }
    Value b;
    b.token = true;
    std::string text = "uop.barrier after ";
    for (size_t i = 0; i < stores.size(); ++i) {
      text += (i ? ", " : "") + nm(stores[i]);
      ++values[stores[i]].uses;
    }
    l.barrier = add(text, b);
    locals.push_back(l);
    features.insert("local");
    features.insert("barrier");
    // One load now that some store must use.
    mustUse.push_back(localLoad(locals.back(), top, l.barrier));
  }

  /// An if and the stores of its guarded loads.
  void genIf() {
    Scope top;
    ValueId gate = gen(Ty{DT::Bool, 1}, top, static_cast<int>(between(1, 2)),
                       true);
    IfInfo ifInfo{kNone, -1};
    std::string text = "uop.if " + nm(gate);
    ++values[gate].uses;
    if (!locals.empty() && chance(40)) {
      ifInfo.local = static_cast<int>(below(locals.size()));
      text += " after " + nm(locals[ifInfo.local].barrier);
    }
    int guard = static_cast<int>(ifs.size());
    Value v;
    v.token = true;
    // Loads after it inherit the guard.
    v.guard = guard;
    ifInfo.token = add(text, v);
    ifs.push_back(ifInfo);
    features.insert("if");
    Scope scope{0, -1, guard};
    unsigned count = chance(30) ? 2 : 1;
    for (unsigned i = 0; i < count; ++i) {
      std::vector<Buffer *> inputs;
      for (Buffer &b : buffers)
        if (!b.output)
          inputs.push_back(&b);
      ValueId first;
      if (ifInfo.local >= 0 && chance(50)) {
        first = localLoad(locals[ifInfo.local], scope, ifInfo.token);
      } else {
        Buffer &b = *pick(inputs);
        first = inputLoad(b, Ty{b.dt, 1}, scope, true);
      }
      size_t out = outputFor(first);
      Ty t = storeType(buffers[out]);
      ValueId value =
          combineWith(first, t, scope, static_cast<int>(between(0, 3)));
      ValueId storeGate = chance(15) ? gen(Ty{DT::Bool, 1}, scope, 1, true)
                                     : kNone;
      storeTo(out, value, storeGate);
    }
  }

  //===--------------------------------------------------------------------===//
  // tinygrad's kernel shapes
  //
  // What tinygrad's kernels (the conformance dumps' uops_before) are made
  // of, each recorded as a "shape:" feature: reductions whose phi goes
  // through an epilogue before its store, several reductions per kernel,
  // a reduction used inside another one's loop, two-stage reductions,
  // padded and pooled windows read by gated loads, symbolic ranges.
  //
  // A phi computed inside an outer loop keeps that loop in its `loops`:
  // whatever uses it is in that loop too (its epilogue, its store, another
  // reduction of the same row), and `usable` keeps it out of every other
  // scope. Each group of reduction loops is a nest of its own, so that a
  // phi is never used inside its own loops.
  //===--------------------------------------------------------------------===//

  /// Marks `p`, the phi of an accumulator over `over` updated by `u`, as a
  /// reduction's result, and notes the shapes it makes.
  void notePhi(Value &p, ValueId u, uint32_t over) {
    p.isPhi = true;
    p.viaPhi = 0;
    // Its update reads another reduction's result.
    if (values[u].after)
      features.insert("shape:reduce-of-reduce");
    // One accumulator over two nested loops: CLANG's two-stage reduction.
    if (rangesIn(over).size() >= 2)
      features.insert("shape:two-stage");
  }

  /// Whether `x` may become dtype `to`: an inexact float never becomes an
  /// integer or a bool.
  bool convertible(ValueId x, DT to) const {
    return !isFloat(ty(x).dt) || values[x].exact || isFloat(to);
  }

  /// An index into a buffer of `elements` from the ranges in `loops` and,
  /// with `threads`, a thread index: row-major over these terms (in a
  /// random order, as permuted views give), maybe plus an offset, and
  /// wrapped by a mod only where it may reach `elements`.
  ValueId affineIndex(uint64_t elements, uint32_t loops, bool threads) {
    struct Term {
      ValueId value;
      /// It lies in [0, count).
      int64_t count;
    };
    std::vector<Term> terms;
    if (threads && specials) {
      unsigned which = weighted({4, 3, 1});
      if (which == 0)
        terms.push_back({threadId(), static_cast<int64_t>(threadCount())});
      else if (which == 1)
        terms.push_back({gidx0, static_cast<int64_t>(G0)});
      else
        terms.push_back({lidx, static_cast<int64_t>(L)});
    }
    for (unsigned r : rangesIn(loops))
      terms.push_back({ranges[r].value, ranges[r].start + ranges[r].trips});
    for (size_t i = terms.size(); i > 1; --i)
      if (chance(30))
        std::swap(terms[i - 1], terms[below(i)]);
    int64_t limit = static_cast<int64_t>(elements);
    ValueId index = kNone;
    int64_t stride = 1, max = 0;
    for (size_t i = terms.size(); i-- > 0;) {
      ValueId term = terms[i].value;
      if (stride > 1)
        term = alu("mul", {term, i32(stride)}, false);
      index = index == kNone ? term
              : chance(50)   ? alu("add", {index, term}, false)
                             : alu("add", {term, index}, false);
      max += (terms[i].count - 1) * stride;
      stride *= terms[i].count;
    }
    if (index == kNone)
      return i32(static_cast<int64_t>(below(elements)));
    if (max + 1 < limit && chance(30)) {
      int64_t offset = between(1, limit - 1 - max);
      index = alu("add", {index, i32(offset)}, false);
      max += offset;
    }
    if (max >= limit)
      index = alu("mod", {index, i32(limit)}, false);
    return index;
  }

  /// An element of a row: an input (mostly one of dtype `dt`) at an affine
  /// index of `scope`'s loops and maybe the threads, as dtype `dt`.
  ValueId rowLoad(DT dt, const Scope &scope, bool threads) {
    std::vector<size_t> same, all;
    for (size_t i = 0; i < buffers.size(); ++i)
      if (!buffers[i].output) {
        all.push_back(i);
        if (buffers[i].dt == dt)
          same.push_back(i);
      }
    size_t b = !same.empty() && chance(75) ? pick(same) : pick(all);
    ++buffers[b].loads;
    ValueId index = affineIndex(buffers[b].elements, scope.loops, threads);
    ValueId x = load(buffers[b].name, buffers[b].dt, false, index,
                     Ty{buffers[b].dt, 1});
    return convert(x, dt);
  }

  /// A reduction's dtype: float32 mostly, as in tinygrad.
  DT reduceDType() {
    if (chance(55))
      return DT::F32;
    return randomDType(chance(10));
  }

  /// A reduction's op for dtype `d`.
  std::string reduceOp(DT d) {
    if (isBool(d)) {
      static const char *const ops[] = {"add", "max", "mul", "xor"};
      return ops[below(4)];
    }
    if (isInt(d)) {
      static const char *const ops[] = {"add", "max", "xor", "mul", "where"};
      return ops[weighted({50, 25, 10, 7, 8})];
    }
    // tinygrad reduces floats by SUM and MAX; a float product over a long
    // loop could overflow, and an inf (as a common factor of a later sum)
    // may become inf or NaN by target.
    static const char *const ops[] = {"add", "max", "where"};
    return ops[weighted({62, 30, 8})];
  }

  /// The identity of `op` (tinygrad's init), or sometimes any constant.
  std::string reduceInit(const std::string &op, DT d) {
    if (chance(12))
      return randomLiteral(d);
    if (isBool(d))
      return op == "mul" ? "true" : "false";
    if (op == "max")
      return isFloat(d) ? (d == DT::F64 ? "0xFFF0000000000000" : "0xFF800000")
                        : info(d).min;
    if (op == "mul")
      return isFloat(d) ? "1.0" : "1";
    return isFloat(d) ? "0.0" : "0";
  }

  /// A `uop.define_acc` of type `t` over the loops `over`, starting at
  /// `init`, with tinygrad's accumulator `index`.
  ValueId defineAcc(Ty t, uint32_t over, const std::string &init,
                    int64_t index) {
    std::string overText;
    for (unsigned r : rangesIn(over))
      overText += (overText.empty() ? "" : ", ") + nm(ranges[r].value);
    Value accValue;
    accValue.type = t;
    accValue.loops = over;
    accValue.fromAcc = true;
    ValueId acc =
        add("uop.define_acc over(" + overText + ") index " +
                std::to_string(index) + " count 0 init " + constText(t, init),
            accValue);
    features.insert("acc");
    ++accCount;
    return acc;
  }

  /// An accumulator of `t` over the ranges `over` (loop group `nest`),
  /// updated by `op` with `element` (from `scope`); returns its phi,
  /// which depends on the loops of the update other than `over`. `index`
  /// -1 is tinygrad's first stage of a grouped reduction.
  ValueId accumulate(const std::string &op, Ty t, uint32_t over, int nest,
                     ValueId element, const Scope &scope, std::string init = "",
                     int64_t index = -2) {
    if (init.empty())
      init = reduceInit(op, t.dt);
    ValueId acc = defineAcc(
        t, over, init, index == -2 ? static_cast<int64_t>(accIndex++) : index);
    ValueId u;
    if (op == "where")
      u = alu("where", {gen(Ty{DT::Bool, 1}, scope, 1, true), element, acc});
    else if (op != "sub" && chance(50))
      u = alu(op, {element, acc});
    else
      u = alu(op, {acc, element});
    Value p = derive(t, {acc, u});
    p.loops = values[u].loops & ~over;
    p.after |= 1u << nest;
    p.product = values[u].product;
    p.fromAcc = false;
    notePhi(p, u, over);
    return add("uop.phi " + nm(acc) + ", " + nm(u) + " : " + str(t), p);
  }

  /// `x`, a reduction's result, through `steps` of tinygrad's epilogues: a
  /// scale (a mean over `count` elements, or over the var's), a bias, a
  /// relu, sqrt/log2/exp2, a division, a cast, a where, a neg.
  ValueId epilogue(ValueId x, const Scope &scope, unsigned steps,
                   int64_t count = 0, bool byVar = false) {
    for (unsigned step = 0; step < steps; ++step) {
      Ty t = ty(x);
      if (isBool(t.dt)) {
        unsigned c = weighted({3, 2, 3});
        if (c == 0) {
          const char *op = chance(50) ? "xor" : "add";
          x = alu(op, {x, gen(t, scope, 1, true)});
        } else if (c == 1) {
          x = alu("neg", {x});
        } else {
          x = convert(x, chance(50) ? DT::I32 : DT::F32);
        }
        continue;
      }
      bool fl = isFloat(t.dt);
      bool exact = !fl || values[x].exact;
      unsigned choice = weighted({30, 15, 12, fl ? 10u : 0u, 8, 10, 8, 5});
      switch (choice) {
      case 0: {
        // The mean: x * (1/n) as tinygrad writes it, or x / n.
        if (byVar && var != kNone && chance(50)) {
          // The var is at least 1: no division by 0 or -1.
          x = alu("div", {x, convert(var, t.dt)});
          break;
        }
        int64_t n = count > 1 ? std::min<int64_t>(count, 100) : between(2, 8);
        if (fl)
          x = alu("mul", {x, floatConst(t, 1.0 / static_cast<double>(n))});
        else
          x = alu(chance(50) ? "div" : "mul", {x, intConst(t, n)});
        break;
      }
      case 1: {
        ValueId b = gen(t, scope, 1);
        x = chance(50) ? alu("add", {x, b})
                       : alu(chance(50) ? "sub" : "add", {b, x});
        break;
      }
      case 2:
        x = chance(50) ? alu("max", {x, intConst(t, 0)})
                       : alu("max", {intConst(t, 0), x});
        break;
      case 3: {
        static const char *const ops[] = {"sqrt", "log2", "exp2"};
        unsigned op = static_cast<unsigned>(below(3));
        x = op < 2 ? clamp(x, 0.125, 8) : clamp(x, -8, 8);
        x = alu(ops[op], {x});
        break;
      }
      case 4: {
        ValueId d = gen(t, scope, 1, true);
        x = alu("div", {x, fl ? floatDivisor(d) : intDivisor(d)});
        break;
      }
      case 5: {
        DT to = randomDType(false);
        if (!convertible(x, to))
          to = chance(50) ? DT::F32 : DT::F64;
        x = convert(x, to);
        break;
      }
      case 6: {
        ValueId cond;
        if (exact) {
          ValueId c = randomConst(t);
          cond = chance(50) ? alu("cmplt", {x, c}) : alu("cmplt", {c, x});
        } else {
          cond = gen(Ty{DT::Bool, 1}, scope, 1, true);
        }
        ValueId other = chance(50) ? intConst(t, 0) : gen(t, scope, 1);
        x = chance(70) ? alu("where", {cond, x, other})
                       : alu("where", {cond, other, x});
        break;
      }
      default:
        x = alu("neg", {x});
      }
    }
    return x;
  }

  /// Stores `v` to an output that can hold it, in the loops `outer`.
  void storeResult(ValueId v, const Scope &scope, uint32_t outer,
                   bool mayGate = true) {
    size_t out = outputFor(v);
    ValueId gate =
        mayGate && chance(10) ? gen(Ty{DT::Bool, 1}, scope, 1, true) : kNone;
    storeTo(out, convert(v, buffers[out].dt), gate, outer);
  }

  /// Whether every range in `over` runs from 0 to the var.
  bool allToVar(uint32_t over) const {
    std::vector<unsigned> rs = rangesIn(over);
    return rs.size() == 1 && ranges[rs[0]].toVar;
  }

  /// The elements a reduction over `over` adds up at most.
  int64_t tripsOf(uint32_t over) const {
    int64_t n = 1;
    for (unsigned r : rangesIn(over))
      n *= ranges[r].trips;
    return n;
  }

  /// The rows of a reduction kernel: the threads (with `threadPercent`
  /// chance, where the kernel has them), an outer loop of up to `maxTrips`
  /// (always without threads, else with `loopPercent` chance), or both.
  /// Returns the outer loop's mask (0 if none) and whether threads index
  /// the rows.
  std::pair<uint32_t, bool> makeRows(unsigned threadPercent,
                                     unsigned loopPercent, int64_t maxTrips,
                                     int64_t minTrips = 1) {
    uint32_t outer = 0;
    bool threads = specials && chance(threadPercent);
    if (!threads || chance(loopPercent)) {
      makeRange(1, between(minTrips, maxTrips));
      outer = 1u << (ranges.size() - 1);
    }
    return {outer, threads};
  }

  /// Reductions of rows: an output per row (an outer loop, as CLANG
  /// kernels have, or the threads, as GPU kernels have), one to three
  /// reductions per row over the same loop or other ones (two nested
  /// loops, sometimes), later ones maybe using earlier results inside
  /// their loop (layernorm: the mean, then the squares of the differences
  /// from it; softmax: the max, then the sum of exp2(x - max)), then
  /// epilogues, which may combine several results, and stores.
  void genRowReductions() {
    auto [outer, threads] = makeRows(75, 40, 4);
    Scope row{outer, -1, -1};
    unsigned count = 1 + weighted({45, 38, 17});
    DT dt = reduceDType();
    struct Result {
      ValueId phi;
      uint32_t over;
    };
    std::vector<Result> results;
    uint32_t over = 0;
    int nest = -1;
    for (unsigned i = 0; i < count; ++i) {
      if (i == 0 || chance(55)) {
        // A new loop group: one range, or two (a split reduction).
        nest = nestCount++;
        makeRange(2);
        over = 1u << (ranges.size() - 1);
        if (chance(15)) {
          makeRange(3);
          over |= 1u << (ranges.size() - 1);
        }
      }
      Scope loop{outer | over, nest, -1};
      if (rangesIn(loop.loops).size() > 1)
        features.insert("nested-loop");
      DT d = i == 0 || chance(70) ? dt : reduceDType();
      Ty t{d, 1};
      ValueId x = rowLoad(d, loop, threads);
      std::vector<const Result *> earlier;
      for (const Result &r : results)
        if (usable(values[r.phi], loop))
          earlier.push_back(&r);
      if (!earlier.empty() && chance(75)) {
        // A reduction of a reduction: an earlier result (or its epilogue,
        // a mean) inside this loop.
        const Result &r = *pick(earlier);
        ValueId m = chance(50) ? r.phi
                               : epilogue(r.phi, row, 1, tripsOf(r.over),
                                          allToVar(r.over));
        // The epilogue may take in a result of this very loop, whose final
        // value no iteration of it can read (seed 50207).
        if (!usable(values[m], loop))
          m = r.phi;
        if (convertible(m, d)) {
          m = convert(m, d);
          if (isBool(d)) {
            x = alu("xor", {x, m});
          } else {
            static const char *const ops[] = {"sub", "add", "mul", "max"};
            const char *op = ops[weighted({50, 15, 20, 15})];
            x = chance(80) ? alu(op, {x, m}) : alu(op, {m, x});
            if (isFloat(d) && chance(35))
              x = alu("exp2", {clamp(x, -8, 8)});
            else if (chance(40))
              x = alu("mul", {x, x});
          }
        }
      } else if (chance(35)) {
        ValueId y = gen(t, loop, 1);
        x = isBool(d) ? alu("xor", {x, y})
                      : alu(chance(50) ? "add" : "mul", {x, y});
      }
      results.push_back(
          {accumulate(reduceOp(d), t, over, nest, x, loop), over});
    }
    // Epilogues and stores: each result (a result another loop used may go
    // unstored, as layernorm's mean), maybe combined with another one.
    for (const Result &r : results) {
      if (values[r.phi].uses && chance(40))
        continue;
      ValueId v = r.phi;
      if (results.size() > 1 && chance(40)) {
        ValueId w = pick(results).phi;
        if (w != v && convertible(w, ty(v).dt)) {
          w = convert(w, ty(v).dt);
          if (isBool(ty(v).dt)) {
            v = alu(chance(50) ? "xor" : "add", {v, w});
          } else {
            static const char *const ops[] = {"add", "sub", "mul", "max"};
            v = alu(ops[below(4)], {v, w});
          }
        }
      }
      unsigned steps = chance(15) ? 0 : static_cast<unsigned>(between(1, 3));
      v = epilogue(v, row, steps, tripsOf(r.over), allToVar(r.over));
      storeResult(v, row, outer);
    }
  }

  /// Two-stage reductions without local memory: one accumulator over two
  /// nested loops (tinygrad's CLANG form of a split reduction), or partial
  /// reductions over the inner loop reduced over the outer one.
  void genSplitReduction() {
    auto [outer, threads] = makeRows(60, 30, 3);
    Scope row{outer, -1, -1};
    DT d = reduceDType();
    Ty t{d, 1};
    std::string op = reduceOp(d);
    makeRange(2);
    uint32_t hi = 1u << (ranges.size() - 1);
    makeRange(3);
    uint32_t lo = 1u << (ranges.size() - 1);
    features.insert("nested-loop");
    ValueId result;
    if (chance(55)) {
      int nest = nestCount++;
      Scope loop{outer | hi | lo, nest, -1};
      result =
          accumulate(op, t, hi | lo, nest, rowLoad(d, loop, threads), loop);
    } else {
      // Partial reductions over the inner loop, reduced over the outer one.
      features.insert("shape:two-stage");
      int inner = nestCount++, nest = nestCount++;
      Scope loop{outer | hi | lo, inner, -1};
      ValueId partial =
          accumulate(op, t, lo, inner, rowLoad(d, loop, threads), loop);
      Scope mid{outer | hi, nest, -1};
      ValueId y = chance(35) ? epilogue(partial, mid, 1, tripsOf(lo)) : partial;
      DT d2 = convertible(y, d) ? d : ty(y).dt;
      y = convert(y, d2);
      result =
          accumulate(d2 == d ? op : reduceOp(d2), Ty{d2, 1}, hi, nest, y, mid);
    }
    unsigned steps = static_cast<unsigned>(between(0, 2));
    storeResult(epilogue(result, row, steps, tripsOf(hi | lo)), row, outer);
  }

  /// tinygrad's grouped reduction (GPU): each thread reduces its part and
  /// stores it to local memory; after a barrier, the first thread of each
  /// workgroup reduces the workgroup's partial results under an if, and
  /// stores the total (maybe after an epilogue) at its workgroup's slot.
  void genGroupedReduction() {
    DT d = reduceDType();
    Ty t{d, 1};
    std::string op = reduceOp(d);
    int nest = nestCount++;
    makeRange(2);
    uint32_t over = 1u << (ranges.size() - 1);
    Scope inner{over, nest, -1};
    ValueId x = rowLoad(d, inner, true);
    if (chance(40)) {
      ValueId y = gen(t, inner, 1);
      x = isBool(d) ? alu("xor", {x, y})
                    : alu(chance(50) ? "add" : "mul", {x, y});
    }
    ValueId partial =
        accumulate(op, t, over, nest, x, inner, reduceInit(op, d), -1);

    Local l;
    l.dt = d;
    l.copies = 1;
    l.exact = values[partial].exact;
    l.halfRounded = values[partial].halfRounded;
    l.name = "%temp" + std::to_string(locals.size());
    body += "    " + l.name + " = uop.define_local \"temp" +
            std::to_string(locals.size()) + "\", " + std::to_string(L) + " : " +
            ptrType(d, true) + "\n";
    ValueId st = store(l.name, d, true, lidx, partial);
    Value b;
    b.token = true;
    ++values[st].uses;
    l.barrier = add("uop.barrier after " + nm(st), b);
    locals.push_back(l);
    features.insert("local");
    features.insert("barrier");
    features.insert("shape:two-stage");

    ValueId gate = chance(60) ? alu("cmplt", {lidx, i32(1)})
                              : alu("cmpeq", {lidx, i32(0)});
    ++values[gate].uses;
    int guard = static_cast<int>(ifs.size());
    IfInfo ifInfo{kNone, static_cast<int>(locals.size() - 1)};
    Value v;
    v.token = true;
    v.guard = guard;
    ifInfo.token = add("uop.if " + nm(gate) + " after " + nm(l.barrier), v);
    ifs.push_back(ifInfo);
    features.insert("if");

    int nest2 = nestCount++;
    ValueId r = makeRange(3, L, false);
    uint32_t over2 = 1u << (ranges.size() - 1);
    Scope stage2{over2, nest2, guard};
    ValueId y = load(l.name, d, true, r, t, kNone, kNone, ifInfo.token);
    values[y].exact = l.exact;
    ValueId total = accumulate(op, t, over2, nest2, y, stage2);

    Scope guarded{0, -1, guard};
    unsigned steps = static_cast<unsigned>(between(0, 2));
    ValueId value = epilogue(total, guarded, steps, tripsOf(over) * L);
    size_t out = outputFor(value);
    value = convert(value, buffers[out].dt);
    // Only the first thread of a workgroup stores: one slot per workgroup.
    ValueId group = gidx0;
    if (gidx1 != kNone)
      group = alu("add", {alu("mul", {gidx1, i32(G0)}, false), gidx0}, false);
    uint64_t base = buffers[out].elements;
    buffers[out].elements += uint64_t(G0) * G1;
    ValueId index =
        base ? alu("add", {group, i32(static_cast<int64_t>(base))}, false)
             : group;
    store(buffers[out].name, buffers[out].dt, false, index, value);
  }

  /// Padded and pooled windows: output positions (loops or threads), a
  /// window (loops), and input coordinates position * stride + window -
  /// pad, in one or two dimensions, read by a load gated by the bounds
  /// checks tinygrad writes (alt 0, or -inf for a max pool; the index is
  /// out of bounds only where the gate is false): a sum (average pool), a
  /// max (max pool), a sum of products with a weight (convolution), or a
  /// padded copy without a window loop.
  void genWindow() {
    std::vector<size_t> inputs;
    for (size_t i = 0; i < buffers.size(); ++i)
      if (!buffers[i].output)
        inputs.push_back(i);
    size_t in = pick(inputs);
    int64_t elements = static_cast<int64_t>(buffers[in].elements);
    unsigned dims = chance(35) ? 2 : 1;
    int64_t size[2] = {1, 1}, window[2] = {1, 1}, stride[2] = {1, 1},
            pad[2] = {0, 0};
    if (dims == 2) {
      size[1] = between(2, 6);
      size[0] = between(2, std::min<int64_t>(6, elements / size[1]));
    } else {
      size[0] = between(3, std::min<int64_t>(elements, 24));
    }
    bool reduce = chance(80);
    DT d = reduceDType();
    Ty t{d, 1};
    // A max pool, an average pool, or a convolution.
    unsigned kind = weighted({isFloat(d) ? 30u : 0u, 45, 25});
    std::string op = kind == 0 ? "max" : "add";
    // -inf pads a max pool only where every window holds an element: the
    // positions are the outputs (a constant loop) and pad < window. A
    // window of padding alone would give -inf, which a later inexact sum
    // may turn into inf or NaN by target (a*b + a*c as a*(b + c)).
    bool bounded = true;
    int nest = nestCount++;
    uint32_t outer = 0, over = 0;
    ValueId coord[2] = {kNone, kNone};
    int64_t coordMax[2] = {0, 0};
    for (unsigned k = 0; k < dims; ++k) {
      window[k] = between(1, std::min<int64_t>(dims == 2 ? 3 : 4, size[k]));
      stride[k] = between(1, 2);
      pad[k] = between(0, window[k]);
      int64_t outputs = (size[k] + 2 * pad[k] - window[k]) / stride[k] + 1;
      ValueId pos;
      int64_t posMax;
      if (k == 0 && specials && chance(40)) {
        bool all = chance(50);
        pos = all ? threadId() : gidx0;
        posMax = static_cast<int64_t>(all ? threadCount() : G0) - 1;
        bounded = false;
      } else {
        pos = makeRange(1, outputs);
        outer |= 1u << (ranges.size() - 1);
        posMax = ranges.back().start + ranges.back().trips - 1;
        if (ranges.back().start != 0 || ranges.back().trips != outputs)
          bounded = false;
      }
      if (pad[k] >= window[k])
        bounded = false;
      ValueId c =
          stride[k] > 1 ? alu("mul", {pos, i32(stride[k])}, false) : pos;
      int64_t cmax = posMax * stride[k];
      if (window[k] > 1 && reduce) {
        ValueId w = makeRange(2, window[k], false);
        over |= 1u << (ranges.size() - 1);
        c = chance(50) ? alu("add", {c, w}, false) : alu("add", {w, c}, false);
        cmax += window[k] - 1;
      } else if (window[k] > 1) {
        // A padded copy: one element of the window.
        int64_t offset = between(0, window[k] - 1);
        if (offset) {
          c = alu("add", {c, i32(offset)}, false);
          cmax += offset;
        }
      }
      coord[k] = c;
      coordMax[k] = cmax;
    }

    // The gate: pad <= coord < size + pad in each dimension, each check
    // left out where it always holds.
    ValueId gate = kNone;
    auto both = [&](ValueId check) {
      if (gate == kNone)
        gate = check;
      else if (chance(80))
        gate = alu("mul", {gate, check});
      else
        gate = alu("where", {gate, check, constant(Ty{DT::Bool, 1}, "false")});
    };
    for (unsigned k = 0; k < dims; ++k) {
      if (pad[k] > 0) {
        unsigned form = static_cast<unsigned>(below(3));
        ValueId lower =
            form == 0   ? alu("cmplt", {i32(pad[k] - 1), coord[k]})
            : form == 1 ? alu("neg", {alu("cmplt", {coord[k], i32(pad[k])})})
                        : alu("cmplt", {alu("mul", {coord[k], i32(-1)}, false),
                                        i32(1 - pad[k])});
        both(lower);
      }
      if (coordMax[k] >= size[k] + pad[k])
        both(alu("cmplt", {coord[k], i32(size[k] + pad[k])}));
    }
    // The index: (coord0 - pad0) * size1 + (coord1 - pad1) + base.
    ValueId index = coord[0];
    if (dims == 2)
      index = alu("add", {alu("mul", {index, i32(size[1])}, false), coord[1]},
                  false);
    int64_t shift = pad[0] * size[1] + pad[1];
    int64_t base = between(0, elements - size[0] * size[1]);
    if (shift != base)
      index = chance(60) ? alu("add", {index, i32(base - shift)}, false)
                         : alu("sub", {index, i32(shift - base)}, false);

    Buffer &input = buffers[in];
    Ty lt{input.dt, 1};
    ++input.loads;
    ValueId element;
    if (gate != kNone) {
      ValueId alt =
          op == "max" && over && bounded && isFloat(lt.dt) && chance(50)
              ? constant(lt,
                         lt.dt == DT::F64 ? "0xFFF0000000000000" : "0xFF800000")
              : intConst(lt, 0);
      element = load(input.name, input.dt, false, index, lt, gate, alt);
    } else {
      element = load(input.name, input.dt, false, index, lt);
    }
    element = convert(element, d);
    features.insert("shape:window");

    Scope row{outer, -1, -1};
    if (!over) {
      if (chance(30))
        element = epilogue(element, row, 1);
      storeResult(element, row, outer);
      return;
    }
    Scope inner{outer | over, nest, -1};
    if (rangesIn(inner.loops).size() > 1)
      features.insert("nested-loop");
    if (kind == 2) {
      // A convolution: times a weight indexed by the window.
      std::vector<size_t> weights;
      for (size_t i = 0; i < buffers.size(); ++i)
        if (!buffers[i].output)
          weights.push_back(i);
      size_t wb = pick(weights);
      ++buffers[wb].loads;
      ValueId wi = affineIndex(buffers[wb].elements, over, false);
      ValueId w = convert(load(buffers[wb].name, buffers[wb].dt, false, wi,
                               Ty{buffers[wb].dt, 1}),
                          d);
      element = alu("mul", {element, w});
    }
    ValueId phi = accumulate(op, t, over, nest, element, inner);
    unsigned steps = static_cast<unsigned>(between(0, 2));
    storeResult(epilogue(phi, row, steps, window[0] * window[1]), row, outer);
  }

  /// A matmul's register tile, as tinygrad's CLANG kernels build it: rows
  /// (threads or a loop), a loop over groups of `width` columns, and a
  /// reduction that reads the row's element of one input, shared by the
  /// group, and `width` adjacent elements of another, a whole row of
  /// columns further on each step: one accumulator per column of the
  /// group. Compilers may run the column loop inside the reduction
  /// (uop-interchange-reduction-loops), or run groups of columns as vectors
  /// over a panel that chunks of 16 rows or more share
  /// (uop-pack-reduction-panels).
  /// With `panel`, the rows, columns and steps are at least those that
  /// uop-pack-reduction-panels packs.
  void genMatmul(bool panel) {
    auto [outer, threads] =
        panel ? makeRows(0, 100, 40, 16) : makeRows(50, 50, 4);
    unsigned width = 1u << below(3);
    int64_t groups = panel ? between(8, 12) : between(2, 12);
    ValueId column = makeRange(1, groups, false);
    uint32_t columns = 1u << (ranges.size() - 1);
    int nest = nestCount++;
    // Reductions of 8 or more steps are the ones compilers interchange.
    ValueId step = makeRange(2, panel ? between(16, 24) : between(2, 24));
    uint32_t over = 1u << (ranges.size() - 1);
    int64_t steps = ranges.back().start + ranges.back().trips;
    features.insert("shape:matmul");

    DT d = reduceDType();
    Ty t{d, 1};
    Scope loop{outer | columns | over, nest, -1};
    ValueId lhs = rowLoad(d, Scope{outer | over, nest, -1}, threads);
    int64_t rowElements = groups * static_cast<int64_t>(width);
    size_t rhs = addBuffer(d, false);
    buffers[rhs].elements = static_cast<uint64_t>(steps * rowElements);
    ValueId first =
        alu("add",
            {alu("mul", {step, i32(rowElements)}, false),
             alu("mul", {column, i32(static_cast<int64_t>(width))}, false)},
            false);
    std::string op = reduceOp(d);
    Scope row{outer | columns, -1, -1};
    for (unsigned lane = 0; lane < width; ++lane) {
      ValueId index =
          lane ? alu("add", {first, i32(static_cast<int64_t>(lane))}, false)
               : first;
      ++buffers[rhs].loads;
      ValueId element = load(buffers[rhs].name, d, false, index, t);
      element = alu(isBool(d) ? "xor" : "mul", {lhs, element});
      ValueId phi = accumulate(op, t, over, nest, element, loop);
      unsigned epilogueSteps =
          chance(50) ? 0 : static_cast<unsigned>(between(1, 2));
      storeResult(
          epilogue(phi, row, epilogueSteps, tripsOf(over), allToVar(over)), row,
          outer | columns);
    }
  }

  /// A loop whose iterations must run in order, as a shifted in-place
  /// update does: iteration i stores out[base + i] from out[base + i + 1],
  /// which iteration i + 1 overwrites later. The last element read is never
  /// stored. Only in kernels without thread indices, whose loops the
  /// compilers may run in parallel: this loop must stay a loop
  /// (GeneratedKernel::serialLoops).
  void genLoopCarried() {
    size_t out = randomOutput();
    int64_t trips = between(2, 6);
    ValueId loop = makeRange(0, trips, /*maySymbolic=*/false);
    auto loopIndex = static_cast<unsigned>(ranges.size() - 1);
    uint32_t loops = values[loop].loops;
    Buffer &b = buffers[out];
    auto base = static_cast<int64_t>(b.elements);
    b.elements += static_cast<uint64_t>(trips) + 1;
    ValueId at = alu("add", {loop, i32(base)}, false);
    ValueId next = alu("add", {at, i32(1)}, false);
    Ty t{b.dt, 1};
    ValueId old = load(b.name, b.dt, false, next, t);
    // Read by this store alone: another would mix iterations.
    values[old].hidden = true;
    ValueId value = combineWith(old, t, Scope{loops, -1, -1}, 1);
    store(b.name, b.dt, false, at, value);
    serialLoops.push_back(loopIndex);
    features.insert("shape:loop-carried");
  }

  /// tinygrad's arange and argmax: a reduction of k steps that UPCAST
  /// unrolled into quotients (c - x + i) / -k (or (x + c + i) / k) over
  /// i < k, each plus a constant, summed with add, sub and neg as 0.9.0
  /// writes them. Simplifiers fold the quotients' sum to the numerator
  /// where no numerator is negative; here some numerators may be, and a
  /// quotient may be left out, where the sum is something else.
  void genUnrolledQuotients() {
    size_t out = randomOutput();
    int64_t trips = between(2, 40);
    ValueId row = makeRange(0, trips, /*maySymbolic=*/false);
    int64_t k = between(2, 5);
    bool descending = chance(50);
    ValueId base = descending ? alu("neg", {row}, false) : row;
    // The smallest numerator is (trips - 1) + offset descending, offset
    // ascending: mostly 0 or more, sometimes less.
    int64_t offset = between(-2, 3) + (descending ? trips - 1 : 0);
    int64_t skipped = chance(20) ? between(0, k - 1) : -1;
    ValueId sum = kNone;
    for (int64_t i = 0; i < k; ++i) {
      if (i == skipped)
        continue;
      ValueId numerator = chance(70)
                              ? alu("sub", {base, i32(-(offset + i))}, false)
                              : alu("add", {base, i32(offset + i)}, false);
      ValueId quotient =
          alu("div", {numerator, i32(descending ? -k : k)}, false);
      if (chance(60))
        quotient = alu("add", {quotient, i32(between(-60, 60))}, false);
      if (sum == kNone)
        sum = chance(50) ? alu("neg", {quotient}, false) : quotient;
      else
        sum = alu(chance(50) ? "sub" : "add", {sum, quotient}, false);
    }
    if (chance(70))
      sum = alu("add", {sum, i32(between(-100, 100))}, false);
    Buffer &b = buffers[out];
    auto first = static_cast<int64_t>(b.elements);
    b.elements += static_cast<uint64_t>(trips);
    ValueId at = alu("add", {row, i32(first)}, false);
    store(b.name, b.dt, false, at, convert(sum, b.dt));
    features.insert("shape:unrolled-quotients");
  }

  /// One of tinygrad's shapes.
  void genShape() {
    // Ranges and nests are bits of a uint32_t.
    if (nestCount > 20 || ranges.size() > 20)
      return;
    switch (weighted({40, 20, specials ? 15u : 0u, 25, 15, 8})) {
    case 0:
      genRowReductions();
      break;
    case 1:
      genSplitReduction();
      break;
    case 2:
      genGroupedReduction();
      break;
    case 3:
      genWindow();
      break;
    case 4:
      genMatmul(chance(40));
      break;
    default:
      genUnrolledQuotients();
    }
  }

  /// Stores what must be used but is not: an unread input, the var, a local
  /// load, an output without a store.
  void fixUps() {
    Scope top;
    for (ValueId id : mustUse)
      if (!values[id].uses) {
        size_t out = outputFor(id);
        // Bools are stored one at a time.
        ValueId value = ty(id).isVector() && isBool(buffers[out].dt)
                            ? gep(id, 0)
                            : id;
        storeTo(out, convert(value, buffers[out].dt));
      }
    for (size_t i = 0; i < buffers.size(); ++i)
      if (!buffers[i].output && !buffers[i].loads) {
        ValueId x = inputLoad(buffers[i], Ty{buffers[i].dt, 1}, top, false,
                              false);
        size_t out = randomOutput();
        storeTo(out, convert(x, buffers[out].dt));
      }
    if (var != kNone && !values[var].uses) {
      size_t out = randomOutput();
      storeTo(out, convert(var, buffers[out].dt));
    }
    for (size_t i = 0; i < buffers.size(); ++i) {
      if (buffers[i].output && !buffers[i].elements)
        genStore(i, top);
      // An inexact store may have gone to a half buffer (storeTo).
      if (buffers[i].output && !buffers[i].elements)
        genStore(i, top, /*extraLoops=*/0, /*exact=*/true);
    }
  }

  uint64_t seed;
  std::mt19937_64 rng;
  std::string body;
  std::vector<Value> values;
  std::map<std::string, ValueId> constants;
  std::set<ValueId> constantIds;
  std::vector<Buffer> buffers;
  std::vector<Range> ranges;
  std::vector<Local> locals;
  /// The `index` of each range whose iterations depend on each other.
  std::vector<unsigned> serialLoops;
  std::vector<IfInfo> ifs;
  std::vector<std::string> effects;
  std::vector<ValueId> mustUse;
  std::set<std::string> features;
  bool specials = false;
  unsigned G0 = 1, G1 = 1, L = 1;
  ValueId gidx0 = kNone, gidx1 = kNone, lidx = kNone, tid = kNone,
          var = kNone;
  int32_t varValue = 0;
  unsigned accIndex = 0;
  /// The define_accs made.
  unsigned accCount = 0;
  int nestCount = 0;
  int indexNesting = 0;
};

GeneratedKernel Generator::run() {
  GeneratedKernel kernel;
  kernel.name = "fuzz_" + std::to_string(seed);

  // Sometimes a kernel of one matmul, as tinygrad's CLANG kernels are,
  // whose rows the CPU's cores split: thread indices, other loops or shapes,
  // or other stores to its output would keep that loop serial.
  bool loneMatmul = chance(8);
  // Buffers: outputs usually first, as in tinygrad; all indices 0..n-1.
  unsigned inputs = loneMatmul ? 1 : static_cast<unsigned>(between(1, 3));
  unsigned outputs = loneMatmul ? 1 : static_cast<unsigned>(between(1, 2));
  std::vector<char> isOutput;
  for (unsigned i = 0; i < outputs + inputs; ++i)
    isOutput.push_back(i < outputs);
  if (chance(30))
    for (size_t i = isOutput.size(); i > 1; --i)
      std::swap(isOutput[i - 1], isOutput[below(i)]);
  // Loads keep pointers to inputs while outputs may still be added.
  buffers.reserve(16);
  for (bool output : isOutput)
    addBuffer(randomDType(), output);

  bool wantLocal = !loneMatmul && chance(30);
  specials = !loneMatmul && (wantLocal || chance(70));
  if (!loneMatmul && chance(35)) {
    varValue = static_cast<int32_t>(between(1, kVarMax));
    Value v;
    v.type = kI32;
    var = add("uop.define_var <\"n\", 1, " + std::to_string(kVarMax) + ">", v);
  }
  if (specials) {
    G0 = static_cast<unsigned>(between(1, 3));
    G1 = chance(15) ? static_cast<unsigned>(between(2, 3)) : 1;
    L = static_cast<unsigned>(between(1, 4));
    Value v;
    v.type = kI32;
    gidx0 = add("uop.special \"gidx0\" dim 0 size " + std::to_string(G0), v);
    if (G1 > 1)
      gidx1 = add("uop.special \"gidx1\" dim 1 size " + std::to_string(G1), v);
    lidx = add("uop.special \"lidx0\" dim 0 size " + std::to_string(L), v);
    features.insert("special");
  }

  bool localFirst = chance(50);
  if (wantLocal && localFirst)
    genLocalStage();
  unsigned nests = loneMatmul ? 0 : weighted({35, 45, 20});
  for (unsigned i = 0; i < nests; ++i)
    genNest();
  if (loneMatmul)
    genMatmul(/*panel=*/true);
  unsigned shapes = loneMatmul ? 0 : weighted({35, 50, 15});
  for (unsigned i = 0; i < shapes; ++i)
    genShape();
  if (!specials && !loneMatmul && chance(25))
    genLoopCarried();
  if (wantLocal && !localFirst)
    genLocalStage();
  if (!loneMatmul && chance(32)) {
    genIf();
    if (chance(15))
      genIf();
  }
  unsigned stores = loneMatmul ? 0 : static_cast<unsigned>(between(1, 2));
  for (unsigned i = 0; i < stores; ++i)
    genStore(randomOutput(), Scope{});
  fixUps();

  if (accCount >= 2)
    features.insert("shape:multi-reduce");
  if (var != kNone) {
    kernel.vars.push_back({"n", varValue});
    features.insert("var");
  }
  kernel.global = {G0, G1, 1};
  kernel.local = {L, 1, 1};
  for (const Buffer &b : buffers)
    kernel.buffers.push_back(
        {b.index, info(b.dt).name().str(), b.elements, b.output});

  std::string sink = "    uop.sink";
  for (size_t i = 0; i < effects.size(); ++i)
    sink += (i ? ", " : " ") + effects[i];
  kernel.source = "module {\n  uop.kernel @" + kernel.name +
                  " strict_float global [" + std::to_string(G0) + ", " +
                  std::to_string(G1) + ", 1] local [" + std::to_string(L) +
                  ", 1, 1] {\n" + body + sink + "\n  }\n}\n";
  kernel.features.assign(features.begin(), features.end());
  kernel.serialLoops = serialLoops;
  return kernel;
}

} // namespace

GeneratedKernel uop::fuzz::generateKernel(uint64_t seed) {
  return Generator(seed).run();
}
