// uop-fuzz-diff seed 1
// INTERP, graph form: tinygrad's grouped reduction (partial sums in local
// memory, then only thread 0, under an if after the barrier, folds them and
// stores). The folded phi of a thread whose if is off was not skipped, so
// thread 1 stored the init 0.0 over thread 0's total; a phi whose updates an
// if guards off is now guarded off too, and so is the store that uses it.
// buffer 0 float32 1 output
// buffer 1 float32 4 input
// launch 1 1 1 2 1 1
module {
  uop.kernel @grouped strict_float global [1, 1, 1] local [2, 1, 1] {
    %out = uop.define_global 0 mutable : !uop.ptr<f32>
    %in = uop.define_global 1 : !uop.ptr<f32>
    %temp = uop.define_local "temp", 2 : !uop.ptr<f32, local>
    %c0 = uop.const 0 : i32
    %c1 = uop.const 1 : i32
    %c2 = uop.const 2 : i32
    %l = uop.special "lidx0" dim 0 size 2
    %r = uop.range %c0 to %c2 depth 2 index 0
    %acc = uop.define_acc over(%r) index -1 count 0 init 0.0 : f32
    %base = uop.mul %l, %c2 : i32
    %i = uop.add %base, %r : i32
    %x = uop.load %in[%i] : !uop.ptr<f32> -> f32
    %s = uop.add %x, %acc : f32
    %p = uop.phi %acc, %s : f32
    %st = uop.store %temp[%l], %p : !uop.ptr<f32, local>, f32
    %b = uop.barrier after %st
    %first = uop.cmplt %l, %c1 : i32
    %if = uop.if %first after %b
    %r2 = uop.range %c0 to %c2 depth 3 index 0
    %acc2 = uop.define_acc over(%r2) index 0 count 0 init 0.0 : f32
    %y = uop.load %temp[%r2] after %if : !uop.ptr<f32, local> -> f32
    %s2 = uop.add %y, %acc2 : f32
    %p2 = uop.phi %acc2, %s2 : f32
    %st2 = uop.store %out[%c0], %p2 : !uop.ptr<f32>, f32
    uop.sink %st, %st2
  }
}
