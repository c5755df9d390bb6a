// RUN: uop-opt %s -uop-to-nvvm | FileCheck %s
// RUN: uop-opt %s '-uop-to-nvvm=chip=sm_80 features=+ptx75' | FileCheck %s --check-prefix=SM80

// A graph-form kernel becomes a gpu.binary holding PTX for sm_90: thread
// and block indices read the special registers, the barrier is bar.sync.
// CHECK: gpu.binary @kernels
// CHECK-SAME: chip = "sm_90"
// CHECK-SAME: .target sm_90
// CHECK-SAME: .entry reduce(
// CHECK-SAME: %tid.x
// CHECK-SAME: bar.sync
// CHECK-SAME: %ctaid.x
// SM80: .target sm_80
uop.kernel @reduce global [4] local [16] {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %temp = uop.define_local "temp", 16 : !uop.ptr<f32, local>
  %c0 = uop.const 0 : i32
  %c1 = uop.const 1 : i32
  %g = uop.special "gidx0" dim 0 size 4
  %l = uop.special "lidx0" dim 0 size 16
  %first = uop.cmplt %l, %c1 : i32
  %v = uop.load %d1[%l] : !uop.ptr<f32> -> f32
  %st = uop.store %temp[%l], %v : !uop.ptr<f32, local>, f32
  %b = uop.barrier after %st
  %if = uop.if %first after %b
  %w = uop.load %temp[%c0] after %if : !uop.ptr<f32, local> -> f32
  %out = uop.store %d0[%g], %w : !uop.ptr<f32>, f32
  uop.sink %out
}
