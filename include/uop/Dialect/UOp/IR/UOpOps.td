//===- UOpOps.td - uop op definitions ----------------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// One op per tinygrad 0.9.0 UOp kind, and one op per ALU operation.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_OPS
#define UOP_OPS

include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "uop/Dialect/UOp/IR/UOpBase.td"
include "uop/Dialect/UOp/IR/UOpAttrs.td"
include "uop/Dialect/UOp/IR/UOpTypes.td"

/// The loop and if structure of a linearized kernel. The end markers read and
/// write it, so that DCE never drops them and nothing moves across them.
/// Ranges and ifs themselves are values like any other: in the graph form,
/// equal ones merge (as tinygrad's graph dedups them) and unused ones go.
def UOp_ScheduleResource : Resource<"::mlir::uop::ScheduleResource">;

class UOp_Op<string mnemonic, list<Trait> traits = []>
    : Op<UOp_Dialect, mnemonic, traits>;

/// An op of a kernel's structure (its arguments, loops, ifs, accumulators),
/// which exists in a kernel body only. The other ops may also live in the
/// regions a kernel is lowered to, next to other dialects' ops.
class UOp_KernelBodyOp<string mnemonic, list<Trait> traits = []>
    : UOp_Op<mnemonic, !listconcat(traits, [HasParent<"KernelOp">])>;

/// An op with a result, named after tinygrad's renderers.
class UOp_ValueOp<string mnemonic, list<Trait> traits = []>
    : UOp_Op<mnemonic, !listconcat(traits,
        [DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>])>;

/// A structure op with a result.
class UOp_KernelValueOp<string mnemonic, list<Trait> traits = []>
    : UOp_ValueOp<mnemonic, !listconcat(traits, [HasParent<"KernelOp">])>;

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

