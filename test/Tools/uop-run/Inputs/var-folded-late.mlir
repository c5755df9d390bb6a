// A variable used only in a compare that the second round of uop-simplify
// folds: prepareKernel simplifies to the fixpoint, so its signature and the
// compiled kernel agree (they did not: found by uop-fuzz-diff).
module {
  uop.kernel @var_gate strict_float global [1, 1, 1] local [1, 1, 1] {
    %out = uop.define_global 0 mutable : !uop.ptr<i32>
    %in = uop.define_global 1 : !uop.ptr<i32>
    %n = uop.define_var <"n", 1, 8>
    %g = uop.special "gidx0" dim 0 size 1
    %c0 = uop.const 0 : i32
    %c7 = uop.const 7 : i32
    %n16 = uop.cast %n : i32 to ui16
    %g16 = uop.cast %g : i32 to ui16
    %lt = uop.cmplt %n16, %g16 : ui16
    %x = uop.load %in[%c0] if %lt else %c7 : !uop.ptr<i32> -> i32
    %s = uop.store %out[%c0], %x : !uop.ptr<i32>, i32
    uop.sink %s
  }
}
