// RUN: uop-opt %s -split-input-file -canonicalize="test-convergence=true" | FileCheck %s

// Constant folding: every ALU op on every dtype where it is defined (scalars
// and splat vectors), CAST, BITCAST and GEP of constants, the cases that must
// not fold, and ports of tinygrad 0.9.0's own constant-folding tests.
//
// Each kernel stores the values it computes, so that they stay alive. Folded
// constants are hoisted to the start of the kernel, before the
// define_globals: the DAG checks find them there, the NOT checks make sure
// no folded op is left between the define_globals and the stores, and the
// stores must name the expected constants. Where an op must not fold, its
// check names the op on its constant operands.
//
// The expected values follow docs/UOpDialect.md and the project's semantics
// (the folded value is what the kernel computes unfolded): integers wrap at
// their width (ui* unsigned, signless i* signed), integer DIV truncates and
// MOD takes the dividend's sign, exactly also for int64 beyond 2**53; bool is
// C _Bool; floats are IEEE with round to nearest; float MAX is maxNum; float
// MOD is C fmod; CAST is C's conversion; f16 and bf16 compute in f32 and
// only CAST and BITCAST round to half. They were computed by hand and with
// Python, not taken from the tool's output. Transcendentals (promised within
// 1 ulp) are checked at points where the result is exact. The sign of a NaN
// is not specified, so NaNs match either sign.
//
// Half constants are written with values that are exactly half: a half
// constant holds the f32 value written (`0.1 : f32 as f16` holds 0.1f), as
// folded half results hold f32 values that need not be half (2048 + 1).
//
// Deliberate divergences from 0.9.0's folder, checked here: a BITCAST of a
// constant folds (0.9.0's test_bitcast_const expects a BITCAST to remain);
// 1 / -0.0 is -inf (0.9.0: +inf); MAX ignores a NaN in either order (0.9.0:
// max(nan, 1) = nan); int64 DIV and MOD are exact (0.9.0 goes through a
// float); float MOD is fmod (0.9.0 truncates the operands).
//
// INT_MIN / -1 and INT_MIN % -1 have no value and stay (@int_min_division);
// a signaling-NaN half pattern keeps its bits through bitcasts
// (@bitcast_signaling_nan).

//===----------------------------------------------------------------------===//
// Ports of tinygrad 0.9.0's own tests
//===----------------------------------------------------------------------===//

// TestExecALU.test_overflow: integers wrap at their width (ctypes truncation
// in 0.9.0; the kernels wrap the same way).
// CHECK-LABEL: uop.kernel @test_overflow
// CHECK-DAG: %[[TEST_OVERFLOW_1:[^ ]+]] = uop.const 244 : ui8{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_2:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_3:[^ ]+]] = uop.const 56 : i8{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_4:[^ ]+]] = uop.const 126 : i8{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_5:[^ ]+]] = uop.const -2147483648 : i32{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_6:[^ ]+]] = uop.const 0 : i32{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[TEST_OVERFLOW_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i32>{{$}}
// CHECK-NOT: uop.add{{ }}
// CHECK-NOT: uop.mul{{ }}
// CHECK-NOT: uop.sub{{ }}
// CHECK: uop.store %[[TEST_OVERFLOW_D0]][%{{[^]]+}}], %[[TEST_OVERFLOW_1]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[TEST_OVERFLOW_D0]][%{{[^]]+}}], %[[TEST_OVERFLOW_2]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[TEST_OVERFLOW_D1]][%{{[^]]+}}], %[[TEST_OVERFLOW_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[TEST_OVERFLOW_D1]][%{{[^]]+}}], %[[TEST_OVERFLOW_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[TEST_OVERFLOW_D1]][%{{[^]]+}}], %[[TEST_OVERFLOW_4]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[TEST_OVERFLOW_D2]][%{{[^]]+}}], %[[TEST_OVERFLOW_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[TEST_OVERFLOW_D2]][%{{[^]]+}}], %[[TEST_OVERFLOW_6]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.sink
uop.kernel @test_overflow {
  %d0 = uop.define_global 0 mutable : !uop.ptr<ui8>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  // uint8 250 + 250 = 500 wraps to 244
  %v1 = uop.const 250 : ui8
  %v2 = uop.const 250 : ui8
  %v3 = uop.add %v1, %v2 : ui8
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<ui8>, ui8
  // uint8 0 - 1 wraps to 255
  %v4 = uop.const 0 : ui8
  %v5 = uop.const 1 : ui8
  %v6 = uop.sub %v4, %v5 : ui8
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<ui8>, ui8
  // int8 -100 - 100 = -200 wraps to 56
  %v7 = uop.const -100 : i8
  %v8 = uop.const 100 : i8
  %v9 = uop.sub %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // int8 -100 + -100 wraps to 56
  %v10 = uop.const -100 : i8
  %v11 = uop.const -100 : i8
  %v12 = uop.add %v10, %v11 : i8
  %s3 = uop.store %d1[%i3], %v12 : !uop.ptr<i8>, i8
  // int8 -130 (as -100 - 30) wraps to 126
  %v13 = uop.const -100 : i8
  %v14 = uop.const 30 : i8
  %v15 = uop.sub %v13, %v14 : i8
  %s4 = uop.store %d1[%i4], %v15 : !uop.ptr<i8>, i8
  // int32 INT_MAX + 1 wraps to INT_MIN
  %v16 = uop.const 2147483647 : i32
  %v17 = uop.const 1 : i32
  %v18 = uop.add %v16, %v17 : i32
  %s5 = uop.store %d2[%i5], %v18 : !uop.ptr<i32>, i32
  // int32 65536 * 65536 wraps to 0
  %v19 = uop.const 65536 : i32
  %v20 = uop.const 65536 : i32
  %v21 = uop.mul %v19, %v20 : i32
  %s6 = uop.store %d2[%i6], %v21 : !uop.ptr<i32>, i32
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6
}

// -----

// TestExecALU.test_div: integer DIV truncates toward zero (int8 7 / -3 = -2,
// -50 / 6 = -8); float DIV is true division.
// CHECK-LABEL: uop.kernel @test_div
// CHECK-DAG: %[[TEST_DIV_1:[^ ]+]] = uop.const -2 : i8{{$}}
// CHECK-DAG: %[[TEST_DIV_2:[^ ]+]] = uop.const -8 : i8{{$}}
// CHECK-DAG: %[[TEST_DIV_3:[^ ]+]] = uop.const 3.500000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_DIV_4:[^ ]+]] = uop.const -3.500000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_DIV_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[TEST_DIV_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.div{{ }}
// CHECK: uop.store %[[TEST_DIV_D0]][%{{[^]]+}}], %[[TEST_DIV_1]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[TEST_DIV_D0]][%{{[^]]+}}], %[[TEST_DIV_2]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[TEST_DIV_D1]][%{{[^]]+}}], %[[TEST_DIV_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[TEST_DIV_D1]][%{{[^]]+}}], %[[TEST_DIV_4]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_div {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i8>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  // int8 7 / -3 = -2
  %v1 = uop.const 7 : i8
  %v2 = uop.const -3 : i8
  %v3 = uop.div %v1, %v2 : i8
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i8>, i8
  // int8 -50 / 6 = -8
  %v4 = uop.const -50 : i8
  %v5 = uop.const 6 : i8
  %v6 = uop.div %v4, %v5 : i8
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i8>, i8
  // float32 7 / 2 = 3.5
  %v7 = uop.const 7.0 : f32
  %v8 = uop.const 2.0 : f32
  %v9 = uop.div %v7, %v8 : f32
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<f32>, f32
  // float32 -7 / 2 = -3.5
  %v10 = uop.const -7.0 : f32
  %v11 = uop.const 2.0 : f32
  %v12 = uop.div %v10, %v11 : f32
  %s3 = uop.store %d1[%i3], %v12 : !uop.ptr<f32>, f32
  uop.sink %s0, %s1, %s2, %s3
}

// -----

// TestExecALU.test_bool_cmplt: on bool only False < True holds.
// CHECK-LABEL: uop.kernel @test_bool_cmplt
// CHECK-DAG: %[[TEST_BOOL_CMPLT_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[TEST_BOOL_CMPLT_2:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[TEST_BOOL_CMPLT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-NOT: uop.cmplt{{ }}
// CHECK: uop.store %[[TEST_BOOL_CMPLT_D0]][%{{[^]]+}}], %[[TEST_BOOL_CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_CMPLT_D0]][%{{[^]]+}}], %[[TEST_BOOL_CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_CMPLT_D0]][%{{[^]]+}}], %[[TEST_BOOL_CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_CMPLT_D0]][%{{[^]]+}}], %[[TEST_BOOL_CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.sink
uop.kernel @test_bool_cmplt {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  // False < False
  %v1 = uop.const false
  %v2 = uop.const false
  %v3 = uop.cmplt %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // False < True
  %v4 = uop.const false
  %v5 = uop.const true
  %v6 = uop.cmplt %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // True < False
  %v7 = uop.const true
  %v8 = uop.const false
  %v9 = uop.cmplt %v7, %v8 : i1
  %s2 = uop.store %d0[%i2], %v9 : !uop.ptr<i1>, i1
  // True < True
  %v10 = uop.const true
  %v11 = uop.const true
  %v12 = uop.cmplt %v10, %v11 : i1
  %s3 = uop.store %d0[%i3], %v12 : !uop.ptr<i1>, i1
  uop.sink %s0, %s1, %s2, %s3
}

// -----

// TestExecALU.test_bool_neg: NEG on bool is logical not.
// CHECK-LABEL: uop.kernel @test_bool_neg
// CHECK-DAG: %[[TEST_BOOL_NEG_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[TEST_BOOL_NEG_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[TEST_BOOL_NEG_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-NOT: uop.neg{{ }}
// CHECK: uop.store %[[TEST_BOOL_NEG_D0]][%{{[^]]+}}], %[[TEST_BOOL_NEG_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_NEG_D0]][%{{[^]]+}}], %[[TEST_BOOL_NEG_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.sink
uop.kernel @test_bool_neg {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  // neg False = True
  %v1 = uop.const false
  %v2 = uop.neg %v1 : i1
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i1>, i1
  // neg True = False
  %v3 = uop.const true
  %v4 = uop.neg %v3 : i1
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<i1>, i1
  uop.sink %s0, %s1
}

// -----

// TestExecALU.test_bool_where: WHERE with bool, int and float payloads.
// CHECK-LABEL: uop.kernel @test_bool_where
// CHECK-DAG: %[[TEST_BOOL_WHERE_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_2:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_3:[^ ]+]] = uop.const 2 : i32{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_4:[^ ]+]] = uop.const 3 : i32{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_5:[^ ]+]] = uop.const 2.500000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_6:[^ ]+]] = uop.const 3.500000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[TEST_BOOL_WHERE_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.where{{ }}
// CHECK: uop.store %[[TEST_BOOL_WHERE_D0]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D0]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D0]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D0]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D1]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_3]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D1]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_4]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D2]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_5]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[TEST_BOOL_WHERE_D2]][%{{[^]]+}}], %[[TEST_BOOL_WHERE_6]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_bool_where {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  // where(False, True, False) = False
  %v1 = uop.const false
  %v2 = uop.const true
  %v3 = uop.const false
  %v4 = uop.where %v1, %v2, %v3 : i1
  %s0 = uop.store %d0[%i0], %v4 : !uop.ptr<i1>, i1
  // where(False, False, True) = True
  %v5 = uop.const false
  %v6 = uop.const false
  %v7 = uop.const true
  %v8 = uop.where %v5, %v6, %v7 : i1
  %s1 = uop.store %d0[%i1], %v8 : !uop.ptr<i1>, i1
  // where(True, True, False) = True
  %v9 = uop.const true
  %v10 = uop.const true
  %v11 = uop.const false
  %v12 = uop.where %v9, %v10, %v11 : i1
  %s2 = uop.store %d0[%i2], %v12 : !uop.ptr<i1>, i1
  // where(True, False, True) = False
  %v13 = uop.const true
  %v14 = uop.const false
  %v15 = uop.const true
  %v16 = uop.where %v13, %v14, %v15 : i1
  %s3 = uop.store %d0[%i3], %v16 : !uop.ptr<i1>, i1
  // where(True, 2, 3) = 2 (int32)
  %v17 = uop.const true
  %v18 = uop.const 2 : i32
  %v19 = uop.const 3 : i32
  %v20 = uop.where %v17, %v18, %v19 : i32
  %s4 = uop.store %d1[%i4], %v20 : !uop.ptr<i32>, i32
  // where(False, 2, 3) = 3 (int32)
  %v21 = uop.const false
  %v22 = uop.const 2 : i32
  %v23 = uop.const 3 : i32
  %v24 = uop.where %v21, %v22, %v23 : i32
  %s5 = uop.store %d1[%i5], %v24 : !uop.ptr<i32>, i32
  // where(True, 2.5, 3.5) = 2.5 (float32)
  %v25 = uop.const true
  %v26 = uop.const 2.5 : f32
  %v27 = uop.const 3.5 : f32
  %v28 = uop.where %v25, %v26, %v27 : f32
  %s6 = uop.store %d2[%i6], %v28 : !uop.ptr<f32>, f32
  // where(False, 2.5, 3.5) = 3.5 (float32)
  %v29 = uop.const false
  %v30 = uop.const 2.5 : f32
  %v31 = uop.const 3.5 : f32
  %v32 = uop.where %v29, %v30, %v31 : f32
  %s7 = uop.store %d2[%i7], %v32 : !uop.ptr<f32>, f32
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7
}

// -----

// TestExecALU.test_sqrt: sqrt(0.0) = 0.0.
// CHECK-LABEL: uop.kernel @test_sqrt
// CHECK-DAG: %[[TEST_SQRT_1:[^ ]+]] = uop.const 0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_SQRT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.sqrt{{ }}
// CHECK: uop.store %[[TEST_SQRT_D0]][%{{[^]]+}}], %[[TEST_SQRT_1]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_sqrt {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  // sqrt(0.0) = 0.0
  %v1 = uop.const 0.0 : f32
  %v2 = uop.sqrt %v1 : f32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f32>, f32
  uop.sink %s0
}

// -----

// TestConstantFolding.test_cast_const: a cast of a constant folds away
// (test_const_folding's test_cast also casts -1 to uint16).
// CHECK-LABEL: uop.kernel @test_cast_const
// CHECK-DAG: %[[TEST_CAST_CONST_1:[^ ]+]] = uop.const 1.000000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_CAST_CONST_2:[^ ]+]] = uop.const 65535 : ui16{{$}}
// CHECK-DAG: %[[TEST_CAST_CONST_3:[^ ]+]] = uop.const 2 : i32{{$}}
// CHECK-DAG: %[[TEST_CAST_CONST_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[TEST_CAST_CONST_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[TEST_CAST_CONST_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i32>{{$}}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[TEST_CAST_CONST_D0]][%{{[^]]+}}], %[[TEST_CAST_CONST_1]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[TEST_CAST_CONST_D1]][%{{[^]]+}}], %[[TEST_CAST_CONST_2]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[TEST_CAST_CONST_D2]][%{{[^]]+}}], %[[TEST_CAST_CONST_3]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.sink
uop.kernel @test_cast_const {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<ui16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  // int32 1 to float32
  %v1 = uop.const 1 : i32
  %v2 = uop.cast %v1 : i32 to f32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f32>, f32
  // int32 -1 to uint16 = 65535
  %v3 = uop.const -1 : i32
  %v4 = uop.cast %v3 : i32 to ui16
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<ui16>, ui16
  // float32 2.5 to int32 = 2
  %v5 = uop.const 2.5 : f32
  %v6 = uop.cast %v5 : f32 to i32
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<i32>, i32
  uop.sink %s0, %s1, %s2
}

// -----

// TestConstantFolding.test_bitcast_const: 0.9.0 expects a bitcast of a
// constant NOT to fold (its kernel keeps a BITCAST). This project folds it, a
// deliberate divergence: the folded bits are what the kernel computes.
// CHECK-LABEL: uop.kernel @test_bitcast_const
// CHECK-DAG: %[[TEST_BITCAST_CONST_1:[^ ]+]] = uop.const 1069547520 : i32{{$}}
// CHECK-DAG: %[[TEST_BITCAST_CONST_2:[^ ]+]] = uop.const 1.500000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_BITCAST_CONST_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[TEST_BITCAST_CONST_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.bitcast{{ }}
// CHECK: uop.store %[[TEST_BITCAST_CONST_D0]][%{{[^]]+}}], %[[TEST_BITCAST_CONST_1]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[TEST_BITCAST_CONST_D1]][%{{[^]]+}}], %[[TEST_BITCAST_CONST_2]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_bitcast_const {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  // bitcast float32 1.5 to int32 = 0x3FC00000
  %v1 = uop.const 1.5 : f32
  %v2 = uop.bitcast %v1 : f32 to i32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i32>, i32
  // bitcast int32 0x3FC00000 to float32 = 1.5
  %v3 = uop.const 1069547520 : i32
  %v4 = uop.bitcast %v3 : i32 to f32
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}

// -----

// test_uop_graph.py TestUOpGraph.test_add_constant_fold: 1.0 + 2.0 -> 3.0.
// CHECK-LABEL: uop.kernel @test_add_constant_fold
// CHECK-DAG: %[[TEST_ADD_CONSTANT_FOLD_1:[^ ]+]] = uop.const 3.000000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_ADD_CONSTANT_FOLD_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.add{{ }}
// CHECK: uop.store %[[TEST_ADD_CONSTANT_FOLD_D0]][%{{[^]]+}}], %[[TEST_ADD_CONSTANT_FOLD_1]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_add_constant_fold {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  // 1.0 + 2.0
  %v1 = uop.const 1.0 : f32
  %v2 = uop.const 2.0 : f32
  %v3 = uop.add %v1, %v2 : f32
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<f32>, f32
  uop.sink %s0
}

// -----

// test_uop_graph.py TestUOpGraph.test_const_cast: cast(False) to int -> 0.
// CHECK-LABEL: uop.kernel @test_const_cast
// CHECK-DAG: %[[TEST_CONST_CAST_1:[^ ]+]] = uop.const 0 : i32{{$}}
// CHECK-DAG: %[[TEST_CONST_CAST_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[TEST_CONST_CAST_D0]][%{{[^]]+}}], %[[TEST_CONST_CAST_1]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.sink
uop.kernel @test_const_cast {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %i0 = uop.const 0 : i32
  // cast(False) to int32
  %v1 = uop.const false
  %v2 = uop.cast %v1 : i1 to i32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i32>, i32
  uop.sink %s0
}

// -----

// test_uop_graph.py TestUOpGraph.test_where_const_fold:
// where(False, 1.0, 2.0) -> 2.0.
// CHECK-LABEL: uop.kernel @test_where_const_fold
// CHECK-DAG: %[[TEST_WHERE_CONST_FOLD_1:[^ ]+]] = uop.const 2.000000e+00 : f32{{$}}
// CHECK-DAG: %[[TEST_WHERE_CONST_FOLD_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.where{{ }}
// CHECK: uop.store %[[TEST_WHERE_CONST_FOLD_D0]][%{{[^]]+}}], %[[TEST_WHERE_CONST_FOLD_1]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_where_const_fold {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  // where(False, 1.0, 2.0)
  %v1 = uop.const false
  %v2 = uop.const 1.0 : f32
  %v3 = uop.const 2.0 : f32
  %v4 = uop.where %v1, %v2, %v3 : f32
  %s0 = uop.store %d0[%i0], %v4 : !uop.ptr<f32>, f32
  uop.sink %s0
}

// -----

// test_uop_graph.py TestUOpGraph.test_where_same_fold: where(c, x, x) -> x,
// whatever the selector (here a loaded one).
// CHECK-LABEL: uop.kernel @test_where_same_fold
// CHECK-DAG: %[[WSF_X:[^ ]+]] = uop.const 1.000000e+00 : f32{{$}}
// CHECK-DAG: %[[WSF_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.where
// CHECK-NOT: uop.load
// CHECK: uop.store %[[WSF_D0]][%{{[^]]+}}], %[[WSF_X]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @test_where_same_fold {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %cond = uop.load %d1[%i0] : !uop.ptr<i1> -> i1
  %x = uop.const 1.0 : f32
  %w = uop.where %cond, %x, %x : f32
  %s0 = uop.store %d0[%i0], %w : !uop.ptr<f32>, f32
  uop.sink %s0
}

// -----

//===----------------------------------------------------------------------===//
// Every ALU op on every dtype where it is defined, scalars and splat vectors
//===----------------------------------------------------------------------===//

// NEG: logical not on bool; integers wrap (-INT_MIN = INT_MIN, -1u = max);
// floats flip the sign (neg 0.0 = -0.0).
// CHECK-LABEL: uop.kernel @neg
// CHECK-DAG: %[[NEG_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[NEG_2:[^ ]+]] = uop.const -128 : i8{{$}}
// CHECK-DAG: %[[NEG_3:[^ ]+]] = uop.const -7 : i16{{$}}
// CHECK-DAG: %[[NEG_4:[^ ]+]] = uop.const -2147483648 : i32{{$}}
// CHECK-DAG: %[[NEG_5:[^ ]+]] = uop.const 9223372036854775807 : i64{{$}}
// CHECK-DAG: %[[NEG_6:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[NEG_7:[^ ]+]] = uop.const 65535 : ui16{{$}}
// CHECK-DAG: %[[NEG_8:[^ ]+]] = uop.const 4294967294 : ui32{{$}}
// CHECK-DAG: %[[NEG_9:[^ ]+]] = uop.const 18446744073709551615 : ui64{{$}}
// CHECK-DAG: %[[NEG_10:[^ ]+]] = uop.const -0.0999755859 : f32 as f16{{$}}
// CHECK-DAG: %[[NEG_11:[^ ]+]] = uop.const -1.500000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[NEG_12:[^ ]+]] = uop.const -0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[NEG_13:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[NEG_14:[^ ]+]] = uop.const -0.000000e+00 : f64{{$}}
// CHECK-DAG: %[[NEG_15:[^ ]+]] = uop.const -1.000000e+300 : f64{{$}}
// CHECK-DAG: %[[NEG_16:[^ ]+]] = uop.const dense<-5> : vector<4xi32>{{$}}
// CHECK-DAG: %[[NEG_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[NEG_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[NEG_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[NEG_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[NEG_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[NEG_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[NEG_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[NEG_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[NEG_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[NEG_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[NEG_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[NEG_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[NEG_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.neg{{ }}
// CHECK: uop.store %[[NEG_D0]][%{{[^]]+}}], %[[NEG_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[NEG_D1]][%{{[^]]+}}], %[[NEG_2]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[NEG_D2]][%{{[^]]+}}], %[[NEG_3]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[NEG_D3]][%{{[^]]+}}], %[[NEG_4]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[NEG_D4]][%{{[^]]+}}], %[[NEG_5]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[NEG_D5]][%{{[^]]+}}], %[[NEG_6]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[NEG_D6]][%{{[^]]+}}], %[[NEG_7]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[NEG_D7]][%{{[^]]+}}], %[[NEG_8]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[NEG_D8]][%{{[^]]+}}], %[[NEG_9]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[NEG_D9]][%{{[^]]+}}], %[[NEG_10]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[NEG_D10]][%{{[^]]+}}], %[[NEG_11]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[NEG_D11]][%{{[^]]+}}], %[[NEG_12]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[NEG_D11]][%{{[^]]+}}], %[[NEG_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[NEG_D12]][%{{[^]]+}}], %[[NEG_14]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[NEG_D12]][%{{[^]]+}}], %[[NEG_15]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[NEG_D3]][%{{[^]]+}}], %[[NEG_16]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @neg {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  // i1
  %v1 = uop.const true
  %v2 = uop.neg %v1 : i1
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i1>, i1
  // i8: -(-128) wraps
  %v3 = uop.const -128 : i8
  %v4 = uop.neg %v3 : i8
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<i8>, i8
  // i16
  %v5 = uop.const 7 : i16
  %v6 = uop.neg %v5 : i16
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<i16>, i16
  // i32: -INT_MIN wraps
  %v7 = uop.const -2147483648 : i32
  %v8 = uop.neg %v7 : i32
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<i32>, i32
  // i64
  %v9 = uop.const -9223372036854775807 : i64
  %v10 = uop.neg %v9 : i64
  %s4 = uop.store %d4[%i4], %v10 : !uop.ptr<i64>, i64
  // ui8: -1 wraps to 255
  %v11 = uop.const 1 : ui8
  %v12 = uop.neg %v11 : ui8
  %s5 = uop.store %d5[%i5], %v12 : !uop.ptr<ui8>, ui8
  // ui16
  %v13 = uop.const 1 : ui16
  %v14 = uop.neg %v13 : ui16
  %s6 = uop.store %d6[%i6], %v14 : !uop.ptr<ui16>, ui16
  // ui32
  %v15 = uop.const 2 : ui32
  %v16 = uop.neg %v15 : ui32
  %s7 = uop.store %d7[%i7], %v16 : !uop.ptr<ui32>, ui32
  // ui64
  %v17 = uop.const 1 : ui64
  %v18 = uop.neg %v17 : ui64
  %s8 = uop.store %d8[%i8], %v18 : !uop.ptr<ui64>, ui64
  // f16
  %v19 = uop.const 0.0999755859375 : f32 as f16
  %v20 = uop.neg %v19 : f16
  %s9 = uop.store %d9[%i9], %v20 : !uop.ptr<f16>, f16
  // bf16
  %v21 = uop.const 1.5 : f32 as bf16
  %v22 = uop.neg %v21 : bf16
  %s10 = uop.store %d10[%i10], %v22 : !uop.ptr<bf16>, bf16
  // f32: neg 0.0 = -0.0
  %v23 = uop.const 0.0 : f32
  %v24 = uop.neg %v23 : f32
  %s11 = uop.store %d11[%i11], %v24 : !uop.ptr<f32>, f32
  // f32: neg -inf = inf
  %v25 = uop.const 0xFF800000 : f32
  %v26 = uop.neg %v25 : f32
  %s12 = uop.store %d11[%i12], %v26 : !uop.ptr<f32>, f32
  // f64: neg 0.0 = -0.0
  %v27 = uop.const 0.0 : f64
  %v28 = uop.neg %v27 : f64
  %s13 = uop.store %d12[%i13], %v28 : !uop.ptr<f64>, f64
  // f64
  %v29 = uop.const 1.0e+300 : f64
  %v30 = uop.neg %v29 : f64
  %s14 = uop.store %d12[%i14], %v30 : !uop.ptr<f64>, f64
  // vector<4xi32>
  %v31 = uop.const dense<5> : vector<4xi32>
  %v32 = uop.neg %v31 : vector<4xi32>
  %s15 = uop.store %d3[%i15], %v32 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15
}

// -----

