//===- Passes.td - uop passes ------------------------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_PASSES
#define UOP_PASSES

include "mlir/Pass/PassBase.td"

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
      is never negative, and `y / c` to 0 and `y % c` to `y` when
      `0 <= y < c`.

    ```mlir
    %q = uop.div %sum, %c4 : i32    // %sum = %gidx0 * 4 + %lidx0, lidx0 < 4
    // becomes %gidx0
    ```
  }];
}

#endif // UOP_PASSES
