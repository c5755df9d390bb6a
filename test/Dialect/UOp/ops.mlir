// RUN: uop-opt %s | uop-opt | FileCheck %s
// RUN: uop-opt %s --mlir-print-op-generic | uop-opt | FileCheck %s

// Round-trips every op and type of the uop dialect through the custom and the
// generic form. The kernels are kept valid: the verifiers run on each parse.

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// A pointer to every tinygrad scalar dtype; `global` is the default address
// space and is elided. A noop without an operand is a `!uop.token`.
// CHECK-LABEL: uop.kernel @ptr_types
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 : !uop.ptr<i1>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<i8>
// CHECK-NEXT: %[[DATA2:.*]] = uop.define_global 2 : !uop.ptr<i16>
// CHECK-NEXT: %[[DATA3:.*]] = uop.define_global 3 : !uop.ptr<i32>
// CHECK-NEXT: %[[DATA4:.*]] = uop.define_global 4 : !uop.ptr<i64>
// CHECK-NEXT: %[[DATA5:.*]] = uop.define_global 5 : !uop.ptr<ui8>
// CHECK-NEXT: %[[DATA6:.*]] = uop.define_global 6 : !uop.ptr<ui16>
// CHECK-NEXT: %[[DATA7:.*]] = uop.define_global 7 : !uop.ptr<ui32>
// CHECK-NEXT: %[[DATA8:.*]] = uop.define_global 8 : !uop.ptr<ui64>
// CHECK-NEXT: %[[DATA9:.*]] = uop.define_global 9 : !uop.ptr<f16>
// CHECK-NEXT: %[[DATA10:.*]] = uop.define_global 10 : !uop.ptr<bf16>
// CHECK-NEXT: %[[DATA11:.*]] = uop.define_global 11 : !uop.ptr<f32>
// CHECK-NEXT: %[[DATA12:.*]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NEXT: %[[TEMP:.*]] = uop.define_local "temp", 16 : !uop.ptr<f32, local>
// CHECK-NEXT: %[[TEMP_0:.*]] = uop.define_local "temp", 256 : !uop.ptr<f16, local>
// CHECK-NEXT: %[[NOOP:.*]] = uop.noop
// CHECK-NEXT: uop.sink %[[NOOP]]{{$}}
// CHECK-NEXT: }
uop.kernel @ptr_types {
  %0 = uop.define_global 0 : !uop.ptr<i1>
  %1 = uop.define_global 1 : !uop.ptr<i8>
  %2 = uop.define_global 2 : !uop.ptr<i16>
  %3 = uop.define_global 3 : !uop.ptr<i32>
  %4 = uop.define_global 4 : !uop.ptr<i64>
  %5 = uop.define_global 5 : !uop.ptr<ui8>
  %6 = uop.define_global 6 : !uop.ptr<ui16>
  %7 = uop.define_global 7 : !uop.ptr<ui32>
  %8 = uop.define_global 8 : !uop.ptr<ui64>
  %9 = uop.define_global 9 : !uop.ptr<f16>
  %10 = uop.define_global 10 : !uop.ptr<bf16>
  %11 = uop.define_global 11 : !uop.ptr<f32>
  %12 = uop.define_global 12 mutable : !uop.ptr<f64, global>
  %13 = uop.define_local "temp", 16 : !uop.ptr<f32, local>
  %14 = uop.define_local "temp", 256 : !uop.ptr<f16, local>
  %15 = uop.noop
  uop.sink %15
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// One constant of every dtype. Half types hold their value as f32 and print
// their dtype after `as`; special float values print in hex. The result
// names follow tinygrad's renderers, so they are checked literally here.
// CHECK-LABEL: uop.kernel @consts
// CHECK-NEXT: %true = uop.const true
// CHECK-NEXT: %false = uop.const false
// CHECK-NEXT: %c5 = uop.const 5 : i8
// CHECK-NEXT: %c_neg7 = uop.const -7 : i16
// CHECK-NEXT: %c_neg2147483648 = uop.const -2147483648 : i32
// CHECK-NEXT: %c9223372036854775807 = uop.const 9223372036854775807 : i64
// CHECK-NEXT: %c255 = uop.const 255 : ui8
// CHECK-NEXT: %c65535 = uop.const 65535 : ui16
// CHECK-NEXT: %c4294967295 = uop.const 4294967295 : ui32
// CHECK-NEXT: %c18446744073709551615 = uop.const 18446744073709551615 : ui64
// CHECK-NEXT: %cst{{.*}} = uop.const 6.401370e-01 : f32 as f16
// CHECK-NEXT: %cst{{.*}} = uop.const 1.000000e+00 : f32 as bf16
// CHECK-NEXT: %cst{{.*}} = uop.const 1.500000e+00 : f32
// CHECK-NEXT: %cst{{.*}} = uop.const 3.141590e+00 : f64
// CHECK-NEXT: %cst{{.*}} = uop.const -0.000000e+00 : f32
// CHECK-NEXT: %cst{{.*}} = uop.const 0x7F800000 : f32
// CHECK-NEXT: %cst{{.*}} = uop.const 0xFF800000 : f32
// CHECK-NEXT: %cst{{.*}} = uop.const 0x7FC00000 : f32
// CHECK-NEXT: %cst{{.*}} = uop.const 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst{{.*}} = uop.const 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst{{.*}} = uop.const 0x7F800000 : f32 as f16
// CHECK-NEXT: %cst{{.*}} = uop.const 0xFF800000 : f32 as bf16
// CHECK-NEXT: %cst{{.*}} = uop.const dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst{{.*}} = uop.const dense<1.000000e+00> : vector<4xf32> as vector<4xf16>
// CHECK-NEXT: %cst{{.*}} = uop.const dense<3> : vector<2xi32>
// CHECK-NEXT: %cst{{.*}} = uop.const dense<true> : vector<2xi1>
// CHECK-NEXT: %c_neg1 = uop.const -1 : i8
// CHECK-NEXT: %c0 = uop.const 0 : ui8
// CHECK-NEXT: }
uop.kernel @consts {
  %t = uop.const true
  %f = uop.const false
  %i8 = uop.const 5 : i8
  %i16 = uop.const -7 : i16
  %i32 = uop.const -2147483648 : i32
  %i64 = uop.const 9223372036854775807 : i64
  %u8 = uop.const 255 : ui8
  %u16 = uop.const 65535 : ui16
  %u32 = uop.const 4294967295 : ui32
  %u64 = uop.const 18446744073709551615 : ui64
  %f16 = uop.const 0.640137 : f32 as f16
  %bf16 = uop.const 1.0 : f32 as bf16
  %f32 = uop.const 1.5 : f32
  %f64 = uop.const 3.14159 : f64
  %negzero = uop.const -0.0 : f32
  %inf = uop.const 0x7F800000 : f32
  %ninf = uop.const 0xFF800000 : f32
  %nan = uop.const 0x7FC00000 : f32
  %inf64 = uop.const 0x7FF0000000000000 : f64
  %nan64 = uop.const 0x7FF8000000000000 : f64
  %inf16 = uop.const 0x7F800000 : f32 as f16
  %ninfbf16 = uop.const 0xFF800000 : f32 as bf16
  %v = uop.const dense<0.0> : vector<4xf32>
  %vh = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %vi = uop.const dense<3> : vector<2xi32>
  %vb = uop.const dense<true> : vector<2xi1>
  %m1 = uop.const -1 : i8
  %z = uop.const 0 : ui8
  uop.sink
}

//===----------------------------------------------------------------------===//
// Graph-form kernels
//===----------------------------------------------------------------------===//

// Launch sizes, a #uop.var launch size, define_global with and without
// `mutable`, specials of every kind with an integer and a #uop.var size.
// CHECK-LABEL: uop.kernel @launch
// CHECK-SAME: global [4, 2, 1] local [#uop.var<"i", 1, 32>, 1, 1] {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<f32>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<f32>
// CHECK-NEXT: %[[I:.*]] = uop.define_var <"i", 1, 32>
// CHECK-NEXT: %[[GIDX0:.*]] = uop.special "gidx0" dim 0 size 4
// CHECK-NEXT: %[[GIDX1:.*]] = uop.special "gidx1" dim 1 size 2
// CHECK-NEXT: %[[LIDX0:.*]] = uop.special "lidx0" dim 0 size #uop.var<"i", 1, 32>
// CHECK-NEXT: %[[ALU:.*]] = uop.mul %[[GIDX0]], %[[I]] : i32
// CHECK-NEXT: %[[ALU_0:.*]] = uop.add %[[ALU]], %[[LIDX0]] : i32
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[DATA1]][%[[ALU_0]]] : !uop.ptr<f32> -> f32
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[GIDX1]]], %[[VAL]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink %[[ST]]{{$}}
// CHECK-NEXT: }
uop.kernel @launch global [4, 2, 1] local [#uop.var<"i", 1, 32>, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %i = uop.define_var <"i", 1, 32>
  %g0 = uop.special "gidx0" dim 0 size 4
  %g1 = uop.special "gidx1" dim 1 size 2
  %l0 = uop.special "lidx0" dim 0 size #uop.var<"i", 1, 32>
  %x = uop.mul %g0, %i : i32
  %y = uop.add %x, %l0 : i32
  %v = uop.load %d1[%y] : !uop.ptr<f32> -> f32
  %s = uop.store %d0[%g1], %v : !uop.ptr<f32>, f32
  uop.sink %s
}

// Only a global size, with a #uop.var in dimension 2, and an `idx` special
// (the block index on backends without local sizes).
// CHECK-LABEL: uop.kernel @idx_special
// CHECK-SAME: global [1, 1, #uop.var<"n", 1, 1024>] {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<i32>
// CHECK-NEXT: %[[N:.*]] = uop.define_var <"n", 1, 1024>
// CHECK-NEXT: %[[IDX2:.*]] = uop.special "idx2" dim 2 size #uop.var<"n", 1, 1024>
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[IDX2]]], %[[N]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.sink %[[ST]]{{$}}
// CHECK-NEXT: }
uop.kernel @idx_special global [1, 1, #uop.var<"n", 1, 1024>] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %n = uop.define_var <"n", 1, 1024>
  %i = uop.special "idx2" dim 2 size #uop.var<"n", 1, 1024>
  %s = uop.store %d0[%i], %n : !uop.ptr<i32>, i32
  uop.sink %s
}

// #uop.expr sizes (tinygrad's symbolic Nodes: `(2+i)`, `((i*21)+(j*21)+15)`,
// `((i*((j*9)+4))+1)`): `*` binds tighter than `+`, and the tree round-trips
// (a sum inside a sum keeps its parentheses; redundant ones are dropped).
// CHECK-LABEL: uop.kernel @expr_sizes
// CHECK-SAME: global [#uop.expr<2 + #uop.var<"i", 1, 10>>, 1, 1] local [3, #uop.expr<#uop.var<"i", 1, 10> * #uop.var<"j", 1, 4>>, 1] {
// CHECK-NEXT: %[[I:.*]] = uop.define_var <"i", 1, 10>
// CHECK-NEXT: %[[GIDX0:.*]] = uop.special "gidx0" dim 0 size #uop.expr<2 + #uop.var<"i", 1, 10>>
// CHECK-NEXT: %[[LIDX0:.*]] = uop.special "lidx0" dim 0 size 3
// CHECK-NEXT: %[[LIDX1:.*]] = uop.special "lidx1" dim 1 size #uop.expr<#uop.var<"i", 1, 10> * #uop.var<"j", 1, 4>>
// CHECK-NEXT: %[[IDX0:.*]] = uop.special "idx0" dim 0 size #uop.expr<#uop.var<"i", 1, 10> * 21 + #uop.var<"j", 1, 4> * 21 + 15>
// CHECK-NEXT: %[[IDX1:.*]] = uop.special "idx1" dim 1 size #uop.expr<#uop.var<"i", 1, 10> * (#uop.var<"j", 1, 4> * 9 + 4) + 1>
// CHECK-NEXT: %[[IDX2:.*]] = uop.special "idx2" dim 2 size #uop.expr<(#uop.var<"i", 1, 10> + 1) + (2 + #uop.var<"j", 1, 4>) * 3>
// CHECK-NEXT: %[[GIDX1:.*]] = uop.special "gidx1" dim 1 size #uop.expr<(#uop.var<"i", 1, 10> * 2) * -1 + 100>
// CHECK-NEXT: }
uop.kernel @expr_sizes global [#uop.expr<2 + #uop.var<"i", 1, 10>>, 1, 1]
    local [3, #uop.expr<#uop.var<"i", 1, 10> * #uop.var<"j", 1, 4>>, 1] {
  %i = uop.define_var <"i", 1, 10>
  %g0 = uop.special "gidx0" dim 0 size #uop.expr<2 + #uop.var<"i", 1, 10>>
  %l0 = uop.special "lidx0" dim 0 size 3
  %l1 = uop.special "lidx1" dim 1 size #uop.expr<(#uop.var<"i", 1, 10> * #uop.var<"j", 1, 4>)>
  %x0 = uop.special "idx0" dim 0 size #uop.expr<(#uop.var<"i", 1, 10> * 21) + (#uop.var<"j", 1, 4> * 21) + 15>
  %x1 = uop.special "idx1" dim 1 size #uop.expr<#uop.var<"i", 1, 10> * (#uop.var<"j", 1, 4> * 9 + 4) + 1>
  %x2 = uop.special "idx2" dim 2 size #uop.expr<(#uop.var<"i", 1, 10> + 1) + (2 + #uop.var<"j", 1, 4>) * 3>
  %g1 = uop.special "gidx1" dim 1 size #uop.expr<(#uop.var<"i", 1, 10> * 2) * -1 + 100>
  uop.sink
}

// Every ALU op on scalars, on half types, and on vectors.
// CHECK-LABEL: uop.kernel @alu
// CHECK-NEXT: %[[X:.*]] = uop.define_var <"x", -8, 8>
// CHECK-NEXT: %[[Y:.*]] = uop.define_var <"y", 1, 8>
// CHECK-NEXT: %[[CAST:.*]] = uop.cast %[[X]] : i32 to f32
// CHECK-NEXT: %[[CAST_0:.*]] = uop.cast %[[Y]] : i32 to f32
// CHECK-NEXT: %[[CAST_1:.*]] = uop.cast %[[X]] : i32 to ui32
// CHECK-NEXT: %[[CAST_2:.*]] = uop.cast %[[CAST]] : f32 to f16
// CHECK-NEXT: %[[ALU:.*]] = uop.cmplt %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_3:.*]] = uop.exp2 %[[CAST]] : f32
// CHECK-NEXT: %[[ALU_4:.*]] = uop.log2 %[[CAST]] : f32
// CHECK-NEXT: %[[ALU_5:.*]] = uop.sin %[[CAST]] : f32
// CHECK-NEXT: %[[ALU_6:.*]] = uop.sqrt %[[CAST]] : f32
// CHECK-NEXT: %[[ALU_7:.*]] = uop.neg %[[X]] : i32
// CHECK-NEXT: %[[ALU_8:.*]] = uop.neg %[[ALU]] : i1
// CHECK-NEXT: %[[ALU_9:.*]] = uop.add %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_10:.*]] = uop.add %[[ALU]], %[[ALU]] : i1
// CHECK-NEXT: %[[ALU_11:.*]] = uop.sub %[[CAST]], %[[CAST_0]] : f32
// CHECK-NEXT: %[[ALU_12:.*]] = uop.mul %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_13:.*]] = uop.mul %[[ALU]], %[[ALU]] : i1
// CHECK-NEXT: %[[ALU_14:.*]] = uop.div %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_15:.*]] = uop.div %[[CAST_1]], %[[CAST_1]] : ui32
// CHECK-NEXT: %[[ALU_16:.*]] = uop.div %[[CAST]], %[[CAST_0]] : f32
// CHECK-NEXT: %[[ALU_17:.*]] = uop.max %[[CAST]], %[[CAST_0]] : f32
// CHECK-NEXT: %[[ALU_18:.*]] = uop.max %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_19:.*]] = uop.mod %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_20:.*]] = uop.xor %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_21:.*]] = uop.xor %[[ALU]], %[[ALU]] : i1
// CHECK-NEXT: %[[ALU_22:.*]] = uop.cmplt %[[CAST]], %[[CAST_0]] : f32
// CHECK-NEXT: %[[ALU_23:.*]] = uop.cmpeq %[[CAST_1]], %[[CAST_1]] : ui32
// CHECK-NEXT: %[[ALU_24:.*]] = uop.cmpeq %[[ALU]], %[[ALU]] : i1
// CHECK-NEXT: %[[ALU_25:.*]] = uop.where %[[ALU]], %[[CAST]], %[[CAST_0]] : f32
// CHECK-NEXT: %[[ALU_26:.*]] = uop.where %[[ALU_22]], %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[ALU_27:.*]] = uop.mulacc %[[CAST]], %[[CAST_0]], %[[CAST]] : f32
// CHECK-NEXT: %[[ALU_28:.*]] = uop.exp2 %[[CAST_2]] : f16
// CHECK-NEXT: %[[ALU_29:.*]] = uop.add %[[CAST_2]], %[[CAST_2]] : f16
// CHECK-NEXT: %[[ALU_30:.*]] = uop.cmplt %[[CAST_2]], %[[CAST_2]] : f16
// CHECK-NEXT: %[[ALU_31:.*]] = uop.mulacc %[[CAST_2]], %[[CAST_2]], %[[CAST_2]] : f16
// CHECK-NEXT: %[[CAST_32:.*]] = uop.cast %[[CAST]], %[[CAST_0]], %[[CAST]], %[[CAST_0]] : f32, f32, f32, f32 to vector<4xf32>
// CHECK-NEXT: %[[CAST_33:.*]] = uop.cast %[[X]], %[[Y]] : i32, i32 to vector<2xi32>
// CHECK-NEXT: %[[ALU_34:.*]] = uop.sqrt %[[CAST_32]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_35:.*]] = uop.neg %[[CAST_32]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_36:.*]] = uop.add %[[CAST_32]], %[[CAST_32]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_37:.*]] = uop.max %[[CAST_32]], %[[ALU_36]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_38:.*]] = uop.cmplt %[[CAST_32]], %[[ALU_36]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_39:.*]] = uop.cmpeq %[[CAST_32]], %[[CAST_32]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_40:.*]] = uop.xor %[[ALU_38]], %[[ALU_39]] : vector<4xi1>
// CHECK-NEXT: %[[ALU_41:.*]] = uop.where %[[ALU_38]], %[[CAST_32]], %[[ALU_36]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_42:.*]] = uop.mulacc %[[CAST_32]], %[[CAST_32]], %[[ALU_36]] : vector<4xf32>
// CHECK-NEXT: %[[ALU_43:.*]] = uop.mod %[[CAST_33]], %[[CAST_33]] : vector<2xi32>
// CHECK-NEXT: }
uop.kernel @alu {
  %x = uop.define_var <"x", -8, 8>
  %y = uop.define_var <"y", 1, 8>
  %f = uop.cast %x : i32 to f32
  %g = uop.cast %y : i32 to f32
  %u = uop.cast %x : i32 to ui32
  %h = uop.cast %f : f32 to f16
  %b = uop.cmplt %x, %y : i32
  %exp2 = uop.exp2 %f : f32
  %log2 = uop.log2 %f : f32
  %sin = uop.sin %f : f32
  %sqrt = uop.sqrt %f : f32
  %neg = uop.neg %x : i32
  %not = uop.neg %b : i1
  %add = uop.add %x, %y : i32
  %or = uop.add %b, %b : i1
  %sub = uop.sub %f, %g : f32
  %mul = uop.mul %x, %y : i32
  %and = uop.mul %b, %b : i1
  %idiv = uop.div %x, %y : i32
  %udiv = uop.div %u, %u : ui32
  %fdiv = uop.div %f, %g : f32
  %max = uop.max %f, %g : f32
  %imax = uop.max %x, %y : i32
  %mod = uop.mod %x, %y : i32
  %xor = uop.xor %x, %y : i32
  %bxor = uop.xor %b, %b : i1
  %lt = uop.cmplt %f, %g : f32
  %eq = uop.cmpeq %u, %u : ui32
  %beq = uop.cmpeq %b, %b : i1
  %where = uop.where %b, %f, %g : f32
  %iwhere = uop.where %lt, %x, %y : i32
  %mulacc = uop.mulacc %f, %g, %f : f32
  %hexp2 = uop.exp2 %h : f16
  %hadd = uop.add %h, %h : f16
  %hlt = uop.cmplt %h, %h : f16
  %hmulacc = uop.mulacc %h, %h, %h : f16
  %v = uop.cast %f, %g, %f, %g : f32, f32, f32, f32 to vector<4xf32>
  %vi = uop.cast %x, %y : i32, i32 to vector<2xi32>
  %vsqrt = uop.sqrt %v : vector<4xf32>
  %vneg = uop.neg %v : vector<4xf32>
  %vadd = uop.add %v, %v : vector<4xf32>
  %vmax = uop.max %v, %vadd : vector<4xf32>
  %vlt = uop.cmplt %v, %vadd : vector<4xf32>
  %veq = uop.cmpeq %v, %v : vector<4xf32>
  %vxor = uop.xor %vlt, %veq : vector<4xi1>
  %vwhere = uop.where %vlt, %v, %vadd : vector<4xf32>
  %vmulacc = uop.mulacc %v, %v, %vadd : vector<4xf32>
  %vimod = uop.mod %vi, %vi : vector<2xi32>
  uop.sink
}

// Vectors and conversions: wmma, gep, cast (convert, and N scalars to a
// vector), bitcast, noop with an operand, unmul.
// CHECK-LABEL: uop.kernel @vectors
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<f32>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<f16>
// CHECK-NEXT: %[[I:.*]] = uop.define_var <"i", 0, 15>
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[DATA1]][%[[I]]] : !uop.ptr<f16> -> vector<8xf16>
// CHECK-NEXT: %[[VAL_0:.*]] = uop.load %[[DATA1]][%[[I]]] : !uop.ptr<f16> -> vector<4xf16>
// CHECK-NEXT: %[[VAL_1:.*]] = uop.load %[[DATA0]][%[[I]]] : !uop.ptr<f32> -> vector<4xf32>
// CHECK-NEXT: %[[WMMA:.*]] = uop.wmma "WMMA_8_16_16_half_float" %[[VAL]], %[[VAL_0]], %[[VAL_1]] dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
// CHECK-NEXT: %[[GEP:.*]] = uop.gep %[[WMMA]][0] : vector<4xf32>
// CHECK-NEXT: %[[GEP_2:.*]] = uop.gep %[[WMMA]][3] : vector<4xf32>
// CHECK-NEXT: %[[CAST:.*]] = uop.cast %[[GEP]], %[[GEP_2]], %[[GEP]], %[[GEP_2]] : f32, f32, f32, f32 to vector<4xf32>
// CHECK-NEXT: %[[CAST_3:.*]] = uop.cast %[[I]] : i32 to f32
// CHECK-NEXT: %[[CAST_4:.*]] = uop.cast %[[CAST]] : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %[[BITCAST:.*]] = uop.bitcast %[[CAST_3]] : f32 to i32
// CHECK-NEXT: %[[BITCAST_5:.*]] = uop.bitcast %[[CAST_4]] : vector<4xf16> to vector<2xf32>
// CHECK-NEXT: %[[NOOP:.*]] = uop.noop(%[[CAST_3]] : f32)
// CHECK-NEXT: %[[UNMUL:.*]] = uop.unmul %[[NOOP]], %[[I]] : f32, i32
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[I]]], %[[CAST]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink %[[ST]]{{$}}
// CHECK-NEXT: }
uop.kernel @vectors {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f16>
  %i = uop.define_var <"i", 0, 15>
  %a = uop.load %d1[%i] : !uop.ptr<f16> -> vector<8xf16>
  %b = uop.load %d1[%i] : !uop.ptr<f16> -> vector<4xf16>
  %c = uop.load %d0[%i] : !uop.ptr<f32> -> vector<4xf32>
  %m = uop.wmma "WMMA_8_16_16_half_float" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
  %e0 = uop.gep %m[0] : vector<4xf32>
  %e3 = uop.gep %m[3] : vector<4xf32>
  %v = uop.cast %e0, %e3, %e0, %e3 : f32, f32, f32, f32 to vector<4xf32>
  %f = uop.cast %i : i32 to f32
  %vh = uop.cast %v : vector<4xf32> to vector<4xf16>
  %bits = uop.bitcast %f : f32 to i32
  %vbits = uop.bitcast %vh : vector<4xf16> to vector<2xf32>
  %n = uop.noop(%f : f32)
  %un = uop.unmul %n, %i : f32, i32
  %s = uop.store %d0[%i], %v : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s
}

// A reduction in graph form: define_acc over a range, phi, and a define_acc
// of each init kind (no ranges, a vector splat, a half dtype).
// CHECK-LABEL: uop.kernel @reduce_graph
// CHECK-SAME: global [4, 1, 1] local [1, 1, 1] {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<f32>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<f32>
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: %[[C16:.*]] = uop.const 16 : i32
// CHECK-NEXT: %[[GIDX0:.*]] = uop.special "gidx0" dim 0 size 4
// CHECK-NEXT: %[[RIDX:.*]] = uop.range %[[C0]] to %[[C16]] depth 1 index 0
// CHECK-NEXT: %[[ACC:.*]] = uop.define_acc over(%[[RIDX]]) index 0 count 0 init 0.000000e+00 : f32
// CHECK-NEXT: %[[ACC_0:.*]] = uop.define_acc index 1 count 0 init 0 : i32
// CHECK-NEXT: %[[ACC_1:.*]] = uop.define_acc over(%[[RIDX]]) index 2 count 1 init dense<0xFF800000> : vector<4xf32>
// CHECK-NEXT: %[[ACC_2:.*]] = uop.define_acc over(%[[RIDX]]) index 3 count 0 init 1.000000e+00 : f32 as bf16
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[DATA1]][%[[RIDX]]] : !uop.ptr<f32> -> f32
// CHECK-NEXT: %[[ALU:.*]] = uop.add %[[ACC]], %[[VAL]] : f32
// CHECK-NEXT: %[[PHI:.*]] = uop.phi %[[ACC]], %[[ALU]] : f32
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[GIDX0]]], %[[PHI]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink %[[ST]]{{$}}
// CHECK-NEXT: }
uop.kernel @reduce_graph global [4, 1, 1] local [1, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c16 = uop.const 16 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %r = uop.range %c0 to %c16 depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %acc1 = uop.define_acc index 1 count 0 init 0 : i32
  %acc2 = uop.define_acc over(%r) index 2 count 1 init dense<0xFF800000> : vector<4xf32>
  %acc3 = uop.define_acc over(%r) index 3 count 0 init 1.0 : f32 as bf16
  %v = uop.load %d1[%r] : !uop.ptr<f32> -> f32
  %sum = uop.add %acc, %v : f32
  %p = uop.phi %acc, %sum : f32
  %s = uop.store %d0[%g], %p : !uop.ptr<f32>, f32
  uop.sink %s
}

// Local memory, barriers, gated loads and stores, loads after a barrier and
// after an if, ifs with and without a barrier.
// CHECK-LABEL: uop.kernel @memory
// CHECK-SAME: global [2, 1, 1] local [16, 1, 1] {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<f32>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<f32>
// CHECK-NEXT: %[[TEMP:.*]] = uop.define_local "temp", 16 : !uop.ptr<f32, local>
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: %[[CST:.*]] = uop.const 0.000000e+00 : f32
// CHECK-NEXT: %[[GIDX0:.*]] = uop.special "gidx0" dim 0 size 2
// CHECK-NEXT: %[[LIDX1:.*]] = uop.special "lidx1" dim 1 size 16
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[DATA1]][%[[LIDX1]]] : !uop.ptr<f32> -> f32
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[TEMP]][%[[LIDX1]]], %[[VAL]] : !uop.ptr<f32, local>, f32
// CHECK-NEXT: %[[ST_0:.*]] = uop.store %[[TEMP]][%[[C0]]], %[[VAL]] : !uop.ptr<f32, local>, f32
// CHECK-NEXT: %[[BARRIER:.*]] = uop.barrier after %[[ST]], %[[ST_0]]{{$}}
// CHECK-NEXT: %[[VAL_1:.*]] = uop.load %[[TEMP]][%[[C0]]] after %[[BARRIER]] : !uop.ptr<f32, local> -> f32
// CHECK-NEXT: %[[ALU:.*]] = uop.cmpeq %[[LIDX1]], %[[C0]] : i32
// CHECK-NEXT: %[[IF:.*]] = uop.if %[[ALU]] after %[[BARRIER]]{{$}}
// CHECK-NEXT: %[[VAL_2:.*]] = uop.load %[[TEMP]][%[[LIDX1]]] after %[[IF]] : !uop.ptr<f32, local> -> f32
// CHECK-NEXT: %[[VAL_3:.*]] = uop.load %[[DATA1]][%[[GIDX0]]] if %[[ALU]] else %[[CST]] : !uop.ptr<f32> -> f32
// CHECK-NEXT: %[[VAL_4:.*]] = uop.load %[[TEMP]][%[[LIDX1]]] if %[[ALU]] else %[[VAL_1]] after %[[BARRIER]] : !uop.ptr<f32, local> -> f32
// CHECK-NEXT: %[[ALU_5:.*]] = uop.add %[[VAL_2]], %[[VAL_3]] : f32
// CHECK-NEXT: %[[ALU_6:.*]] = uop.add %[[ALU_5]], %[[VAL_4]] : f32
// CHECK-NEXT: %[[ST_7:.*]] = uop.store %[[DATA0]][%[[GIDX0]]], %[[ALU_6]] if %[[ALU]] : !uop.ptr<f32>, f32
// CHECK-NEXT: %[[IF_8:.*]] = uop.if %[[ALU]]{{$}}
// CHECK-NEXT: %[[VAL_9:.*]] = uop.load %[[DATA1]][%[[GIDX0]]] after %[[IF_8]] : !uop.ptr<f32> -> f32
// CHECK-NEXT: %[[ST_10:.*]] = uop.store %[[DATA0]][%[[C0]]], %[[VAL_9]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink %[[ST_7]], %[[ST_10]]{{$}}
// CHECK-NEXT: }
uop.kernel @memory global [2, 1, 1] local [16, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %temp = uop.define_local "temp", 16 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %zero = uop.const 0.0 : f32
  %g = uop.special "gidx0" dim 0 size 2
  %l = uop.special "lidx1" dim 1 size 16
  %v = uop.load %d1[%l] : !uop.ptr<f32> -> f32
  %s0 = uop.store %temp[%l], %v : !uop.ptr<f32, local>, f32
  %s1 = uop.store %temp[%c0], %v : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %s0, %s1
  %t0 = uop.load %temp[%c0] after %b : !uop.ptr<f32, local> -> f32
  %first = uop.cmpeq %l, %c0 : i32
  %if = uop.if %first after %b
  %t1 = uop.load %temp[%l] after %if : !uop.ptr<f32, local> -> f32
  %t2 = uop.load %d1[%g] if %first else %zero : !uop.ptr<f32> -> f32
  %t3 = uop.load %temp[%l] if %first else %t0 after %b : !uop.ptr<f32, local> -> f32
  %sum = uop.add %t1, %t2 : f32
  %sum2 = uop.add %sum, %t3 : f32
  %s2 = uop.store %d0[%g], %sum2 if %first : !uop.ptr<f32>, f32
  %if2 = uop.if %first
  %t4 = uop.load %d1[%g] after %if2 : !uop.ptr<f32> -> f32
  %s3 = uop.store %d0[%c0], %t4 : !uop.ptr<f32>, f32
  uop.sink %s2, %s3
}