// ADD: or on bool (C _Bool: True + True is True); integers wrap; floats round
// to nearest at their compute precision (f32 for halves, which are not
// rounded to half: 2048 + 1 = 2049 is no f16, 256 + 1 = 257 is no bf16).
// CHECK-LABEL: uop.kernel @add
// CHECK-DAG: %[[ADD_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[ADD_2:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[ADD_3:[^ ]+]] = uop.const -128 : i8{{$}}
// CHECK-DAG: %[[ADD_4:[^ ]+]] = uop.const -32768 : i16{{$}}
// CHECK-DAG: %[[ADD_5:[^ ]+]] = uop.const -2147483648 : i32{{$}}
// CHECK-DAG: %[[ADD_6:[^ ]+]] = uop.const -9223372036854775808 : i64{{$}}
// CHECK-DAG: %[[ADD_7:[^ ]+]] = uop.const 244 : ui8{{$}}
// CHECK-DAG: %[[ADD_8:[^ ]+]] = uop.const 1 : ui16{{$}}
// CHECK-DAG: %[[ADD_9:[^ ]+]] = uop.const 0 : ui32{{$}}
// CHECK-DAG: %[[ADD_10:[^ ]+]] = uop.const 4 : ui64{{$}}
// CHECK-DAG: %[[ADD_11:[^ ]+]] = uop.const 0.199951172 : f32 as f16{{$}}
// CHECK-DAG: %[[ADD_12:[^ ]+]] = uop.const 2.049000e+03 : f32 as f16{{$}}
// CHECK-DAG: %[[ADD_13:[^ ]+]] = uop.const 2.570000e+02 : f32 as bf16{{$}}
// CHECK-DAG: %[[ADD_14:[^ ]+]] = uop.const 0x4B800000 : f32{{$}}
// CHECK-DAG: %[[ADD_15:[^ ]+]] = uop.const 3.000000e-01 : f32{{$}}
// CHECK-DAG: %[[ADD_16:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[ADD_17:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[ADD_18:[^ ]+]] = uop.const 0.30000000000000004 : f64{{$}}
// CHECK-DAG: %[[ADD_19:[^ ]+]] = uop.const 0x4340000000000000 : f64{{$}}
// CHECK-DAG: %[[ADD_20:[^ ]+]] = uop.const dense<3.500000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[ADD_21:[^ ]+]] = uop.const dense<-56> : vector<4xi8>{{$}}
// CHECK-DAG: %[[ADD_22:[^ ]+]] = uop.const dense<2.049000e+03> : vector<4xf32> as vector<4xf16>{{$}}
// CHECK-DAG: %[[ADD_23:[^ ]+]] = uop.const dense<2.570000e+02> : vector<2xf32> as vector<2xbf16>{{$}}
// CHECK-DAG: %[[ADD_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[ADD_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[ADD_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[ADD_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[ADD_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[ADD_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[ADD_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[ADD_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[ADD_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[ADD_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[ADD_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[ADD_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[ADD_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.add{{ }}
// CHECK: uop.store %[[ADD_D0]][%{{[^]]+}}], %[[ADD_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[ADD_D0]][%{{[^]]+}}], %[[ADD_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[ADD_D0]][%{{[^]]+}}], %[[ADD_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[ADD_D1]][%{{[^]]+}}], %[[ADD_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[ADD_D2]][%{{[^]]+}}], %[[ADD_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[ADD_D3]][%{{[^]]+}}], %[[ADD_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[ADD_D4]][%{{[^]]+}}], %[[ADD_6]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[ADD_D5]][%{{[^]]+}}], %[[ADD_7]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[ADD_D6]][%{{[^]]+}}], %[[ADD_8]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[ADD_D7]][%{{[^]]+}}], %[[ADD_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[ADD_D8]][%{{[^]]+}}], %[[ADD_10]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[ADD_D9]][%{{[^]]+}}], %[[ADD_11]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[ADD_D9]][%{{[^]]+}}], %[[ADD_12]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[ADD_D10]][%{{[^]]+}}], %[[ADD_13]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[ADD_D11]][%{{[^]]+}}], %[[ADD_14]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[ADD_D11]][%{{[^]]+}}], %[[ADD_15]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[ADD_D11]][%{{[^]]+}}], %[[ADD_16]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[ADD_D11]][%{{[^]]+}}], %[[ADD_17]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[ADD_D12]][%{{[^]]+}}], %[[ADD_18]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[ADD_D12]][%{{[^]]+}}], %[[ADD_19]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[ADD_D11]][%{{[^]]+}}], %[[ADD_20]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.store %[[ADD_D1]][%{{[^]]+}}], %[[ADD_21]] : !uop.ptr<i8>, vector<4xi8>
// CHECK-NEXT: uop.store %[[ADD_D9]][%{{[^]]+}}], %[[ADD_22]] : !uop.ptr<f16>, vector<4xf16>
// CHECK-NEXT: uop.store %[[ADD_D10]][%{{[^]]+}}], %[[ADD_23]] : !uop.ptr<bf16>, vector<2xbf16>
// CHECK-NEXT: uop.sink
uop.kernel @add {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  %i19 = uop.const 19 : i32
  %i20 = uop.const 20 : i32
  %i21 = uop.const 21 : i32
  %i22 = uop.const 22 : i32
  %i23 = uop.const 23 : i32
  // i1: False + False
  %v1 = uop.const false
  %v2 = uop.const false
  %v3 = uop.add %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: True + True = True (or, not a wrapping 1-bit add)
  %v4 = uop.const true
  %v5 = uop.const true
  %v6 = uop.add %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i1: True + False
  %v7 = uop.const true
  %v8 = uop.const false
  %v9 = uop.add %v7, %v8 : i1
  %s2 = uop.store %d0[%i2], %v9 : !uop.ptr<i1>, i1
  // i8: 127 + 1 wraps
  %v10 = uop.const 127 : i8
  %v11 = uop.const 1 : i8
  %v12 = uop.add %v10, %v11 : i8
  %s3 = uop.store %d1[%i3], %v12 : !uop.ptr<i8>, i8
  // i16: 32767 + 1 wraps
  %v13 = uop.const 32767 : i16
  %v14 = uop.const 1 : i16
  %v15 = uop.add %v13, %v14 : i16
  %s4 = uop.store %d2[%i4], %v15 : !uop.ptr<i16>, i16
  // i32: INT_MAX + 1 wraps
  %v16 = uop.const 2147483647 : i32
  %v17 = uop.const 1 : i32
  %v18 = uop.add %v16, %v17 : i32
  %s5 = uop.store %d3[%i5], %v18 : !uop.ptr<i32>, i32
  // i64: INT64_MAX + 1 wraps
  %v19 = uop.const 9223372036854775807 : i64
  %v20 = uop.const 1 : i64
  %v21 = uop.add %v19, %v20 : i64
  %s6 = uop.store %d4[%i6], %v21 : !uop.ptr<i64>, i64
  // ui8: 250 + 250 = 244
  %v22 = uop.const 250 : ui8
  %v23 = uop.const 250 : ui8
  %v24 = uop.add %v22, %v23 : ui8
  %s7 = uop.store %d5[%i7], %v24 : !uop.ptr<ui8>, ui8
  // ui16: 65535 + 2 = 1
  %v25 = uop.const 65535 : ui16
  %v26 = uop.const 2 : ui16
  %v27 = uop.add %v25, %v26 : ui16
  %s8 = uop.store %d6[%i8], %v27 : !uop.ptr<ui16>, ui16
  // ui32: 4294967295 + 1 = 0
  %v28 = uop.const 4294967295 : ui32
  %v29 = uop.const 1 : ui32
  %v30 = uop.add %v28, %v29 : ui32
  %s9 = uop.store %d7[%i9], %v30 : !uop.ptr<ui32>, ui32
  // ui64: 2**64-1 + 5 = 4
  %v31 = uop.const 18446744073709551615 : ui64
  %v32 = uop.const 5 : ui64
  %v33 = uop.add %v31, %v32 : ui64
  %s10 = uop.store %d8[%i10], %v33 : !uop.ptr<ui64>, ui64
  // f16: half(0.1) + half(0.1) = 0.199951171875
  %v34 = uop.const 0.0999755859375 : f32 as f16
  %v35 = uop.const 0.0999755859375 : f32 as f16
  %v36 = uop.add %v34, %v35 : f16
  %s11 = uop.store %d9[%i11], %v36 : !uop.ptr<f16>, f16
  // f16: 2048 + 1 = 2049, held at f32 (f16 would round to 2048)
  %v37 = uop.const 2048.0 : f32 as f16
  %v38 = uop.const 1.0 : f32 as f16
  %v39 = uop.add %v37, %v38 : f16
  %s12 = uop.store %d9[%i12], %v39 : !uop.ptr<f16>, f16
  // bf16: 256 + 1 = 257, held at f32 (bf16 would round to 256)
  %v40 = uop.const 256.0 : f32 as bf16
  %v41 = uop.const 1.0 : f32 as bf16
  %v42 = uop.add %v40, %v41 : bf16
  %s13 = uop.store %d10[%i13], %v42 : !uop.ptr<bf16>, bf16
  // f32: 2**24 + 1 rounds to 2**24
  %v43 = uop.const 16777216.0 : f32
  %v44 = uop.const 1.0 : f32
  %v45 = uop.add %v43, %v44 : f32
  %s14 = uop.store %d11[%i14], %v45 : !uop.ptr<f32>, f32
  // f32: 0.1f + 0.2f = 0.3f
  %v46 = uop.const 0.10000000149011612 : f32
  %v47 = uop.const 0.20000000298023224 : f32
  %v48 = uop.add %v46, %v47 : f32
  %s15 = uop.store %d11[%i15], %v48 : !uop.ptr<f32>, f32
  // f32: inf + -inf = nan
  %v49 = uop.const 0x7F800000 : f32
  %v50 = uop.const 0xFF800000 : f32
  %v51 = uop.add %v49, %v50 : f32
  %s16 = uop.store %d11[%i16], %v51 : !uop.ptr<f32>, f32
  // f32: 3e38 + 3e38 overflows to inf
  %v52 = uop.const 3.0000000054977558e+38 : f32
  %v53 = uop.const 3.0000000054977558e+38 : f32
  %v54 = uop.add %v52, %v53 : f32
  %s17 = uop.store %d11[%i17], %v54 : !uop.ptr<f32>, f32
  // f64: 0.1 + 0.2 = 0.30000000000000004
  %v55 = uop.const 0.1 : f64
  %v56 = uop.const 0.2 : f64
  %v57 = uop.add %v55, %v56 : f64
  %s18 = uop.store %d12[%i18], %v57 : !uop.ptr<f64>, f64
  // f64: 2**53 + 1 rounds to 2**53
  %v58 = uop.const 9007199254740992.0 : f64
  %v59 = uop.const 1.0 : f64
  %v60 = uop.add %v58, %v59 : f64
  %s19 = uop.store %d12[%i19], %v60 : !uop.ptr<f64>, f64
  // vector<4xf32>
  %v61 = uop.const dense<1.5> : vector<4xf32>
  %v62 = uop.const dense<2.0> : vector<4xf32>
  %v63 = uop.add %v61, %v62 : vector<4xf32>
  %s20 = uop.store %d11[%i20], %v63 : !uop.ptr<f32>, vector<4xf32>
  // vector<4xi8>: 100 + 100 wraps
  %v64 = uop.const dense<100> : vector<4xi8>
  %v65 = uop.const dense<100> : vector<4xi8>
  %v66 = uop.add %v64, %v65 : vector<4xi8>
  %s21 = uop.store %d1[%i21], %v66 : !uop.ptr<i8>, vector<4xi8>
  // vector<4xf16>: 2048 + 1 = 2049, held at f32
  %v67 = uop.const dense<2048.0> : vector<4xf32> as vector<4xf16>
  %v68 = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %v69 = uop.add %v67, %v68 : vector<4xf16>
  %s22 = uop.store %d9[%i22], %v69 : !uop.ptr<f16>, vector<4xf16>
  // vector<2xbf16>: 256 + 1 = 257, held at f32
  %v70 = uop.const dense<256.0> : vector<2xf32> as vector<2xbf16>
  %v71 = uop.const dense<1.0> : vector<2xf32> as vector<2xbf16>
  %v72 = uop.add %v70, %v71 : vector<2xbf16>
  %s23 = uop.store %d10[%i23], %v72 : !uop.ptr<bf16>, vector<2xbf16>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23
}

// -----

// SUB: xor on bool (C _Bool: False - True = -1 is True); integers wrap;
// floats round to nearest.
// CHECK-LABEL: uop.kernel @sub
// CHECK-DAG: %[[SUB_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[SUB_2:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[SUB_3:[^ ]+]] = uop.const 127 : i8{{$}}
// CHECK-DAG: %[[SUB_4:[^ ]+]] = uop.const 32767 : i16{{$}}
// CHECK-DAG: %[[SUB_5:[^ ]+]] = uop.const 2147483647 : i32{{$}}
// CHECK-DAG: %[[SUB_6:[^ ]+]] = uop.const 9223372036854775807 : i64{{$}}
// CHECK-DAG: %[[SUB_7:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[SUB_8:[^ ]+]] = uop.const 65535 : ui16{{$}}
// CHECK-DAG: %[[SUB_9:[^ ]+]] = uop.const 4294967294 : ui32{{$}}
// CHECK-DAG: %[[SUB_10:[^ ]+]] = uop.const 18446744073709551615 : ui64{{$}}
// CHECK-DAG: %[[SUB_11:[^ ]+]] = uop.const 0.999755859 : f32 as f16{{$}}
// CHECK-DAG: %[[SUB_12:[^ ]+]] = uop.const 0.998046875 : f32 as bf16{{$}}
// CHECK-DAG: %[[SUB_13:[^ ]+]] = uop.const -2.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SUB_14:[^ ]+]] = uop.const -0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SUB_15:[^ ]+]] = uop.const 0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SUB_16:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[SUB_17:[^ ]+]] = uop.const 0.19999999999999998 : f64{{$}}
// CHECK-DAG: %[[SUB_18:[^ ]+]] = uop.const dense<-2> : vector<4xi32>{{$}}
// CHECK-DAG: %[[SUB_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[SUB_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[SUB_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[SUB_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[SUB_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[SUB_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[SUB_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[SUB_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[SUB_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[SUB_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[SUB_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[SUB_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[SUB_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.sub{{ }}
// CHECK: uop.store %[[SUB_D0]][%{{[^]]+}}], %[[SUB_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[SUB_D0]][%{{[^]]+}}], %[[SUB_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[SUB_D0]][%{{[^]]+}}], %[[SUB_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[SUB_D1]][%{{[^]]+}}], %[[SUB_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[SUB_D2]][%{{[^]]+}}], %[[SUB_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[SUB_D3]][%{{[^]]+}}], %[[SUB_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[SUB_D4]][%{{[^]]+}}], %[[SUB_6]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[SUB_D5]][%{{[^]]+}}], %[[SUB_7]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[SUB_D6]][%{{[^]]+}}], %[[SUB_8]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[SUB_D7]][%{{[^]]+}}], %[[SUB_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[SUB_D8]][%{{[^]]+}}], %[[SUB_10]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[SUB_D9]][%{{[^]]+}}], %[[SUB_11]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[SUB_D10]][%{{[^]]+}}], %[[SUB_12]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[SUB_D11]][%{{[^]]+}}], %[[SUB_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SUB_D11]][%{{[^]]+}}], %[[SUB_14]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SUB_D11]][%{{[^]]+}}], %[[SUB_15]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SUB_D11]][%{{[^]]+}}], %[[SUB_16]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SUB_D12]][%{{[^]]+}}], %[[SUB_17]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[SUB_D3]][%{{[^]]+}}], %[[SUB_18]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @sub {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  // i1: True - True
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.sub %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: False - True
  %v4 = uop.const false
  %v5 = uop.const true
  %v6 = uop.sub %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i1: True - False
  %v7 = uop.const true
  %v8 = uop.const false
  %v9 = uop.sub %v7, %v8 : i1
  %s2 = uop.store %d0[%i2], %v9 : !uop.ptr<i1>, i1
  // i8: -128 - 1 wraps
  %v10 = uop.const -128 : i8
  %v11 = uop.const 1 : i8
  %v12 = uop.sub %v10, %v11 : i8
  %s3 = uop.store %d1[%i3], %v12 : !uop.ptr<i8>, i8
  // i16: -32768 - 1 wraps
  %v13 = uop.const -32768 : i16
  %v14 = uop.const 1 : i16
  %v15 = uop.sub %v13, %v14 : i16
  %s4 = uop.store %d2[%i4], %v15 : !uop.ptr<i16>, i16
  // i32: INT_MIN - 1 wraps
  %v16 = uop.const -2147483648 : i32
  %v17 = uop.const 1 : i32
  %v18 = uop.sub %v16, %v17 : i32
  %s5 = uop.store %d3[%i5], %v18 : !uop.ptr<i32>, i32
  // i64: INT64_MIN - 1 wraps
  %v19 = uop.const -9223372036854775808 : i64
  %v20 = uop.const 1 : i64
  %v21 = uop.sub %v19, %v20 : i64
  %s6 = uop.store %d4[%i6], %v21 : !uop.ptr<i64>, i64
  // ui8: 0 - 1 = 255
  %v22 = uop.const 0 : ui8
  %v23 = uop.const 1 : ui8
  %v24 = uop.sub %v22, %v23 : ui8
  %s7 = uop.store %d5[%i7], %v24 : !uop.ptr<ui8>, ui8
  // ui16: 0 - 1 = 65535
  %v25 = uop.const 0 : ui16
  %v26 = uop.const 1 : ui16
  %v27 = uop.sub %v25, %v26 : ui16
  %s8 = uop.store %d6[%i8], %v27 : !uop.ptr<ui16>, ui16
  // ui32: 3 - 5 = 2**32 - 2
  %v28 = uop.const 3 : ui32
  %v29 = uop.const 5 : ui32
  %v30 = uop.sub %v28, %v29 : ui32
  %s9 = uop.store %d7[%i9], %v30 : !uop.ptr<ui32>, ui32
  // ui64: 0 - 1 = 2**64 - 1
  %v31 = uop.const 0 : ui64
  %v32 = uop.const 1 : ui64
  %v33 = uop.sub %v31, %v32 : ui64
  %s10 = uop.store %d8[%i10], %v33 : !uop.ptr<ui64>, ui64
  // f16: 1 - 2**-12 = 0.999755859375, no f16
  %v34 = uop.const 1.0 : f32 as f16
  %v35 = uop.const 0.000244140625 : f32 as f16
  %v36 = uop.sub %v34, %v35 : f16
  %s11 = uop.store %d9[%i11], %v36 : !uop.ptr<f16>, f16
  // bf16: 1 - 2**-9 = 0.998046875, no bf16
  %v37 = uop.const 1.0 : f32 as bf16
  %v38 = uop.const 0.001953125 : f32 as bf16
  %v39 = uop.sub %v37, %v38 : bf16
  %s12 = uop.store %d10[%i12], %v39 : !uop.ptr<bf16>, bf16
  // f32: 1 - 3 = -2
  %v40 = uop.const 1.0 : f32
  %v41 = uop.const 3.0 : f32
  %v42 = uop.sub %v40, %v41 : f32
  %s13 = uop.store %d11[%i13], %v42 : !uop.ptr<f32>, f32
  // f32: -0.0 - 0.0 = -0.0
  %v43 = uop.const -0.0 : f32
  %v44 = uop.const 0.0 : f32
  %v45 = uop.sub %v43, %v44 : f32
  %s14 = uop.store %d11[%i14], %v45 : !uop.ptr<f32>, f32
  // f32: 0.0 - 0.0 = 0.0
  %v46 = uop.const 0.0 : f32
  %v47 = uop.const 0.0 : f32
  %v48 = uop.sub %v46, %v47 : f32
  %s15 = uop.store %d11[%i15], %v48 : !uop.ptr<f32>, f32
  // f32: inf - inf = nan (the constants are one value: x - x is not 0 here)
  %v49 = uop.const 0x7F800000 : f32
  %v50 = uop.const 0x7F800000 : f32
  %v51 = uop.sub %v49, %v50 : f32
  %s16 = uop.store %d11[%i16], %v51 : !uop.ptr<f32>, f32
  // f64: 0.3 - 0.1 = 0.19999999999999998
  %v52 = uop.const 0.3 : f64
  %v53 = uop.const 0.1 : f64
  %v54 = uop.sub %v52, %v53 : f64
  %s17 = uop.store %d12[%i17], %v54 : !uop.ptr<f64>, f64
  // vector<4xi32>
  %v55 = uop.const dense<5> : vector<4xi32>
  %v56 = uop.const dense<7> : vector<4xi32>
  %v57 = uop.sub %v55, %v56 : vector<4xi32>
  %s18 = uop.store %d3[%i18], %v57 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18
}

// -----

// MUL: and on bool; integers wrap; floats round to nearest.
// CHECK-LABEL: uop.kernel @mul
// CHECK-DAG: %[[MUL_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[MUL_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[MUL_3:[^ ]+]] = uop.const 44 : i8{{$}}
// CHECK-DAG: %[[MUL_4:[^ ]+]] = uop.const 24464 : i16{{$}}
// CHECK-DAG: %[[MUL_5:[^ ]+]] = uop.const -2 : i32{{$}}
// CHECK-DAG: %[[MUL_6:[^ ]+]] = uop.const -9223372036709301616 : i64{{$}}
// CHECK-DAG: %[[MUL_7:[^ ]+]] = uop.const 16 : ui8{{$}}
// CHECK-DAG: %[[MUL_8:[^ ]+]] = uop.const 0 : ui16{{$}}
// CHECK-DAG: %[[MUL_9:[^ ]+]] = uop.const 65536 : ui32{{$}}
// CHECK-DAG: %[[MUL_10:[^ ]+]] = uop.const 0 : ui64{{$}}
// CHECK-DAG: %[[MUL_11:[^ ]+]] = uop.const 0.999755859 : f32 as f16{{$}}
// CHECK-DAG: %[[MUL_12:[^ ]+]] = uop.const 1.00195313 : f32 as bf16{{$}}
// CHECK-DAG: %[[MUL_13:[^ ]+]] = uop.const -0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[MUL_14:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[MUL_15:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[MUL_16:[^ ]+]] = uop.const 0.30000000000000004 : f64{{$}}
// CHECK-DAG: %[[MUL_17:[^ ]+]] = uop.const dense<3.000000e+00> : vector<2xf64>{{$}}
// CHECK-DAG: %[[MUL_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[MUL_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[MUL_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[MUL_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[MUL_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[MUL_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[MUL_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[MUL_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[MUL_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[MUL_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[MUL_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[MUL_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[MUL_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.mul{{ }}
// CHECK: uop.store %[[MUL_D0]][%{{[^]]+}}], %[[MUL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MUL_D0]][%{{[^]]+}}], %[[MUL_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MUL_D1]][%{{[^]]+}}], %[[MUL_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[MUL_D2]][%{{[^]]+}}], %[[MUL_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[MUL_D3]][%{{[^]]+}}], %[[MUL_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[MUL_D4]][%{{[^]]+}}], %[[MUL_6]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[MUL_D5]][%{{[^]]+}}], %[[MUL_7]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[MUL_D6]][%{{[^]]+}}], %[[MUL_8]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[MUL_D7]][%{{[^]]+}}], %[[MUL_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[MUL_D8]][%{{[^]]+}}], %[[MUL_10]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[MUL_D9]][%{{[^]]+}}], %[[MUL_11]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[MUL_D10]][%{{[^]]+}}], %[[MUL_12]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[MUL_D11]][%{{[^]]+}}], %[[MUL_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MUL_D11]][%{{[^]]+}}], %[[MUL_14]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MUL_D11]][%{{[^]]+}}], %[[MUL_15]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MUL_D12]][%{{[^]]+}}], %[[MUL_16]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[MUL_D12]][%{{[^]]+}}], %[[MUL_17]] : !uop.ptr<f64>, vector<2xf64>
// CHECK-NEXT: uop.sink
uop.kernel @mul {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  // i1: True * True
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.mul %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: True * False
  %v4 = uop.const true
  %v5 = uop.const false
  %v6 = uop.mul %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i8: 100 * 3 = 300 wraps to 44
  %v7 = uop.const 100 : i8
  %v8 = uop.const 3 : i8
  %v9 = uop.mul %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // i16: 300 * 300 = 90000 wraps to 24464
  %v10 = uop.const 300 : i16
  %v11 = uop.const 300 : i16
  %v12 = uop.mul %v10, %v11 : i16
  %s3 = uop.store %d2[%i3], %v12 : !uop.ptr<i16>, i16
  // i32: INT_MAX * 2 wraps to -2
  %v13 = uop.const 2147483647 : i32
  %v14 = uop.const 2 : i32
  %v15 = uop.mul %v13, %v14 : i32
  %s4 = uop.store %d3[%i4], %v15 : !uop.ptr<i32>, i32
  // i64: 3037000500**2 wraps
  %v16 = uop.const 3037000500 : i64
  %v17 = uop.const 3037000500 : i64
  %v18 = uop.mul %v16, %v17 : i64
  %s5 = uop.store %d4[%i5], %v18 : !uop.ptr<i64>, i64
  // ui8: 16 * 17 = 272 wraps to 16
  %v19 = uop.const 16 : ui8
  %v20 = uop.const 17 : ui8
  %v21 = uop.mul %v19, %v20 : ui8
  %s6 = uop.store %d5[%i6], %v21 : !uop.ptr<ui8>, ui8
  // ui16: 256 * 256 wraps to 0
  %v22 = uop.const 256 : ui16
  %v23 = uop.const 256 : ui16
  %v24 = uop.mul %v22, %v23 : ui16
  %s7 = uop.store %d6[%i7], %v24 : !uop.ptr<ui16>, ui16
  // ui32: 65536 * 65537 wraps to 65536
  %v25 = uop.const 65536 : ui32
  %v26 = uop.const 65537 : ui32
  %v27 = uop.mul %v25, %v26 : ui32
  %s8 = uop.store %d7[%i8], %v27 : !uop.ptr<ui32>, ui32
  // ui64: 2**32 * 2**32 wraps to 0
  %v28 = uop.const 4294967296 : ui64
  %v29 = uop.const 4294967296 : ui64
  %v30 = uop.mul %v28, %v29 : ui64
  %s9 = uop.store %d8[%i9], %v30 : !uop.ptr<ui64>, ui64
  // f16: 3 * half(1/3) = 0.999755859375, no f16
  %v31 = uop.const 3.0 : f32 as f16
  %v32 = uop.const 0.333251953125 : f32 as f16
  %v33 = uop.mul %v31, %v32 : f16
  %s10 = uop.store %d9[%i10], %v33 : !uop.ptr<f16>, f16
  // bf16: 3 * bf16(1/3) = 1.001953125, no bf16
  %v34 = uop.const 3.0 : f32 as bf16
  %v35 = uop.const 0.333984375 : f32 as bf16
  %v36 = uop.mul %v34, %v35 : bf16
  %s11 = uop.store %d10[%i11], %v36 : !uop.ptr<bf16>, bf16
  // f32: 0.0 * -1.0 = -0.0
  %v37 = uop.const 0.0 : f32
  %v38 = uop.const -1.0 : f32
  %v39 = uop.mul %v37, %v38 : f32
  %s12 = uop.store %d11[%i12], %v39 : !uop.ptr<f32>, f32
  // f32: 1e38 * 10 overflows to inf
  %v40 = uop.const 9.999999680285692e+37 : f32
  %v41 = uop.const 10.0 : f32
  %v42 = uop.mul %v40, %v41 : f32
  %s13 = uop.store %d11[%i13], %v42 : !uop.ptr<f32>, f32
  // f32: inf * 0 = nan
  %v43 = uop.const 0x7F800000 : f32
  %v44 = uop.const 0.0 : f32
  %v45 = uop.mul %v43, %v44 : f32
  %s14 = uop.store %d11[%i14], %v45 : !uop.ptr<f32>, f32
  // f64: 0.1 * 3 = 0.30000000000000004
  %v46 = uop.const 0.1 : f64
  %v47 = uop.const 3.0 : f64
  %v48 = uop.mul %v46, %v47 : f64
  %s15 = uop.store %d12[%i15], %v48 : !uop.ptr<f64>, f64
  // vector<2xf64>
  %v49 = uop.const dense<1.5> : vector<2xf64>
  %v50 = uop.const dense<2.0> : vector<2xf64>
  %v51 = uop.mul %v49, %v50 : vector<2xf64>
  %s16 = uop.store %d12[%i16], %v51 : !uop.ptr<f64>, vector<2xf64>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16
}

