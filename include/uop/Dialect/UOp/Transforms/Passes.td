//===- Passes.td - uop passes ------------------------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_PASSES
#define UOP_PASSES

include "mlir/Pass/PassBase.td"

def UOpSimplify : Pass<"uop-simplify"> {
  let summary = "Simplify uop kernels: tinygrad's constant folder, node "
                "merging and index simplification";
  let description = [{
    Simplifies every `uop.kernel` under the op it runs on to the fixpoint of
    the uop rules: the ops' folders and canonicalization patterns (0.9.0's
    constant folder), CSE (tinygrad's graph merges equal nodes),
    `uop-gate-stores-by-ifs` and `uop-int-range-optimizations` (the index
    simplification 0.9.0 does in `shape/symbolic.py`).

    `driver=dedicated` (the default) runs them with the uop rewrite driver
    (`UOpRewriteDriver`): one visit per op, CSE as ops are visited or
    created, patterns looked up by op name, ranges inferred once and
    updated, re-visits only for what a rewrite touched. `driver=greedy`
    runs MLIR's canonicalizer, CSE and the two uop passes
    (`buildSimplifyPipeline`) until the kernel stops changing; both give the
    same kernels (`uop-simplify-diff` checks it).

    A kernel whose rewrites do not reach a fixpoint after 8 rounds is an
    error.
  }];
  let dependentDialects = ["mlir::uop::UOpDialect"];
  let options = [
    Option<"driver", "driver", "mlir::uop::SimplifyDriver",
           "mlir::uop::SimplifyDriver::Dedicated",
           "The engine that applies the rules",
           [{::llvm::cl::values(
             clEnumValN(mlir::uop::SimplifyDriver::Dedicated, "dedicated",
                        "the uop rewrite driver"),
             clEnumValN(mlir::uop::SimplifyDriver::Greedy, "greedy",
                        "MLIR's canonicalizer, CSE and the uop passes, "
                        "repeated"))}]>,
  ];
}

def UOpPrintFlopsMem : Pass<"uop-print-flops-mem"> {
  let summary = "Print tinygrad's flops_mem estimate of each kernel";
  let description = [{
    Prints, for every linearized `uop.kernel` under the op it runs on,
    tinygrad 0.9.0's `UOpGraph.flops_mem()`: flops and bytes of memory
    traffic, as polynomials in the kernel's symbolic variables. With
    `vars=name=value,...` it also prints their values at that point. The IR
    is not changed.

    ```
    $ uop-opt -uop-print-flops-mem=vars=i=8 k.mlir -o /dev/null
    flops_mem @r_4_3: flops = 4*i + 16, mem = 16*i + 16 (at i=8: flops = 48, mem = 144)
    ```
  }];
  let options = [
    ListOption<"vars", "vars", "std::string",
               "Values of symbolic variables, as name=value">,
  ];
}

def UOpIntRangeOptimizations : Pass<"uop-int-range-optimizations"> {
  let summary = "Simplify index arithmetic with integer range analysis";
  let description = [{
    The index simplification that tinygrad 0.9.0 does in `shape/symbolic.py`
    before UOps exist, done on UOps from integer ranges: thread indices
    (`0 <= gidx < size`), loop indices (`start <= ridx < end`) and variables
    (`min <= i <= max`) bound the index arithmetic built on them
    (`InferIntRangeInterface`). In every kernel under the op it runs on, in
    one pass over each kernel in order, it

    * replaces an integer ALU result or thread index whose range is a single
      value by that constant (e.g. a comparison decided by the ranges);
    * replaces `max(a, b)` by an arm that is never smaller than the other;
    * rewrites `(x * c + y) / c` to `x` and `(x * c + y) % c` to `y` (more
      generally `(x * k*c + y) / c` to `x * k`) when `0 <= y < c` and the sum
      is never negative, the same without `y` (`(x * k*c) % c` to 0), and
      `y / c` to 0 and `y % c` to `y` when `0 <= y < c`;
    * rewrites a sum, through add, sub and neg, holding the quotients
      `x / d`, `(x+1) / d`, ..., `(x+|d|-1) / d` with one coefficient to that
      coefficient times `x` (`-x` for `d < 0`), when `0 <= x` and the largest
      numerator does not wrap; a quotient the ranges make 0 may be missing.
      tinygrad's arange and argmax unroll a reduction into such quotients,
      and tinygrad after 0.9.0 folds them (`fold_unrolled_divs`).

    ```mlir
    %q = uop.div %sum, %c4 : i32    // %sum = %gidx0 * 4 + %lidx0, lidx0 < 4
    // becomes %gidx0
    ```
  }];
}

def UOpLinearize : Pass<"uop-linearize"> {
  let summary = "Schedule graph-form kernels into the linearized form";
  let description = [{
    Turns every graph-form `uop.kernel` under the op it runs on into the
    linearized form, following 0.9.0's `linearize`: ops not reachable from
    the sink's stores go; an op belongs to a loop when it depends on the
    loop's range other than through a phi (and to an if when it depends on
    the if); loops nest by tinygrad's (depth, index), an if encloses the
    loops inside it; each loop and if body is contiguous and closed by
    `uop.endrange`/`uop.endif`. Within a body ops are ordered by tinygrad's
    UOp kind order, then by their graph order.

    Where the dialect's linear form differs from 0.9.0 on purpose: a
    `uop.define_acc` comes after the ranges it names (inside them), and an
    `uop.endif` closes its if as soon as the guarded ops end (0.9.0 appends
    every ENDIF at the end of the kernel).

    An op that belongs to two loops neither of which encloses the other
    cannot be scheduled; that is an error naming the op.
  }];
}