// A barrier that names no store and a noop without an operand, each followed
// by an op with a result, which must not be read as their operand.
// CHECK-LABEL: uop.kernel @empty_barrier
// CHECK-NEXT: %[[BARRIER:.*]] = uop.barrier{{$}}
// CHECK-NEXT: %[[NOOP:.*]] = uop.noop{{$}}
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: uop.sink %[[BARRIER]], %[[NOOP]]{{$}}
// CHECK-NEXT: }
uop.kernel @empty_barrier {
  %b = uop.barrier
  %n = uop.noop
  %c0 = uop.const 0 : i32
  uop.sink %b, %n
}

//===----------------------------------------------------------------------===//
// Linearized kernels
//===----------------------------------------------------------------------===//

// Nested loops; the accumulator comes after the ranges it names, and the phi
// result (the final value) is used after both loops have ended.
// CHECK-LABEL: uop.kernel @reduce_linear
// CHECK-SAME: linear global [1, 1, 1] local [1, 1, 1] {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<f32>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<f32>
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: %[[C4:.*]] = uop.const 4 : i32
// CHECK-NEXT: %[[C16:.*]] = uop.const 16 : i32
// CHECK-NEXT: %[[RIDX:.*]] = uop.range %[[C0]] to %[[C4]] depth 0 index 0
// CHECK-NEXT: %[[RIDX_0:.*]] = uop.range %[[C0]] to %[[C16]] depth 1 index 1
// CHECK-NEXT: %[[ACC:.*]] = uop.define_acc over(%[[RIDX]], %[[RIDX_0]]) index 0 count 0 init 0.000000e+00 : f32
// CHECK-NEXT: %[[ALU:.*]] = uop.mul %[[RIDX]], %[[C16]] : i32
// CHECK-NEXT: %[[ALU_1:.*]] = uop.add %[[ALU]], %[[RIDX_0]] : i32
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[DATA1]][%[[ALU_1]]] : !uop.ptr<f32> -> f32
// CHECK-NEXT: %[[ALU_2:.*]] = uop.add %[[ACC]], %[[VAL]] : f32
// CHECK-NEXT: %[[PHI:.*]] = uop.phi %[[ACC]], %[[ALU_2]] : f32
// CHECK-NEXT: uop.endrange %[[RIDX_0]]{{$}}
// CHECK-NEXT: uop.endrange %[[RIDX]]{{$}}
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[C0]]], %[[PHI]] : !uop.ptr<f32>, f32
// CHECK-NEXT: }
uop.kernel @reduce_linear linear global [1, 1, 1] local [1, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %c16 = uop.const 16 : i32
  %r0 = uop.range %c0 to %c4 depth 0 index 0
  %r1 = uop.range %c0 to %c16 depth 1 index 1
  %acc = uop.define_acc over(%r0, %r1) index 0 count 0 init 0.0 : f32
  %i = uop.mul %r0, %c16 : i32
  %j = uop.add %i, %r1 : i32
  %v = uop.load %d1[%j] : !uop.ptr<f32> -> f32
  %sum = uop.add %acc, %v : f32
  %p = uop.phi %acc, %sum : f32
  uop.endrange %r1
  uop.endrange %r0
  %s = uop.store %d0[%c0], %p : !uop.ptr<f32>, f32
  uop.sink
}