// -----

// DIV: integers truncate toward zero, exactly (int64 beyond 2**53 too: 0.9.0
// goes through a float and loses precision there); floats are IEEE with C's
// signed infinities (1 / -0.0 = -inf, where 0.9.0 gives +inf). On bool,
// a / True = a.
// CHECK-LABEL: uop.kernel @div
// CHECK-DAG: %[[DIV_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[DIV_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[DIV_3:[^ ]+]] = uop.const -2 : i8{{$}}
// CHECK-DAG: %[[DIV_4:[^ ]+]] = uop.const -8 : i8{{$}}
// CHECK-DAG: %[[DIV_5:[^ ]+]] = uop.const -3 : i16{{$}}
// CHECK-DAG: %[[DIV_6:[^ ]+]] = uop.const -3 : i32{{$}}
// CHECK-DAG: %[[DIV_7:[^ ]+]] = uop.const -2 : i32{{$}}
// CHECK-DAG: %[[DIV_8:[^ ]+]] = uop.const -1073741824 : i32{{$}}
// CHECK-DAG: %[[DIV_9:[^ ]+]] = uop.const 3002399751580331 : i64{{$}}
// CHECK-DAG: %[[DIV_10:[^ ]+]] = uop.const 1537228672809129301 : i64{{$}}
// CHECK-DAG: %[[DIV_11:[^ ]+]] = uop.const -4611686018427387903 : i64{{$}}
// CHECK-DAG: %[[DIV_12:[^ ]+]] = uop.const 9007199254740993 : i64{{$}}
// CHECK-DAG: %[[DIV_13:[^ ]+]] = uop.const 100 : ui8{{$}}
// CHECK-DAG: %[[DIV_14:[^ ]+]] = uop.const 255 : ui16{{$}}
// CHECK-DAG: %[[DIV_15:[^ ]+]] = uop.const 2147483647 : ui32{{$}}
// CHECK-DAG: %[[DIV_16:[^ ]+]] = uop.const 6148914691236517205 : ui64{{$}}
// CHECK-DAG: %[[DIV_17:[^ ]+]] = uop.const 0.333333343 : f32 as f16{{$}}
// CHECK-DAG: %[[DIV_18:[^ ]+]] = uop.const 0.333333343 : f32 as bf16{{$}}
// CHECK-DAG: %[[DIV_19:[^ ]+]] = uop.const 2.500000e-01 : f32{{$}}
// CHECK-DAG: %[[DIV_20:[^ ]+]] = uop.const 0.333333343 : f32{{$}}
// CHECK-DAG: %[[DIV_21:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[DIV_22:[^ ]+]] = uop.const 0xFF800000 : f32{{$}}
// CHECK-DAG: %[[DIV_23:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[DIV_24:[^ ]+]] = uop.const -5.000000e+00 : f32{{$}}
// CHECK-DAG: %[[DIV_25:[^ ]+]] = uop.const 0.33333333333333331 : f64{{$}}
// CHECK-DAG: %[[DIV_26:[^ ]+]] = uop.const 0xFFF0000000000000 : f64{{$}}
// CHECK-DAG: %[[DIV_27:[^ ]+]] = uop.const dense<-3> : vector<4xi32>{{$}}
// CHECK-DAG: %[[DIV_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[DIV_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[DIV_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[DIV_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[DIV_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[DIV_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[DIV_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[DIV_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[DIV_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[DIV_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[DIV_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[DIV_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[DIV_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.div{{ }}
// CHECK: uop.store %[[DIV_D0]][%{{[^]]+}}], %[[DIV_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[DIV_D0]][%{{[^]]+}}], %[[DIV_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[DIV_D1]][%{{[^]]+}}], %[[DIV_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[DIV_D1]][%{{[^]]+}}], %[[DIV_4]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[DIV_D2]][%{{[^]]+}}], %[[DIV_5]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[DIV_D3]][%{{[^]]+}}], %[[DIV_6]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[DIV_D3]][%{{[^]]+}}], %[[DIV_7]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[DIV_D3]][%{{[^]]+}}], %[[DIV_8]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[DIV_D4]][%{{[^]]+}}], %[[DIV_9]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[DIV_D4]][%{{[^]]+}}], %[[DIV_10]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[DIV_D4]][%{{[^]]+}}], %[[DIV_11]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[DIV_D4]][%{{[^]]+}}], %[[DIV_12]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[DIV_D5]][%{{[^]]+}}], %[[DIV_13]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[DIV_D6]][%{{[^]]+}}], %[[DIV_14]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[DIV_D7]][%{{[^]]+}}], %[[DIV_15]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[DIV_D8]][%{{[^]]+}}], %[[DIV_16]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[DIV_D9]][%{{[^]]+}}], %[[DIV_17]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[DIV_D10]][%{{[^]]+}}], %[[DIV_18]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_19]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_20]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_21]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_22]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_23]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_22]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D11]][%{{[^]]+}}], %[[DIV_24]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[DIV_D12]][%{{[^]]+}}], %[[DIV_25]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[DIV_D12]][%{{[^]]+}}], %[[DIV_26]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[DIV_D3]][%{{[^]]+}}], %[[DIV_27]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @div {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  %i19 = uop.const 19 : i32
  %i20 = uop.const 20 : i32
  %i21 = uop.const 21 : i32
  %i22 = uop.const 22 : i32
  %i23 = uop.const 23 : i32
  %i24 = uop.const 24 : i32
  %i25 = uop.const 25 : i32
  %i26 = uop.const 26 : i32
  %i27 = uop.const 27 : i32
  // i1: True / True
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.div %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: False / True
  %v4 = uop.const false
  %v5 = uop.const true
  %v6 = uop.div %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i8: 7 / -3 = -2
  %v7 = uop.const 7 : i8
  %v8 = uop.const -3 : i8
  %v9 = uop.div %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // i8: -50 / 6 = -8
  %v10 = uop.const -50 : i8
  %v11 = uop.const 6 : i8
  %v12 = uop.div %v10, %v11 : i8
  %s3 = uop.store %d1[%i3], %v12 : !uop.ptr<i8>, i8
  // i16: -7 / 2 = -3
  %v13 = uop.const -7 : i16
  %v14 = uop.const 2 : i16
  %v15 = uop.div %v13, %v14 : i16
  %s4 = uop.store %d2[%i4], %v15 : !uop.ptr<i16>, i16
  // i32: -7 / 2 = -3
  %v16 = uop.const -7 : i32
  %v17 = uop.const 2 : i32
  %v18 = uop.div %v16, %v17 : i32
  %s5 = uop.store %d3[%i5], %v18 : !uop.ptr<i32>, i32
  // i32: 7 / -3 = -2
  %v19 = uop.const 7 : i32
  %v20 = uop.const -3 : i32
  %v21 = uop.div %v19, %v20 : i32
  %s6 = uop.store %d3[%i6], %v21 : !uop.ptr<i32>, i32
  // i32: INT_MIN / 2
  %v22 = uop.const -2147483648 : i32
  %v23 = uop.const 2 : i32
  %v24 = uop.div %v22, %v23 : i32
  %s7 = uop.store %d3[%i7], %v24 : !uop.ptr<i32>, i32
  // i64: 2**53 + 1 = 9007199254740993 / 3 = 3002399751580331 exactly
  %v25 = uop.const 9007199254740993 : i64
  %v26 = uop.const 3 : i64
  %v27 = uop.div %v25, %v26 : i64
  %s8 = uop.store %d4[%i8], %v27 : !uop.ptr<i64>, i64
  // i64: (2**62 + 1) / 3 = 1537228672809129301 exactly
  %v28 = uop.const 4611686018427387905 : i64
  %v29 = uop.const 3 : i64
  %v30 = uop.div %v28, %v29 : i64
  %s9 = uop.store %d4[%i9], %v30 : !uop.ptr<i64>, i64
  // i64: -(2**63 - 1) / 2 truncates
  %v31 = uop.const -9223372036854775807 : i64
  %v32 = uop.const 2 : i64
  %v33 = uop.div %v31, %v32 : i64
  %s10 = uop.store %d4[%i10], %v33 : !uop.ptr<i64>, i64
  // i64: 9007199254740993 / 1 stays exact
  %v34 = uop.const 9007199254740993 : i64
  %v35 = uop.const 1 : i64
  %v36 = uop.div %v34, %v35 : i64
  %s11 = uop.store %d4[%i11], %v36 : !uop.ptr<i64>, i64
  // ui8: 200 / 2 = 100 (unsigned, not -56 / 2)
  %v37 = uop.const 200 : ui8
  %v38 = uop.const 2 : ui8
  %v39 = uop.div %v37, %v38 : ui8
  %s12 = uop.store %d5[%i12], %v39 : !uop.ptr<ui8>, ui8
  // ui16: 65535 / 256 = 255
  %v40 = uop.const 65535 : ui16
  %v41 = uop.const 256 : ui16
  %v42 = uop.div %v40, %v41 : ui16
  %s13 = uop.store %d6[%i13], %v42 : !uop.ptr<ui16>, ui16
  // ui32: 4294967295 / 2
  %v43 = uop.const 4294967295 : ui32
  %v44 = uop.const 2 : ui32
  %v45 = uop.div %v43, %v44 : ui32
  %s14 = uop.store %d7[%i14], %v45 : !uop.ptr<ui32>, ui32
  // ui64: (2**64 - 1) / 3
  %v46 = uop.const 18446744073709551615 : ui64
  %v47 = uop.const 3 : ui64
  %v48 = uop.div %v46, %v47 : ui64
  %s15 = uop.store %d8[%i15], %v48 : !uop.ptr<ui64>, ui64
  // f16: 1 / 3 held at f32 (not rounded to f16)
  %v49 = uop.const 1.0 : f32 as f16
  %v50 = uop.const 3.0 : f32 as f16
  %v51 = uop.div %v49, %v50 : f16
  %s16 = uop.store %d9[%i16], %v51 : !uop.ptr<f16>, f16
  // bf16: 1 / 3 held at f32
  %v52 = uop.const 1.0 : f32 as bf16
  %v53 = uop.const 3.0 : f32 as bf16
  %v54 = uop.div %v52, %v53 : bf16
  %s17 = uop.store %d10[%i17], %v54 : !uop.ptr<bf16>, bf16
  // f32: 1 / 4
  %v55 = uop.const 1.0 : f32
  %v56 = uop.const 4.0 : f32
  %v57 = uop.div %v55, %v56 : f32
  %s18 = uop.store %d11[%i18], %v57 : !uop.ptr<f32>, f32
  // f32: 1 / 3 rounds to f32
  %v58 = uop.const 1.0 : f32
  %v59 = uop.const 3.0 : f32
  %v60 = uop.div %v58, %v59 : f32
  %s19 = uop.store %d11[%i19], %v60 : !uop.ptr<f32>, f32
  // f32: 1 / 0 = inf
  %v61 = uop.const 1.0 : f32
  %v62 = uop.const 0.0 : f32
  %v63 = uop.div %v61, %v62 : f32
  %s20 = uop.store %d11[%i20], %v63 : !uop.ptr<f32>, f32
  // f32: -1 / 0 = -inf
  %v64 = uop.const -1.0 : f32
  %v65 = uop.const 0.0 : f32
  %v66 = uop.div %v64, %v65 : f32
  %s21 = uop.store %d11[%i21], %v66 : !uop.ptr<f32>, f32
  // f32: 0 / 0 = nan
  %v67 = uop.const 0.0 : f32
  %v68 = uop.const 0.0 : f32
  %v69 = uop.div %v67, %v68 : f32
  %s22 = uop.store %d11[%i22], %v69 : !uop.ptr<f32>, f32
  // f32: 1 / -0.0 = -inf (C; 0.9.0 gives +inf)
  %v70 = uop.const 1.0 : f32
  %v71 = uop.const -0.0 : f32
  %v72 = uop.div %v70, %v71 : f32
  %s23 = uop.store %d11[%i23], %v72 : !uop.ptr<f32>, f32
  // f32: 5 / -1 = -5
  %v73 = uop.const 5.0 : f32
  %v74 = uop.const -1.0 : f32
  %v75 = uop.div %v73, %v74 : f32
  %s24 = uop.store %d11[%i24], %v75 : !uop.ptr<f32>, f32
  // f64: 1 / 3
  %v76 = uop.const 1.0 : f64
  %v77 = uop.const 3.0 : f64
  %v78 = uop.div %v76, %v77 : f64
  %s25 = uop.store %d12[%i25], %v78 : !uop.ptr<f64>, f64
  // f64: -1 / 0 = -inf
  %v79 = uop.const -1.0 : f64
  %v80 = uop.const 0.0 : f64
  %v81 = uop.div %v79, %v80 : f64
  %s26 = uop.store %d12[%i26], %v81 : !uop.ptr<f64>, f64
  // vector<4xi32>: -7 / 2
  %v82 = uop.const dense<-7> : vector<4xi32>
  %v83 = uop.const dense<2> : vector<4xi32>
  %v84 = uop.div %v82, %v83 : vector<4xi32>
  %s27 = uop.store %d3[%i27], %v84 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s24, %s25, %s26, %s27
}

// -----

// MAX: or on bool; signed or unsigned by dtype; on floats IEEE maxNum: a NaN
// operand yields the other one, in either order (0.9.0's Python max gives
// max(nan, 1) = nan).
// CHECK-LABEL: uop.kernel @max
// CHECK-DAG: %[[MAX_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[MAX_2:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[MAX_3:[^ ]+]] = uop.const 3 : i8{{$}}
// CHECK-DAG: %[[MAX_4:[^ ]+]] = uop.const -200 : i16{{$}}
// CHECK-DAG: %[[MAX_5:[^ ]+]] = uop.const 0 : i32{{$}}
// CHECK-DAG: %[[MAX_6:[^ ]+]] = uop.const 5 : i64{{$}}
// CHECK-DAG: %[[MAX_7:[^ ]+]] = uop.const 200 : ui8{{$}}
// CHECK-DAG: %[[MAX_8:[^ ]+]] = uop.const 65535 : ui16{{$}}
// CHECK-DAG: %[[MAX_9:[^ ]+]] = uop.const 4294967295 : ui32{{$}}
// CHECK-DAG: %[[MAX_10:[^ ]+]] = uop.const 9223372036854775808 : ui64{{$}}
// CHECK-DAG: %[[MAX_11:[^ ]+]] = uop.const 5.000000e-01 : f32 as f16{{$}}
// CHECK-DAG: %[[MAX_12:[^ ]+]] = uop.const 2.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[MAX_13:[^ ]+]] = uop.const 1.000000e+00 : f32{{$}}
// CHECK-DAG: %[[MAX_14:[^ ]+]] = uop.const -3.500000e+00 : f32{{$}}
// CHECK-DAG: %[[MAX_15:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[MAX_16:[^ ]+]] = uop.const 1.000000e+300 : f64{{$}}
// CHECK-DAG: %[[MAX_17:[^ ]+]] = uop.const 1.000000e+00 : f64{{$}}
// CHECK-DAG: %[[MAX_18:[^ ]+]] = uop.const dense<1.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[MAX_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[MAX_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[MAX_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[MAX_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[MAX_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[MAX_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[MAX_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[MAX_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[MAX_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[MAX_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[MAX_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[MAX_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[MAX_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.max{{ }}
// CHECK: uop.store %[[MAX_D0]][%{{[^]]+}}], %[[MAX_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MAX_D0]][%{{[^]]+}}], %[[MAX_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MAX_D1]][%{{[^]]+}}], %[[MAX_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[MAX_D2]][%{{[^]]+}}], %[[MAX_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[MAX_D3]][%{{[^]]+}}], %[[MAX_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[MAX_D4]][%{{[^]]+}}], %[[MAX_6]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[MAX_D5]][%{{[^]]+}}], %[[MAX_7]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[MAX_D6]][%{{[^]]+}}], %[[MAX_8]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[MAX_D7]][%{{[^]]+}}], %[[MAX_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[MAX_D8]][%{{[^]]+}}], %[[MAX_10]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[MAX_D9]][%{{[^]]+}}], %[[MAX_11]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[MAX_D10]][%{{[^]]+}}], %[[MAX_12]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[MAX_D11]][%{{[^]]+}}], %[[MAX_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MAX_D11]][%{{[^]]+}}], %[[MAX_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MAX_D11]][%{{[^]]+}}], %[[MAX_14]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MAX_D11]][%{{[^]]+}}], %[[MAX_15]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MAX_D12]][%{{[^]]+}}], %[[MAX_16]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[MAX_D12]][%{{[^]]+}}], %[[MAX_17]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[MAX_D11]][%{{[^]]+}}], %[[MAX_18]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink
uop.kernel @max {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  // i1: max(False, False)
  %v1 = uop.const false
  %v2 = uop.const false
  %v3 = uop.max %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: max(True, False)
  %v4 = uop.const true
  %v5 = uop.const false
  %v6 = uop.max %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i8: max(-5, 3)
  %v7 = uop.const -5 : i8
  %v8 = uop.const 3 : i8
  %v9 = uop.max %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // i16: max(-300, -200)
  %v10 = uop.const -300 : i16
  %v11 = uop.const -200 : i16
  %v12 = uop.max %v10, %v11 : i16
  %s3 = uop.store %d2[%i3], %v12 : !uop.ptr<i16>, i16
  // i32: max(-1, 0)
  %v13 = uop.const -1 : i32
  %v14 = uop.const 0 : i32
  %v15 = uop.max %v13, %v14 : i32
  %s4 = uop.store %d3[%i4], %v15 : !uop.ptr<i32>, i32
  // i64: max(INT64_MIN, 5)
  %v16 = uop.const -9223372036854775808 : i64
  %v17 = uop.const 5 : i64
  %v18 = uop.max %v16, %v17 : i64
  %s5 = uop.store %d4[%i5], %v18 : !uop.ptr<i64>, i64
  // ui8: max(200, 100) = 200 (unsigned)
  %v19 = uop.const 200 : ui8
  %v20 = uop.const 100 : ui8
  %v21 = uop.max %v19, %v20 : ui8
  %s6 = uop.store %d5[%i6], %v21 : !uop.ptr<ui8>, ui8
  // ui16: max(65535, 1)
  %v22 = uop.const 65535 : ui16
  %v23 = uop.const 1 : ui16
  %v24 = uop.max %v22, %v23 : ui16
  %s7 = uop.store %d6[%i7], %v24 : !uop.ptr<ui16>, ui16
  // ui32: max(4294967295, 7)
  %v25 = uop.const 4294967295 : ui32
  %v26 = uop.const 7 : ui32
  %v27 = uop.max %v25, %v26 : ui32
  %s8 = uop.store %d7[%i8], %v27 : !uop.ptr<ui32>, ui32
  // ui64: max(2**63, 1) = 2**63 (unsigned)
  %v28 = uop.const 9223372036854775808 : ui64
  %v29 = uop.const 1 : ui64
  %v30 = uop.max %v28, %v29 : ui64
  %s9 = uop.store %d8[%i9], %v30 : !uop.ptr<ui64>, ui64
  // f16: max(0.5, -1)
  %v31 = uop.const 0.5 : f32 as f16
  %v32 = uop.const -1.0 : f32 as f16
  %v33 = uop.max %v31, %v32 : f16
  %s10 = uop.store %d9[%i10], %v33 : !uop.ptr<f16>, f16
  // bf16: max(nan, 2) = 2
  %v34 = uop.const 0x7FC00000 : f32 as bf16
  %v35 = uop.const 2.0 : f32 as bf16
  %v36 = uop.max %v34, %v35 : bf16
  %s11 = uop.store %d10[%i11], %v36 : !uop.ptr<bf16>, bf16
  // f32: max(nan, 1) = 1
  %v37 = uop.const 0x7FC00000 : f32
  %v38 = uop.const 1.0 : f32
  %v39 = uop.max %v37, %v38 : f32
  %s12 = uop.store %d11[%i12], %v39 : !uop.ptr<f32>, f32
  // f32: max(1, nan) = 1
  %v40 = uop.const 1.0 : f32
  %v41 = uop.const 0x7FC00000 : f32
  %v42 = uop.max %v40, %v41 : f32
  %s13 = uop.store %d11[%i13], %v42 : !uop.ptr<f32>, f32
  // f32: max(-inf, -3.5)
  %v43 = uop.const 0xFF800000 : f32
  %v44 = uop.const -3.5 : f32
  %v45 = uop.max %v43, %v44 : f32
  %s14 = uop.store %d11[%i14], %v45 : !uop.ptr<f32>, f32
  // f32: max(nan, nan) = nan
  %v46 = uop.const 0x7FC00000 : f32
  %v47 = uop.const 0x7FC00000 : f32
  %v48 = uop.max %v46, %v47 : f32
  %s15 = uop.store %d11[%i15], %v48 : !uop.ptr<f32>, f32
  // f64: max(1e300, -1e300)
  %v49 = uop.const 1.0e+300 : f64
  %v50 = uop.const -1.0e+300 : f64
  %v51 = uop.max %v49, %v50 : f64
  %s16 = uop.store %d12[%i16], %v51 : !uop.ptr<f64>, f64
  // f64: max(nan, 1) = 1
  %v52 = uop.const 0x7FF8000000000000 : f64
  %v53 = uop.const 1.0 : f64
  %v54 = uop.max %v52, %v53 : f64
  %s17 = uop.store %d12[%i17], %v54 : !uop.ptr<f64>, f64
  // vector<4xf32>: max(nan, 1) = 1
  %v55 = uop.const dense<0x7FC00000> : vector<4xf32>
  %v56 = uop.const dense<1.0> : vector<4xf32>
  %v57 = uop.max %v55, %v56 : vector<4xf32>
  %s18 = uop.store %d11[%i18], %v57 : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18
}

// -----

