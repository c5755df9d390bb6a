// RUN: uop-opt %s -split-input-file -convert-uop-to-scf | FileCheck %s

// Index arithmetic whose ranges stay within i32 is `nsw`, as C's signed
// arithmetic is: row * 64 + col is at most 15 * 64 + 63, and 1023 minus it
// at least 0.
// CHECK-LABEL: func.func @bounded_index(
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %{{.*}} overflow<nsw> : i32
// CHECK: arith.addi %[[ROW]], %{{.*}} overflow<nsw> : i32
// CHECK: arith.subi %{{.*}}, %{{.*}} overflow<nsw> : i32
uop.kernel @bounded_index linear {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c16 = uop.const 16 : i32
  %c64 = uop.const 64 : i32
  %c1023 = uop.const 1023 : i32
  %r = uop.range %c0 to %c16 depth 0 index 0
  %c = uop.range %c0 to %c64 depth 1 index 1
  %row = uop.mul %r, %c64 : i32
  %i = uop.add %row, %c : i32
  %v = uop.load %in[%i] : !uop.ptr<f32> -> f32
  %j = uop.sub %c1023, %i : i32
  %st = uop.store %out[%j], %v : !uop.ptr<f32>, f32
  uop.endrange %c
  uop.endrange %r
}

// -----

// A product of a variable as wide as i32 may wrap: no flag, and the defined
// wrapping of the kernel stays.
// CHECK-LABEL: func.func @unbounded_variable(
// CHECK: arith.muli %{{[^ ]+}}, %{{[^ ]+}} : i32
// CHECK-NOT: overflow<nsw>
// CHECK: return
uop.kernel @unbounded_variable linear {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %n = uop.define_var <"n", 0, 2147483647>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %p = uop.mul %n, %c4 : i32
  %st = uop.store %out[%c0], %p : !uop.ptr<i32>, i32
}

// -----

// Unsigned arithmetic never carries `nsw`, even when its range is small.
// CHECK-LABEL: func.func @unsigned(
// CHECK: arith.addi %{{[^ ]+}}, %{{[^ ]+}} : i32
// CHECK-NOT: overflow<nsw>
// CHECK: return
uop.kernel @unsigned linear {
  %out = uop.define_global 0 mutable : !uop.ptr<ui32>
  %c0 = uop.const 0 : i32
  %a = uop.const 3 : ui32
  %b = uop.const 4 : ui32
  %s = uop.add %a, %b : ui32
  %st = uop.store %out[%c0], %s : !uop.ptr<ui32>, ui32
}

// -----

// Values loaded from memory have no range: their sum may wrap.
// CHECK-LABEL: func.func @loaded_values(
// CHECK: arith.addi %{{[^ ]+}}, %{{[^ ]+}} : i32
// CHECK-NOT: overflow<nsw>
// CHECK: return
uop.kernel @loaded_values linear {
  %out = uop.define_global 0 mutable : !uop.ptr<i32>
  %in = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %a = uop.load %in[%c0] : !uop.ptr<i32> -> i32
  %b = uop.load %in[%c1] : !uop.ptr<i32> -> i32
  %s = uop.add %a, %b : i32
  %st = uop.store %out[%c0], %s : !uop.ptr<i32>, i32
}