// A phi of an inner loop used in the outer loop after the inner one ended.
// CHECK-LABEL: uop.kernel @phi_in_outer_loop
// CHECK-SAME: linear {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<i32>
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: %[[C4:.*]] = uop.const 4 : i32
// CHECK-NEXT: %[[RIDX:.*]] = uop.range %[[C0]] to %[[C4]] depth 0 index 0
// CHECK-NEXT: %[[RIDX_0:.*]] = uop.range %[[C0]] to %[[C4]] depth 1 index 1
// CHECK-NEXT: %[[ACC:.*]] = uop.define_acc over(%[[RIDX_0]]) index 0 count 0 init 0 : i32
// CHECK-NEXT: %[[ALU:.*]] = uop.add %[[ACC]], %[[RIDX_0]] : i32
// CHECK-NEXT: %[[PHI:.*]] = uop.phi %[[ACC]], %[[ALU]] : i32
// CHECK-NEXT: uop.endrange %[[RIDX_0]]{{$}}
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[RIDX]]], %[[PHI]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.endrange %[[RIDX]]{{$}}
// CHECK-NEXT: }
uop.kernel @phi_in_outer_loop linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r0 = uop.range %c0 to %c4 depth 0 index 0
  %r1 = uop.range %c0 to %c4 depth 1 index 1
  %acc = uop.define_acc over(%r1) index 0 count 0 init 0 : i32
  %sum = uop.add %acc, %r1 : i32
  %p = uop.phi %acc, %sum : i32
  uop.endrange %r1
  %s = uop.store %d0[%r0], %p : !uop.ptr<i32>, i32
  uop.endrange %r0
  uop.sink
}