// MOD: the remainder of the truncating division, with the dividend's sign
// (-7 % 2 = -1, 7 % -2 = 1), exact for int64; on floats C fmod (0.9.0
// truncates the operands first); on bool, a % True = False.
// CHECK-LABEL: uop.kernel @mod
// CHECK-DAG: %[[MOD_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[MOD_2:[^ ]+]] = uop.const -1 : i8{{$}}
// CHECK-DAG: %[[MOD_3:[^ ]+]] = uop.const 1 : i8{{$}}
// CHECK-DAG: %[[MOD_4:[^ ]+]] = uop.const -1 : i16{{$}}
// CHECK-DAG: %[[MOD_5:[^ ]+]] = uop.const -1 : i32{{$}}
// CHECK-DAG: %[[MOD_6:[^ ]+]] = uop.const 1 : i32{{$}}
// CHECK-DAG: %[[MOD_7:[^ ]+]] = uop.const 2 : i64{{$}}
// CHECK-DAG: %[[MOD_8:[^ ]+]] = uop.const 1 : i64{{$}}
// CHECK-DAG: %[[MOD_9:[^ ]+]] = uop.const 2 : ui8{{$}}
// CHECK-DAG: %[[MOD_10:[^ ]+]] = uop.const 255 : ui16{{$}}
// CHECK-DAG: %[[MOD_11:[^ ]+]] = uop.const 5 : ui32{{$}}
// CHECK-DAG: %[[MOD_12:[^ ]+]] = uop.const 5 : ui64{{$}}
// CHECK-DAG: %[[MOD_13:[^ ]+]] = uop.const 1.500000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[MOD_14:[^ ]+]] = uop.const -1.500000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[MOD_15:[^ ]+]] = uop.const -1.500000e+00 : f32{{$}}
// CHECK-DAG: %[[MOD_16:[^ ]+]] = uop.const 1.500000e+00 : f32{{$}}
// CHECK-DAG: %[[MOD_17:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[MOD_18:[^ ]+]] = uop.const 5.000000e+00 : f32{{$}}
// CHECK-DAG: %[[MOD_19:[^ ]+]] = uop.const 1.250000e+00 : f64{{$}}
// CHECK-DAG: %[[MOD_20:[^ ]+]] = uop.const dense<-1> : vector<4xi32>{{$}}
// CHECK-DAG: %[[MOD_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[MOD_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[MOD_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[MOD_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[MOD_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[MOD_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[MOD_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[MOD_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[MOD_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[MOD_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[MOD_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[MOD_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[MOD_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.mod{{ }}
// CHECK: uop.store %[[MOD_D0]][%{{[^]]+}}], %[[MOD_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MOD_D1]][%{{[^]]+}}], %[[MOD_2]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[MOD_D1]][%{{[^]]+}}], %[[MOD_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[MOD_D2]][%{{[^]]+}}], %[[MOD_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[MOD_D3]][%{{[^]]+}}], %[[MOD_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[MOD_D3]][%{{[^]]+}}], %[[MOD_6]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[MOD_D4]][%{{[^]]+}}], %[[MOD_7]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[MOD_D4]][%{{[^]]+}}], %[[MOD_8]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[MOD_D5]][%{{[^]]+}}], %[[MOD_9]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[MOD_D6]][%{{[^]]+}}], %[[MOD_10]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[MOD_D7]][%{{[^]]+}}], %[[MOD_11]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[MOD_D8]][%{{[^]]+}}], %[[MOD_12]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[MOD_D9]][%{{[^]]+}}], %[[MOD_13]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[MOD_D10]][%{{[^]]+}}], %[[MOD_14]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[MOD_D11]][%{{[^]]+}}], %[[MOD_15]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MOD_D11]][%{{[^]]+}}], %[[MOD_16]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MOD_D11]][%{{[^]]+}}], %[[MOD_17]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MOD_D11]][%{{[^]]+}}], %[[MOD_17]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MOD_D11]][%{{[^]]+}}], %[[MOD_18]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MOD_D12]][%{{[^]]+}}], %[[MOD_19]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[MOD_D3]][%{{[^]]+}}], %[[MOD_20]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @mod {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  %i19 = uop.const 19 : i32
  %i20 = uop.const 20 : i32
  // i1: True % True
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.mod %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i8: -7 % 2 = -1
  %v4 = uop.const -7 : i8
  %v5 = uop.const 2 : i8
  %v6 = uop.mod %v4, %v5 : i8
  %s1 = uop.store %d1[%i1], %v6 : !uop.ptr<i8>, i8
  // i8: 7 % -2 = 1
  %v7 = uop.const 7 : i8
  %v8 = uop.const -2 : i8
  %v9 = uop.mod %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // i16: -7 % 3 = -1
  %v10 = uop.const -7 : i16
  %v11 = uop.const 3 : i16
  %v12 = uop.mod %v10, %v11 : i16
  %s3 = uop.store %d2[%i3], %v12 : !uop.ptr<i16>, i16
  // i32: -7 % 2 = -1
  %v13 = uop.const -7 : i32
  %v14 = uop.const 2 : i32
  %v15 = uop.mod %v13, %v14 : i32
  %s4 = uop.store %d3[%i4], %v15 : !uop.ptr<i32>, i32
  // i32: 7 % -2 = 1
  %v16 = uop.const 7 : i32
  %v17 = uop.const -2 : i32
  %v18 = uop.mod %v16, %v17 : i32
  %s5 = uop.store %d3[%i5], %v18 : !uop.ptr<i32>, i32
  // i64: (2**62 + 1) % 3 = 2 exactly
  %v19 = uop.const 4611686018427387905 : i64
  %v20 = uop.const 3 : i64
  %v21 = uop.mod %v19, %v20 : i64
  %s6 = uop.store %d4[%i6], %v21 : !uop.ptr<i64>, i64
  // i64: (2**53 + 1) % 2 = 1 exactly
  %v22 = uop.const 9007199254740993 : i64
  %v23 = uop.const 2 : i64
  %v24 = uop.mod %v22, %v23 : i64
  %s7 = uop.store %d4[%i7], %v24 : !uop.ptr<i64>, i64
  // ui8: 200 % 3 = 2 (unsigned)
  %v25 = uop.const 200 : ui8
  %v26 = uop.const 3 : ui8
  %v27 = uop.mod %v25, %v26 : ui8
  %s8 = uop.store %d5[%i8], %v27 : !uop.ptr<ui8>, ui8
  // ui16: 65535 % 256
  %v28 = uop.const 65535 : ui16
  %v29 = uop.const 256 : ui16
  %v30 = uop.mod %v28, %v29 : ui16
  %s9 = uop.store %d6[%i9], %v30 : !uop.ptr<ui16>, ui16
  // ui32: 4294967295 % 10
  %v31 = uop.const 4294967295 : ui32
  %v32 = uop.const 10 : ui32
  %v33 = uop.mod %v31, %v32 : ui32
  %s10 = uop.store %d7[%i10], %v33 : !uop.ptr<ui32>, ui32
  // ui64: (2**64 - 1) % 10
  %v34 = uop.const 18446744073709551615 : ui64
  %v35 = uop.const 10 : ui64
  %v36 = uop.mod %v34, %v35 : ui64
  %s11 = uop.store %d8[%i11], %v36 : !uop.ptr<ui64>, ui64
  // f16: fmod(5.5, 2) = 1.5
  %v37 = uop.const 5.5 : f32 as f16
  %v38 = uop.const 2.0 : f32 as f16
  %v39 = uop.mod %v37, %v38 : f16
  %s12 = uop.store %d9[%i12], %v39 : !uop.ptr<f16>, f16
  // bf16: fmod(-5.5, 2) = -1.5
  %v40 = uop.const -5.5 : f32 as bf16
  %v41 = uop.const 2.0 : f32 as bf16
  %v42 = uop.mod %v40, %v41 : bf16
  %s13 = uop.store %d10[%i13], %v42 : !uop.ptr<bf16>, bf16
  // f32: fmod(-7.5, 2) = -1.5 (0.9.0: -1)
  %v43 = uop.const -7.5 : f32
  %v44 = uop.const 2.0 : f32
  %v45 = uop.mod %v43, %v44 : f32
  %s14 = uop.store %d11[%i14], %v45 : !uop.ptr<f32>, f32
  // f32: fmod(7.5, -2) = 1.5
  %v46 = uop.const 7.5 : f32
  %v47 = uop.const -2.0 : f32
  %v48 = uop.mod %v46, %v47 : f32
  %s15 = uop.store %d11[%i15], %v48 : !uop.ptr<f32>, f32
  // f32: fmod(1, 0) = nan
  %v49 = uop.const 1.0 : f32
  %v50 = uop.const 0.0 : f32
  %v51 = uop.mod %v49, %v50 : f32
  %s16 = uop.store %d11[%i16], %v51 : !uop.ptr<f32>, f32
  // f32: fmod(inf, 1) = nan
  %v52 = uop.const 0x7F800000 : f32
  %v53 = uop.const 1.0 : f32
  %v54 = uop.mod %v52, %v53 : f32
  %s17 = uop.store %d11[%i17], %v54 : !uop.ptr<f32>, f32
  // f32: fmod(5, inf) = 5
  %v55 = uop.const 5.0 : f32
  %v56 = uop.const 0x7F800000 : f32
  %v57 = uop.mod %v55, %v56 : f32
  %s18 = uop.store %d11[%i18], %v57 : !uop.ptr<f32>, f32
  // f64: fmod(10.25, 3) = 1.25
  %v58 = uop.const 10.25 : f64
  %v59 = uop.const 3.0 : f64
  %v60 = uop.mod %v58, %v59 : f64
  %s19 = uop.store %d12[%i19], %v60 : !uop.ptr<f64>, f64
  // vector<4xi32>: -7 % 2
  %v61 = uop.const dense<-7> : vector<4xi32>
  %v62 = uop.const dense<2> : vector<4xi32>
  %v63 = uop.mod %v61, %v62 : vector<4xi32>
  %s20 = uop.store %d3[%i20], %v63 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20
}

// -----

// XOR: on bool and the integers only.
// CHECK-LABEL: uop.kernel @xor
// CHECK-DAG: %[[XOR_1:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[XOR_2:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[XOR_3:[^ ]+]] = uop.const -16 : i8{{$}}
// CHECK-DAG: %[[XOR_4:[^ ]+]] = uop.const -21846 : i16{{$}}
// CHECK-DAG: %[[XOR_5:[^ ]+]] = uop.const 2147483647 : i32{{$}}
// CHECK-DAG: %[[XOR_6:[^ ]+]] = uop.const -2 : i64{{$}}
// CHECK-DAG: %[[XOR_7:[^ ]+]] = uop.const 240 : ui8{{$}}
// CHECK-DAG: %[[XOR_8:[^ ]+]] = uop.const 61680 : ui16{{$}}
// CHECK-DAG: %[[XOR_9:[^ ]+]] = uop.const 4294967294 : ui32{{$}}
// CHECK-DAG: %[[XOR_10:[^ ]+]] = uop.const 9223372036854775807 : ui64{{$}}
// CHECK-DAG: %[[XOR_11:[^ ]+]] = uop.const dense<-2> : vector<4xi8>{{$}}
// CHECK-DAG: %[[XOR_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[XOR_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[XOR_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[XOR_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[XOR_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[XOR_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[XOR_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[XOR_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[XOR_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-NOT: uop.xor{{ }}
// CHECK: uop.store %[[XOR_D0]][%{{[^]]+}}], %[[XOR_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[XOR_D0]][%{{[^]]+}}], %[[XOR_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[XOR_D1]][%{{[^]]+}}], %[[XOR_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[XOR_D2]][%{{[^]]+}}], %[[XOR_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[XOR_D3]][%{{[^]]+}}], %[[XOR_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[XOR_D4]][%{{[^]]+}}], %[[XOR_6]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[XOR_D5]][%{{[^]]+}}], %[[XOR_7]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[XOR_D6]][%{{[^]]+}}], %[[XOR_8]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[XOR_D7]][%{{[^]]+}}], %[[XOR_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[XOR_D8]][%{{[^]]+}}], %[[XOR_10]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[XOR_D1]][%{{[^]]+}}], %[[XOR_11]] : !uop.ptr<i8>, vector<4xi8>
// CHECK-NEXT: uop.sink
uop.kernel @xor {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  // i1: True ^ True
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.xor %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: True ^ False
  %v4 = uop.const true
  %v5 = uop.const false
  %v6 = uop.xor %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i8: -1 ^ 15 = -16
  %v7 = uop.const -1 : i8
  %v8 = uop.const 15 : i8
  %v9 = uop.xor %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // i16: 0x5555 ^ -1 = 0xAAAA
  %v10 = uop.const 21845 : i16
  %v11 = uop.const -1 : i16
  %v12 = uop.xor %v10, %v11 : i16
  %s3 = uop.store %d2[%i3], %v12 : !uop.ptr<i16>, i16
  // i32: INT_MIN ^ -1 = INT_MAX
  %v13 = uop.const -2147483648 : i32
  %v14 = uop.const -1 : i32
  %v15 = uop.xor %v13, %v14 : i32
  %s4 = uop.store %d3[%i4], %v15 : !uop.ptr<i32>, i32
  // i64: -1 ^ 1 = -2
  %v16 = uop.const -1 : i64
  %v17 = uop.const 1 : i64
  %v18 = uop.xor %v16, %v17 : i64
  %s5 = uop.store %d4[%i5], %v18 : !uop.ptr<i64>, i64
  // ui8: 255 ^ 15 = 240
  %v19 = uop.const 255 : ui8
  %v20 = uop.const 15 : ui8
  %v21 = uop.xor %v19, %v20 : ui8
  %s6 = uop.store %d5[%i6], %v21 : !uop.ptr<ui8>, ui8
  // ui16: 0xFF00 ^ 0x0FF0 = 0xF0F0
  %v22 = uop.const 65280 : ui16
  %v23 = uop.const 4080 : ui16
  %v24 = uop.xor %v22, %v23 : ui16
  %s7 = uop.store %d6[%i7], %v24 : !uop.ptr<ui16>, ui16
  // ui32: 0xFFFFFFFF ^ 1
  %v25 = uop.const 4294967295 : ui32
  %v26 = uop.const 1 : ui32
  %v27 = uop.xor %v25, %v26 : ui32
  %s8 = uop.store %d7[%i8], %v27 : !uop.ptr<ui32>, ui32
  // ui64: (2**64 - 1) ^ 2**63 = 2**63 - 1
  %v28 = uop.const 18446744073709551615 : ui64
  %v29 = uop.const 9223372036854775808 : ui64
  %v30 = uop.xor %v28, %v29 : ui64
  %s9 = uop.store %d8[%i9], %v30 : !uop.ptr<ui64>, ui64
  // vector<4xi8>: -1 ^ 1
  %v31 = uop.const dense<-1> : vector<4xi8>
  %v32 = uop.const dense<1> : vector<4xi8>
  %v33 = uop.xor %v31, %v32 : vector<4xi8>
  %s10 = uop.store %d1[%i10], %v33 : !uop.ptr<i8>, vector<4xi8>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10
}

// -----

// CMPLT: bool result; signed or unsigned by dtype; False < True only on bool;
// any comparison with NaN is false.
// CHECK-LABEL: uop.kernel @cmplt
// CHECK-DAG: %[[CMPLT_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[CMPLT_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[CMPLT_3:[^ ]+]] = uop.const dense<true> : vector<4xi1>{{$}}
// CHECK-DAG: %[[CMPLT_4:[^ ]+]] = uop.const dense<false> : vector<4xi1>{{$}}
// CHECK-DAG: %[[CMPLT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-NOT: uop.cmplt{{ }}
// CHECK: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_3]] : !uop.ptr<i1>, vector<4xi1>
// CHECK-NEXT: uop.store %[[CMPLT_D0]][%{{[^]]+}}], %[[CMPLT_4]] : !uop.ptr<i1>, vector<4xi1>
// CHECK-NEXT: uop.sink
uop.kernel @cmplt {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  // i1: False < True
  %v1 = uop.const false
  %v2 = uop.const true
  %v3 = uop.cmplt %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i8: -1 < 1
  %v4 = uop.const -1 : i8
  %v5 = uop.const 1 : i8
  %v6 = uop.cmplt %v4, %v5 : i8
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i16: -300 < -400
  %v7 = uop.const -300 : i16
  %v8 = uop.const -400 : i16
  %v9 = uop.cmplt %v7, %v8 : i16
  %s2 = uop.store %d0[%i2], %v9 : !uop.ptr<i1>, i1
  // i32: INT_MIN < INT_MAX
  %v10 = uop.const -2147483648 : i32
  %v11 = uop.const 2147483647 : i32
  %v12 = uop.cmplt %v10, %v11 : i32
  %s3 = uop.store %d0[%i3], %v12 : !uop.ptr<i1>, i1
  // i64: 5 < 5
  %v13 = uop.const 5 : i64
  %v14 = uop.const 5 : i64
  %v15 = uop.cmplt %v13, %v14 : i64
  %s4 = uop.store %d0[%i4], %v15 : !uop.ptr<i1>, i1
  // ui8: 200 < 100 is false (unsigned)
  %v16 = uop.const 200 : ui8
  %v17 = uop.const 100 : ui8
  %v18 = uop.cmplt %v16, %v17 : ui8
  %s5 = uop.store %d0[%i5], %v18 : !uop.ptr<i1>, i1
  // ui16: 1 < 65535
  %v19 = uop.const 1 : ui16
  %v20 = uop.const 65535 : ui16
  %v21 = uop.cmplt %v19, %v20 : ui16
  %s6 = uop.store %d0[%i6], %v21 : !uop.ptr<i1>, i1
  // ui32: 4294967295 < 0
  %v22 = uop.const 4294967295 : ui32
  %v23 = uop.const 0 : ui32
  %v24 = uop.cmplt %v22, %v23 : ui32
  %s7 = uop.store %d0[%i7], %v24 : !uop.ptr<i1>, i1
  // ui64: 2**63 < 1 is false (unsigned)
  %v25 = uop.const 9223372036854775808 : ui64
  %v26 = uop.const 1 : ui64
  %v27 = uop.cmplt %v25, %v26 : ui64
  %s8 = uop.store %d0[%i8], %v27 : !uop.ptr<i1>, i1
  // f16: 0.5 < 1
  %v28 = uop.const 0.5 : f32 as f16
  %v29 = uop.const 1.0 : f32 as f16
  %v30 = uop.cmplt %v28, %v29 : f16
  %s9 = uop.store %d0[%i9], %v30 : !uop.ptr<i1>, i1
  // bf16: -1 < -2
  %v31 = uop.const -1.0 : f32 as bf16
  %v32 = uop.const -2.0 : f32 as bf16
  %v33 = uop.cmplt %v31, %v32 : bf16
  %s10 = uop.store %d0[%i10], %v33 : !uop.ptr<i1>, i1
  // f32: nan < 1
  %v34 = uop.const 0x7FC00000 : f32
  %v35 = uop.const 1.0 : f32
  %v36 = uop.cmplt %v34, %v35 : f32
  %s11 = uop.store %d0[%i11], %v36 : !uop.ptr<i1>, i1
  // f32: 1 < nan
  %v37 = uop.const 1.0 : f32
  %v38 = uop.const 0x7FC00000 : f32
  %v39 = uop.cmplt %v37, %v38 : f32
  %s12 = uop.store %d0[%i12], %v39 : !uop.ptr<i1>, i1
  // f32: -inf < inf
  %v40 = uop.const 0xFF800000 : f32
  %v41 = uop.const 0x7F800000 : f32
  %v42 = uop.cmplt %v40, %v41 : f32
  %s13 = uop.store %d0[%i13], %v42 : !uop.ptr<i1>, i1
  // f32: -0.0 < 0.0
  %v43 = uop.const -0.0 : f32
  %v44 = uop.const 0.0 : f32
  %v45 = uop.cmplt %v43, %v44 : f32
  %s14 = uop.store %d0[%i14], %v45 : !uop.ptr<i1>, i1
  // f64: 0.1 < 0.2
  %v46 = uop.const 0.1 : f64
  %v47 = uop.const 0.2 : f64
  %v48 = uop.cmplt %v46, %v47 : f64
  %s15 = uop.store %d0[%i15], %v48 : !uop.ptr<i1>, i1
  // f64: nan < nan
  %v49 = uop.const 0x7FF8000000000000 : f64
  %v50 = uop.const 0x7FF8000000000000 : f64
  %v51 = uop.cmplt %v49, %v50 : f64
  %s16 = uop.store %d0[%i16], %v51 : !uop.ptr<i1>, i1
  // vector<4xf32>: 1 < 2
  %v52 = uop.const dense<1.0> : vector<4xf32>
  %v53 = uop.const dense<2.0> : vector<4xf32>
  %v54 = uop.cmplt %v52, %v53 : vector<4xf32>
  %s17 = uop.store %d0[%i17], %v54 : !uop.ptr<i1>, vector<4xi1>
  // vector<4xui8>: 255 < 1
  %v55 = uop.const dense<255> : vector<4xui8>
  %v56 = uop.const dense<1> : vector<4xui8>
  %v57 = uop.cmplt %v55, %v56 : vector<4xui8>
  %s18 = uop.store %d0[%i18], %v57 : !uop.ptr<i1>, vector<4xi1>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18
}

// -----

// CMPEQ: bool result; exact for int64 (2**62 + 1 != 2**62); NaN is unequal to
// everything, -0.0 == 0.0.
// CHECK-LABEL: uop.kernel @cmpeq
// CHECK-DAG: %[[CMPEQ_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[CMPEQ_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[CMPEQ_3:[^ ]+]] = uop.const dense<false> : vector<2xi1>{{$}}
// CHECK-DAG: %[[CMPEQ_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-NOT: uop.cmpeq{{ }}
// CHECK: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CMPEQ_D0]][%{{[^]]+}}], %[[CMPEQ_3]] : !uop.ptr<i1>, vector<2xi1>
// CHECK-NEXT: uop.sink
uop.kernel @cmpeq {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  // i1: True == True
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.cmpeq %v1, %v2 : i1
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i1>, i1
  // i1: False == True
  %v4 = uop.const false
  %v5 = uop.const true
  %v6 = uop.cmpeq %v4, %v5 : i1
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i1>, i1
  // i8: -128 == -128
  %v7 = uop.const -128 : i8
  %v8 = uop.const -128 : i8
  %v9 = uop.cmpeq %v7, %v8 : i8
  %s2 = uop.store %d0[%i2], %v9 : !uop.ptr<i1>, i1
  // i16: 1 == 2
  %v10 = uop.const 1 : i16
  %v11 = uop.const 2 : i16
  %v12 = uop.cmpeq %v10, %v11 : i16
  %s3 = uop.store %d0[%i3], %v12 : !uop.ptr<i1>, i1
  // i32: 7 == 7
  %v13 = uop.const 7 : i32
  %v14 = uop.const 7 : i32
  %v15 = uop.cmpeq %v13, %v14 : i32
  %s4 = uop.store %d0[%i4], %v15 : !uop.ptr<i1>, i1
  // i64: 2**62 + 1 == 2**62
  %v16 = uop.const 4611686018427387905 : i64
  %v17 = uop.const 4611686018427387904 : i64
  %v18 = uop.cmpeq %v16, %v17 : i64
  %s5 = uop.store %d0[%i5], %v18 : !uop.ptr<i1>, i1
  // ui8: 255 == 255
  %v19 = uop.const 255 : ui8
  %v20 = uop.const 255 : ui8
  %v21 = uop.cmpeq %v19, %v20 : ui8
  %s6 = uop.store %d0[%i6], %v21 : !uop.ptr<i1>, i1
  // ui16: 0 == 1
  %v22 = uop.const 0 : ui16
  %v23 = uop.const 1 : ui16
  %v24 = uop.cmpeq %v22, %v23 : ui16
  %s7 = uop.store %d0[%i7], %v24 : !uop.ptr<i1>, i1
  // ui32: 4294967295 == 4294967294
  %v25 = uop.const 4294967295 : ui32
  %v26 = uop.const 4294967294 : ui32
  %v27 = uop.cmpeq %v25, %v26 : ui32
  %s8 = uop.store %d0[%i8], %v27 : !uop.ptr<i1>, i1
  // ui64: 2**64 - 1 == 2**64 - 1
  %v28 = uop.const 18446744073709551615 : ui64
  %v29 = uop.const 18446744073709551615 : ui64
  %v30 = uop.cmpeq %v28, %v29 : ui64
  %s9 = uop.store %d0[%i9], %v30 : !uop.ptr<i1>, i1
  // f16: half(0.1) == half(0.1)
  %v31 = uop.const 0.0999755859375 : f32 as f16
  %v32 = uop.const 0.0999755859375 : f32 as f16
  %v33 = uop.cmpeq %v31, %v32 : f16
  %s10 = uop.store %d0[%i10], %v33 : !uop.ptr<i1>, i1
  // bf16: 1 == 2
  %v34 = uop.const 1.0 : f32 as bf16
  %v35 = uop.const 2.0 : f32 as bf16
  %v36 = uop.cmpeq %v34, %v35 : bf16
  %s11 = uop.store %d0[%i11], %v36 : !uop.ptr<i1>, i1
  // f32: nan == nan
  %v37 = uop.const 0x7FC00000 : f32
  %v38 = uop.const 0x7FC00000 : f32
  %v39 = uop.cmpeq %v37, %v38 : f32
  %s12 = uop.store %d0[%i12], %v39 : !uop.ptr<i1>, i1
  // f32: -0.0 == 0.0
  %v40 = uop.const -0.0 : f32
  %v41 = uop.const 0.0 : f32
  %v42 = uop.cmpeq %v40, %v41 : f32
  %s13 = uop.store %d0[%i13], %v42 : !uop.ptr<i1>, i1
  // f32: inf == inf
  %v43 = uop.const 0x7F800000 : f32
  %v44 = uop.const 0x7F800000 : f32
  %v45 = uop.cmpeq %v43, %v44 : f32
  %s14 = uop.store %d0[%i14], %v45 : !uop.ptr<i1>, i1
  // f64: 0.30000000000000004 == 0.3
  %v46 = uop.const 0.30000000000000004 : f64
  %v47 = uop.const 0.3 : f64
  %v48 = uop.cmpeq %v46, %v47 : f64
  %s15 = uop.store %d0[%i15], %v48 : !uop.ptr<i1>, i1
  // vector<2xi64>: 3 == 4
  %v49 = uop.const dense<3> : vector<2xi64>
  %v50 = uop.const dense<4> : vector<2xi64>
  %v51 = uop.cmpeq %v49, %v50 : vector<2xi64>
  %s16 = uop.store %d0[%i16], %v51 : !uop.ptr<i1>, vector<2xi1>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16
}

// -----

