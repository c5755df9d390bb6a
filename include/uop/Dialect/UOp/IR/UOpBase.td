//===- UOpBase.td - uop dialect definition -----------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The `uop` dialect: tinygrad 0.9.0's low-level kernel IR (UOps).
//
//===----------------------------------------------------------------------===//

#ifndef UOP_BASE
#define UOP_BASE

include "mlir/IR/OpBase.td"

def UOp_Dialect : Dialect {
  let name = "uop";
  let cppNamespace = "::mlir::uop";
  let summary = "tinygrad 0.9.0 UOps: the low-level kernel IR of tinygrad";
  let description = [{
    The `uop` dialect models the kernels that tinygrad 0.9.0 builds from its
    scheduled ASTs: one op per UOp kind, and one op per ALU operation.

    A kernel lives in a `uop.kernel` op and comes in one of two forms:

    * the *graph form*, as tinygrad builds it: any valid SSA order, no
      `uop.endrange`/`uop.endif`; the `uop.sink` terminator names the stores
      that are the kernel's effects, and everything else hangs off them;
    * the *linearized form* (`linear`), the schedule: the order of the ops is
      the order of execution, every `uop.range` body is closed by its
      `uop.endrange` and every `uop.if` body by its `uop.endif`, properly
      nested. A `uop.define_acc` comes after the ranges it names: it is the
      loop-carried value, like an `scf.for` iter_arg, and a `uop.phi` updates
      it. After a loop only `uop.phi` results (the final accumulated values)
      may be used.

    Types are MLIR builtin types for tinygrad's 13 dtypes (signed integers as
    signless `i8`..`i64`, unsigned as `ui8`..`ui64`, bool as `i1`, `f16`,
    `bf16`, `f32`, `f64`), 1-D vectors of them (`float4` is `vector<4xf32>`),
    `!uop.ptr<T>` / `!uop.ptr<T, local>` for buffers, and `!uop.token` for
    the effects that tinygrad types as `None` (stores, barriers, ifs).

    Semantics (see `docs/UOpDialect.md`): integers wrap at their width;
    integer DIV truncates toward zero and MOD takes the sign of the dividend;
    bool arithmetic is C `_Bool` arithmetic; float MAX is IEEE maxNum;
    half-precision types are storage formats, so ALU results on them are
    computed in float32 and rounded only by stores, casts and bitcasts.
  }];

  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let usePropertiesForAttributes = 1;
  let hasConstantMaterializer = 1;
}

#endif // UOP_BASE