// Phis on the elements (geps) of a vector accumulator, and a half
// accumulator.
// CHECK-LABEL: uop.kernel @vector_acc
// CHECK-SAME: linear {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<f16>
// CHECK-NEXT: %[[DATA1:.*]] = uop.define_global 1 : !uop.ptr<f16>
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: %[[C8:.*]] = uop.const 8 : i32
// CHECK-NEXT: %[[RIDX:.*]] = uop.range %[[C0]] to %[[C8]] depth 0 index 0
// CHECK-NEXT: %[[ACC:.*]] = uop.define_acc over(%[[RIDX]]) index 0 count 0 init dense<0.000000e+00> : vector<2xf32> as vector<2xf16>
// CHECK-NEXT: %[[ACC_0:.*]] = uop.define_acc over(%[[RIDX]]) index 1 count 0 init 1.000000e+00 : f32 as f16
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[DATA1]][%[[RIDX]]] : !uop.ptr<f16> -> vector<2xf16>
// CHECK-NEXT: %[[GEP:.*]] = uop.gep %[[ACC]][0] : vector<2xf16>
// CHECK-NEXT: %[[GEP_1:.*]] = uop.gep %[[ACC]][1] : vector<2xf16>
// CHECK-NEXT: %[[GEP_2:.*]] = uop.gep %[[VAL]][0] : vector<2xf16>
// CHECK-NEXT: %[[GEP_3:.*]] = uop.gep %[[VAL]][1] : vector<2xf16>
// CHECK-NEXT: %[[ALU:.*]] = uop.add %[[GEP]], %[[GEP_2]] : f16
// CHECK-NEXT: %[[ALU_4:.*]] = uop.max %[[GEP_1]], %[[GEP_3]] : f16
// CHECK-NEXT: %[[PHI:.*]] = uop.phi %[[GEP]], %[[ALU]] : f16
// CHECK-NEXT: %[[PHI_5:.*]] = uop.phi %[[GEP_1]], %[[ALU_4]] : f16
// CHECK-NEXT: %[[ALU_6:.*]] = uop.mul %[[ACC_0]], %[[GEP_2]] : f16
// CHECK-NEXT: %[[PHI_7:.*]] = uop.phi %[[ACC_0]], %[[ALU_6]] : f16
// CHECK-NEXT: uop.endrange %[[RIDX]]{{$}}
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[DATA0]][%[[C0]]], %[[PHI]] : !uop.ptr<f16>, f16
// CHECK-NEXT: %[[ST_8:.*]] = uop.store %[[DATA0]][%[[C8]]], %[[PHI_5]] : !uop.ptr<f16>, f16
// CHECK-NEXT: %[[ST_9:.*]] = uop.store %[[DATA0]][%[[C0]]], %[[PHI_7]] : !uop.ptr<f16>, f16
// CHECK-NEXT: }
uop.kernel @vector_acc linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 : !uop.ptr<f16>
  %c0 = uop.const 0 : i32
  %c8 = uop.const 8 : i32
  %r = uop.range %c0 to %c8 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init dense<0.0> : vector<2xf32> as vector<2xf16>
  %hacc = uop.define_acc over(%r) index 1 count 0 init 1.0 : f32 as f16
  %v = uop.load %d1[%r] : !uop.ptr<f16> -> vector<2xf16>
  %a0 = uop.gep %acc[0] : vector<2xf16>
  %a1 = uop.gep %acc[1] : vector<2xf16>
  %v0 = uop.gep %v[0] : vector<2xf16>
  %v1 = uop.gep %v[1] : vector<2xf16>
  %s0 = uop.add %a0, %v0 : f16
  %s1 = uop.max %a1, %v1 : f16
  %p0 = uop.phi %a0, %s0 : f16
  %p1 = uop.phi %a1, %s1 : f16
  %m = uop.mul %hacc, %v0 : f16
  %p2 = uop.phi %hacc, %m : f16
  uop.endrange %r
  %st0 = uop.store %d0[%c0], %p0 : !uop.ptr<f16>, f16
  %st1 = uop.store %d0[%c8], %p1 : !uop.ptr<f16>, f16
  %st2 = uop.store %d0[%c0], %p2 : !uop.ptr<f16>, f16
  uop.sink
}

