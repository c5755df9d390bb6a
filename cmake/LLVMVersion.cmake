# The single place that pins the LLVM/MLIR toolchain this project builds against.
# scripts/setup.sh reads UOP_LLVM_MAJOR from this file too.
set(UOP_LLVM_MAJOR 22)
