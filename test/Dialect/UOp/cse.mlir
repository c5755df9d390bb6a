// RUN: uop-opt %s -cse | FileCheck %s

// Equal ifs are distinct in the linearized form, where each guards its own
// body: CSE keeps both (it merged them, leaving the second body's load after
// an if whose body had ended; found by uop-fuzz-diff, seed 1477).
// CHECK-LABEL: uop.kernel @equal_ifs linear
// CHECK: %[[IF1:.*]] = uop.if %[[G:.*]]
// CHECK: uop.endif %[[IF1]]
// CHECK: %[[IF2:.*]] = uop.if %[[G]]
// CHECK: uop.load %{{.*}}[%{{.*}}] after %[[IF2]]
// CHECK: uop.endif %[[IF2]]
uop.kernel @equal_ifs linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %x = uop.load %d0[%c0] : !uop.ptr<i32> -> i32
  %g = uop.cmplt %x, %c1 : i32
  %if1 = uop.if %g
  %a = uop.load %d0[%c1] after %if1 : !uop.ptr<i32> -> i32
  %s1 = uop.store %d0[%c0], %a : !uop.ptr<i32>, i32
  uop.endif %if1
  %if2 = uop.if %g
  %b = uop.load %d0[%c1] after %if2 : !uop.ptr<i32> -> i32
  %s2 = uop.store %d0[%c1], %b : !uop.ptr<i32>, i32
  uop.endif %if2
}