// Ifs with and without a barrier, closed by endif; a loop inside an if.
// CHECK-LABEL: uop.kernel @if_linear
// CHECK-SAME: linear global [4, 1, 1] local [8, 1, 1] {
// CHECK-NEXT: %[[DATA0:.*]] = uop.define_global 0 mutable : !uop.ptr<i32>
// CHECK-NEXT: %[[TEMP:.*]] = uop.define_local "temp", 8 : !uop.ptr<i32, local>
// CHECK-NEXT: %[[C0:.*]] = uop.const 0 : i32
// CHECK-NEXT: %[[C4:.*]] = uop.const 4 : i32
// CHECK-NEXT: %[[GIDX0:.*]] = uop.special "gidx0" dim 0 size 4
// CHECK-NEXT: %[[LIDX0:.*]] = uop.special "lidx0" dim 0 size 8
// CHECK-NEXT: %[[ST:.*]] = uop.store %[[TEMP]][%[[LIDX0]]], %[[GIDX0]] : !uop.ptr<i32, local>, i32
// CHECK-NEXT: %[[BARRIER:.*]] = uop.barrier after %[[ST]]{{$}}
// CHECK-NEXT: %[[ALU:.*]] = uop.cmpeq %[[LIDX0]], %[[C0]] : i32
// CHECK-NEXT: %[[IF:.*]] = uop.if %[[ALU]] after %[[BARRIER]]{{$}}
// CHECK-NEXT: %[[VAL:.*]] = uop.load %[[TEMP]][%[[C0]]] after %[[IF]] : !uop.ptr<i32, local> -> i32
// CHECK-NEXT: %[[ST_0:.*]] = uop.store %[[DATA0]][%[[GIDX0]]], %[[VAL]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.endif %[[IF]]{{$}}
// CHECK-NEXT: %[[IF_1:.*]] = uop.if %[[ALU]]{{$}}
// CHECK-NEXT: %[[RIDX:.*]] = uop.range %[[C0]] to %[[C4]] depth 0 index 0
// CHECK-NEXT: %[[ST_2:.*]] = uop.store %[[DATA0]][%[[RIDX]]], %[[C0]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.endrange %[[RIDX]]{{$}}
// CHECK-NEXT: uop.endif %[[IF_1]]{{$}}
// CHECK-NEXT: }
uop.kernel @if_linear linear global [4, 1, 1] local [8, 1, 1] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %temp = uop.define_local "temp", 8 : !uop.ptr<i32, local>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %l = uop.special "lidx0" dim 0 size 8
  %s0 = uop.store %temp[%l], %g : !uop.ptr<i32, local>, i32
  %b = uop.barrier after %s0
  %first = uop.cmpeq %l, %c0 : i32
  %if = uop.if %first after %b
  %v = uop.load %temp[%c0] after %if : !uop.ptr<i32, local> -> i32
  %s1 = uop.store %d0[%g], %v : !uop.ptr<i32>, i32
  uop.endif %if
  %if2 = uop.if %first
  %r = uop.range %c0 to %c4 depth 0 index 0
  %s2 = uop.store %d0[%r], %c0 : !uop.ptr<i32>, i32
  uop.endrange %r
  uop.endif %if2
  uop.sink
}

// Outside a kernel, the ops that are not its structure live next to other
// dialects' ops: what a kernel is lowered through.
// CHECK-LABEL: func.func @mixed
// CHECK: %[[X:.*]] = uop.add %{{.*}}, %{{.*}} : i32
// CHECK: uop.load %{{.*}}[%[[X]]] : !uop.ptr<f32> -> f32
func.func @mixed(%buf: !uop.ptr<f32>, %a: i32) -> f32 {
  %c1 = uop.const 1 : i32
  %x = uop.add %a, %c1 : i32
  %v = uop.load %buf[%x] : !uop.ptr<f32> -> f32
  return %v : f32
}
