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

#endif // UOP_PASSES