def UOp_KernelOp : UOp_Op<"kernel", [Symbol, IsolatedFromAbove,
    SingleBlockImplicitTerminator<"SinkOp">]> {
  let summary = "one tinygrad kernel";
  let description = [{
    Holds one kernel: its symbol name (tinygrad's function name), its launch
    sizes where known (`global` counts workgroups per dimension like a CUDA
    grid, `local` threads per workgroup; an entry may be a `#uop.var` or a
    `#uop.expr` over variables), and
    its body, terminated by `uop.sink`. `linear` marks the linearized form;
    without it the body is in graph form. `strict_float` turns off the
    float identities that 0.9.0 applies like a fast-math compiler (x*0 -> 0,
    x-x -> 0, x+0 -> x, the two-stage add folds, the sum collapse): they are
    not exact under NaN, infinities or -0.0, or change rounding.

    ```mlir
    uop.kernel @E_8_32 linear global [8, 1, 1] local [32, 1, 1] {
      ...
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, UnitAttr:$linear,
                       UnitAttr:$strict_float,
                       OptionalAttr<UOp_SizeArrayAttr>:$global_size,
                       OptionalAttr<UOp_SizeArrayAttr>:$local_size);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $sym_name (`linear` $linear^)? (`strict_float` $strict_float^)?
    (`global` $global_size^)?
    (`local` $local_size^)? attr-dict-with-keyword $body
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 CArg<"bool", "false">:$linear)>];
  let extraClassDeclaration = [{
    /// The body's single block.
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    /// The terminator of the body.
    SinkOp getSink();
  }];
}

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

def UOp_DefineGlobalOp : UOp_KernelValueOp<"define_global", [Pure]> {
  let summary = "a kernel buffer argument (DEFINE_GLOBAL)";
  let description = [{
    The buffer passed as kernel argument `index`; `mutable` marks an output.

    ```mlir
    %data0 = uop.define_global 0 mutable : !uop.ptr<f32>
    ```
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$index,
                       UnitAttr:$is_mutable);
  let results = (outs UOp_PtrType:$result);
  let assemblyFormat = [{
    $index (`mutable` $is_mutable^)? attr-dict `:` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def UOp_DefineVarOp : UOp_KernelValueOp<"define_var", [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    Pure]> {
  let summary = "a symbolic int32 kernel argument (DEFINE_VAR)";
  let description = [{
    ```mlir
    %i = uop.define_var <"i", 1, 16>
    ```
  }];
  let arguments = (ins UOp_VarAttr:$var);
  let results = (outs I32:$result);
  let assemblyFormat = "$var attr-dict";
}

def UOp_DefineLocalOp : UOp_ValueOp<"define_local",
    [MemoryEffects<[MemAlloc]>]> {
  let summary = "a workgroup-memory buffer (DEFINE_LOCAL)";
  let description = [{
    `size` elements of workgroup (local, shared) memory. Two definitions are
    two buffers even when their name and size agree.

    ```mlir
    %temp = uop.define_local "temp", 256 : !uop.ptr<f32, local>
    ```
  }];
  let arguments = (ins StrAttr:$name, ConfinedAttr<I64Attr, [IntPositive]>:$size);
  let results = (outs UOp_PtrType:$result);
  let assemblyFormat = "$name `,` $size attr-dict `:` qualified(type($result))";
  let hasVerifier = 1;
}

def UOp_DefineAccOp : UOp_KernelValueOp<"define_acc", [Pure]> {
  let summary = "an accumulator over loops (DEFINE_ACC)";
  let description = [{
    An accumulator that starts at `init` and is updated by `uop.phi` in the
    loops named by its operands. `index` and `count` are tinygrad's
    bookkeeping: accumulators that differ only in `count` are distinct and
    are never merged. In the linearized form it comes after the ranges it
    names, as the loop-carried value. `init` is held at the dtype's compute
    precision, as for `uop.const`.

    ```mlir
    %acc = uop.define_acc over(%ridx0) index 0 count 0 init 0.000000e+00 : f32
    ```
  }];
  let arguments = (ins Variadic<I32>:$ranges, TypedAttrInterface:$init,
                       I64Attr:$index, ConfinedAttr<I64Attr, [IntNonNegative]>:$count);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = [{
    (`over` `(` $ranges^ `)`)? `index` $index `count` $count
    `init` custom<ConstValue>($init, type($result)) attr-dict
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def UOp_ConstOp : UOp_ValueOp<"const", [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    ConstantLike, Pure]> {
  let summary = "a constant (CONST)";
  let description = [{
    A float constant holds its value at its dtype's compute precision:
    float64 for `f64`, float32 for every other float type. Half types are
    storage formats, so a half constant prints its float32 value and its
    dtype after `as`. A vector constant is a splat.

    ```mlir
    %cst = uop.const 1.500000e+00 : f32
    %true = uop.const true
    %half = uop.const 6.401370e-01 : f32 as f16
    %vec = uop.const dense<0.0> : vector<4xf32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = "custom<ConstValue>($value, type($result)) attr-dict";
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// Whether `value` is a valid constant of dtype `type`.
    static bool isBuildableWith(::mlir::Attribute value, ::mlir::Type type);
  }];
}

def UOp_SpecialOp : UOp_ValueOp<"special", [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    Pure]> {
  let summary = "a workgroup or thread index (SPECIAL)";
  let description = [{
    The block index (`gidx*`, or `idx*` on backends without local sizes) or
    the thread index within a workgroup (`lidx*`) along dimension `dim`
    (0, 1 or 2: the digit in the name is not the dimension), with
    `0 <= value < size`. `size` may be a `#uop.var` or a `#uop.expr` over
    variables (tinygrad's `(2+i)`).

    ```mlir
    %gidx0 = uop.special "gidx0" dim 0 size 32
    ```
  }];
  let arguments = (ins StrAttr:$name,
                       ConfinedAttr<I64Attr, [IntNonNegative, IntMaxValue<2>]>:$dim,
                       UOp_SizeAttr:$size);
  let results = (outs I32:$result);
  // Sizes print as plain integers, #uop.var or #uop.expr attributes.
  let assemblyFormat = "$name `dim` $dim `size` custom<Size>($size) attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Whether this indexes threads within a workgroup (rather than blocks).
    bool isLocal() { return getName().starts_with("lidx"); }
  }];
}

//===----------------------------------------------------------------------===//
// Placeholders, vectors and conversions
//===----------------------------------------------------------------------===//

def UOp_NoopOp : UOp_ValueOp<"noop", [Pure, InferTypeOpAdaptor]> {
  let summary = "no operation (NOOP)";
  let description = [{
    Without an operand, an effect that does nothing (what a store of a value
    just loaded from the same place folds to); with one, that value.

    ```mlir
    %n = uop.noop
    %y = uop.noop(%x : f32)
    ```
  }];
  let arguments = (ins Optional<UOp_DType>:$input);
  let results = (outs AnyTypeOf<[UOp_TokenType, UOp_DType]>:$result);
  // The operand is parenthesised: a bare optional operand would take the
  // next line's result name when the operand is absent.
  let assemblyFormat = "(`(` $input^ `:` type($input) `)`)? attr-dict";
}

