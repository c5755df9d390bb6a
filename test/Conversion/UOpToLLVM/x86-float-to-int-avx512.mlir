// REQUIRES: host-avx512dq-vl
// The operands of the AVX-512 conversions X86FloatToInt.cpp builds: their
// passthrough, one mask bit per lane (at least 8) and, in 512 bits, the
// rounding operand. Which width LLVM vectorizes to depends on the host
// (some prefer 256-bit vectors), so each check takes either form.
// RUN: uop-opt %s -split-input-file -uop-to-llvm='openmp=false' \
// RUN:   | uop-translate -split-input-file --uop-to-object -o /dev/null \
// RUN:       --print-after=uop-x86-float-to-int 2>&1 \
// RUN:   | FileCheck %s

// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on floats_to_int32
// CHECK-NOT: fptosi
// CHECK: @llvm.x86.{{avx512.mask.cvttps2dq.512\(<16 x float> %.*, <16 x i32> zeroinitializer, i16 -1, i32 4\)|avx.cvtt.ps2dq.256\(<8 x float> %.*\)}}
// CHECK-NOT: fptosi
// CHECK: ret void
uop.kernel @floats_to_int32 {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c64 = uop.const 64 : i32
  %i = uop.range %c0 to %c64 depth 1 index 0
  %x = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %n = uop.cast %x : f32 to i32
  %s = uop.store %out[%i], %n : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on doubles_to_int32
// CHECK-NOT: fptosi
// CHECK: @llvm.x86.{{avx512.mask.cvttpd2dq.512\(<8 x double> %.*, <8 x i32> zeroinitializer, i8 -1, i32 4\)|avx.cvtt.pd2dq.256\(<4 x double> %.*\)}}
// CHECK-NOT: fptosi
// CHECK: ret void
uop.kernel @doubles_to_int32 {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %c64 = uop.const 64 : i32
  %i = uop.range %c0 to %c64 depth 1 index 0
  %x = uop.load %in[%i] : !uop.ptr<f64> -> f64
  %n = uop.cast %x : f64 to i32
  %s = uop.store %out[%i], %n : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on floats_to_int64
// CHECK-NOT: fptosi
// CHECK: @llvm.x86.avx512.mask.cvttps2qq.{{512\(<8 x float> %.*, <8 x i64> zeroinitializer, i8 -1, i32 4\)|256\(<4 x float> %.*, <4 x i64> zeroinitializer, i8 -1\)}}
// CHECK-NOT: fptosi
// CHECK: ret void
uop.kernel @floats_to_int64 {
  %out = uop.define_global 0 mutable : !uop.ptr<i64>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c64 = uop.const 64 : i32
  %i = uop.range %c0 to %c64 depth 1 index 0
  %x = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %n = uop.cast %x : f32 to i64
  %s = uop.store %out[%i], %n : !uop.ptr<i64>, i64
  uop.sink %s
}

// -----

// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on doubles_to_int64
// CHECK-NOT: fptosi
// CHECK: @llvm.x86.avx512.mask.cvttpd2qq.{{512\(<8 x double> %.*, <8 x i64> zeroinitializer, i8 -1, i32 4\)|256\(<4 x double> %.*, <4 x i64> zeroinitializer, i8 -1\)}}
// CHECK-NOT: fptosi
// CHECK: ret void
uop.kernel @doubles_to_int64 {
  %out = uop.define_global 0 mutable : !uop.ptr<i64>
  %in = uop.define_global 1 : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %c64 = uop.const 64 : i32
  %i = uop.range %c0 to %c64 depth 1 index 0
  %x = uop.load %in[%i] : !uop.ptr<f64> -> f64
  %n = uop.cast %x : f64 to i64
  %s = uop.store %out[%i], %n : !uop.ptr<i64>, i64
  uop.sink %s
}