def UOpGateStoresByIfs : Pass<"uop-gate-stores-by-ifs"> {
  let summary = "Give stores the gates of the ifs behind their loads";
  let description = [{
    In graph form, gives every store that uses a load after an if (also
    through a phi whose loop the if encloses) the if's gate as its own, as
    the canonicalizer's `GateStoreByIfs` does store by store. `uop-simplify`
    runs it first: a fold the canonicalizer visits before the store (say
    `where(false, phi, y)` to `y`) can remove the load that tells the store
    its if (found by uop-fuzz-diff, seed 71503).
  }];
}

def UOpAccumulateLast : Pass<"uop-accumulate-last"> {
  let summary = "Sum each iteration's terms before adding the accumulator";
  let description = [{
    Rewrites the update of each phi that sums terms into its accumulator,
    `a + (b + (c + acc))` as tinygrad's graphs build it, as
    `((a + b) + c) + acc`: an iteration then waits for the previous one for
    a single add rather than one add per term, which lets a CPU run the
    iterations' loads and adds in parallel (`uop-cpu-bench`: sum_4096x1024).
    The terms are the adds that only this sum uses, taken left to right;
    the order is the one tinygrad's C computes, whose renderer prints the
    sum without parentheses. Exact for integers; float sums are reassociated
    only in kernels that allow inexact float rewrites (not `strict_float`).
    The CPU lowering (`uop-to-llvm`) runs it on linearized kernels; it works
    on graph-form ones too.
  }];
}

def UOpLoopsToGrid : Pass<"uop-loops-to-grid"> {
  let summary = "Run the parallel outer loops of CLANG-style kernels as "
                "thread indices";
  let description = [{
    For a graph-form kernel in tinygrad's CLANG form (no thread indices,
    local memory, barriers, ifs or wmma), replaces up to three loops whose
    iterations are independent (`ParallelLoopAnalysis`: no accumulator runs
    over them, every store depends on them, and each iteration touches only
    its own elements of every buffer the kernel stores to) by block indices
    `gidx0..2` (at most `max-dims` of them), outermost loop first
    (tinygrad's depth order). A loop from a
    constant `start` to a constant `end` becomes `gidx + start` with size
    `end - start`; one from 0 to a variable, a `#uop.var` size. Loops larger
    than `max-size` stay loops. The launch sizes come from the new indices.

    A GPU runs such a kernel as one invocation per iteration instead of one
    invocation running every loop: the work spreads over the device, and no
    invocation runs the whole iteration space (lavapipe stops the loops of
    an invocation after 65535 iterations in all).
  }];
  let options = [
    Option<"maxSize", "max-size", "int64_t", "65535",
           "The largest trip count a loop may have to become a block index "
           "(Vulkan guarantees 65535 workgroups per dimension)">,
    Option<"maxDims", "max-dims", "unsigned", "3",
           "The most loops that become block indices (1 to 3). The CPU "
           "takes 1: its cores split the outermost loop, and the loops "
           "inside stay loops that LLVM can vectorize">,
  ];
}

def UOpCheckLoopIterations : Pass<"uop-check-loop-iterations"> {
  let summary = "Refuse kernels whose invocations may run more loop "
                "iterations than a limit";
  let description = [{
    Fails, naming the kernel and the bound, when an invocation of a
    linearized kernel may run more than `max` loop iterations in all: the sum
    over its loops of the loop's trip count times the trip counts of the
    loops around it, each trip count bounded by integer range analysis (a
    variable by its declared maximum). Mesa's lavapipe ends every loop of an
    invocation after 65535 iterations in all, silently; the Vulkan compiler
    runs this check so that such a kernel is an error before launch, never
    a wrong result.
  }];
  let options = [
    Option<"maxIterations", "max", "int64_t", "65535",
           "The most loop iterations one invocation may run">,
  ];
}

def UOpExpandWmma : Pass<"uop-expand-wmma"> {
  let summary = "Expand warp-collective wmma into an exchange through local "
                "memory";
  let description = [{
    For targets without a matrix instruction (the CPU, Vulkan), replaces each
    `uop.wmma` of a linearized kernel by its exact meaning (see
    `docs/UOpDialect.md`): every thread stores its `a` and `b` fragments to
    local memory, a barrier makes them visible, each thread computes its
    output elements from the fragments of the other threads of its warp of
    32, and a second barrier keeps the next exchange from overwriting
    fragments still being read. Fragments travel at the accumulator's type,
    which holds the half inputs exactly; products and sums are computed in
    it, `c` added last.

    Only CUDA's 8x16x16 half->float tile (`mma.sync m16n8k16`) is
    implemented; another tile, a workgroup that is not whole warps, or a
    thread index of symbolic size is an error naming the op.
  }];
}

#endif // UOP_PASSES