def UOp_UnmulOp : UOp_ValueOp<"unmul", [Pure,
    AllTypesMatch<["value", "result"]>]> {
  let summary = "value / n inside a loop of n iterations (UNMUL)";
  let description = [{
    A placeholder made by the arange loop collapse: `value / n` in a loop of
    `n` iterations. The sum collapse multiplies it by `n`, and
    `mul(n, unmul(value, n))` folds to `value`. It must not survive
    simplification; no target lowers it.

    ```mlir
    %u = uop.unmul %v, %n : f32, i32
    ```
  }];
  let arguments = (ins UOp_DType:$value, I32:$n);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = "$value `,` $n attr-dict `:` type($value) `,` type($n)";
  let hasFolder = 1;
  let builders = [OpBuilder<(ins "::mlir::Value":$value, "::mlir::Value":$n), [{
    build($_builder, $_state, value.getType(), value, n);
  }]>];
}

def UOp_GepOp : UOp_ValueOp<"gep", [Pure, InferTypeOpAdaptor]> {
  let summary = "one element of a vector (GEP)";
  let description = [{
    ```mlir
    %x = uop.gep %v[2] : vector<4xf32>
    ```
  }];
  let arguments = (ins UOp_VectorDType:$vector, I64Attr:$index);
  let results = (outs UOp_ScalarDType:$result);
  let assemblyFormat = "$vector `[` $index `]` attr-dict `:` type($vector)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def UOp_CastOp : UOp_ValueOp<"cast", [Pure]> {
  let summary = "a conversion, or a vector built from scalars (CAST)";
  let description = [{
    With one operand, converts it to the result dtype as C does (float to
    int truncates toward zero; a value out of the target's range has no
    defined result). With N scalar operands of one dtype, builds the vector
    of N of them.

    ```mlir
    %f = uop.cast %i : i32 to f32
    %v = uop.cast %a, %b, %c, %d : f32, f32, f32, f32 to vector<4xf32>
    ```
  }];
  let arguments = (ins Variadic<UOp_DType>:$inputs);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs) `to` type($result)";
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def UOp_BitcastOp : UOp_ValueOp<"bitcast", [Pure]> {
  let summary = "reinterpret the bits of a value (BITCAST)";
  let description = [{
    ```mlir
    %i = uop.bitcast %f : f32 to i32
    ```
  }];
  let arguments = (ins UOp_DType:$input);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($result)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def UOp_WmmaOp : UOp_ValueOp<"wmma", [NoMemoryEffect,
    AllTypesMatch<["c", "result"]>]> {
  let summary = "a warp-collective matrix multiply-accumulate (WMMA)";
  let description = [{
    `d = a * b + c` for an `N x M x K` tile (`dims`), where `a`, `b`, `c` are
    this thread's fragments (`upcast_sizes` elements each) and every output
    element depends on other threads' fragments (see
    `docs/UOpDialect.md`). It is convergent: it is never speculated or
    moved across control flow. The input and output dtypes are the element
    types of `a` and `c`.

    ```mlir
    %d = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16]
           upcast [8, 4, 4] device "CUDA"
           : vector<8xf16>, vector<4xf16>, vector<4xf32>
    ```
  }];
  let arguments = (ins StrAttr:$name, UOp_VectorDType:$a, UOp_VectorDType:$b,
                       UOp_VectorDType:$c, DenseI64ArrayAttr:$dims,
                       DenseI64ArrayAttr:$upcast_sizes, StrAttr:$device);
  let results = (outs UOp_VectorDType:$result);
  let assemblyFormat = [{
    $name $a `,` $b `,` $c `dims` $dims `upcast` $upcast_sizes `device` $device
    attr-dict `:` type($a) `,` type($b) `,` type($c)
  }];
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name, "::mlir::Value":$a,
      "::mlir::Value":$b, "::mlir::Value":$c, "::llvm::ArrayRef<int64_t>":$dims,
      "::llvm::ArrayRef<int64_t>":$upcastSizes, "::llvm::StringRef":$device), [{
    build($_builder, $_state, c.getType(), name, a, b, c, dims, upcastSizes,
          device);
  }]>];
  let extraClassDeclaration = [{
    /// Whether this is CUDA's 8x16x16 half->float tile (PTX `mma.sync
    /// m16n8k16` with f16 inputs and f32 accumulators), the tile that the
    /// lowerings implement.
    bool isHalfFloatM16N8K16();
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def UOp_LoadOp : UOp_ValueOp<"load", [AttrSizedOperandSegments,
    OptionalTypesMatchWith<"alt has the result type", "result", "alt", "$_self">]> {
  let summary = "a load from a buffer (LOAD)";
  let description = [{
    Loads the element at `idx` (a vector result loads that many consecutive
    elements starting there). The gated form returns `alt` where `gate` is
    false and does not touch memory then. `after` names the `uop.if` or
    `uop.barrier` the load must follow.

    ```mlir
    %v = uop.load %data1[%idx] : !uop.ptr<f32> -> f32
    %w = uop.load %data1[%idx] if %valid else %zero : !uop.ptr<f32> -> f32
    %t = uop.load %temp[%ridx] after %if : !uop.ptr<f32, local> -> f32
    ```
  }];
  let arguments = (ins Arg<UOp_PtrType, "the buffer", [MemRead]>:$buf, I32:$idx,
                       Optional<I1>:$gate, Optional<UOp_DType>:$alt,
                       Optional<UOp_TokenType>:$dep);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = [{
    $buf `[` $idx `]` (`if` $gate^ `else` $alt)? (`after` $dep^)? attr-dict
    `:` qualified(type($buf)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def UOp_StoreOp : UOp_ValueOp<"store", []> {
  let summary = "a store to a buffer (STORE)";
  let description = [{
    Stores `value` at `idx` (a vector value stores that many consecutive
    elements). The gated form stores only where `gate` is true.

    ```mlir
    %s = uop.store %data0[%idx], %v : !uop.ptr<f32>, f32
    %g = uop.store %data0[%idx], %v if %valid : !uop.ptr<f32>, f32
    ```
  }];
  let arguments = (ins Arg<UOp_PtrType, "the buffer", [MemWrite]>:$buf, I32:$idx,
                       UOp_DType:$value, Optional<I1>:$gate);
  let results = (outs UOp_TokenType:$result);
  let assemblyFormat = [{
    $buf `[` $idx `]` `,` $value (`if` $gate^)? attr-dict
    `:` qualified(type($buf)) `,` type($value)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$buf, "::mlir::Value":$idx,
                   "::mlir::Value":$value, CArg<"::mlir::Value", "{}">:$gate), [{
      build($_builder, $_state, TokenType::get($_builder.getContext()), buf,
            idx, value, gate);
    }]>];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def UOp_PhiOp : UOp_KernelValueOp<"phi", [Pure,
    AllTypesMatch<["acc", "update", "result"]>]> {
  let summary = "the update of an accumulator (PHI)";
  let description = [{
    Assigns `update` to the accumulator `acc` (a `uop.define_acc`, or a
    `uop.gep` of a vector one) for the next iteration. After the loop, the
    result is the accumulator's final value.

    ```mlir
    %acc1 = uop.phi %acc, %sum : f32
    ```
  }];
  let arguments = (ins UOp_DType:$acc, UOp_DType:$update);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = "$acc `,` $update attr-dict `:` type($result)";
  let extraClassDeclaration = [{
    /// The accumulator this phi updates: the `uop.define_acc` that its `acc`
    /// operand is, or takes an element of (a `uop.gep`); null where a
    /// constant stands for it (an accumulator over no loop, folded).
    DefineAccOp getDefineAcc();
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def UOp_BarrierOp : UOp_ValueOp<"barrier",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "a workgroup barrier (BARRIER)";
  let description = [{
    Every thread of the workgroup reaches it, after the stores it names,
    before any goes on.

    ```mlir
    %b = uop.barrier after %s0, %s1
    %b = uop.barrier
    ```
  }];
  let arguments = (ins Variadic<UOp_TokenType>:$stores);
  let results = (outs UOp_TokenType:$result);
  // `after` introduces the stores, so that a barrier after none does not take
  // the next line's result name as an operand.
  let assemblyFormat = "(`after` $stores^)? attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

// Its place in the schedule is its meaning in the linearized form: like the
// end markers it reads and writes the schedule, so that CSE never merges two
// equal ifs (which left loads after an if whose body had ended).
def UOp_IfOp : UOp_KernelValueOp<"if", [
    MemoryEffects<[MemRead<UOp_ScheduleResource>, MemWrite<UOp_ScheduleResource>]>]> {
  let summary = "a conditional region (IF)";
  let description = [{
    In the linearized form it guards every op up to its `uop.endif`; in the
    graph form it guards the loads that name it with `after`, and through
    them the stores that use those loads.

    ```mlir
    %if = uop.if %gate after %barrier
    ```
  }];
  let arguments = (ins I1:$gate, Optional<UOp_TokenType>:$barrier);
  let results = (outs UOp_TokenType:$result);
  let assemblyFormat = "$gate (`after` $barrier^)? attr-dict";
  let hasVerifier = 1;
}

def UOp_RangeOp : UOp_KernelValueOp<"range", [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    Pure]> {
  let summary = "a loop index (RANGE)";
  let description = [{
    The index of a loop from `start` to `end` (exclusive), both int32. A
    loop runs at least once (`start < end`), as every loop tinygrad makes
    does: a constant empty loop is rejected, and one that turns out empty at
    run time is undefined behaviour (the INTERP device reports it).
    `depth` and `index` are tinygrad's loop coordinates (its toposort puts
    deeper loops first). In the linearized form the ops up to the matching
    `uop.endrange` are the loop body.

    ```mlir
    %ridx0 = uop.range %c0 to %c16 depth 1 index 0
    ```
  }];
  let arguments = (ins I32:$start, I32:$end,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$depth,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$index);
  let results = (outs I32:$result);
  let assemblyFormat = [{
    $start `to` $end `depth` $depth `index` $index attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def UOp_EndRangeOp : UOp_KernelBodyOp<"endrange", [
    MemoryEffects<[MemRead<UOp_ScheduleResource>, MemWrite<UOp_ScheduleResource>]>]> {
  let summary = "the end of a loop body (ENDRANGE, linearized form only)";
  let description = [{
    ```mlir
    uop.endrange %ridx0
    ```
  }];
  let arguments = (ins I32:$range);
  let assemblyFormat = "$range attr-dict";
  let hasVerifier = 1;
}

def UOp_EndIfOp : UOp_KernelBodyOp<"endif", [
    MemoryEffects<[MemRead<UOp_ScheduleResource>, MemWrite<UOp_ScheduleResource>]>]> {
  let summary = "the end of a conditional region (ENDIF, linearized form only)";
  let description = [{
    ```mlir
    uop.endif %if
    ```
  }];
  let arguments = (ins UOp_TokenType:$cond);
  let assemblyFormat = "$cond attr-dict";
  let hasVerifier = 1;
}

def UOp_SinkOp : UOp_KernelBodyOp<"sink", [Terminator, Pure]> {
  let summary = "the end of a kernel (SINK)";
  let description = [{
    Terminates the kernel body. In the graph form it names the kernel's
    effects (stores); in the linearized form the order of the body is the
    schedule and it usually names nothing, as tinygrad drops the SINK there.

    ```mlir
    uop.sink %s0, %s1
    ```
  }];
  let arguments = (ins Variadic<UOp_TokenType>:$effects);
  let assemblyFormat = "($effects^)? attr-dict";
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ValueRange()); }]>];
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// ALU ops
//===----------------------------------------------------------------------===//

/// Marks the ALU ops (tinygrad's UOps.ALU).
def UOp_ALUTrait : NativeOpTrait<"ALUOpTrait"> {
  let cppNamespace = "::mlir::uop";
}

/// An ALU UOp. Types are printed once: every operand and the result share the
/// printed type, except the bool result of a comparison and the bool selector
/// of `where`. The shared verifier reports the offending operand by name.
class UOp_ALUOp<string mnemonic, list<Trait> traits = []>
    : UOp_ValueOp<mnemonic, !listconcat(traits, [UOp_ALUTrait,
        DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>])> {
  let hasVerifier = 1;
  let hasFolder = 1;
  code commonDefinition = [{
    void $cppClass::inferResultRanges(
        ::llvm::ArrayRef<::mlir::ConstantIntRanges> ranges,
        ::mlir::SetIntRangeFn setResultRange) {
      ::mlir::uop::detail::inferALUResultRanges(*this, ranges, setResultRange);
    }
    void $cppClass::getAsmResultNames(::mlir::OpAsmSetValueNameFn setNameFn) {
      setNameFn(getResult(), "alu");
    }
    ::mlir::OpFoldResult $cppClass::fold(FoldAdaptor adaptor) {
      return ::mlir::uop::detail::foldALUOp(*this, adaptor.getOperands());
    }
  }];
  let extraClassDefinition = commonDefinition;
}

/// An ALU op whose operands all have one type, and whose result has it too
/// (or is bool with its lanes, for comparisons).
class UOp_UniformALUOp<string mnemonic, list<string> operandNames,
                       bit boolResult, list<Trait> traits = []>
    : UOp_ALUOp<mnemonic, traits> {
  let extraClassDefinition = commonDefinition # [{
    ::llvm::LogicalResult $cppClass::verify() {
      return ::mlir::uop::detail::verifyALUTypes(*this, {}] #
        !interleave(!foreach(name, operandNames, "\"" # name # "\""), ", ") # [{},
        getOperation()->getOperands(), }] # !if(boolResult, "true", "false") # [{);
    }
  }];
}

class UOp_UnaryOp<string mnemonic, Type operandType, list<Trait> traits = []>
    : UOp_UniformALUOp<mnemonic, ["x"], 0, !listconcat(traits, [Pure])> {
  let arguments = (ins operandType:$x);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = "$x attr-dict `:` custom<SameTypes>(type($x), type($result))";
  let builders = [OpBuilder<(ins "::mlir::Value":$x), [{
    build($_builder, $_state, x.getType(), x);
  }]>];
}

class UOp_BinaryOp<string mnemonic, Type operandType, list<Trait> traits = [Pure]>
    : UOp_UniformALUOp<mnemonic, ["lhs", "rhs"], 0, traits> {
  let arguments = (ins operandType:$lhs, operandType:$rhs);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<SameTypes>(type($lhs), type($rhs), type($result))
  }];
  let builders = [OpBuilder<(ins "::mlir::Value":$lhs, "::mlir::Value":$rhs), [{
    build($_builder, $_state, rhs.getType(), lhs, rhs);
  }]>];
}

/// Integer division and modulo have no defined value for a zero divisor (or
/// INT_MIN / -1), so they must not be hoisted out of a gate: speculatable only
/// for floats or a constant divisor that is neither 0 nor -1.
class UOp_DivisionOp<string mnemonic>
    : UOp_BinaryOp<mnemonic, UOp_DType, [NoMemoryEffect,
        DeclareOpInterfaceMethods<ConditionallySpeculatable>]>;

class UOp_CompareOp<string mnemonic, list<Trait> traits = []>
    : UOp_UniformALUOp<mnemonic, ["lhs", "rhs"], 1, !listconcat(traits, [Pure])> {
  let arguments = (ins UOp_DType:$lhs, UOp_DType:$rhs);
  let results = (outs UOp_BoolLike:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CompareTypes>(type($lhs), type($rhs), type($result))
  }];
  let builders = [OpBuilder<(ins "::mlir::Value":$lhs, "::mlir::Value":$rhs), [{
    build($_builder, $_state, getBoolLike(lhs.getType()), lhs, rhs);
  }]>];
}

def UOp_Exp2Op : UOp_UnaryOp<"exp2", UOp_FloatLike> {
  let summary = "2 to the power x (EXP2)";
  let description = [{
    ```mlir
    %y = uop.exp2 %x : f32
    ```
  }];
}
def UOp_Log2Op : UOp_UnaryOp<"log2", UOp_FloatLike> {
  let summary = "base-2 logarithm (LOG2)";
  let description = [{
    -inf at 0, NaN below 0.

    ```mlir
    %y = uop.log2 %x : f32
    ```
  }];
}
def UOp_SinOp : UOp_UnaryOp<"sin", UOp_FloatLike> {
  let summary = "sine (SIN)";
  let description = [{
    ```mlir
    %y = uop.sin %x : f32
    ```
  }];
}
def UOp_SqrtOp : UOp_UnaryOp<"sqrt", UOp_FloatLike> {
  let summary = "square root (SQRT)";
  let description = [{
    NaN below 0.

    ```mlir
    %y = uop.sqrt %x : f32
    ```
  }];
}
def UOp_NegOp : UOp_UnaryOp<"neg", UOp_DType> {
  let summary = "negation (NEG); logical not on bool";
  let description = [{
    ```mlir
    %y = uop.neg %x : i32
    ```
  }];
}

def UOp_AddOp : UOp_BinaryOp<"add", UOp_DType, [Pure, Commutative]> {
  let summary = "addition (ADD); or on bool";
  let description = [{
    Integers wrap.

    ```mlir
    %z = uop.add %x, %y : i32
    ```
  }];
  let hasCanonicalizer = 1;
}
def UOp_SubOp : UOp_BinaryOp<"sub", UOp_DType> {
  let summary = "subtraction (SUB)";
  let description = [{
    Integers wrap.

    ```mlir
    %z = uop.sub %x, %y : i32
    ```
  }];
  let hasCanonicalizer = 1;
}
def UOp_MulOp : UOp_BinaryOp<"mul", UOp_DType, [Pure, Commutative]> {
  let summary = "multiplication (MUL); and on bool";
  let description = [{
    Integers wrap.

    ```mlir
    %z = uop.mul %x, %y : i32
    ```
  }];
  let hasCanonicalizer = 1;
}
def UOp_DivOp : UOp_DivisionOp<"div"> {
  let summary = "division (DIV)";
  let description = [{
    IEEE division on floats; on integers, truncates toward zero.

    ```mlir
    %z = uop.div %x, %y : i32
    ```
  }];
  let hasCanonicalizer = 1;
}
def UOp_MaxOp : UOp_BinaryOp<"max", UOp_DType, [Pure, Commutative]> {
  let summary = "maximum (MAX)";
  let description = [{
    On floats IEEE maxNum: a NaN operand yields the other operand.

    ```mlir
    %z = uop.max %x, %y : f32
    ```
  }];
}
def UOp_ModOp : UOp_DivisionOp<"mod"> {
  let summary = "remainder (MOD)";
  let description = [{
    The remainder of the truncating division: it takes the sign of `lhs`.

    ```mlir
    %z = uop.mod %x, %y : i32
    ```
  }];
}
def UOp_XorOp : UOp_BinaryOp<"xor", UOp_IntOrBoolLike, [Pure, Commutative]> {
  let summary = "bitwise exclusive or (XOR)";
  let description = [{
    ```mlir
    %z = uop.xor %x, %y : i32
    ```
  }];
}
def UOp_CmpLtOp : UOp_CompareOp<"cmplt"> {
  let summary = "less than (CMPLT)";
  let description = [{
    The type printed is the operands'; the result is bool.

    ```mlir
    %b = uop.cmplt %x, %y : i32
    ```
  }];
  let hasCanonicalizer = 1;
}
def UOp_CmpEqOp : UOp_CompareOp<"cmpeq", [Commutative]> {
  let summary = "equality (CMPEQ)";
  let description = [{
    ```mlir
    %b = uop.cmpeq %x, %y : i32
    ```
  }];
}

def UOp_WhereOp : UOp_ALUOp<"where", [Pure]> {
  let summary = "select (WHERE)";
  let description = [{
    `cond ? lhs : rhs`. The type printed is the arms'.

    ```mlir
    %z = uop.where %c, %x, %y : f32
    ```
  }];
  let arguments = (ins UOp_BoolLike:$cond, UOp_DType:$lhs, UOp_DType:$rhs);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = [{
    $cond `,` $lhs `,` $rhs attr-dict `:`
    custom<WhereTypes>(type($cond), type($lhs), type($rhs), type($result))
  }];
  let builders = [OpBuilder<(ins "::mlir::Value":$cond, "::mlir::Value":$lhs,
                                 "::mlir::Value":$rhs), [{
    build($_builder, $_state, rhs.getType(), cond, lhs, rhs);
  }]>];
  let hasCanonicalizer = 1;
}

def UOp_MulAccOp : UOp_UniformALUOp<"mulacc", ["a", "b", "c"], 0, [Pure]> {
  let summary = "multiply-accumulate a * b + c (MULACC)";
  let description = [{
    Made by tinygrad's PTX renderer; counts as 2 flops.

    ```mlir
    %z = uop.mulacc %a, %b, %c : f32
    ```
  }];
  let arguments = (ins UOp_DType:$a, UOp_DType:$b, UOp_DType:$c);
  let results = (outs UOp_DType:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $c attr-dict `:`
    custom<SameTypes>(type($a), type($b), type($c), type($result))
  }];
  let builders = [OpBuilder<(ins "::mlir::Value":$a, "::mlir::Value":$b,
                                 "::mlir::Value":$c), [{
    build($_builder, $_state, c.getType(), a, b, c);
  }]>];
}

#endif // UOP_OPS
