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

/// A size that is an integer or a symbolic variable (tinygrad's `sint`).
def UOp_SizeAttr : AnyAttrOf<[I64Attr, UOp_VarAttr]>;
def UOp_SizeArrayAttr : TypedArrayAttrBase<UOp_SizeAttr,
    "array of integer or #uop.var sizes">;

#endif // UOP_ATTRS
