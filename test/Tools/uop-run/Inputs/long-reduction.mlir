// One sum over 90000 elements: no loop is parallel, so one invocation runs
// all 90000 iterations.
uop.kernel @long_reduction {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %d1 = uop.define_global 1 : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c300 = uop.const 300 : i32
  %i = uop.range %c0 to %c300 depth 0 index 0
  %j = uop.range %c0 to %c300 depth 0 index 1
  %acc = uop.define_acc over(%i, %j) index 0 count 0 init 0 : i32
  %row = uop.mul %i, %c300 : i32
  %at = uop.add %row, %j : i32
  %v = uop.load %d1[%at] : !uop.ptr<i32> -> i32
  %sum = uop.add %acc, %v : i32
  %phi = uop.phi %acc, %sum : i32
  %st = uop.store %d0[%c0], %phi : !uop.ptr<i32>, i32
  uop.sink %st
}
