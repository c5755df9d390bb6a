// Every uop op that all targets lower (wmma, half types and the errors have
// tests of their own), in one linearized kernel of two workgroups of four
// threads. Each target's conversion test runs it through its pipeline.
uop.kernel @all_ops linear global [2] local [4] {
  %f = uop.define_global 0 mutable : !uop.ptr<f32>
  %i = uop.define_global 1 mutable : !uop.ptr<i32>
  %u = uop.define_global 2 mutable : !uop.ptr<ui32>
  %temp = uop.define_local "temp", 4 : !uop.ptr<f32, local>
  %n = uop.define_var <"n", 1, 8>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %one = uop.const 1.0 : f32
  %g = uop.special "gidx0" dim 0 size 2
  %l = uop.special "lidx0" dim 0 size 4
  %x = uop.load %f[%l] : !uop.ptr<f32> -> f32
  // Float ALU ops.
  %exp2 = uop.exp2 %x : f32
  %log2 = uop.log2 %exp2 : f32
  %sin = uop.sin %log2 : f32
  %sqrt = uop.sqrt %sin : f32
  %fneg = uop.neg %sqrt : f32
  %fadd = uop.add %fneg, %one : f32
  %fsub = uop.sub %fadd, %x : f32
  %fmul = uop.mul %fsub, %x : f32
  %fdiv = uop.div %fmul, %x : f32
  %fmax = uop.max %fdiv, %x : f32
  %fmod = uop.mod %fmax, %x : f32
  %flt = uop.cmplt %fmod, %x : f32
  %feq = uop.cmpeq %fmod, %x : f32
  %fsel = uop.where %flt, %fmod, %x : f32
  %fma = uop.mulacc %fsel, %x, %one : f32
  // Signed integer ALU ops.
  %y = uop.load %i[%l] : !uop.ptr<i32> -> i32
  %ineg = uop.neg %y : i32
  %iadd = uop.add %ineg, %c1 : i32
  %isub = uop.sub %iadd, %y : i32
  %imul = uop.mul %isub, %y : i32
  %idiv = uop.div %imul, %y : i32
  %imod = uop.mod %idiv, %y : i32
  %imax = uop.max %imod, %y : i32
  %ixor = uop.xor %imax, %y : i32
  %ilt = uop.cmplt %ixor, %y : i32
  %ieq = uop.cmpeq %ixor, %y : i32
  %ima = uop.mulacc %ixor, %y, %c1 : i32
  // Unsigned integer ALU ops.
  %z = uop.load %u[%l] : !uop.ptr<ui32> -> ui32
  %udiv = uop.div %z, %z : ui32
  %umod = uop.mod %udiv, %z : ui32
  %umax = uop.max %umod, %z : ui32
  %ult = uop.cmplt %umax, %z : ui32
  // Bool ALU ops (C _Bool: add is or, mul is and).
  %bor = uop.add %flt, %ilt : i1
  %band = uop.mul %bor, %ult : i1
  %bnot = uop.neg %band : i1
  %bxor = uop.xor %bnot, %feq : i1
  %beq = uop.cmpeq %bxor, %ieq : i1
  // Casts, bitcasts, vectors.
  %tof = uop.cast %ima : i32 to f32
  %uf = uop.cast %z : ui32 to f32
  %toi = uop.cast %fma : f32 to i32
  %bf = uop.cast %beq : i1 to f32
  %bits = uop.bitcast %tof : f32 to i32
  %vec = uop.cast %tof, %uf, %bf, %fma : f32, f32, f32, f32 to vector<4xf32>
  %lane = uop.gep %vec[2] : vector<4xf32>
  %same = uop.noop(%lane : f32)
  // A loop with an accumulator and a symbolic bound.
  %r = uop.range %c0 to %n depth 1 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %ri = uop.cast %r : i32 to f32
  %sum = uop.add %acc, %ri : f32
  %phi = uop.phi %acc, %sum : f32
  uop.endrange %r
  // Local memory and a barrier; an if on the thread index.
  %s0 = uop.store %temp[%l], %phi : !uop.ptr<f32, local>, f32
  %bar = uop.barrier after %s0
  %first = uop.cmplt %l, %c1 : i32
  %next = uop.add %l, %c1 : i32
  %gate = uop.cmplt %next, %n : i32
  %shared = uop.load %temp[%c0] after %bar : !uop.ptr<f32, local> -> f32
  %gated = uop.load %f[%next] if %gate else %one : !uop.ptr<f32> -> f32
  %if = uop.if %first after %bar
  %v4 = uop.load %f[%c0] after %if : !uop.ptr<f32> -> vector<4xf32>
  %s1 = uop.store %f[%c0], %v4 : !uop.ptr<f32>, vector<4xf32>
  uop.endif %if
  %total = uop.add %shared, %gated : f32
  %out = uop.add %total, %same : f32
  %s2 = uop.store %f[%g], %out if %gate : !uop.ptr<f32>, f32
  %s3 = uop.store %i[%l], %toi : !uop.ptr<i32>, i32
  %s4 = uop.store %i[%g], %bits : !uop.ptr<i32>, i32
  %s5 = uop.store %u[%l], %umax : !uop.ptr<ui32>, ui32
}