// WHERE with a constant selector picks an arm, for every dtype.
// CHECK-LABEL: uop.kernel @where
// CHECK-DAG: %[[WHERE_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[WHERE_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[WHERE_3:[^ ]+]] = uop.const -1 : i8{{$}}
// CHECK-DAG: %[[WHERE_4:[^ ]+]] = uop.const 2 : i8{{$}}
// CHECK-DAG: %[[WHERE_5:[^ ]+]] = uop.const -300 : i16{{$}}
// CHECK-DAG: %[[WHERE_6:[^ ]+]] = uop.const 2 : i16{{$}}
// CHECK-DAG: %[[WHERE_7:[^ ]+]] = uop.const 1 : i32{{$}}
// CHECK-DAG: %[[WHERE_8:[^ ]+]] = uop.const 2 : i32{{$}}
// CHECK-DAG: %[[WHERE_9:[^ ]+]] = uop.const -9223372036854775808 : i64{{$}}
// CHECK-DAG: %[[WHERE_10:[^ ]+]] = uop.const 2 : i64{{$}}
// CHECK-DAG: %[[WHERE_11:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[WHERE_12:[^ ]+]] = uop.const 2 : ui8{{$}}
// CHECK-DAG: %[[WHERE_13:[^ ]+]] = uop.const 65535 : ui16{{$}}
// CHECK-DAG: %[[WHERE_14:[^ ]+]] = uop.const 2 : ui16{{$}}
// CHECK-DAG: %[[WHERE_15:[^ ]+]] = uop.const 4294967295 : ui32{{$}}
// CHECK-DAG: %[[WHERE_16:[^ ]+]] = uop.const 2 : ui32{{$}}
// CHECK-DAG: %[[WHERE_17:[^ ]+]] = uop.const 18446744073709551615 : ui64{{$}}
// CHECK-DAG: %[[WHERE_18:[^ ]+]] = uop.const 2 : ui64{{$}}
// CHECK-DAG: %[[WHERE_19:[^ ]+]] = uop.const 0.0999755859 : f32 as f16{{$}}
// CHECK-DAG: %[[WHERE_20:[^ ]+]] = uop.const 2.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[WHERE_21:[^ ]+]] = uop.const 1.500000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[WHERE_22:[^ ]+]] = uop.const 2.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[WHERE_23:[^ ]+]] = uop.const -0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[WHERE_24:[^ ]+]] = uop.const 2.000000e+00 : f32{{$}}
// CHECK-DAG: %[[WHERE_25:[^ ]+]] = uop.const 1.000000e-01 : f64{{$}}
// CHECK-DAG: %[[WHERE_26:[^ ]+]] = uop.const 2.000000e+00 : f64{{$}}
// CHECK-DAG: %[[WHERE_27:[^ ]+]] = uop.const dense<1.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[WHERE_28:[^ ]+]] = uop.const dense<2> : vector<4xi32>{{$}}
// CHECK-DAG: %[[WHERE_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[WHERE_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[WHERE_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[WHERE_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[WHERE_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[WHERE_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[WHERE_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[WHERE_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[WHERE_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[WHERE_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[WHERE_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[WHERE_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[WHERE_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.where{{ }}
// CHECK: uop.store %[[WHERE_D0]][%{{[^]]+}}], %[[WHERE_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[WHERE_D0]][%{{[^]]+}}], %[[WHERE_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[WHERE_D1]][%{{[^]]+}}], %[[WHERE_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[WHERE_D1]][%{{[^]]+}}], %[[WHERE_4]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[WHERE_D2]][%{{[^]]+}}], %[[WHERE_5]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[WHERE_D2]][%{{[^]]+}}], %[[WHERE_6]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[WHERE_D3]][%{{[^]]+}}], %[[WHERE_7]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[WHERE_D3]][%{{[^]]+}}], %[[WHERE_8]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[WHERE_D4]][%{{[^]]+}}], %[[WHERE_9]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[WHERE_D4]][%{{[^]]+}}], %[[WHERE_10]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[WHERE_D5]][%{{[^]]+}}], %[[WHERE_11]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[WHERE_D5]][%{{[^]]+}}], %[[WHERE_12]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[WHERE_D6]][%{{[^]]+}}], %[[WHERE_13]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[WHERE_D6]][%{{[^]]+}}], %[[WHERE_14]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[WHERE_D7]][%{{[^]]+}}], %[[WHERE_15]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[WHERE_D7]][%{{[^]]+}}], %[[WHERE_16]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[WHERE_D8]][%{{[^]]+}}], %[[WHERE_17]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[WHERE_D8]][%{{[^]]+}}], %[[WHERE_18]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[WHERE_D9]][%{{[^]]+}}], %[[WHERE_19]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[WHERE_D9]][%{{[^]]+}}], %[[WHERE_20]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[WHERE_D10]][%{{[^]]+}}], %[[WHERE_21]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[WHERE_D10]][%{{[^]]+}}], %[[WHERE_22]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[WHERE_D11]][%{{[^]]+}}], %[[WHERE_23]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[WHERE_D11]][%{{[^]]+}}], %[[WHERE_24]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[WHERE_D12]][%{{[^]]+}}], %[[WHERE_25]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[WHERE_D12]][%{{[^]]+}}], %[[WHERE_26]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[WHERE_D11]][%{{[^]]+}}], %[[WHERE_27]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.store %[[WHERE_D3]][%{{[^]]+}}], %[[WHERE_28]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @where {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  %i18 = uop.const 18 : i32
  %i19 = uop.const 19 : i32
  %i20 = uop.const 20 : i32
  %i21 = uop.const 21 : i32
  %i22 = uop.const 22 : i32
  %i23 = uop.const 23 : i32
  %i24 = uop.const 24 : i32
  %i25 = uop.const 25 : i32
  %i26 = uop.const 26 : i32
  %i27 = uop.const 27 : i32
  // i1: where(True, True, False)
  %v1 = uop.const true
  %v2 = uop.const true
  %v3 = uop.const false
  %v4 = uop.where %v1, %v2, %v3 : i1
  %s0 = uop.store %d0[%i0], %v4 : !uop.ptr<i1>, i1
  // i1: where(False, True, False)
  %v5 = uop.const false
  %v6 = uop.const true
  %v7 = uop.const false
  %v8 = uop.where %v5, %v6, %v7 : i1
  %s1 = uop.store %d0[%i1], %v8 : !uop.ptr<i1>, i1
  // i8: where(True, -1, 2)
  %v9 = uop.const true
  %v10 = uop.const -1 : i8
  %v11 = uop.const 2 : i8
  %v12 = uop.where %v9, %v10, %v11 : i8
  %s2 = uop.store %d1[%i2], %v12 : !uop.ptr<i8>, i8
  // i8: where(False, -1, 2)
  %v13 = uop.const false
  %v14 = uop.const -1 : i8
  %v15 = uop.const 2 : i8
  %v16 = uop.where %v13, %v14, %v15 : i8
  %s3 = uop.store %d1[%i3], %v16 : !uop.ptr<i8>, i8
  // i16: where(True, -300, 2)
  %v17 = uop.const true
  %v18 = uop.const -300 : i16
  %v19 = uop.const 2 : i16
  %v20 = uop.where %v17, %v18, %v19 : i16
  %s4 = uop.store %d2[%i4], %v20 : !uop.ptr<i16>, i16
  // i16: where(False, -300, 2)
  %v21 = uop.const false
  %v22 = uop.const -300 : i16
  %v23 = uop.const 2 : i16
  %v24 = uop.where %v21, %v22, %v23 : i16
  %s5 = uop.store %d2[%i5], %v24 : !uop.ptr<i16>, i16
  // i32: where(True, 1, 2)
  %v25 = uop.const true
  %v26 = uop.const 1 : i32
  %v27 = uop.const 2 : i32
  %v28 = uop.where %v25, %v26, %v27 : i32
  %s6 = uop.store %d3[%i6], %v28 : !uop.ptr<i32>, i32
  // i32: where(False, 1, 2)
  %v29 = uop.const false
  %v30 = uop.const 1 : i32
  %v31 = uop.const 2 : i32
  %v32 = uop.where %v29, %v30, %v31 : i32
  %s7 = uop.store %d3[%i7], %v32 : !uop.ptr<i32>, i32
  // i64: where(True, -9223372036854775808, 2)
  %v33 = uop.const true
  %v34 = uop.const -9223372036854775808 : i64
  %v35 = uop.const 2 : i64
  %v36 = uop.where %v33, %v34, %v35 : i64
  %s8 = uop.store %d4[%i8], %v36 : !uop.ptr<i64>, i64
  // i64: where(False, -9223372036854775808, 2)
  %v37 = uop.const false
  %v38 = uop.const -9223372036854775808 : i64
  %v39 = uop.const 2 : i64
  %v40 = uop.where %v37, %v38, %v39 : i64
  %s9 = uop.store %d4[%i9], %v40 : !uop.ptr<i64>, i64
  // ui8: where(True, 255, 2)
  %v41 = uop.const true
  %v42 = uop.const 255 : ui8
  %v43 = uop.const 2 : ui8
  %v44 = uop.where %v41, %v42, %v43 : ui8
  %s10 = uop.store %d5[%i10], %v44 : !uop.ptr<ui8>, ui8
  // ui8: where(False, 255, 2)
  %v45 = uop.const false
  %v46 = uop.const 255 : ui8
  %v47 = uop.const 2 : ui8
  %v48 = uop.where %v45, %v46, %v47 : ui8
  %s11 = uop.store %d5[%i11], %v48 : !uop.ptr<ui8>, ui8
  // ui16: where(True, 65535, 2)
  %v49 = uop.const true
  %v50 = uop.const 65535 : ui16
  %v51 = uop.const 2 : ui16
  %v52 = uop.where %v49, %v50, %v51 : ui16
  %s12 = uop.store %d6[%i12], %v52 : !uop.ptr<ui16>, ui16
  // ui16: where(False, 65535, 2)
  %v53 = uop.const false
  %v54 = uop.const 65535 : ui16
  %v55 = uop.const 2 : ui16
  %v56 = uop.where %v53, %v54, %v55 : ui16
  %s13 = uop.store %d6[%i13], %v56 : !uop.ptr<ui16>, ui16
  // ui32: where(True, 4294967295, 2)
  %v57 = uop.const true
  %v58 = uop.const 4294967295 : ui32
  %v59 = uop.const 2 : ui32
  %v60 = uop.where %v57, %v58, %v59 : ui32
  %s14 = uop.store %d7[%i14], %v60 : !uop.ptr<ui32>, ui32
  // ui32: where(False, 4294967295, 2)
  %v61 = uop.const false
  %v62 = uop.const 4294967295 : ui32
  %v63 = uop.const 2 : ui32
  %v64 = uop.where %v61, %v62, %v63 : ui32
  %s15 = uop.store %d7[%i15], %v64 : !uop.ptr<ui32>, ui32
  // ui64: where(True, 18446744073709551615, 2)
  %v65 = uop.const true
  %v66 = uop.const 18446744073709551615 : ui64
  %v67 = uop.const 2 : ui64
  %v68 = uop.where %v65, %v66, %v67 : ui64
  %s16 = uop.store %d8[%i16], %v68 : !uop.ptr<ui64>, ui64
  // ui64: where(False, 18446744073709551615, 2)
  %v69 = uop.const false
  %v70 = uop.const 18446744073709551615 : ui64
  %v71 = uop.const 2 : ui64
  %v72 = uop.where %v69, %v70, %v71 : ui64
  %s17 = uop.store %d8[%i17], %v72 : !uop.ptr<ui64>, ui64
  // f16: where(True, 0.0999755859375, 2.0)
  %v73 = uop.const true
  %v74 = uop.const 0.0999755859375 : f32 as f16
  %v75 = uop.const 2.0 : f32 as f16
  %v76 = uop.where %v73, %v74, %v75 : f16
  %s18 = uop.store %d9[%i18], %v76 : !uop.ptr<f16>, f16
  // f16: where(False, 0.0999755859375, 2.0)
  %v77 = uop.const false
  %v78 = uop.const 0.0999755859375 : f32 as f16
  %v79 = uop.const 2.0 : f32 as f16
  %v80 = uop.where %v77, %v78, %v79 : f16
  %s19 = uop.store %d9[%i19], %v80 : !uop.ptr<f16>, f16
  // bf16: where(True, 1.5, 2.0)
  %v81 = uop.const true
  %v82 = uop.const 1.5 : f32 as bf16
  %v83 = uop.const 2.0 : f32 as bf16
  %v84 = uop.where %v81, %v82, %v83 : bf16
  %s20 = uop.store %d10[%i20], %v84 : !uop.ptr<bf16>, bf16
  // bf16: where(False, 1.5, 2.0)
  %v85 = uop.const false
  %v86 = uop.const 1.5 : f32 as bf16
  %v87 = uop.const 2.0 : f32 as bf16
  %v88 = uop.where %v85, %v86, %v87 : bf16
  %s21 = uop.store %d10[%i21], %v88 : !uop.ptr<bf16>, bf16
  // f32: where(True, -0.0, 2.0)
  %v89 = uop.const true
  %v90 = uop.const -0.0 : f32
  %v91 = uop.const 2.0 : f32
  %v92 = uop.where %v89, %v90, %v91 : f32
  %s22 = uop.store %d11[%i22], %v92 : !uop.ptr<f32>, f32
  // f32: where(False, -0.0, 2.0)
  %v93 = uop.const false
  %v94 = uop.const -0.0 : f32
  %v95 = uop.const 2.0 : f32
  %v96 = uop.where %v93, %v94, %v95 : f32
  %s23 = uop.store %d11[%i23], %v96 : !uop.ptr<f32>, f32
  // f64: where(True, 0.1, 2.0)
  %v97 = uop.const true
  %v98 = uop.const 0.1 : f64
  %v99 = uop.const 2.0 : f64
  %v100 = uop.where %v97, %v98, %v99 : f64
  %s24 = uop.store %d12[%i24], %v100 : !uop.ptr<f64>, f64
  // f64: where(False, 0.1, 2.0)
  %v101 = uop.const false
  %v102 = uop.const 0.1 : f64
  %v103 = uop.const 2.0 : f64
  %v104 = uop.where %v101, %v102, %v103 : f64
  %s25 = uop.store %d12[%i25], %v104 : !uop.ptr<f64>, f64
  // vector<4xf32>: where(True) per lane
  %v105 = uop.const dense<true> : vector<4xi1>
  %v106 = uop.const dense<1.0> : vector<4xf32>
  %v107 = uop.const dense<2.0> : vector<4xf32>
  %v108 = uop.where %v105, %v106, %v107 : vector<4xf32>
  %s26 = uop.store %d11[%i26], %v108 : !uop.ptr<f32>, vector<4xf32>
  // vector<4xi32>: where(False) per lane
  %v109 = uop.const dense<false> : vector<4xi1>
  %v110 = uop.const dense<1> : vector<4xi32>
  %v111 = uop.const dense<2> : vector<4xi32>
  %v112 = uop.where %v109, %v110, %v111 : vector<4xi32>
  %s27 = uop.store %d3[%i27], %v112 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17, %s18, %s19, %s20, %s21, %s22, %s23, %s24, %s25, %s26, %s27
}

// -----

// MULACC a * b + c: on bool (a and b) or c; integers wrap; floats at their
// compute precision (f32 for halves, not rounded to half).
// CHECK-LABEL: uop.kernel @mulacc
// CHECK-DAG: %[[MULACC_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[MULACC_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[MULACC_3:[^ ]+]] = uop.const 1 : i8{{$}}
// CHECK-DAG: %[[MULACC_4:[^ ]+]] = uop.const -25535 : i16{{$}}
// CHECK-DAG: %[[MULACC_5:[^ ]+]] = uop.const 7 : i32{{$}}
// CHECK-DAG: %[[MULACC_6:[^ ]+]] = uop.const -14 : i64{{$}}
// CHECK-DAG: %[[MULACC_7:[^ ]+]] = uop.const 8 : ui8{{$}}
// CHECK-DAG: %[[MULACC_8:[^ ]+]] = uop.const 65535 : ui16{{$}}
// CHECK-DAG: %[[MULACC_9:[^ ]+]] = uop.const 1 : ui32{{$}}
// CHECK-DAG: %[[MULACC_10:[^ ]+]] = uop.const 1 : ui64{{$}}
// CHECK-DAG: %[[MULACC_11:[^ ]+]] = uop.const 2.049000e+03 : f32 as f16{{$}}
// CHECK-DAG: %[[MULACC_12:[^ ]+]] = uop.const 2.570000e+02 : f32 as bf16{{$}}
// CHECK-DAG: %[[MULACC_13:[^ ]+]] = uop.const 7.000000e+00 : f32{{$}}
// CHECK-DAG: %[[MULACC_14:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[MULACC_15:[^ ]+]] = uop.const 3.250000e+00 : f64{{$}}
// CHECK-DAG: %[[MULACC_16:[^ ]+]] = uop.const dense<7.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[MULACC_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[MULACC_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[MULACC_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[MULACC_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[MULACC_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[MULACC_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[MULACC_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[MULACC_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[MULACC_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[MULACC_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[MULACC_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[MULACC_D11:[^ ]+]] = uop.define_global 11 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[MULACC_D12:[^ ]+]] = uop.define_global 12 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.mulacc{{ }}
// CHECK: uop.store %[[MULACC_D0]][%{{[^]]+}}], %[[MULACC_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MULACC_D0]][%{{[^]]+}}], %[[MULACC_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MULACC_D0]][%{{[^]]+}}], %[[MULACC_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[MULACC_D1]][%{{[^]]+}}], %[[MULACC_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[MULACC_D2]][%{{[^]]+}}], %[[MULACC_4]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[MULACC_D3]][%{{[^]]+}}], %[[MULACC_5]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[MULACC_D4]][%{{[^]]+}}], %[[MULACC_6]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[MULACC_D5]][%{{[^]]+}}], %[[MULACC_7]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[MULACC_D6]][%{{[^]]+}}], %[[MULACC_8]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[MULACC_D7]][%{{[^]]+}}], %[[MULACC_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[MULACC_D8]][%{{[^]]+}}], %[[MULACC_10]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[MULACC_D9]][%{{[^]]+}}], %[[MULACC_11]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[MULACC_D10]][%{{[^]]+}}], %[[MULACC_12]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[MULACC_D11]][%{{[^]]+}}], %[[MULACC_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MULACC_D11]][%{{[^]]+}}], %[[MULACC_14]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[MULACC_D12]][%{{[^]]+}}], %[[MULACC_15]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[MULACC_D11]][%{{[^]]+}}], %[[MULACC_16]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink
uop.kernel @mulacc {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui32>
  %d8 = uop.define_global 8 mutable : !uop.ptr<ui64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<f16>
  %d10 = uop.define_global 10 mutable : !uop.ptr<bf16>
  %d11 = uop.define_global 11 mutable : !uop.ptr<f32>
  %d12 = uop.define_global 12 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  // i1: True * False + True
  %v1 = uop.const true
  %v2 = uop.const false
  %v3 = uop.const true
  %v4 = uop.mulacc %v1, %v2, %v3 : i1
  %s0 = uop.store %d0[%i0], %v4 : !uop.ptr<i1>, i1
  // i1: True * True + False
  %v5 = uop.const true
  %v6 = uop.const true
  %v7 = uop.const false
  %v8 = uop.mulacc %v5, %v6, %v7 : i1
  %s1 = uop.store %d0[%i1], %v8 : !uop.ptr<i1>, i1
  // i1: False * True + False
  %v9 = uop.const false
  %v10 = uop.const true
  %v11 = uop.const false
  %v12 = uop.mulacc %v9, %v10, %v11 : i1
  %s2 = uop.store %d0[%i2], %v12 : !uop.ptr<i1>, i1
  // i8: 16 * 16 + 1 wraps to 1
  %v13 = uop.const 16 : i8
  %v14 = uop.const 16 : i8
  %v15 = uop.const 1 : i8
  %v16 = uop.mulacc %v13, %v14, %v15 : i8
  %s3 = uop.store %d1[%i3], %v16 : !uop.ptr<i8>, i8
  // i16: 200 * 200 + 1 wraps
  %v17 = uop.const 200 : i16
  %v18 = uop.const 200 : i16
  %v19 = uop.const 1 : i16
  %v20 = uop.mulacc %v17, %v18, %v19 : i16
  %s4 = uop.store %d2[%i4], %v20 : !uop.ptr<i16>, i16
  // i32: 65536 * 65536 + 7 wraps to 7
  %v21 = uop.const 65536 : i32
  %v22 = uop.const 65536 : i32
  %v23 = uop.const 7 : i32
  %v24 = uop.mulacc %v21, %v22, %v23 : i32
  %s5 = uop.store %d3[%i5], %v24 : !uop.ptr<i32>, i32
  // i64: -3 * 5 + 1
  %v25 = uop.const -3 : i64
  %v26 = uop.const 5 : i64
  %v27 = uop.const 1 : i64
  %v28 = uop.mulacc %v25, %v26, %v27 : i64
  %s6 = uop.store %d4[%i6], %v28 : !uop.ptr<i64>, i64
  // ui8: 250 * 2 + 20 wraps to 8
  %v29 = uop.const 250 : ui8
  %v30 = uop.const 2 : ui8
  %v31 = uop.const 20 : ui8
  %v32 = uop.mulacc %v29, %v30, %v31 : ui8
  %s7 = uop.store %d5[%i7], %v32 : !uop.ptr<ui8>, ui8
  // ui16: 0 * 5 + 65535
  %v33 = uop.const 0 : ui16
  %v34 = uop.const 5 : ui16
  %v35 = uop.const 65535 : ui16
  %v36 = uop.mulacc %v33, %v34, %v35 : ui16
  %s8 = uop.store %d6[%i8], %v36 : !uop.ptr<ui16>, ui16
  // ui32: 65536 * 65536 + 1 wraps to 1
  %v37 = uop.const 65536 : ui32
  %v38 = uop.const 65536 : ui32
  %v39 = uop.const 1 : ui32
  %v40 = uop.mulacc %v37, %v38, %v39 : ui32
  %s9 = uop.store %d7[%i9], %v40 : !uop.ptr<ui32>, ui32
  // ui64: (2**64 - 1) * 2 + 3 wraps to 1
  %v41 = uop.const 18446744073709551615 : ui64
  %v42 = uop.const 2 : ui64
  %v43 = uop.const 3 : ui64
  %v44 = uop.mulacc %v41, %v42, %v43 : ui64
  %s10 = uop.store %d8[%i10], %v44 : !uop.ptr<ui64>, ui64
  // f16: 2048 * 1 + 1 = 2049, held at f32
  %v45 = uop.const 2048.0 : f32 as f16
  %v46 = uop.const 1.0 : f32 as f16
  %v47 = uop.const 1.0 : f32 as f16
  %v48 = uop.mulacc %v45, %v46, %v47 : f16
  %s11 = uop.store %d9[%i11], %v48 : !uop.ptr<f16>, f16
  // bf16: 256 * 1 + 1 = 257, held at f32
  %v49 = uop.const 256.0 : f32 as bf16
  %v50 = uop.const 1.0 : f32 as bf16
  %v51 = uop.const 1.0 : f32 as bf16
  %v52 = uop.mulacc %v49, %v50, %v51 : bf16
  %s12 = uop.store %d10[%i12], %v52 : !uop.ptr<bf16>, bf16
  // f32: 2 * 3 + 1
  %v53 = uop.const 2.0 : f32
  %v54 = uop.const 3.0 : f32
  %v55 = uop.const 1.0 : f32
  %v56 = uop.mulacc %v53, %v54, %v55 : f32
  %s13 = uop.store %d11[%i13], %v56 : !uop.ptr<f32>, f32
  // f32: inf * 0 + 1 = nan
  %v57 = uop.const 0x7F800000 : f32
  %v58 = uop.const 0.0 : f32
  %v59 = uop.const 1.0 : f32
  %v60 = uop.mulacc %v57, %v58, %v59 : f32
  %s14 = uop.store %d11[%i14], %v60 : !uop.ptr<f32>, f32
  // f64: 1.5 * 2 + 0.25
  %v61 = uop.const 1.5 : f64
  %v62 = uop.const 2.0 : f64
  %v63 = uop.const 0.25 : f64
  %v64 = uop.mulacc %v61, %v62, %v63 : f64
  %s15 = uop.store %d12[%i15], %v64 : !uop.ptr<f64>, f64
  // vector<4xf32>
  %v65 = uop.const dense<2.0> : vector<4xf32>
  %v66 = uop.const dense<3.0> : vector<4xf32>
  %v67 = uop.const dense<1.0> : vector<4xf32>
  %v68 = uop.mulacc %v65, %v66, %v67 : vector<4xf32>
  %s16 = uop.store %d11[%i16], %v68 : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16
}

// -----

// EXP2 on the float dtypes, at values where the result is exact (it is only
// promised within 1 ulp); f32 and the halves (computed in f32) overflow to
// inf.
// CHECK-LABEL: uop.kernel @exp2
// CHECK-DAG: %[[EXP2_1:[^ ]+]] = uop.const 8.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[EXP2_2:[^ ]+]] = uop.const 5.000000e-01 : f32 as f16{{$}}
// CHECK-DAG: %[[EXP2_3:[^ ]+]] = uop.const 8.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[EXP2_4:[^ ]+]] = uop.const 5.000000e-01 : f32 as bf16{{$}}
// CHECK-DAG: %[[EXP2_5:[^ ]+]] = uop.const 8.000000e+00 : f32{{$}}
// CHECK-DAG: %[[EXP2_6:[^ ]+]] = uop.const 5.000000e-01 : f32{{$}}
// CHECK-DAG: %[[EXP2_7:[^ ]+]] = uop.const 8.000000e+00 : f64{{$}}
// CHECK-DAG: %[[EXP2_8:[^ ]+]] = uop.const 5.000000e-01 : f64{{$}}
// CHECK-DAG: %[[EXP2_9:[^ ]+]] = uop.const 0x7F800000 : f32 as f16{{$}}
// CHECK-DAG: %[[EXP2_10:[^ ]+]] = uop.const 1.2676506E+30 : f32 as bf16{{$}}
// CHECK-DAG: %[[EXP2_11:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[EXP2_12:[^ ]+]] = uop.const 0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[EXP2_13:[^ ]+]] = uop.const 1.000000e+00 : f32{{$}}
// CHECK-DAG: %[[EXP2_14:[^ ]+]] = uop.const 1.0715086071862673E+301 : f64{{$}}
// CHECK-DAG: %[[EXP2_15:[^ ]+]] = uop.const dense<8.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[EXP2_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[EXP2_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[EXP2_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[EXP2_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.exp2{{ }}
// CHECK: uop.store %[[EXP2_D0]][%{{[^]]+}}], %[[EXP2_1]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[EXP2_D0]][%{{[^]]+}}], %[[EXP2_2]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[EXP2_D1]][%{{[^]]+}}], %[[EXP2_3]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[EXP2_D1]][%{{[^]]+}}], %[[EXP2_4]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[EXP2_D2]][%{{[^]]+}}], %[[EXP2_5]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[EXP2_D2]][%{{[^]]+}}], %[[EXP2_6]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[EXP2_D3]][%{{[^]]+}}], %[[EXP2_7]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[EXP2_D3]][%{{[^]]+}}], %[[EXP2_8]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[EXP2_D0]][%{{[^]]+}}], %[[EXP2_9]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[EXP2_D1]][%{{[^]]+}}], %[[EXP2_10]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[EXP2_D2]][%{{[^]]+}}], %[[EXP2_11]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[EXP2_D2]][%{{[^]]+}}], %[[EXP2_12]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[EXP2_D2]][%{{[^]]+}}], %[[EXP2_13]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[EXP2_D3]][%{{[^]]+}}], %[[EXP2_14]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[EXP2_D2]][%{{[^]]+}}], %[[EXP2_15]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink
uop.kernel @exp2 {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<bf16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %d3 = uop.define_global 3 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  // f16: exp2(3) = 8
  %v1 = uop.const 3.0 : f32 as f16
  %v2 = uop.exp2 %v1 : f16
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f16>, f16
  // f16: exp2(-1) = 0.5
  %v3 = uop.const -1.0 : f32 as f16
  %v4 = uop.exp2 %v3 : f16
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<f16>, f16
  // bf16: exp2(3) = 8
  %v5 = uop.const 3.0 : f32 as bf16
  %v6 = uop.exp2 %v5 : bf16
  %s2 = uop.store %d1[%i2], %v6 : !uop.ptr<bf16>, bf16
  // bf16: exp2(-1) = 0.5
  %v7 = uop.const -1.0 : f32 as bf16
  %v8 = uop.exp2 %v7 : bf16
  %s3 = uop.store %d1[%i3], %v8 : !uop.ptr<bf16>, bf16
  // f32: exp2(3) = 8
  %v9 = uop.const 3.0 : f32
  %v10 = uop.exp2 %v9 : f32
  %s4 = uop.store %d2[%i4], %v10 : !uop.ptr<f32>, f32
  // f32: exp2(-1) = 0.5
  %v11 = uop.const -1.0 : f32
  %v12 = uop.exp2 %v11 : f32
  %s5 = uop.store %d2[%i5], %v12 : !uop.ptr<f32>, f32
  // f64: exp2(3) = 8
  %v13 = uop.const 3.0 : f64
  %v14 = uop.exp2 %v13 : f64
  %s6 = uop.store %d3[%i6], %v14 : !uop.ptr<f64>, f64
  // f64: exp2(-1) = 0.5
  %v15 = uop.const -1.0 : f64
  %v16 = uop.exp2 %v15 : f64
  %s7 = uop.store %d3[%i7], %v16 : !uop.ptr<f64>, f64
  // f16: exp2(1000) = inf (computed in f32)
  %v17 = uop.const 1000.0 : f32 as f16
  %v18 = uop.exp2 %v17 : f16
  %s8 = uop.store %d0[%i8], %v18 : !uop.ptr<f16>, f16
  // bf16: exp2(100) = 2**100, held at f32
  %v19 = uop.const 100.0 : f32 as bf16
  %v20 = uop.exp2 %v19 : bf16
  %s9 = uop.store %d1[%i9], %v20 : !uop.ptr<bf16>, bf16
  // f32: exp2(1000) = inf
  %v21 = uop.const 1000.0 : f32
  %v22 = uop.exp2 %v21 : f32
  %s10 = uop.store %d2[%i10], %v22 : !uop.ptr<f32>, f32
  // f32: exp2(-inf) = 0
  %v23 = uop.const 0xFF800000 : f32
  %v24 = uop.exp2 %v23 : f32
  %s11 = uop.store %d2[%i11], %v24 : !uop.ptr<f32>, f32
  // f32: exp2(0) = 1
  %v25 = uop.const 0.0 : f32
  %v26 = uop.exp2 %v25 : f32
  %s12 = uop.store %d2[%i12], %v26 : !uop.ptr<f32>, f32
  // f64: exp2(1000) = 2**1000
  %v27 = uop.const 1000.0 : f64
  %v28 = uop.exp2 %v27 : f64
  %s13 = uop.store %d3[%i13], %v28 : !uop.ptr<f64>, f64
  // vector<4xf32>: exp2(3)
  %v29 = uop.const dense<3.0> : vector<4xf32>
  %v30 = uop.exp2 %v29 : vector<4xf32>
  %s14 = uop.store %d2[%i14], %v30 : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14
}

// -----

