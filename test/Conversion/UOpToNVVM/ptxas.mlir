// REQUIRES: ptxas, libdevice
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-nvvm | uop-translate --uop-to-gpu-object -o %t.ptx
// RUN: FileCheck %s --check-prefix=MATH < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: uop-opt %S/Inputs/wmma.mlir -uop-to-nvvm | uop-translate --uop-to-gpu-object -o %t.wmma.ptx
// RUN: %ptxas -arch=sm_90 %t.wmma.ptx -o %t.wmma.cubin
// RUN: uop-opt %S/../Inputs/all-ops.mlir -uop-to-nvvm=format=bin | uop-translate --uop-to-gpu-object -o %t.bin.cubin
// RUN: od -A n -N 4 -t x1 %t.bin.cubin | FileCheck %s --check-prefix=ELF

// The PTX of every op, with libdevice's math functions linked in (no
// external function is left), and of wmma's mma.sync, is what ptxas accepts
// for sm_90; with format=bin the object is an ELF cubin.
// MATH-NOT: .extern .func
// MATH: .entry all_ops(
// MATH: ex2.approx
// ELF: 7f 45 4c 46
