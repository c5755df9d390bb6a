// REQUIRES: host-x86
// On x86 the CPU compiler turns the guarded float-to-int32 and int64
// conversions the lowering makes (the type's minimum for NaN and out of
// range, what x86's cvtt* instructions give) back into those instructions,
// after LLVM's optimizer.
// RUN: uop-opt %s -split-input-file -uop-to-llvm='openmp=false' \
// RUN:   | uop-translate -split-input-file --uop-to-object -o /dev/null \
// RUN:       --print-after=uop-x86-float-to-int 2>&1 \
// RUN:   | FileCheck %s

// tinygrad's E_64_4 (clang/cast_f32_i32): 256 floats to int32, one
// vcvttps2dq per vector and no mask (and) or blend; 9.1 ns before,
// 5.5-7.8 ns after (tinygrad's C 7.3-9.5 ns, AMD EPYC).
// RUN: uop-translate --import-tinygrad-json %S/../../Conformance/clang/cast_f32_i32.json \
// RUN:   | uop-opt -uop-simplify -uop-to-llvm='openmp=false' \
// RUN:   | uop-translate --uop-to-object -o %t.o
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=ASM
// ASM-LABEL: <E_64_4>:
// ASM-NOT: {{andp|pand|blend}}
// ASM: cvttps2dq
// ASM-NOT: {{andp|pand|blend}}
// ASM-LABEL: <E_64_4_uop>:

// Rows of 64 floats to int32 and to int8 (the int32 conversion truncated):
// vectors of x86's conversions, no guard left.
// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on to_int32
// CHECK-NOT: fptosi
// CHECK-NOT: @llvm.fabs
// CHECK: call <{{[0-9]+}} x i32> @llvm.x86.{{.*}}cvtt{{.*}}(<{{[0-9]+}} x float>
// CHECK-NOT: fptosi
// CHECK-NOT: @llvm.fabs
// CHECK: ret void
uop.kernel @to_int32 {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %bytes = uop.define_global 1 mutable : !uop.ptr<i8>
  %in = uop.define_global 2 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c64 = uop.const 64 : i32
  %i = uop.range %c0 to %c64 depth 1 index 0
  %x = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %n = uop.cast %x : f32 to i32
  %s0 = uop.store %out[%i], %n : !uop.ptr<i32>, i32
  %b = uop.cast %x : f32 to i8
  %s1 = uop.store %bytes[%i], %b : !uop.ptr<i8>, i8
  uop.sink %s0, %s1
}

// -----

// One double, not in a loop: the scalar conversion.
// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on scalar_double
// CHECK-NOT: fptosi
// CHECK: call i32 @llvm.x86.sse2.cvttsd2si(<2 x double>
// CHECK: ret void
uop.kernel @scalar_double {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<f64>
  %c0 = uop.const 0 : i32
  %x = uop.load %in[%c0] : !uop.ptr<f64> -> f64
  %n = uop.cast %x : f64 to i32
  %s = uop.store %out[%c0], %n : !uop.ptr<i32>, i32
  uop.sink %s
}

// -----

// A conversion to int64 is guarded at 2^63 and becomes the 64-bit one; a
// conversion to uint32 (a 32-bit conversion where it fits, else the value
// modulo 2^32, else 0) is not x86's and stays as it is.
// CHECK-LABEL: IR Dump After {{.*}}X86FloatToIntPass on wide
// CHECK-NOT: fptosi float %{{.*}} to i64
// CHECK: call i64 @llvm.x86.sse.cvttss2si64(<4 x float>
// CHECK-NOT: fptosi float %{{.*}} to i64
// CHECK: fptosi float %{{.*}} to i32
// CHECK: fptoui float %{{.*}} to i32
// CHECK-NOT: @llvm.x86.{{.*}}cvtt
// CHECK: ret void
uop.kernel @wide {
  %long = uop.define_global 0 mutable : !uop.ptr<i64>
  %unsigned = uop.define_global 1 mutable : !uop.ptr<ui32>
  %in = uop.define_global 2 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %x = uop.load %in[%c0] : !uop.ptr<f32> -> f32
  %l = uop.cast %x : f32 to i64
  %s0 = uop.store %long[%c0], %l : !uop.ptr<i64>, i64
  %u = uop.cast %x : f32 to ui32
  %s1 = uop.store %unsigned[%c0], %u : !uop.ptr<ui32>, ui32
  uop.sink %s0, %s1
}