// LOG2: -inf at 0, NaN below 0, exact at powers of two.
// CHECK-LABEL: uop.kernel @log2
// CHECK-DAG: %[[LOG2_1:[^ ]+]] = uop.const 3.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[LOG2_2:[^ ]+]] = uop.const 3.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[LOG2_3:[^ ]+]] = uop.const 3.000000e+00 : f32{{$}}
// CHECK-DAG: %[[LOG2_4:[^ ]+]] = uop.const 3.000000e+00 : f64{{$}}
// CHECK-DAG: %[[LOG2_5:[^ ]+]] = uop.const 0xFF800000 : f32 as f16{{$}}
// CHECK-DAG: %[[LOG2_6:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32 as bf16{{$}}
// CHECK-DAG: %[[LOG2_7:[^ ]+]] = uop.const 0xFF800000 : f32{{$}}
// CHECK-DAG: %[[LOG2_8:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[LOG2_9:[^ ]+]] = uop.const 0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[LOG2_10:[^ ]+]] = uop.const -2.000000e+00 : f32{{$}}
// CHECK-DAG: %[[LOG2_11:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[LOG2_12:[^ ]+]] = uop.const 0xFFF0000000000000 : f64{{$}}
// CHECK-DAG: %[[LOG2_13:[^ ]+]] = uop.const {{0x7FF8000000000000|0xFFF8000000000000}} : f64{{$}}
// CHECK-DAG: %[[LOG2_14:[^ ]+]] = uop.const -1.000000e+03 : f64{{$}}
// CHECK-DAG: %[[LOG2_15:[^ ]+]] = uop.const dense<3.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[LOG2_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[LOG2_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[LOG2_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[LOG2_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.log2{{ }}
// CHECK: uop.store %[[LOG2_D0]][%{{[^]]+}}], %[[LOG2_1]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[LOG2_D1]][%{{[^]]+}}], %[[LOG2_2]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[LOG2_D3]][%{{[^]]+}}], %[[LOG2_4]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[LOG2_D0]][%{{[^]]+}}], %[[LOG2_5]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[LOG2_D1]][%{{[^]]+}}], %[[LOG2_6]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_7]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_8]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_9]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_10]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_11]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[LOG2_D3]][%{{[^]]+}}], %[[LOG2_12]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[LOG2_D3]][%{{[^]]+}}], %[[LOG2_13]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[LOG2_D3]][%{{[^]]+}}], %[[LOG2_14]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[LOG2_D2]][%{{[^]]+}}], %[[LOG2_15]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink
uop.kernel @log2 {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<bf16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %d3 = uop.define_global 3 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  // f16: log2(8) = 3
  %v1 = uop.const 8.0 : f32 as f16
  %v2 = uop.log2 %v1 : f16
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f16>, f16
  // bf16: log2(8) = 3
  %v3 = uop.const 8.0 : f32 as bf16
  %v4 = uop.log2 %v3 : bf16
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<bf16>, bf16
  // f32: log2(8) = 3
  %v5 = uop.const 8.0 : f32
  %v6 = uop.log2 %v5 : f32
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<f32>, f32
  // f64: log2(8) = 3
  %v7 = uop.const 8.0 : f64
  %v8 = uop.log2 %v7 : f64
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<f64>, f64
  // f16: log2(0) = -inf
  %v9 = uop.const 0.0 : f32 as f16
  %v10 = uop.log2 %v9 : f16
  %s4 = uop.store %d0[%i4], %v10 : !uop.ptr<f16>, f16
  // bf16: log2(-1) = nan
  %v11 = uop.const -1.0 : f32 as bf16
  %v12 = uop.log2 %v11 : bf16
  %s5 = uop.store %d1[%i5], %v12 : !uop.ptr<bf16>, bf16
  // f32: log2(0) = -inf
  %v13 = uop.const 0.0 : f32
  %v14 = uop.log2 %v13 : f32
  %s6 = uop.store %d2[%i6], %v14 : !uop.ptr<f32>, f32
  // f32: log2(-1) = nan
  %v15 = uop.const -1.0 : f32
  %v16 = uop.log2 %v15 : f32
  %s7 = uop.store %d2[%i7], %v16 : !uop.ptr<f32>, f32
  // f32: log2(1) = 0
  %v17 = uop.const 1.0 : f32
  %v18 = uop.log2 %v17 : f32
  %s8 = uop.store %d2[%i8], %v18 : !uop.ptr<f32>, f32
  // f32: log2(0.25) = -2
  %v19 = uop.const 0.25 : f32
  %v20 = uop.log2 %v19 : f32
  %s9 = uop.store %d2[%i9], %v20 : !uop.ptr<f32>, f32
  // f32: log2(inf) = inf
  %v21 = uop.const 0x7F800000 : f32
  %v22 = uop.log2 %v21 : f32
  %s10 = uop.store %d2[%i10], %v22 : !uop.ptr<f32>, f32
  // f64: log2(0) = -inf
  %v23 = uop.const 0.0 : f64
  %v24 = uop.log2 %v23 : f64
  %s11 = uop.store %d3[%i11], %v24 : !uop.ptr<f64>, f64
  // f64: log2(-1) = nan
  %v25 = uop.const -1.0 : f64
  %v26 = uop.log2 %v25 : f64
  %s12 = uop.store %d3[%i12], %v26 : !uop.ptr<f64>, f64
  // f64: log2(2**-1000) = -1000
  %v27 = uop.const 9.332636185032189e-302 : f64
  %v28 = uop.log2 %v27 : f64
  %s13 = uop.store %d3[%i13], %v28 : !uop.ptr<f64>, f64
  // vector<4xf32>: log2(8)
  %v29 = uop.const dense<8.0> : vector<4xf32>
  %v30 = uop.log2 %v29 : vector<4xf32>
  %s14 = uop.store %d2[%i14], %v30 : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14
}

// -----

// SIN at exact points: sin(0) = 0, sin(-0.0) = -0.0; sin(inf) = nan (C).
// CHECK-LABEL: uop.kernel @sin
// CHECK-DAG: %[[SIN_1:[^ ]+]] = uop.const 0.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[SIN_2:[^ ]+]] = uop.const 0.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[SIN_3:[^ ]+]] = uop.const 0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SIN_4:[^ ]+]] = uop.const 0.000000e+00 : f64{{$}}
// CHECK-DAG: %[[SIN_5:[^ ]+]] = uop.const -0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SIN_6:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[SIN_7:[^ ]+]] = uop.const {{0x7FF8000000000000|0xFFF8000000000000}} : f64{{$}}
// CHECK-DAG: %[[SIN_8:[^ ]+]] = uop.const dense<0.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[SIN_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[SIN_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[SIN_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[SIN_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.sin{{ }}
// CHECK: uop.store %[[SIN_D0]][%{{[^]]+}}], %[[SIN_1]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[SIN_D1]][%{{[^]]+}}], %[[SIN_2]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[SIN_D2]][%{{[^]]+}}], %[[SIN_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SIN_D3]][%{{[^]]+}}], %[[SIN_4]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[SIN_D2]][%{{[^]]+}}], %[[SIN_5]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SIN_D2]][%{{[^]]+}}], %[[SIN_6]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SIN_D3]][%{{[^]]+}}], %[[SIN_7]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[SIN_D2]][%{{[^]]+}}], %[[SIN_8]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink
uop.kernel @sin {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<bf16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %d3 = uop.define_global 3 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  // f16: sin(0) = 0
  %v1 = uop.const 0.0 : f32 as f16
  %v2 = uop.sin %v1 : f16
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f16>, f16
  // bf16: sin(0) = 0
  %v3 = uop.const 0.0 : f32 as bf16
  %v4 = uop.sin %v3 : bf16
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<bf16>, bf16
  // f32: sin(0) = 0
  %v5 = uop.const 0.0 : f32
  %v6 = uop.sin %v5 : f32
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<f32>, f32
  // f64: sin(0) = 0
  %v7 = uop.const 0.0 : f64
  %v8 = uop.sin %v7 : f64
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<f64>, f64
  // f32: sin(-0.0) = -0.0
  %v9 = uop.const -0.0 : f32
  %v10 = uop.sin %v9 : f32
  %s4 = uop.store %d2[%i4], %v10 : !uop.ptr<f32>, f32
  // f32: sin(inf) = nan
  %v11 = uop.const 0x7F800000 : f32
  %v12 = uop.sin %v11 : f32
  %s5 = uop.store %d2[%i5], %v12 : !uop.ptr<f32>, f32
  // f64: sin(-inf) = nan
  %v13 = uop.const 0xFFF0000000000000 : f64
  %v14 = uop.sin %v13 : f64
  %s6 = uop.store %d3[%i6], %v14 : !uop.ptr<f64>, f64
  // vector<4xf32>: sin(0)
  %v15 = uop.const dense<0.0> : vector<4xf32>
  %v16 = uop.sin %v15 : vector<4xf32>
  %s7 = uop.store %d2[%i7], %v16 : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7
}

// -----

// SQRT: NaN below 0; sqrt(-0.0) = -0.0 (IEEE).
// CHECK-LABEL: uop.kernel @sqrt
// CHECK-DAG: %[[SQRT_1:[^ ]+]] = uop.const 2.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[SQRT_2:[^ ]+]] = uop.const 2.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[SQRT_3:[^ ]+]] = uop.const 2.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SQRT_4:[^ ]+]] = uop.const 2.000000e+00 : f64{{$}}
// CHECK-DAG: %[[SQRT_5:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32 as f16{{$}}
// CHECK-DAG: %[[SQRT_6:[^ ]+]] = uop.const 1.500000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[SQRT_7:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[SQRT_8:[^ ]+]] = uop.const -0.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SQRT_9:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[SQRT_10:[^ ]+]] = uop.const {{0x7FF8000000000000|0xFFF8000000000000}} : f64{{$}}
// CHECK-DAG: %[[SQRT_11:[^ ]+]] = uop.const 3.0549363634996047E-151 : f64{{$}}
// CHECK-DAG: %[[SQRT_12:[^ ]+]] = uop.const dense<2.000000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[SQRT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[SQRT_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[SQRT_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[SQRT_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.sqrt{{ }}
// CHECK: uop.store %[[SQRT_D0]][%{{[^]]+}}], %[[SQRT_1]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[SQRT_D1]][%{{[^]]+}}], %[[SQRT_2]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[SQRT_D2]][%{{[^]]+}}], %[[SQRT_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SQRT_D3]][%{{[^]]+}}], %[[SQRT_4]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[SQRT_D0]][%{{[^]]+}}], %[[SQRT_5]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[SQRT_D1]][%{{[^]]+}}], %[[SQRT_6]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[SQRT_D2]][%{{[^]]+}}], %[[SQRT_7]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SQRT_D2]][%{{[^]]+}}], %[[SQRT_8]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SQRT_D2]][%{{[^]]+}}], %[[SQRT_9]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SQRT_D3]][%{{[^]]+}}], %[[SQRT_10]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[SQRT_D3]][%{{[^]]+}}], %[[SQRT_11]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[SQRT_D2]][%{{[^]]+}}], %[[SQRT_12]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.sink
uop.kernel @sqrt {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<bf16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %d3 = uop.define_global 3 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  // f16: sqrt(4) = 2
  %v1 = uop.const 4.0 : f32 as f16
  %v2 = uop.sqrt %v1 : f16
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f16>, f16
  // bf16: sqrt(4) = 2
  %v3 = uop.const 4.0 : f32 as bf16
  %v4 = uop.sqrt %v3 : bf16
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<bf16>, bf16
  // f32: sqrt(4) = 2
  %v5 = uop.const 4.0 : f32
  %v6 = uop.sqrt %v5 : f32
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<f32>, f32
  // f64: sqrt(4) = 2
  %v7 = uop.const 4.0 : f64
  %v8 = uop.sqrt %v7 : f64
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<f64>, f64
  // f16: sqrt(-1) = nan
  %v9 = uop.const -1.0 : f32 as f16
  %v10 = uop.sqrt %v9 : f16
  %s4 = uop.store %d0[%i4], %v10 : !uop.ptr<f16>, f16
  // bf16: sqrt(2.25) = 1.5
  %v11 = uop.const 2.25 : f32 as bf16
  %v12 = uop.sqrt %v11 : bf16
  %s5 = uop.store %d1[%i5], %v12 : !uop.ptr<bf16>, bf16
  // f32: sqrt(-1) = nan
  %v13 = uop.const -1.0 : f32
  %v14 = uop.sqrt %v13 : f32
  %s6 = uop.store %d2[%i6], %v14 : !uop.ptr<f32>, f32
  // f32: sqrt(-0.0) = -0.0
  %v15 = uop.const -0.0 : f32
  %v16 = uop.sqrt %v15 : f32
  %s7 = uop.store %d2[%i7], %v16 : !uop.ptr<f32>, f32
  // f32: sqrt(inf) = inf
  %v17 = uop.const 0x7F800000 : f32
  %v18 = uop.sqrt %v17 : f32
  %s8 = uop.store %d2[%i8], %v18 : !uop.ptr<f32>, f32
  // f64: sqrt(-1) = nan
  %v19 = uop.const -1.0 : f64
  %v20 = uop.sqrt %v19 : f64
  %s9 = uop.store %d3[%i9], %v20 : !uop.ptr<f64>, f64
  // f64: sqrt(2**-1000) = 2**-500
  %v21 = uop.const 9.332636185032189e-302 : f64
  %v22 = uop.sqrt %v21 : f64
  %s10 = uop.store %d3[%i10], %v22 : !uop.ptr<f64>, f64
  // vector<4xf32>: sqrt(4)
  %v23 = uop.const dense<4.0> : vector<4xf32>
  %v24 = uop.sqrt %v23 : vector<4xf32>
  %s11 = uop.store %d2[%i11], %v24 : !uop.ptr<f32>, vector<4xf32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11
}

// -----

//===----------------------------------------------------------------------===//
// Undefined results are not folded: the op stays
//===----------------------------------------------------------------------===//

// Integer (and bool) division and remainder by zero have no defined value:
// the op stays, signed or unsigned, scalar or vector.
// CHECK-LABEL: uop.kernel @div_mod_by_zero
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_1:[^ ]+]] = uop.const 1 : i32{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_2:[^ ]+]] = uop.const 0 : i32{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_3:[^ ]+]] = uop.const -5 : i8{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_4:[^ ]+]] = uop.const 0 : i8{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_5:[^ ]+]] = uop.const 0 : i64{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_6:[^ ]+]] = uop.const 7 : ui8{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_7:[^ ]+]] = uop.const 0 : ui8{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_8:[^ ]+]] = uop.const 7 : ui32{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_9:[^ ]+]] = uop.const 0 : ui32{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_10:[^ ]+]] = uop.const 7 : ui64{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_11:[^ ]+]] = uop.const 0 : ui64{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_12:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_13:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_14:[^ ]+]] = uop.const dense<1> : vector<4xi32>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_15:[^ ]+]] = uop.const dense<0> : vector<4xi32>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[DIV_MOD_BY_ZERO_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<i1>{{$}}
// CHECK: %[[DIV_MOD_BY_ZERO_R0:[^ ]+]] = uop.div %[[DIV_MOD_BY_ZERO_1]], %[[DIV_MOD_BY_ZERO_2]] : i32
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D0]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R0]] : !uop.ptr<i32>, i32
// CHECK: %[[DIV_MOD_BY_ZERO_R1:[^ ]+]] = uop.mod %[[DIV_MOD_BY_ZERO_1]], %[[DIV_MOD_BY_ZERO_2]] : i32
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D0]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R1]] : !uop.ptr<i32>, i32
// CHECK: %[[DIV_MOD_BY_ZERO_R2:[^ ]+]] = uop.div %[[DIV_MOD_BY_ZERO_3]], %[[DIV_MOD_BY_ZERO_4]] : i8
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D1]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R2]] : !uop.ptr<i8>, i8
// CHECK: %[[DIV_MOD_BY_ZERO_R3:[^ ]+]] = uop.mod %[[DIV_MOD_BY_ZERO_5]], %[[DIV_MOD_BY_ZERO_5]] : i64
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D2]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R3]] : !uop.ptr<i64>, i64
// CHECK: %[[DIV_MOD_BY_ZERO_R4:[^ ]+]] = uop.div %[[DIV_MOD_BY_ZERO_6]], %[[DIV_MOD_BY_ZERO_7]] : ui8
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D3]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R4]] : !uop.ptr<ui8>, ui8
// CHECK: %[[DIV_MOD_BY_ZERO_R5:[^ ]+]] = uop.mod %[[DIV_MOD_BY_ZERO_8]], %[[DIV_MOD_BY_ZERO_9]] : ui32
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D4]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R5]] : !uop.ptr<ui32>, ui32
// CHECK: %[[DIV_MOD_BY_ZERO_R6:[^ ]+]] = uop.div %[[DIV_MOD_BY_ZERO_10]], %[[DIV_MOD_BY_ZERO_11]] : ui64
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D5]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R6]] : !uop.ptr<ui64>, ui64
// CHECK: %[[DIV_MOD_BY_ZERO_R7:[^ ]+]] = uop.div %[[DIV_MOD_BY_ZERO_12]], %[[DIV_MOD_BY_ZERO_13]] : i1
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D6]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R7]] : !uop.ptr<i1>, i1
// CHECK: %[[DIV_MOD_BY_ZERO_R8:[^ ]+]] = uop.mod %[[DIV_MOD_BY_ZERO_12]], %[[DIV_MOD_BY_ZERO_13]] : i1
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D6]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R8]] : !uop.ptr<i1>, i1
// CHECK: %[[DIV_MOD_BY_ZERO_R9:[^ ]+]] = uop.div %[[DIV_MOD_BY_ZERO_14]], %[[DIV_MOD_BY_ZERO_15]] : vector<4xi32>
// CHECK-NEXT: uop.store %[[DIV_MOD_BY_ZERO_D0]][%{{[^]]+}}], %[[DIV_MOD_BY_ZERO_R9]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @div_mod_by_zero {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i64>
  %d3 = uop.define_global 3 mutable : !uop.ptr<ui8>
  %d4 = uop.define_global 4 mutable : !uop.ptr<ui32>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui64>
  %d6 = uop.define_global 6 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  // i32: 1 / 0
  %v1 = uop.const 1 : i32
  %v2 = uop.const 0 : i32
  %v3 = uop.div %v1, %v2 : i32
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i32>, i32
  // i32: 1 % 0
  %v4 = uop.const 1 : i32
  %v5 = uop.const 0 : i32
  %v6 = uop.mod %v4, %v5 : i32
  %s1 = uop.store %d0[%i1], %v6 : !uop.ptr<i32>, i32
  // i8: -5 / 0
  %v7 = uop.const -5 : i8
  %v8 = uop.const 0 : i8
  %v9 = uop.div %v7, %v8 : i8
  %s2 = uop.store %d1[%i2], %v9 : !uop.ptr<i8>, i8
  // i64: 0 % 0
  %v10 = uop.const 0 : i64
  %v11 = uop.const 0 : i64
  %v12 = uop.mod %v10, %v11 : i64
  %s3 = uop.store %d2[%i3], %v12 : !uop.ptr<i64>, i64
  // ui8: 7 / 0 (unsigned)
  %v13 = uop.const 7 : ui8
  %v14 = uop.const 0 : ui8
  %v15 = uop.div %v13, %v14 : ui8
  %s4 = uop.store %d3[%i4], %v15 : !uop.ptr<ui8>, ui8
  // ui32: 7 % 0 (unsigned)
  %v16 = uop.const 7 : ui32
  %v17 = uop.const 0 : ui32
  %v18 = uop.mod %v16, %v17 : ui32
  %s5 = uop.store %d4[%i5], %v18 : !uop.ptr<ui32>, ui32
  // ui64: 7 / 0 (unsigned)
  %v19 = uop.const 7 : ui64
  %v20 = uop.const 0 : ui64
  %v21 = uop.div %v19, %v20 : ui64
  %s6 = uop.store %d5[%i6], %v21 : !uop.ptr<ui64>, ui64
  // i1: True / False
  %v22 = uop.const true
  %v23 = uop.const false
  %v24 = uop.div %v22, %v23 : i1
  %s7 = uop.store %d6[%i7], %v24 : !uop.ptr<i1>, i1
  // i1: True % False
  %v25 = uop.const true
  %v26 = uop.const false
  %v27 = uop.mod %v25, %v26 : i1
  %s8 = uop.store %d6[%i8], %v27 : !uop.ptr<i1>, i1
  // vector<4xi32>: 1 / 0
  %v28 = uop.const dense<1> : vector<4xi32>
  %v29 = uop.const dense<0> : vector<4xi32>
  %v30 = uop.div %v28, %v29 : vector<4xi32>
  %s9 = uop.store %d0[%i9], %v30 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9
}

// -----

// INT_MIN % -1 overflows (the quotient INT_MIN / -1 does not fit): the op
// stays.
// CHECK-LABEL: uop.kernel @mod_int_min
// CHECK-DAG: %[[MOD_INT_MIN_1:[^ ]+]] = uop.const -2147483648 : i32{{$}}
// CHECK-DAG: %[[MOD_INT_MIN_2:[^ ]+]] = uop.const -1 : i32{{$}}
// CHECK-DAG: %[[MOD_INT_MIN_3:[^ ]+]] = uop.const -9223372036854775808 : i64{{$}}
// CHECK-DAG: %[[MOD_INT_MIN_4:[^ ]+]] = uop.const -1 : i64{{$}}
// CHECK-DAG: %[[MOD_INT_MIN_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[MOD_INT_MIN_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i64>{{$}}
// CHECK: %[[MOD_INT_MIN_R0:[^ ]+]] = uop.mod %[[MOD_INT_MIN_1]], %[[MOD_INT_MIN_2]] : i32
// CHECK-NEXT: uop.store %[[MOD_INT_MIN_D0]][%{{[^]]+}}], %[[MOD_INT_MIN_R0]] : !uop.ptr<i32>, i32
// CHECK: %[[MOD_INT_MIN_R1:[^ ]+]] = uop.mod %[[MOD_INT_MIN_3]], %[[MOD_INT_MIN_4]] : i64
// CHECK-NEXT: uop.store %[[MOD_INT_MIN_D1]][%{{[^]]+}}], %[[MOD_INT_MIN_R1]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.sink
uop.kernel @mod_int_min {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  // i32: INT_MIN % -1
  %v1 = uop.const -2147483648 : i32
  %v2 = uop.const -1 : i32
  %v3 = uop.mod %v1, %v2 : i32
  %s0 = uop.store %d0[%i0], %v3 : !uop.ptr<i32>, i32
  // i64: INT64_MIN % -1
  %v4 = uop.const -9223372036854775808 : i64
  %v5 = uop.const -1 : i64
  %v6 = uop.mod %v4, %v5 : i64
  %s1 = uop.store %d1[%i1], %v6 : !uop.ptr<i64>, i64
  uop.sink %s0, %s1
}

// -----

//===----------------------------------------------------------------------===//
// CAST (C conversions)
//===----------------------------------------------------------------------===//

// CAST float -> int truncates toward zero (C). A half value is rounded to
// half first.
// CHECK-LABEL: uop.kernel @cast_float_to_int
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_1:[^ ]+]] = uop.const -2 : i32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_2:[^ ]+]] = uop.const 2 : i32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_3:[^ ]+]] = uop.const -2 : i8{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_4:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_5:[^ ]+]] = uop.const 0 : ui8{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_6:[^ ]+]] = uop.const 2147483520 : i32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_7:[^ ]+]] = uop.const -2147483648 : i32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_8:[^ ]+]] = uop.const 9007199254740994 : i64{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_9:[^ ]+]] = uop.const 3000000000 : ui32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_10:[^ ]+]] = uop.const -32768 : i16{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_11:[^ ]+]] = uop.const 18000000404716257280 : ui64{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_12:[^ ]+]] = uop.const -3 : i8{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_13:[^ ]+]] = uop.const dense<1> : vector<4xi32>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_INT_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<ui64>{{$}}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[CAST_FLOAT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_1]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_2]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D1]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_3]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D2]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_4]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D2]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_5]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_6]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_7]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D3]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_8]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D4]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D5]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_10]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D6]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_11]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_2]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D1]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_12]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_INT_13]] : !uop.ptr<i32>, vector<4xi32>
// CHECK-NEXT: uop.sink
uop.kernel @cast_float_to_int {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<ui8>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i64>
  %d4 = uop.define_global 4 mutable : !uop.ptr<ui32>
  %d5 = uop.define_global 5 mutable : !uop.ptr<i16>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  // f32 -2.7 -> i32 = -2
  %v1 = uop.const -2.700000047683716 : f32
  %v2 = uop.cast %v1 : f32 to i32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i32>, i32
  // f32 2.7 -> i32 = 2
  %v3 = uop.const 2.700000047683716 : f32
  %v4 = uop.cast %v3 : f32 to i32
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<i32>, i32
  // f64 -2.7 -> i8 = -2
  %v5 = uop.const -2.7 : f64
  %v6 = uop.cast %v5 : f64 to i8
  %s2 = uop.store %d1[%i2], %v6 : !uop.ptr<i8>, i8
  // f32 255.9 -> ui8 = 255
  %v7 = uop.const 255.89999389648438 : f32
  %v8 = uop.cast %v7 : f32 to ui8
  %s3 = uop.store %d2[%i3], %v8 : !uop.ptr<ui8>, ui8
  // f32 -0.5 -> ui8 = 0 (the integral part 0 fits)
  %v9 = uop.const -0.5 : f32
  %v10 = uop.cast %v9 : f32 to ui8
  %s4 = uop.store %d2[%i4], %v10 : !uop.ptr<ui8>, ui8
  // f32 2147483520 (largest f32 below 2**31) -> i32
  %v11 = uop.const 2147483520.0 : f32
  %v12 = uop.cast %v11 : f32 to i32
  %s5 = uop.store %d0[%i5], %v12 : !uop.ptr<i32>, i32
  // f32 -2**31 -> i32 = INT_MIN
  %v13 = uop.const -2147483648.0 : f32
  %v14 = uop.cast %v13 : f32 to i32
  %s6 = uop.store %d0[%i6], %v14 : !uop.ptr<i32>, i32
  // f64 2**53 + 2 -> i64
  %v15 = uop.const 9007199254740994.0 : f64
  %v16 = uop.cast %v15 : f64 to i64
  %s7 = uop.store %d3[%i7], %v16 : !uop.ptr<i64>, i64
  // f32 3e9 -> ui32
  %v17 = uop.const 3000000000.0 : f32
  %v18 = uop.cast %v17 : f32 to ui32
  %s8 = uop.store %d4[%i8], %v18 : !uop.ptr<ui32>, ui32
  // f64 -32768.9 -> i16
  %v19 = uop.const -32768.9 : f64
  %v20 = uop.cast %v19 : f64 to i16
  %s9 = uop.store %d5[%i9], %v20 : !uop.ptr<i16>, i16
  // f32 1.8e19 -> ui64
  %v21 = uop.const 1.8000000404716257e+19 : f32
  %v22 = uop.cast %v21 : f32 to ui64
  %s10 = uop.store %d6[%i10], %v22 : !uop.ptr<ui64>, ui64
  // f16 2.5 -> i32 = 2
  %v23 = uop.const 2.5 : f32 as f16
  %v24 = uop.cast %v23 : f16 to i32
  %s11 = uop.store %d0[%i11], %v24 : !uop.ptr<i32>, i32
  // bf16 -3.75 -> i8 = -3
  %v25 = uop.const -3.75 : f32 as bf16
  %v26 = uop.cast %v25 : bf16 to i8
  %s12 = uop.store %d1[%i12], %v26 : !uop.ptr<i8>, i8
  // vector<4xf32> 1.5 -> vector<4xi32>
  %v27 = uop.const dense<1.5> : vector<4xf32>
  %v28 = uop.cast %v27 : vector<4xf32> to vector<4xi32>
  %s13 = uop.store %d0[%i13], %v28 : !uop.ptr<i32>, vector<4xi32>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13
}

