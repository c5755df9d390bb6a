//===- UOpTypes.td - uop type definitions ------------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_TYPES
#define UOP_TYPES

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"
include "mlir/IR/CommonTypeConstraints.td"
include "uop/Dialect/UOp/IR/UOpAttrs.td"

class UOp_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<UOp_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

//===----------------------------------------------------------------------===//
// dtypes
//===----------------------------------------------------------------------===//

/// tinygrad's 13 scalar dtypes.
def UOp_ScalarDType : AnyTypeOf<[I1, I8, I16, I32, I64, UI8, UI16, UI32, UI64,
                                 F16, BF16, F32, F64], "tinygrad scalar dtype">;
def UOp_FloatDType : AnyTypeOf<[F16, BF16, F32, F64], "tinygrad float dtype">;
def UOp_IntOrBoolDType : AnyTypeOf<[I1, I8, I16, I32, I64, UI8, UI16, UI32,
                                    UI64], "tinygrad integer or bool dtype">;

def UOp_VectorDType : FixedVectorOfRankAndType<[1], [UOp_ScalarDType]>;

/// A value dtype: a scalar dtype or a vector of one (tinygrad's `dtype.vec(n)`).
def UOp_DType : AnyTypeOf<[UOp_ScalarDType, UOp_VectorDType], "tinygrad dtype">;
def UOp_FloatLike : AnyTypeOf<[UOp_FloatDType,
    FixedVectorOfRankAndType<[1], [UOp_FloatDType]>], "tinygrad float dtype or vector">;
def UOp_IntOrBoolLike : AnyTypeOf<[UOp_IntOrBoolDType,
    FixedVectorOfRankAndType<[1], [UOp_IntOrBoolDType]>],
    "tinygrad integer or bool dtype or vector">;
def UOp_BoolLike : AnyTypeOf<[I1, FixedVectorOfRankAndType<[1], [I1]>],
                             "bool or vector of bool">;

//===----------------------------------------------------------------------===//
// PtrType
//===----------------------------------------------------------------------===//

def UOp_PtrType : UOp_Type<"Ptr", "ptr"> {
  let summary = "pointer to a buffer in global or local memory";
  let description = [{
    tinygrad's `ptr.<dtype>`: the type of `uop.define_global` and
    `uop.define_local`. The address space is `global` (the default, elided
    when printed) or `local` (workgroup memory).

    ```mlir
    !uop.ptr<f32>          // ptr.float32 in global memory
    !uop.ptr<f16, local>   // ptr.float16 in local memory
    ```
  }];
  let parameters = (ins "::mlir::Type":$elementType,
                        DefaultValuedParameter<"AddressSpace",
                          "AddressSpace::Global">:$addressSpace);
  let assemblyFormat = "`<` $elementType (`,` $addressSpace^)? `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Whether this points to workgroup (local) memory.
    bool isLocal() const { return getAddressSpace() == AddressSpace::Local; }
  }];
}

//===----------------------------------------------------------------------===//
// TokenType
//===----------------------------------------------------------------------===//

def UOp_TokenType : UOp_Type<"Token", "token"> {
  let summary = "an effect that other ops are ordered after";
  let description = [{
    The result of the UOps whose tinygrad dtype is `None` and that other UOps
    name as operands: `uop.store` (named by `uop.barrier` and `uop.sink`),
    `uop.barrier` (named by `uop.if` and `uop.load`), `uop.if` (named by
    `uop.load`) and `uop.noop`.
  }];
}

#endif // UOP_TYPES
