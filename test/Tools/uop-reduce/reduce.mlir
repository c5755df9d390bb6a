// uop-reduce (mlir-reduce with the uop dialect and passes) keeps a pass's
// output while the interestingness script holds: uop-simplify folds x*1+0
// away and the square root, which the script asks for, stays.
// RUN: uop-reduce %s -opt-reduction-pass='opt-pass=uop-simplify test=%S/Inputs/has-sqrt.sh' | FileCheck %s
// CHECK-LABEL: uop.kernel @fold_then_sqrt
// CHECK-NOT: uop.mul
// CHECK-NOT: uop.add
// CHECK: uop.sqrt
uop.kernel @fold_then_sqrt {
  %out = uop.define_global 0 mutable : !uop.ptr<f32>
  %in = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %one = uop.const 1.0 : f32
  %zero = uop.const 0.0 : f32
  %x = uop.load %in[%c0] : !uop.ptr<f32> -> f32
  %m = uop.mul %x, %one : f32
  %a = uop.add %m, %zero : f32
  %q = uop.sqrt %a : f32
  %s = uop.store %out[%c0], %q : !uop.ptr<f32>, f32
  uop.sink %s
}