// -----

// CAST of a float out of the target's range, or of NaN or inf, to an integer
// is undefined in C; it folds to tinygrad's recorded x86-64 result
// (uop/Support/FloatToInteger.h): a 32-bit signed conversion (64-bit for
// 64-bit types and uint32) whose minimum stands for out of range, truncated.
// CHECK-LABEL: uop.kernel @cast_float_to_int_x86
// CHECK-NOT: uop.cast
// CHECK-DAG: %[[I32MIN:.*]] = uop.const -2147483648 : i32
// CHECK-DAG: %[[U8_255:.*]] = uop.const 255 : ui8
// CHECK-DAG: %[[U8_0:.*]] = uop.const 0 : ui8
// CHECK-DAG: %[[U64MAX:.*]] = uop.const 18446744073709551615 : ui64
// CHECK-DAG: %[[U64_2P63:.*]] = uop.const 9223372036854775808 : ui64
// CHECK-DAG: %[[U64_1E19:.*]] = uop.const 9999999980506447872 : ui64
// CHECK-DAG: %[[I64MIN:.*]] = uop.const -9223372036854775808 : i64
// CHECK-DAG: %[[I16_0:.*]] = uop.const 0 : i16
// CHECK-DAG: %[[I8_112:.*]] = uop.const 112 : i8
// CHECK-DAG: %[[U32_WRAP:.*]] = uop.const 4294966996 : ui32
// CHECK-DAG: %[[U32_3E9:.*]] = uop.const 3000000000 : ui32
// CHECK-DAG: %[[U32_0:.*]] = uop.const 0 : ui32
// CHECK: uop.store %{{.*}}, %[[I32MIN]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %{{.*}}, %[[I32MIN]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %{{.*}}, %[[U8_255]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %{{.*}}, %[[U8_0]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %{{.*}}, %[[U64MAX]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %{{.*}}, %[[I64MIN]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %{{.*}}, %[[I32MIN]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %{{.*}}, %[[I64MIN]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %{{.*}}, %[[I16_0]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %{{.*}}, %[[U8_0]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %{{.*}}, %[[I8_112]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %{{.*}}, %[[U32_WRAP]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %{{.*}}, %[[U32_3E9]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %{{.*}}, %[[U32_0]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %{{.*}}, %[[U64_1E19]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %{{.*}}, %[[U64_2P63]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %{{.*}}, %[[U64_2P63]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.sink
uop.kernel @cast_float_to_int_x86 {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<ui8>
  %d2 = uop.define_global 2 mutable : !uop.ptr<ui64>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i64>
  %d4 = uop.define_global 4 mutable : !uop.ptr<i16>
  %d5 = uop.define_global 5 mutable : !uop.ptr<i8>
  %d6 = uop.define_global 6 mutable : !uop.ptr<ui32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  // f32 3e9 -> i32: the minimum
  %v1 = uop.const 3000000000.0 : f32
  %v2 = uop.cast %v1 : f32 to i32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i32>, i32
  // f32 2**31 -> i32: the minimum
  %v3 = uop.const 2147483648.0 : f32
  %v4 = uop.cast %v3 : f32 to i32
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<i32>, i32
  // f32 -1.0 -> ui8: -1 truncated, 255
  %v5 = uop.const -1.0 : f32
  %v6 = uop.cast %v5 : f32 to ui8
  %s2 = uop.store %d1[%i2], %v6 : !uop.ptr<ui8>, ui8
  // f32 256.0 -> ui8: 256 truncated, 0
  %v7 = uop.const 256.0 : f32
  %v8 = uop.cast %v7 : f32 to ui8
  %s3 = uop.store %d1[%i3], %v8 : !uop.ptr<ui8>, ui8
  // f64 -1.0 -> ui64: -1 as 64 bits
  %v9 = uop.const -1.0 : f64
  %v10 = uop.cast %v9 : f64 to ui64
  %s4 = uop.store %d2[%i4], %v10 : !uop.ptr<ui64>, ui64
  // f64 2**63 -> i64: the minimum
  %v11 = uop.const 9.223372036854776e+18 : f64
  %v12 = uop.cast %v11 : f64 to i64
  %s5 = uop.store %d3[%i5], %v12 : !uop.ptr<i64>, i64
  // f32 nan -> i32: the minimum
  %v13 = uop.const 0x7FC00000 : f32
  %v14 = uop.cast %v13 : f32 to i32
  %s6 = uop.store %d0[%i6], %v14 : !uop.ptr<i32>, i32
  // f32 inf -> i64: the minimum
  %v15 = uop.const 0x7F800000 : f32
  %v16 = uop.cast %v15 : f32 to i64
  %s7 = uop.store %d3[%i7], %v16 : !uop.ptr<i64>, i64
  // f64 -inf -> i16: the 32-bit minimum truncated, 0
  %v17 = uop.const 0xFFF0000000000000 : f64
  %v18 = uop.cast %v17 : f64 to i16
  %s8 = uop.store %d4[%i8], %v18 : !uop.ptr<i16>, i16
  // f16 inf -> ui8: 0
  %v19 = uop.const 0x7F800000 : f32 as f16
  %v20 = uop.cast %v19 : f16 to ui8
  %s9 = uop.store %d1[%i9], %v20 : !uop.ptr<ui8>, ui8
  // f32 70000 -> i8: 70000 truncated, 112
  %v21 = uop.const 70000.0 : f32
  %v22 = uop.cast %v21 : f32 to i8
  %s10 = uop.store %d5[%i10], %v22 : !uop.ptr<i8>, i8
  // f64 -300.5 -> ui32: -300 as 64 bits, truncated
  %v23 = uop.const -300.5 : f64
  %v24 = uop.cast %v23 : f64 to ui32
  %s11 = uop.store %d6[%i11], %v24 : !uop.ptr<ui32>, ui32
  // f32 3e9 -> ui32: defined
  %v25 = uop.const 3000000000.0 : f32
  %v26 = uop.cast %v25 : f32 to ui32
  %s12 = uop.store %d6[%i12], %v26 : !uop.ptr<ui32>, ui32
  // f32 nan -> ui32: the 64-bit minimum truncated, 0
  %v27 = uop.const 0x7FC00000 : f32
  %v28 = uop.cast %v27 : f32 to ui32
  %s13 = uop.store %d6[%i13], %v28 : !uop.ptr<ui32>, ui32
  // f32 1e19 -> ui64: defined, by the second conversion
  %v29 = uop.const 1.0e19 : f32
  %v30 = uop.cast %v29 : f32 to ui64
  %s14 = uop.store %d2[%i14], %v30 : !uop.ptr<ui64>, ui64
  // f32 1e20 -> ui64: the 64-bit minimum
  %v31 = uop.const 1.0e20 : f32
  %v32 = uop.cast %v31 : f32 to ui64
  %s15 = uop.store %d2[%i15], %v32 : !uop.ptr<ui64>, ui64
  // f64 nan -> ui64: the 64-bit minimum
  %v33 = uop.const 0x7FF8000000000000 : f64
  %v34 = uop.cast %v33 : f64 to ui64
  %s16 = uop.store %d2[%i16], %v34 : !uop.ptr<ui64>, ui64
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16
}

// -----

// CAST int -> int wraps (truncates) or sign-/zero-extends by the source's
// signedness, bool -> int is 0 or 1.
// CHECK-LABEL: uop.kernel @cast_int_to_int
// CHECK-DAG: %[[CAST_INT_TO_INT_1:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_2:[^ ]+]] = uop.const 255 : i32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_3:[^ ]+]] = uop.const -1 : i64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_4:[^ ]+]] = uop.const 4294967295 : ui32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_5:[^ ]+]] = uop.const 4294967295 : i64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_6:[^ ]+]] = uop.const 18446744073709551615 : ui64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_7:[^ ]+]] = uop.const 4464 : i16{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_8:[^ ]+]] = uop.const -1 : i8{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_9:[^ ]+]] = uop.const 1 : i32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_10:[^ ]+]] = uop.const 1 : ui8{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_11:[^ ]+]] = uop.const 1 : i64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_12:[^ ]+]] = uop.const 0 : i16{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_13:[^ ]+]] = uop.const dense<65535> : vector<4xui16>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<ui8>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<ui64>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<i8>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_INT_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<ui16>{{$}}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[CAST_INT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_INT_1]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D1]][%{{[^]]+}}], %[[CAST_INT_TO_INT_2]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D2]][%{{[^]]+}}], %[[CAST_INT_TO_INT_3]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D3]][%{{[^]]+}}], %[[CAST_INT_TO_INT_4]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D2]][%{{[^]]+}}], %[[CAST_INT_TO_INT_5]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D4]][%{{[^]]+}}], %[[CAST_INT_TO_INT_6]] : !uop.ptr<ui64>, ui64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D5]][%{{[^]]+}}], %[[CAST_INT_TO_INT_7]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D6]][%{{[^]]+}}], %[[CAST_INT_TO_INT_8]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_INT_1]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D1]][%{{[^]]+}}], %[[CAST_INT_TO_INT_9]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_INT_10]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D2]][%{{[^]]+}}], %[[CAST_INT_TO_INT_11]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D5]][%{{[^]]+}}], %[[CAST_INT_TO_INT_12]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[CAST_INT_TO_INT_D7]][%{{[^]]+}}], %[[CAST_INT_TO_INT_13]] : !uop.ptr<ui16>, vector<4xui16>
// CHECK-NEXT: uop.sink
uop.kernel @cast_int_to_int {
  %d0 = uop.define_global 0 mutable : !uop.ptr<ui8>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i64>
  %d3 = uop.define_global 3 mutable : !uop.ptr<ui32>
  %d4 = uop.define_global 4 mutable : !uop.ptr<ui64>
  %d5 = uop.define_global 5 mutable : !uop.ptr<i16>
  %d6 = uop.define_global 6 mutable : !uop.ptr<i8>
  %d7 = uop.define_global 7 mutable : !uop.ptr<ui16>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  // i32 -1 -> ui8 = 255
  %v1 = uop.const -1 : i32
  %v2 = uop.cast %v1 : i32 to ui8
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<ui8>, ui8
  // ui8 255 -> i32 = 255
  %v3 = uop.const 255 : ui8
  %v4 = uop.cast %v3 : ui8 to i32
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<i32>, i32
  // i8 -1 -> i64 = -1 (sign-extends)
  %v5 = uop.const -1 : i8
  %v6 = uop.cast %v5 : i8 to i64
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<i64>, i64
  // i16 -1 -> ui32 (sign-extends)
  %v7 = uop.const -1 : i16
  %v8 = uop.cast %v7 : i16 to ui32
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<ui32>, ui32
  // ui32 4294967295 -> i64 (zero-extends)
  %v9 = uop.const 4294967295 : ui32
  %v10 = uop.cast %v9 : ui32 to i64
  %s4 = uop.store %d2[%i4], %v10 : !uop.ptr<i64>, i64
  // i64 -1 -> ui64
  %v11 = uop.const -1 : i64
  %v12 = uop.cast %v11 : i64 to ui64
  %s5 = uop.store %d4[%i5], %v12 : !uop.ptr<ui64>, ui64
  // i32 70000 -> i16 wraps
  %v13 = uop.const 70000 : i32
  %v14 = uop.cast %v13 : i32 to i16
  %s6 = uop.store %d5[%i6], %v14 : !uop.ptr<i16>, i16
  // ui64 2**64 - 1 -> i8
  %v15 = uop.const 18446744073709551615 : ui64
  %v16 = uop.cast %v15 : ui64 to i8
  %s7 = uop.store %d6[%i7], %v16 : !uop.ptr<i8>, i8
  // ui16 65535 -> ui8
  %v17 = uop.const 65535 : ui16
  %v18 = uop.cast %v17 : ui16 to ui8
  %s8 = uop.store %d0[%i8], %v18 : !uop.ptr<ui8>, ui8
  // i1 True -> i32 = 1
  %v19 = uop.const true
  %v20 = uop.cast %v19 : i1 to i32
  %s9 = uop.store %d1[%i9], %v20 : !uop.ptr<i32>, i32
  // i1 True -> ui8 = 1
  %v21 = uop.const true
  %v22 = uop.cast %v21 : i1 to ui8
  %s10 = uop.store %d0[%i10], %v22 : !uop.ptr<ui8>, ui8
  // i1 True -> i64 = 1
  %v23 = uop.const true
  %v24 = uop.cast %v23 : i1 to i64
  %s11 = uop.store %d2[%i11], %v24 : !uop.ptr<i64>, i64
  // i1 False -> i16 = 0
  %v25 = uop.const false
  %v26 = uop.cast %v25 : i1 to i16
  %s12 = uop.store %d5[%i12], %v26 : !uop.ptr<i16>, i16
  // vector<4xi8> -1 -> vector<4xui16>
  %v27 = uop.const dense<-1> : vector<4xi8>
  %v28 = uop.cast %v27 : vector<4xi8> to vector<4xui16>
  %s13 = uop.store %d7[%i13], %v28 : !uop.ptr<ui16>, vector<4xui16>
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13
}

// -----

// CAST to bool is != 0: NaN is True, -0.0 is False, and no truncation to the
// low bit (256 -> True).
// CHECK-LABEL: uop.kernel @cast_to_bool
// CHECK-DAG: %[[CAST_TO_BOOL_1:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[CAST_TO_BOOL_2:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[CAST_TO_BOOL_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_2]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[CAST_TO_BOOL_D0]][%{{[^]]+}}], %[[CAST_TO_BOOL_1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.sink
uop.kernel @cast_to_bool {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  // f32 nan -> True
  %v1 = uop.const 0x7FC00000 : f32
  %v2 = uop.cast %v1 : f32 to i1
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i1>, i1
  // f32 -0.0 -> False
  %v3 = uop.const -0.0 : f32
  %v4 = uop.cast %v3 : f32 to i1
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<i1>, i1
  // f32 0.5 -> True
  %v5 = uop.const 0.5 : f32
  %v6 = uop.cast %v5 : f32 to i1
  %s2 = uop.store %d0[%i2], %v6 : !uop.ptr<i1>, i1
  // f64 -inf -> True
  %v7 = uop.const 0xFFF0000000000000 : f64
  %v8 = uop.cast %v7 : f64 to i1
  %s3 = uop.store %d0[%i3], %v8 : !uop.ptr<i1>, i1
  // f16 0.0 -> False
  %v9 = uop.const 0.0 : f32 as f16
  %v10 = uop.cast %v9 : f16 to i1
  %s4 = uop.store %d0[%i4], %v10 : !uop.ptr<i1>, i1
  // bf16 0.25 -> True
  %v11 = uop.const 0.25 : f32 as bf16
  %v12 = uop.cast %v11 : bf16 to i1
  %s5 = uop.store %d0[%i5], %v12 : !uop.ptr<i1>, i1
  // i32 256 -> True
  %v13 = uop.const 256 : i32
  %v14 = uop.cast %v13 : i32 to i1
  %s6 = uop.store %d0[%i6], %v14 : !uop.ptr<i1>, i1
  // i8 0 -> False
  %v15 = uop.const 0 : i8
  %v16 = uop.cast %v15 : i8 to i1
  %s7 = uop.store %d0[%i7], %v16 : !uop.ptr<i1>, i1
  // ui64 2**63 -> True
  %v17 = uop.const 9223372036854775808 : ui64
  %v18 = uop.cast %v17 : ui64 to i1
  %s8 = uop.store %d0[%i8], %v18 : !uop.ptr<i1>, i1
  // i16 -1 -> True
  %v19 = uop.const -1 : i16
  %v20 = uop.cast %v19 : i16 to i1
  %s9 = uop.store %d0[%i9], %v20 : !uop.ptr<i1>, i1
  // ui8 2 -> True
  %v21 = uop.const 2 : ui8
  %v22 = uop.cast %v21 : ui8 to i1
  %s10 = uop.store %d0[%i10], %v22 : !uop.ptr<i1>, i1
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10
}

// -----

// CAST int -> float rounds to nearest (ties to even) in the target format;
// to a half type it rounds to half.
// CHECK-LABEL: uop.kernel @cast_int_to_float
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_1:[^ ]+]] = uop.const 0x4B800000 : f32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_2:[^ ]+]] = uop.const -7.000000e+00 : f32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_3:[^ ]+]] = uop.const 0x4340000000000000 : f64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_4:[^ ]+]] = uop.const 1.84467441E+19 : f32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_5:[^ ]+]] = uop.const 2.550000e+02 : f64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_6:[^ ]+]] = uop.const 0x41EFFFFFFFE00000 : f64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_7:[^ ]+]] = uop.const 2.048000e+03 : f32 as f16{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_8:[^ ]+]] = uop.const 2.560000e+02 : f32 as bf16{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_9:[^ ]+]] = uop.const 0x7F800000 : f32 as f16{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_10:[^ ]+]] = uop.const 1.000000e+00 : f32{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_11:[^ ]+]] = uop.const 0.000000e+00 : f64{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<f64>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[CAST_INT_TO_FLOAT_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<bf16>{{$}}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[CAST_INT_TO_FLOAT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_1]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_2]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_3]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_4]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_5]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_6]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D2]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_7]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D3]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_8]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D2]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_9]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D0]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_10]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_INT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_INT_TO_FLOAT_11]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.sink
uop.kernel @cast_int_to_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f64>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<bf16>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  // i32 16777217 -> f32 = 16777216
  %v1 = uop.const 16777217 : i32
  %v2 = uop.cast %v1 : i32 to f32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f32>, f32
  // i32 -7 -> f32
  %v3 = uop.const -7 : i32
  %v4 = uop.cast %v3 : i32 to f32
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<f32>, f32
  // i64 2**53 + 1 -> f64 = 2**53
  %v5 = uop.const 9007199254740993 : i64
  %v6 = uop.cast %v5 : i64 to f64
  %s2 = uop.store %d1[%i2], %v6 : !uop.ptr<f64>, f64
  // ui64 2**64 - 1 -> f32 = 2**64
  %v7 = uop.const 18446744073709551615 : ui64
  %v8 = uop.cast %v7 : ui64 to f32
  %s3 = uop.store %d0[%i3], %v8 : !uop.ptr<f32>, f32
  // ui8 255 -> f64 (unsigned)
  %v9 = uop.const 255 : ui8
  %v10 = uop.cast %v9 : ui8 to f64
  %s4 = uop.store %d1[%i4], %v10 : !uop.ptr<f64>, f64
  // ui32 4294967295 -> f64 (unsigned)
  %v11 = uop.const 4294967295 : ui32
  %v12 = uop.cast %v11 : ui32 to f64
  %s5 = uop.store %d1[%i5], %v12 : !uop.ptr<f64>, f64
  // i32 2049 -> f16 = 2048 (tie to even)
  %v13 = uop.const 2049 : i32
  %v14 = uop.cast %v13 : i32 to f16
  %s6 = uop.store %d2[%i6], %v14 : !uop.ptr<f16>, f16
  // i32 257 -> bf16 = 256 (tie to even)
  %v15 = uop.const 257 : i32
  %v16 = uop.cast %v15 : i32 to bf16
  %s7 = uop.store %d3[%i7], %v16 : !uop.ptr<bf16>, bf16
  // i32 100000 -> f16 = inf
  %v17 = uop.const 100000 : i32
  %v18 = uop.cast %v17 : i32 to f16
  %s8 = uop.store %d2[%i8], %v18 : !uop.ptr<f16>, f16
  // i1 True -> f32 = 1
  %v19 = uop.const true
  %v20 = uop.cast %v19 : i1 to f32
  %s9 = uop.store %d0[%i9], %v20 : !uop.ptr<f32>, f32
  // i1 False -> f64 = 0
  %v21 = uop.const false
  %v22 = uop.cast %v21 : i1 to f64
  %s10 = uop.store %d1[%i10], %v22 : !uop.ptr<f64>, f64
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10
}

// -----

// CAST float -> float rounds to the target; a half value (held at f32) is
// rounded to half when it is cast, to f32 as well.
// CHECK-LABEL: uop.kernel @cast_float_to_float
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_1:[^ ]+]] = uop.const 0.0999755859 : f32 as f16{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_2:[^ ]+]] = uop.const 0.333984375 : f32 as bf16{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_3:[^ ]+]] = uop.const 1.000000e-01 : f32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_4:[^ ]+]] = uop.const 0.10000000149011612 : f64{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_5:[^ ]+]] = uop.const 0.0999755859375 : f64{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_6:[^ ]+]] = uop.const 2.048000e+03 : f32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_7:[^ ]+]] = uop.const 2.560000e+02 : f32{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_8:[^ ]+]] = uop.const 1.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_9:[^ ]+]] = uop.const {{0x7FF8000000000000|0xFFF8000000000000}} : f64{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_10:[^ ]+]] = uop.const 0xFF800000 : f32 as f16{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_11:[^ ]+]] = uop.const -0.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[CAST_FLOAT_TO_FLOAT_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<f64>{{$}}
// CHECK-NOT: uop.add{{ }}
// CHECK-NOT: uop.cast{{ }}
// CHECK: uop.store %[[CAST_FLOAT_TO_FLOAT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_1]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_2]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D2]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D3]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_4]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D3]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_5]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D2]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_6]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D2]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_7]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_8]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D3]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_9]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D0]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_10]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[CAST_FLOAT_TO_FLOAT_D1]][%{{[^]]+}}], %[[CAST_FLOAT_TO_FLOAT_11]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.sink
uop.kernel @cast_float_to_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<bf16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %d3 = uop.define_global 3 mutable : !uop.ptr<f64>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  // f32 0.1 -> f16 = half(0.1)
  %v1 = uop.const 0.10000000149011612 : f32
  %v2 = uop.cast %v1 : f32 to f16
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f16>, f16
  // f32 1/3 -> bf16 = 0.333984375
  %v3 = uop.const 0.3333333432674408 : f32
  %v4 = uop.cast %v3 : f32 to bf16
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<bf16>, bf16
  // f64 0.1 -> f32 = 0.1f
  %v5 = uop.const 0.1 : f64
  %v6 = uop.cast %v5 : f64 to f32
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<f32>, f32
  // f32 0.1f -> f64 (exact)
  %v7 = uop.const 0.10000000149011612 : f32
  %v8 = uop.cast %v7 : f32 to f64
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<f64>, f64
  // f16 half(0.1) -> f64 (exact)
  %v9 = uop.const 0.0999755859375 : f32 as f16
  %v10 = uop.cast %v9 : f16 to f64
  %s4 = uop.store %d3[%i4], %v10 : !uop.ptr<f64>, f64
  // f16 (2048 + 1 held at f32) -> f32 rounds to half: 2048
  %v11 = uop.const 2048.0 : f32 as f16
  %v12 = uop.const 1.0 : f32 as f16
  %v13 = uop.add %v11, %v12 : f16
  %v14 = uop.cast %v13 : f16 to f32
  %s5 = uop.store %d2[%i5], %v14 : !uop.ptr<f32>, f32
  // bf16 (256 + 1 held at f32) -> f32 rounds to bf16: 256
  %v15 = uop.const 256.0 : f32 as bf16
  %v16 = uop.const 1.0 : f32 as bf16
  %v17 = uop.add %v15, %v16 : bf16
  %v18 = uop.cast %v17 : bf16 to f32
  %s6 = uop.store %d2[%i6], %v18 : !uop.ptr<f32>, f32
  // f16 (1 + 2**-8 + 2**-13 held at f32) -> bf16 rounds to half first:
  // half gives 1 + 2**-8, a bf16 tie that goes to even 1.0 (bf16 of the
  // f32 value would be 1.0078125)
  %v19 = uop.const 1.00390625 : f32 as f16
  %v20 = uop.const 0.0001220703125 : f32 as f16
  %v21 = uop.add %v19, %v20 : f16
  %v22 = uop.cast %v21 : f16 to bf16
  %s7 = uop.store %d1[%i7], %v22 : !uop.ptr<bf16>, bf16
  // f32 nan -> f64 = nan
  %v23 = uop.const 0x7FC00000 : f32
  %v24 = uop.cast %v23 : f32 to f64
  %s8 = uop.store %d3[%i8], %v24 : !uop.ptr<f64>, f64
  // f64 -inf -> f16 = -inf
  %v25 = uop.const 0xFFF0000000000000 : f64
  %v26 = uop.cast %v25 : f64 to f16
  %s9 = uop.store %d0[%i9], %v26 : !uop.ptr<f16>, f16
  // f32 -0.0 -> bf16 = -0.0
  %v27 = uop.const -0.0 : f32
  %v28 = uop.cast %v27 : f32 to bf16
  %s10 = uop.store %d1[%i10], %v28 : !uop.ptr<bf16>, bf16
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10
}

// -----

// CAST of N equal scalar constants builds their splat; of unequal ones it
// stays.
// CHECK-LABEL: uop.kernel @cast_build_vector
// CHECK-DAG: %[[BV_S:[^ ]+]] = uop.const dense<2.500000e+00> : vector<4xf32>{{$}}
// CHECK-DAG: %[[BV_H:[^ ]+]] = uop.const dense<0.0999755859> : vector<2xf32> as vector<2xf16>{{$}}
// CHECK-DAG: %[[BV_B:[^ ]+]] = uop.const dense<true> : vector<2xi1>{{$}}
// CHECK-DAG: %[[BV_1:[^ ]+]] = uop.const 1 : i32{{$}}
// CHECK-DAG: %[[BV_2:[^ ]+]] = uop.const 2 : i32{{$}}
// CHECK-DAG: %[[BV_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[BV_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[BV_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[BV_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i32>{{$}}
// CHECK: uop.store %[[BV_D0]][%{{[^]]+}}], %[[BV_S]] : !uop.ptr<f32>, vector<4xf32>
// CHECK-NEXT: uop.store %[[BV_D1]][%{{[^]]+}}], %[[BV_H]] : !uop.ptr<f16>, vector<2xf16>
// CHECK-NEXT: uop.store %[[BV_D2]][%{{[^]]+}}], %[[BV_B]] : !uop.ptr<i1>, vector<2xi1>
// CHECK-NEXT: %[[BV_V:[^ ]+]] = uop.cast %[[BV_1]], %[[BV_2]] : i32, i32 to vector<2xi32>
// CHECK-NEXT: uop.store %[[BV_D3]][%{{[^]]+}}], %[[BV_V]] : !uop.ptr<i32>, vector<2xi32>
// CHECK-NEXT: uop.sink
uop.kernel @cast_build_vector {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<f16>
  %d2 = uop.define_global 2 mutable : !uop.ptr<i1>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i32>
  %i0 = uop.const 0 : i32
  %a = uop.const 2.5 : f32
  %v0 = uop.cast %a, %a, %a, %a : f32, f32, f32, f32 to vector<4xf32>
  %s0 = uop.store %d0[%i0], %v0 : !uop.ptr<f32>, vector<4xf32>
  %h = uop.const 0.0999755859375 : f32 as f16
  %v1 = uop.cast %h, %h : f16, f16 to vector<2xf16>
  %s1 = uop.store %d1[%i0], %v1 : !uop.ptr<f16>, vector<2xf16>
  %t = uop.const true
  %v2 = uop.cast %t, %t : i1, i1 to vector<2xi1>
  %s2 = uop.store %d2[%i0], %v2 : !uop.ptr<i1>, vector<2xi1>
  %one = uop.const 1 : i32
  %two = uop.const 2 : i32
  %v3 = uop.cast %one, %two : i32, i32 to vector<2xi32>
  %s3 = uop.store %d3[%i0], %v3 : !uop.ptr<i32>, vector<2xi32>
  uop.sink %s0, %s1, %s2, %s3
}

