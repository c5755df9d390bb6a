//===- KernelGenerator.h - seeded random uop kernels ------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// A generator of small, valid uop kernels (graph form, textual MLIR) for the
// differential fuzzer: every kernel has one defined result on every target,
// so two targets that disagree point at a bug. The kernels use only what
// every target computes alike: in-bounds indices (a gated load's only where
// its gate holds, as in tinygrad's padded windows), guarded integer
// divisions, clamped float-to-int conversions, no uninitialized local
// memory, float comparisons only of values that every target computes bit
// for bit.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_TOOLS_UOP_FUZZ_DIFF_KERNELGENERATOR_H
#define UOP_TOOLS_UOP_FUZZ_DIFF_KERNELGENERATOR_H

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace uop::fuzz {

/// One define_global of a generated kernel.
struct GeneratedBuffer {
  /// The define_global index.
  int64_t index = 0;
  /// The tinygrad dtype name: bool int8 uint8 int16 uint16 int32 uint32 int64
  /// uint64 float16 bfloat16 float32 float64.
  std::string dtype;
  /// The element count the driver must allocate. For an output, the kernel
  /// writes each element at most once; elements it does not write (gated or
  /// guarded stores, loops shorter than their bound) keep their initial value.
  uint64_t elements = 0;
  /// Mutable: written by the kernel, never read by it.
  bool output = false;
};

/// A generated kernel and what the driver needs to run it.
struct GeneratedKernel {
  /// A module with one uop.kernel in graph form, marked strict_float.
  std::string source;
  /// The kernel's symbol name.
  std::string name;
  /// The buffers, by ascending index.
  std::vector<GeneratedBuffer> buffers;
  /// The launch sizes (also written in the kernel's header).
  std::array<uint32_t, 3> global{1, 1, 1}, local{1, 1, 1};
  /// Each define_var's name and its run-time value.
  std::vector<std::pair<std::string, int32_t>> vars;
  /// What the kernel uses, for statistics: "loop", "nested-loop", "acc",
  /// "if", "gated-load", "gated-store", "local", "barrier", "vector",
  /// "special", "var", "cast", "bitcast", "div", "mod" (of data, not the
  /// index arithmetic), "transcendental", and the dtype names of its values;
  /// and the tinygrad shapes it has: "shape:epilogue" (a global store of a
  /// value computed from a phi by ALU ops, casts or a where),
  /// "shape:epilogue-in-loop" (the same, of a phi computed inside an outer
  /// loop: CLANG's reduction per output row), "shape:multi-reduce" (two or
  /// more accumulators), "shape:reduce-of-reduce" (a phi used by another
  /// accumulator's update), "shape:two-stage" (an accumulator over two
  /// nested loops, partial reductions reduced again, or a grouped
  /// reduction through local memory),
  /// "shape:window" (a padded or pooled window read by a bounds-gated
  /// load), "shape:symbolic-range" (a range ending at the define_var),
  /// "shape:loop-carried" (a loop each of whose iterations reads an element
  /// the next one stores).
  /// Sorted.
  std::vector<std::string> features;
  /// The `index` of each uop.range whose iterations read what other
  /// iterations write: no compiler may run it in parallel.
  std::vector<unsigned> serialLoops;
};

/// A kernel from `seed` (the same seed always gives the same text, on every
/// platform and standard library).
GeneratedKernel generateKernel(uint64_t seed);

} // namespace uop::fuzz

#endif // UOP_TOOLS_UOP_FUZZ_DIFF_KERNELGENERATOR_H
