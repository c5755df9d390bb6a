//===- UOpAttrs.td - uop attributes and enums --------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_ATTRS
#define UOP_ATTRS

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "uop/Dialect/UOp/IR/UOpBase.td"

def UOp_AddressSpace : I32EnumAttr<"AddressSpace", "memory a pointer points to", [
    I32EnumAttrCase<"Global", 0, "global">,
    I32EnumAttrCase<"Local", 1, "local">]> {
  let cppNamespace = "::mlir::uop";
  let genSpecializedAttr = 0;
}

class UOp_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<UOp_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def UOp_VarAttr : UOp_Attr<"Var", "var"> {
  let summary = "a symbolic integer variable bound when the kernel is launched";
  let description = [{
    tinygrad's `Variable(name, min, max)`: an int32 value known only at launch
    time, with inclusive bounds. It is the argument of `uop.define_var`, and
    can stand for a launch size or a `uop.special` size.

    ```mlir
    #uop.var<"i", 1, 16>
    ```
  }];
  let parameters = (ins StringRefParameter<"variable name">:$name,
                        "int64_t":$min, "int64_t":$max);
  let assemblyFormat = "`<` $name `,` $min `,` $max `>`";
  let genVerifyDecl = 1;
}

def UOp_ExprKind : I32EnumAttr<"ExprKind", "the operator of a #uop.expr", [
    I32EnumAttrCase<"Add", 0, "add">,
    I32EnumAttrCase<"Mul", 1, "mul">]> {
  let cppNamespace = "::mlir::uop";
  let genSpecializedAttr = 0;
}

def UOp_ExprAttr : UOp_Attr<"Expr", "expr"> {
  let summary = "an integer expression over symbolic variables";
  let description = [{
    tinygrad's symbolic `Node` (a `SumNode` or `MulNode`) as a size: the sum
    (`kind` add) or the product (`kind` mul) of two or more operands, each an
    `i64` integer, a `#uop.var` or another `#uop.expr`. It sizes a
    `uop.special` or a launch dimension whose extent is computed from the
    launch-time variables, e.g. tinygrad's `(2+i)` or `((i*21)+(j*21)+15)`.

    The textual form is infix: `*` binds tighter than `+`, and an operand
    that is itself an expression is parenthesized unless it is a product in
    a sum, so that the tree (which operands each node holds) round-trips.

    ```mlir
    #uop.expr<2 + #uop.var<"i", 1, 10>>
    #uop.expr<#uop.var<"i", 1, 10> * 21 + #uop.var<"j", 1, 10> * 21 + 15>
    #uop.expr<#uop.var<"i", 1, 10> * (#uop.var<"j", 1, 10> * 9 + 4) + 1>
    ```

    The verifier requires at least two operands, at least one variable (a
    size without one is an integer), one `[min, max]` per variable name, and
    bounds that fit int64; `mlir::uop::getSizeBounds` gives the smallest and
    largest value over the variables' bounds (interval arithmetic) and
    `mlir::uop::evaluateSize` the value for given variable values.
  }];
  let parameters = (ins "ExprKind":$kind,
                        ArrayRefParameter<"::mlir::Attribute", "operands">:$operands);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

/// A size that is an integer, a symbolic variable or an expression over
/// symbolic variables (tinygrad's `sint`).
def UOp_SizeAttr : AnyAttrOf<[I64Attr, UOp_VarAttr, UOp_ExprAttr]>;
def UOp_SizeArrayAttr : TypedArrayAttrBase<UOp_SizeAttr,
    "array of integer, #uop.var or #uop.expr sizes">;

#endif // UOP_ATTRS