// -----

//===----------------------------------------------------------------------===//
// BITCAST
//===----------------------------------------------------------------------===//

// BITCAST of a constant folds to the constant with the same bits (see
// @test_bitcast_const for 0.9.0's opposite expectation); a half value is
// rounded to half first; a bool is one byte holding 0 or 1.
//
// KNOWN DEFECT, left out here: a signaling-NaN half pattern does not survive
// i16 -> f16 -> i16 (0x7D01 comes back as 0x7F01, bf16 0x7F81 as 0x7FC1): the
// half-to-f32 conversion of the held value sets the quiet bit, where the
// kernel only moves the bits.
// CHECK-LABEL: uop.kernel @bitcast
// CHECK-DAG: %[[BITCAST_1:[^ ]+]] = uop.const 1069547520 : i32{{$}}
// CHECK-DAG: %[[BITCAST_2:[^ ]+]] = uop.const 2147483648 : ui32{{$}}
// CHECK-DAG: %[[BITCAST_3:[^ ]+]] = uop.const 1.500000e+00 : f32{{$}}
// CHECK-DAG: %[[BITCAST_4:[^ ]+]] = uop.const 0x7F800000 : f32{{$}}
// CHECK-DAG: %[[BITCAST_5:[^ ]+]] = uop.const 15360 : i16{{$}}
// CHECK-DAG: %[[BITCAST_6:[^ ]+]] = uop.const 26624 : i16{{$}}
// CHECK-DAG: %[[BITCAST_7:[^ ]+]] = uop.const 1.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[BITCAST_8:[^ ]+]] = uop.const -2.000000e+00 : f32 as f16{{$}}
// CHECK-DAG: %[[BITCAST_9:[^ ]+]] = uop.const 16256 : ui16{{$}}
// CHECK-DAG: %[[BITCAST_10:[^ ]+]] = uop.const 1.000000e+00 : f32 as bf16{{$}}
// CHECK-DAG: %[[BITCAST_11:[^ ]+]] = uop.const 7.812500e-03 : f32 as bf16{{$}}
// CHECK-DAG: %[[BITCAST_12:[^ ]+]] = uop.const 4607182418800017408 : i64{{$}}
// CHECK-DAG: %[[BITCAST_13:[^ ]+]] = uop.const -0.000000e+00 : f64{{$}}
// CHECK-DAG: %[[BITCAST_14:[^ ]+]] = uop.const 2.000000e+00 : f64{{$}}
// CHECK-DAG: %[[BITCAST_15:[^ ]+]] = uop.const 4294967295 : ui32{{$}}
// CHECK-DAG: %[[BITCAST_16:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[BITCAST_17:[^ ]+]] = uop.const false{{$}}
// CHECK-DAG: %[[BITCAST_18:[^ ]+]] = uop.const 1 : i8{{$}}
// CHECK-DAG: %[[BITCAST_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[BITCAST_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<ui32>{{$}}
// CHECK-DAG: %[[BITCAST_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[BITCAST_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i16>{{$}}
// CHECK-DAG: %[[BITCAST_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[BITCAST_D5:[^ ]+]] = uop.define_global 5 mutable : !uop.ptr<ui16>{{$}}
// CHECK-DAG: %[[BITCAST_D6:[^ ]+]] = uop.define_global 6 mutable : !uop.ptr<bf16>{{$}}
// CHECK-DAG: %[[BITCAST_D7:[^ ]+]] = uop.define_global 7 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[BITCAST_D8:[^ ]+]] = uop.define_global 8 mutable : !uop.ptr<f64>{{$}}
// CHECK-DAG: %[[BITCAST_D9:[^ ]+]] = uop.define_global 9 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[BITCAST_D10:[^ ]+]] = uop.define_global 10 mutable : !uop.ptr<i8>{{$}}
// CHECK-NOT: uop.add{{ }}
// CHECK-NOT: uop.bitcast{{ }}
// CHECK: uop.store %[[BITCAST_D0]][%{{[^]]+}}], %[[BITCAST_1]] : !uop.ptr<i32>, i32
// CHECK-NEXT: uop.store %[[BITCAST_D1]][%{{[^]]+}}], %[[BITCAST_2]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[BITCAST_D2]][%{{[^]]+}}], %[[BITCAST_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[BITCAST_D2]][%{{[^]]+}}], %[[BITCAST_4]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[BITCAST_D3]][%{{[^]]+}}], %[[BITCAST_5]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[BITCAST_D3]][%{{[^]]+}}], %[[BITCAST_6]] : !uop.ptr<i16>, i16
// CHECK-NEXT: uop.store %[[BITCAST_D4]][%{{[^]]+}}], %[[BITCAST_7]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[BITCAST_D4]][%{{[^]]+}}], %[[BITCAST_8]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[BITCAST_D5]][%{{[^]]+}}], %[[BITCAST_9]] : !uop.ptr<ui16>, ui16
// CHECK-NEXT: uop.store %[[BITCAST_D6]][%{{[^]]+}}], %[[BITCAST_10]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[BITCAST_D6]][%{{[^]]+}}], %[[BITCAST_11]] : !uop.ptr<bf16>, bf16
// CHECK-NEXT: uop.store %[[BITCAST_D7]][%{{[^]]+}}], %[[BITCAST_12]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[BITCAST_D8]][%{{[^]]+}}], %[[BITCAST_13]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[BITCAST_D8]][%{{[^]]+}}], %[[BITCAST_14]] : !uop.ptr<f64>, f64
// CHECK-NEXT: uop.store %[[BITCAST_D1]][%{{[^]]+}}], %[[BITCAST_15]] : !uop.ptr<ui32>, ui32
// CHECK-NEXT: uop.store %[[BITCAST_D9]][%{{[^]]+}}], %[[BITCAST_16]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[BITCAST_D9]][%{{[^]]+}}], %[[BITCAST_17]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[BITCAST_D10]][%{{[^]]+}}], %[[BITCAST_18]] : !uop.ptr<i8>, i8
// CHECK-NEXT: uop.sink
uop.kernel @bitcast {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<ui32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f32>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i16>
  %d4 = uop.define_global 4 mutable : !uop.ptr<f16>
  %d5 = uop.define_global 5 mutable : !uop.ptr<ui16>
  %d6 = uop.define_global 6 mutable : !uop.ptr<bf16>
  %d7 = uop.define_global 7 mutable : !uop.ptr<i64>
  %d8 = uop.define_global 8 mutable : !uop.ptr<f64>
  %d9 = uop.define_global 9 mutable : !uop.ptr<i1>
  %d10 = uop.define_global 10 mutable : !uop.ptr<i8>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  %i6 = uop.const 6 : i32
  %i7 = uop.const 7 : i32
  %i8 = uop.const 8 : i32
  %i9 = uop.const 9 : i32
  %i10 = uop.const 10 : i32
  %i11 = uop.const 11 : i32
  %i12 = uop.const 12 : i32
  %i13 = uop.const 13 : i32
  %i14 = uop.const 14 : i32
  %i15 = uop.const 15 : i32
  %i16 = uop.const 16 : i32
  %i17 = uop.const 17 : i32
  // f32 1.5 -> i32
  %v1 = uop.const 1.5 : f32
  %v2 = uop.bitcast %v1 : f32 to i32
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i32>, i32
  // f32 -0.0 -> ui32 = 0x80000000
  %v3 = uop.const -0.0 : f32
  %v4 = uop.bitcast %v3 : f32 to ui32
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<ui32>, ui32
  // i32 0x3FC00000 -> f32 = 1.5
  %v5 = uop.const 1069547520 : i32
  %v6 = uop.bitcast %v5 : i32 to f32
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<f32>, f32
  // ui32 0x7F800000 -> f32 = inf
  %v7 = uop.const 2139095040 : ui32
  %v8 = uop.bitcast %v7 : ui32 to f32
  %s3 = uop.store %d2[%i3], %v8 : !uop.ptr<f32>, f32
  // f16 1.0 -> i16 = 0x3C00
  %v9 = uop.const 1.0 : f32 as f16
  %v10 = uop.bitcast %v9 : f16 to i16
  %s4 = uop.store %d3[%i4], %v10 : !uop.ptr<i16>, i16
  // f16 (2048 + 1 held at f32) -> i16 rounds to half 2048 = 0x6800
  %v11 = uop.const 2048.0 : f32 as f16
  %v12 = uop.const 1.0 : f32 as f16
  %v13 = uop.add %v11, %v12 : f16
  %v14 = uop.bitcast %v13 : f16 to i16
  %s5 = uop.store %d3[%i5], %v14 : !uop.ptr<i16>, i16
  // i16 0x3C00 -> f16 = 1.0
  %v15 = uop.const 15360 : i16
  %v16 = uop.bitcast %v15 : i16 to f16
  %s6 = uop.store %d4[%i6], %v16 : !uop.ptr<f16>, f16
  // ui16 0xC000 -> f16 = -2.0
  %v17 = uop.const 49152 : ui16
  %v18 = uop.bitcast %v17 : ui16 to f16
  %s7 = uop.store %d4[%i7], %v18 : !uop.ptr<f16>, f16
  // bf16 1.0 -> ui16 = 0x3F80
  %v19 = uop.const 1.0 : f32 as bf16
  %v20 = uop.bitcast %v19 : bf16 to ui16
  %s8 = uop.store %d5[%i8], %v20 : !uop.ptr<ui16>, ui16
  // i16 0x3F80 -> bf16 = 1.0
  %v21 = uop.const 16256 : i16
  %v22 = uop.bitcast %v21 : i16 to bf16
  %s9 = uop.store %d6[%i9], %v22 : !uop.ptr<bf16>, bf16
  // f16 1.0 -> bf16 (bits 0x3C00) = 0.0078125
  %v23 = uop.const 1.0 : f32 as f16
  %v24 = uop.bitcast %v23 : f16 to bf16
  %s10 = uop.store %d6[%i10], %v24 : !uop.ptr<bf16>, bf16
  // f64 1.0 -> i64
  %v25 = uop.const 1.0 : f64
  %v26 = uop.bitcast %v25 : f64 to i64
  %s11 = uop.store %d7[%i11], %v26 : !uop.ptr<i64>, i64
  // i64 -2**63 -> f64 = -0.0
  %v27 = uop.const -9223372036854775808 : i64
  %v28 = uop.bitcast %v27 : i64 to f64
  %s12 = uop.store %d8[%i12], %v28 : !uop.ptr<f64>, f64
  // ui64 0x4000000000000000 -> f64 = 2.0
  %v29 = uop.const 4611686018427387904 : ui64
  %v30 = uop.bitcast %v29 : ui64 to f64
  %s13 = uop.store %d8[%i13], %v30 : !uop.ptr<f64>, f64
  // i32 -1 -> ui32
  %v31 = uop.const -1 : i32
  %v32 = uop.bitcast %v31 : i32 to ui32
  %s14 = uop.store %d1[%i14], %v32 : !uop.ptr<ui32>, ui32
  // ui8 1 -> i1 = True
  %v33 = uop.const 1 : ui8
  %v34 = uop.bitcast %v33 : ui8 to i1
  %s15 = uop.store %d9[%i15], %v34 : !uop.ptr<i1>, i1
  // i8 0 -> i1 = False
  %v35 = uop.const 0 : i8
  %v36 = uop.bitcast %v35 : i8 to i1
  %s16 = uop.store %d9[%i16], %v36 : !uop.ptr<i1>, i1
  // i1 True -> i8 = 1
  %v37 = uop.const true
  %v38 = uop.bitcast %v37 : i1 to i8
  %s17 = uop.store %d10[%i17], %v38 : !uop.ptr<i8>, i8
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5, %s6, %s7, %s8, %s9, %s10, %s11, %s12, %s13, %s14, %s15, %s16, %s17
}

// -----

// BITCAST of a byte other than 0 or 1 to bool gives no bool: it stays.
// CHECK-LABEL: uop.kernel @bitcast_not_a_bool
// CHECK-DAG: %[[BITCAST_NOT_A_BOOL_1:[^ ]+]] = uop.const 2 : i8{{$}}
// CHECK-DAG: %[[BITCAST_NOT_A_BOOL_2:[^ ]+]] = uop.const 255 : ui8{{$}}
// CHECK-DAG: %[[BITCAST_NOT_A_BOOL_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i1>{{$}}
// CHECK: %[[BITCAST_NOT_A_BOOL_R0:[^ ]+]] = uop.bitcast %[[BITCAST_NOT_A_BOOL_1]] : i8 to i1
// CHECK-NEXT: uop.store %[[BITCAST_NOT_A_BOOL_D0]][%{{[^]]+}}], %[[BITCAST_NOT_A_BOOL_R0]] : !uop.ptr<i1>, i1
// CHECK: %[[BITCAST_NOT_A_BOOL_R1:[^ ]+]] = uop.bitcast %[[BITCAST_NOT_A_BOOL_2]] : ui8 to i1
// CHECK-NEXT: uop.store %[[BITCAST_NOT_A_BOOL_D0]][%{{[^]]+}}], %[[BITCAST_NOT_A_BOOL_R1]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.sink
uop.kernel @bitcast_not_a_bool {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i1>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  // i8 2 -> i1
  %v1 = uop.const 2 : i8
  %v2 = uop.bitcast %v1 : i8 to i1
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<i1>, i1
  // ui8 255 -> i1
  %v3 = uop.const 255 : ui8
  %v4 = uop.bitcast %v3 : ui8 to i1
  %s1 = uop.store %d0[%i1], %v4 : !uop.ptr<i1>, i1
  uop.sink %s0, %s1
}

// -----

//===----------------------------------------------------------------------===//
// GEP, and the same-type CAST and BITCAST
//===----------------------------------------------------------------------===//

// GEP of a splat constant is its scalar, also of a folded vector op.
// CHECK-LABEL: uop.kernel @gep
// CHECK-DAG: %[[GEP_1:[^ ]+]] = uop.const 2.500000e+00 : f32{{$}}
// CHECK-DAG: %[[GEP_2:[^ ]+]] = uop.const -9223372036854775808 : i64{{$}}
// CHECK-DAG: %[[GEP_3:[^ ]+]] = uop.const 0.0999755859 : f32 as f16{{$}}
// CHECK-DAG: %[[GEP_4:[^ ]+]] = uop.const true{{$}}
// CHECK-DAG: %[[GEP_5:[^ ]+]] = uop.const 3.500000e+00 : f32{{$}}
// CHECK-DAG: %[[GEP_6:[^ ]+]] = uop.const 244 : ui8{{$}}
// CHECK-DAG: %[[GEP_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-DAG: %[[GEP_D1:[^ ]+]] = uop.define_global 1 mutable : !uop.ptr<i64>{{$}}
// CHECK-DAG: %[[GEP_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[GEP_D3:[^ ]+]] = uop.define_global 3 mutable : !uop.ptr<i1>{{$}}
// CHECK-DAG: %[[GEP_D4:[^ ]+]] = uop.define_global 4 mutable : !uop.ptr<ui8>{{$}}
// CHECK-NOT: uop.add{{ }}
// CHECK-NOT: uop.gep{{ }}
// CHECK: uop.store %[[GEP_D0]][%{{[^]]+}}], %[[GEP_1]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[GEP_D1]][%{{[^]]+}}], %[[GEP_2]] : !uop.ptr<i64>, i64
// CHECK-NEXT: uop.store %[[GEP_D2]][%{{[^]]+}}], %[[GEP_3]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.store %[[GEP_D3]][%{{[^]]+}}], %[[GEP_4]] : !uop.ptr<i1>, i1
// CHECK-NEXT: uop.store %[[GEP_D0]][%{{[^]]+}}], %[[GEP_5]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[GEP_D4]][%{{[^]]+}}], %[[GEP_6]] : !uop.ptr<ui8>, ui8
// CHECK-NEXT: uop.sink
uop.kernel @gep {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i64>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f16>
  %d3 = uop.define_global 3 mutable : !uop.ptr<i1>
  %d4 = uop.define_global 4 mutable : !uop.ptr<ui8>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %i2 = uop.const 2 : i32
  %i3 = uop.const 3 : i32
  %i4 = uop.const 4 : i32
  %i5 = uop.const 5 : i32
  // vector<4xf32>[2]
  %v1 = uop.const dense<2.5> : vector<4xf32>
  %v2 = uop.gep %v1[2] : vector<4xf32>
  %s0 = uop.store %d0[%i0], %v2 : !uop.ptr<f32>, f32
  // vector<2xi64>[1]
  %v3 = uop.const dense<-9223372036854775808> : vector<2xi64>
  %v4 = uop.gep %v3[1] : vector<2xi64>
  %s1 = uop.store %d1[%i1], %v4 : !uop.ptr<i64>, i64
  // vector<4xf16>[0]
  %v5 = uop.const dense<0.0999755859375> : vector<4xf32> as vector<4xf16>
  %v6 = uop.gep %v5[0] : vector<4xf16>
  %s2 = uop.store %d2[%i2], %v6 : !uop.ptr<f16>, f16
  // vector<4xi1>[3]
  %v7 = uop.const dense<true> : vector<4xi1>
  %v8 = uop.gep %v7[3] : vector<4xi1>
  %s3 = uop.store %d3[%i3], %v8 : !uop.ptr<i1>, i1
  // (vector<4xf32> 1.5 + 2.0)[1]
  %v9 = uop.const dense<1.5> : vector<4xf32>
  %v10 = uop.const dense<2.0> : vector<4xf32>
  %v11 = uop.add %v9, %v10 : vector<4xf32>
  %v12 = uop.gep %v11[1] : vector<4xf32>
  %s4 = uop.store %d0[%i4], %v12 : !uop.ptr<f32>, f32
  // (vector<4xui8> 250 + 250)[3]
  %v13 = uop.const dense<250> : vector<4xui8>
  %v14 = uop.const dense<250> : vector<4xui8>
  %v15 = uop.add %v13, %v14 : vector<4xui8>
  %v16 = uop.gep %v15[3] : vector<4xui8>
  %s5 = uop.store %d4[%i5], %v16 : !uop.ptr<ui8>, ui8
  uop.sink %s0, %s1, %s2, %s3, %s4, %s5
}

// -----

// BITCAST and CAST to the same dtype are the value itself (here a loaded
// one, which no constant folding can reach).
// CHECK-LABEL: uop.kernel @same_type
// CHECK-DAG: %[[ST_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[ST_D1:[^ ]+]] = uop.define_global 1 : !uop.ptr<i32>{{$}}
// CHECK-DAG: %[[ST_D2:[^ ]+]] = uop.define_global 2 mutable : !uop.ptr<f16>{{$}}
// CHECK-DAG: %[[ST_D3:[^ ]+]] = uop.define_global 3 : !uop.ptr<f16>{{$}}
// CHECK-NOT: uop.bitcast
// CHECK-NOT: uop.cast
// CHECK: %[[ST_X:[^ ]+]] = uop.load %[[ST_D1]][%{{[^]]+}}] : !uop.ptr<i32> -> i32
// CHECK-NEXT: uop.store %[[ST_D0]][%{{[^]]+}}], %[[ST_X]] : !uop.ptr<i32>, i32
// CHECK-NEXT: %[[ST_H:[^ ]+]] = uop.load %[[ST_D3]][%{{[^]]+}}] : !uop.ptr<f16> -> f16
// CHECK-NEXT: uop.store %[[ST_D2]][%{{[^]]+}}], %[[ST_H]] : !uop.ptr<f16>, f16
// CHECK-NEXT: uop.sink
uop.kernel @same_type {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %d2 = uop.define_global 2 mutable : !uop.ptr<f16>
  %d3 = uop.define_global 3 : !uop.ptr<f16>
  %i0 = uop.const 0 : i32
  %x = uop.load %d1[%i0] : !uop.ptr<i32> -> i32
  %b = uop.bitcast %x : i32 to i32
  %s0 = uop.store %d0[%i0], %b : !uop.ptr<i32>, i32
  %h = uop.load %d3[%i0] : !uop.ptr<f16> -> f16
  %c = uop.cast %h : f16 to f16
  %s1 = uop.store %d2[%i0], %c : !uop.ptr<f16>, f16
  uop.sink %s0, %s1
}

// -----

// Constant folding is exact, so it applies in strict_float kernels too, where
// the inexact float identities are off: inf - inf folds to NaN (not to the
// x - x -> 0 of the default), 1.0 + 2.0 to 3.0.
// CHECK-LABEL: uop.kernel @strict_float strict_float
// CHECK-DAG: %[[SF_3:[^ ]+]] = uop.const 3.000000e+00 : f32{{$}}
// CHECK-DAG: %[[SF_NAN:[^ ]+]] = uop.const {{0x7FC00000|0xFFC00000}} : f32{{$}}
// CHECK-DAG: %[[SF_D0:[^ ]+]] = uop.define_global 0 mutable : !uop.ptr<f32>{{$}}
// CHECK-NOT: uop.add
// CHECK-NOT: uop.sub
// CHECK: uop.store %[[SF_D0]][%{{[^]]+}}], %[[SF_3]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.store %[[SF_D0]][%{{[^]]+}}], %[[SF_NAN]] : !uop.ptr<f32>, f32
// CHECK-NEXT: uop.sink
uop.kernel @strict_float strict_float {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  %i1 = uop.const 1 : i32
  %a = uop.const 1.0 : f32
  %b = uop.const 2.0 : f32
  %r0 = uop.add %a, %b : f32
  %s0 = uop.store %d0[%i0], %r0 : !uop.ptr<f32>, f32
  %inf = uop.const 0x7F800000 : f32
  %r1 = uop.sub %inf, %inf : f32
  %s1 = uop.store %d0[%i1], %r1 : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}

// -----

// INT_MIN / -1 overflows: neither the evaluator nor x / -1 -> -x folds it.
// Any other x / -1 becomes -x.
// CHECK-LABEL: uop.kernel @int_min_division
// CHECK-DAG: %[[MIN32:.*]] = uop.const -2147483648 : i32
// CHECK-DAG: %[[MIN8:.*]] = uop.const -128 : i8
// CHECK-DAG: %[[MINUS1_32:.*]] = uop.const -1 : i32
// CHECK-DAG: %[[MINUS1_8:.*]] = uop.const -1 : i8
// CHECK-DAG: %[[SEVEN:.*]] = uop.const -7 : i32
// CHECK: %[[Q32:.*]] = uop.div %[[MIN32]], %[[MINUS1_32]] : i32
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[Q32]]
// CHECK: %[[Q8:.*]] = uop.div %[[MIN8]], %[[MINUS1_8]] : i8
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[Q8]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SEVEN]]
uop.kernel @int_min_division {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i8>
  %i0 = uop.const 0 : i32
  %min32 = uop.const -2147483648 : i32
  %m1 = uop.const -1 : i32
  %q32 = uop.div %min32, %m1 : i32
  %s0 = uop.store %d0[%i0], %q32 : !uop.ptr<i32>, i32
  %min8 = uop.const -128 : i8
  %m1b = uop.const -1 : i8
  %q8 = uop.div %min8, %m1b : i8
  %s1 = uop.store %d1[%i0], %q8 : !uop.ptr<i8>, i8
  %seven = uop.const 7 : i32
  %q = uop.div %seven, %m1 : i32
  %s2 = uop.store %d0[%i0], %q : !uop.ptr<i32>, i32
  uop.sink %s0, %s1, %s2
}

// -----

// A signaling-NaN half bit pattern (0x7D01) cannot be held at float32 without
// quieting it, so the bitcast to f16 stays; the round trip gives the bits
// back. A quiet NaN pattern folds.
// CHECK-LABEL: uop.kernel @bitcast_signaling_nan
// CHECK-DAG: %[[SNAN:.*]] = uop.const 32001 : i16
// CHECK-DAG: %[[QNAN:.*]] = uop.const 0x7FC00000 : f32 as f16
// CHECK: %[[H:.*]] = uop.bitcast %[[SNAN]] : i16 to f16
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[H]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[SNAN]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[QNAN]]
uop.kernel @bitcast_signaling_nan {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f16>
  %d1 = uop.define_global 1 mutable : !uop.ptr<i16>
  %i0 = uop.const 0 : i32
  %snan = uop.const 32001 : i16
  %h = uop.bitcast %snan : i16 to f16
  %back = uop.bitcast %h : f16 to i16
  %qnan = uop.const 32256 : i16
  %q = uop.bitcast %qnan : i16 to f16
  %s0 = uop.store %d0[%i0], %h : !uop.ptr<f16>, f16
  %s1 = uop.store %d1[%i0], %back : !uop.ptr<i16>, i16
  %s2 = uop.store %d0[%i0], %q : !uop.ptr<f16>, f16
  uop.sink %s0, %s1, %s2
}

// -----

// sin(inf) is NaN, as C computes it (0.9.0's math.sin raises). MULACC rounds
// once: (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24 exactly, where rounding the product
// to float32 first would give 2^-11.
// CHECK-LABEL: uop.kernel @sin_inf_and_fused_mulacc
// CHECK-DAG: %[[NAN:.*]] = uop.const {{0x7FC00000|0xFFC00000}} : f32
// CHECK-DAG: %[[FMA:.*]] = uop.const 4.88340855E-4 : f32
// CHECK-NOT: uop.sin
// CHECK-NOT: uop.mulacc
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[NAN]]
// CHECK: uop.store %{{.*}}[%{{.*}}], %[[FMA]]
uop.kernel @sin_inf_and_fused_mulacc {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %i0 = uop.const 0 : i32
  %inf = uop.const 0x7F800000 : f32
  %s = uop.sin %inf : f32
  %a = uop.const 1.000244140625 : f32
  %m1 = uop.const -1.0 : f32
  %f = uop.mulacc %a, %a, %m1 : f32
  %s0 = uop.store %d0[%i0], %s : !uop.ptr<f32>, f32
  %s1 = uop.store %d0[%i0], %f : !uop.ptr<f32>, f32
  uop.sink %s0, %s1
}

// -----

// Outside a kernel, float arithmetic stays exact: x * 0 is not 0 (NaN,
// infinities, -0), while integer identities still fold.
// CHECK-LABEL: func.func @exact_outside_kernel
// CHECK: %[[M:.*]] = uop.mul %{{.*}}, %{{.*}} : f32
// CHECK: return %[[M]], %{{.*}} : f32, i32
func.func @exact_outside_kernel(%x: f32, %i: i32) -> (f32, i32) {
  %zero = uop.const 0.0 : f32
  %m = uop.mul %x, %zero : f32
  %izero = uop.const 0 : i32
  %j = uop.add %i, %izero : i32
  return %m, %j : f32, i32
}
