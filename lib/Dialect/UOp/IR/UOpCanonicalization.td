//===- UOpCanonicalization.td - uop DRR rewrites -----------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The entries of tinygrad 0.9.0's constant_folder that create one op from a
// fixed pattern. Constants sit on the right of commutative ops.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CANONICALIZATION
#define UOP_CANONICALIZATION

include "mlir/IR/PatternBase.td"
include "uop/Dialect/UOp/IR/UOpOps.td"

def IsMinusOne : Constraint<CPred<"isConstantMinusOne($0)">,
                            "is the constant -1">;

def IsNotBool : Constraint<CPred<"!::mlir::uop::getScalarDType($0.getType()).isInteger(1)">,
                           "is not bool">;

// x + -y -> x - y; not on bool, where it is x || !y and x - y is x != y.
def AddOfNeg : Pat<(UOp_AddOp $x, (UOp_NegOp $y)), (UOp_SubOp $x, $y),
                   [(IsNotBool $x)]>;

// -y + c -> c - y. 0.9.0 writes c + -y, which AddOfNeg makes c - y; here
// the commutative fold moves c to the right first (found by uop-fuzz-diff,
// seed 779097: the two drivers ended at -y + c and c - y). With x not a
// constant, -y + x stays, as in 0.9.0.
def NegPlusConst : Pat<(UOp_AddOp (UOp_NegOp $y), (UOp_ConstOp:$c $_)),
                       (UOp_SubOp $c, $y), [(IsNotBool $y)]>;

// x - -y -> x + y
// Not one of 0.9.0's rules: it makes the rules confluent. AddOfNeg on
// x + -(-y) gives x - -y where folding -(-y) first gives x + y; tinygrad
// rewrites operands first and gets x + y. Exact on floats too: IEEE defines
// x - y as x + (-y).
def SubOfNeg : Pat<(UOp_SubOp $x, (UOp_NegOp $y)), (UOp_AddOp $x, $y),
                   [(IsNotBool $x)]>;

// x * -1 -> -x
def MulByMinusOne : Pat<(UOp_MulOp $x, $c), (UOp_NegOp $x), [(IsMinusOne $c)]>;

def IsNotIntMin : Constraint<CPred<"!isConstantMinSigned($0)">,
                             "is not the constant INT_MIN">;

// x / -1 -> -x; INT_MIN / -1 has no value and stays.
def DivByMinusOne : Pat<(UOp_DivOp $x, $c), (UOp_NegOp $x),
                        [(IsMinusOne $c), (IsNotIntMin $x)]>;

#endif // UOP_CANONICALIZATION
