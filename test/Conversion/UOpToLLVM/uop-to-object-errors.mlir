// RUN: uop-translate --uop-to-object %s -split-input-file -verify-diagnostics -o /dev/null

// The object holds one kernel and the packed entry point the CPU device
// calls; anything else is refused with the count.

// expected-error @below {{expected one kernel function, found 2}}
module {
  llvm.func @first() {
    llvm.return
  }
  llvm.func @second() {
    llvm.return
  }
}

// -----

// expected-error @below {{expected one kernel function, found 0}}
module {
}
