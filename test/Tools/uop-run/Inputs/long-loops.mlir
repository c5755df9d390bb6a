// A CLANG-style kernel (one invocation, loops only) of 300 x 300 = 90000
// loop iterations: lavapipe ends an invocation's loops after 65535 in all.
uop.kernel @long_loops {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c3 = uop.const 3 : i32
  %c300 = uop.const 300 : i32
  %i = uop.range %c0 to %c300 depth 0 index 0
  %j = uop.range %c0 to %c300 depth 0 index 1
  %row = uop.mul %i, %c300 : i32
  %at = uop.add %row, %j : i32
  %v = uop.load %d1[%at] : !uop.ptr<i32> -> i32
  %tripled = uop.mul %v, %c3 : i32
  %r = uop.add %tripled, %i : i32
  %st = uop.store %d0[%at], %r : !uop.ptr<i32>, i32
  uop.sink %st
}
