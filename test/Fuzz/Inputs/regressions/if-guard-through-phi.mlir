// uop-fuzz-diff seed 71503
// A store of where(false, phi, y), the phi summing loads after an if, lost
// the if's gate when the where folded: the phi's users are inside the if.
// buffer 0 float32 1 output
// buffer 1 float32 2 input
// launch 1 1 1 2 1 1
module {
  uop.kernel @fuzz_71503 strict_float global [1, 1, 1] local [2, 1, 1] {
    %out = uop.define_global 0 mutable : !uop.ptr<f32>
    %in = uop.define_global 1 : !uop.ptr<f32>
    %lidx = uop.special "lidx0" dim 0 size 2
    %c0 = uop.const 0 : i32
    %c1 = uop.const 1 : i32
    %c2 = uop.const 2 : i32
    %g = uop.cmplt %lidx, %c1 : i32
    %if = uop.if %g
    %r = uop.range %c0 to %c2 depth 0 index 0
    %x = uop.load %in[%r] after %if : !uop.ptr<f32> -> f32
    %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
    %sum = uop.add %x, %acc : f32
    %phi = uop.phi %acc, %sum : f32
    %false = uop.cmplt %c2, %c1 : i32
    %y = uop.load %in[%lidx] : !uop.ptr<f32> -> f32
    %v = uop.where %false, %phi, %y : f32
    %st = uop.store %out[%c0], %v : !uop.ptr<f32>, f32
    uop.sink %st
  }
}
