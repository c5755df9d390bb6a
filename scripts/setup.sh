#!/usr/bin/env bash
# Installs what is missing (Debian packages only), then configures and builds
# the project into build/ (tools in build/bin/). Idempotent and incremental.
#
#   scripts/setup.sh [--sanitize | --static]
#
# --sanitize: ASan+UBSan into build-sanitize/. --static: uop-opt,
# uop-translate and uop-run linked to the static MLIR libraries into
# build-static/ (about twice as fast to start: bench/startup-bench.py; no C
# API or mlir-opt plugin, which need libMLIR.so).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LLVM_MAJOR="$(sed -n 's/^set(UOP_LLVM_MAJOR \([0-9]*\)).*/\1/p' "$ROOT/cmake/LLVMVersion.cmake")"
BUILD_DIR="$ROOT/build"
EXTRA_CMAKE_ARGS=()
BUILD_TARGETS=()
case "${1:-}" in
  "") ;;
  --sanitize)
    BUILD_DIR="$ROOT/build-sanitize"
    EXTRA_CMAKE_ARGS+=(-DLLVM_USE_SANITIZER="Address;Undefined"
                       -DLLVM_USE_SANITIZE_COVERAGE=ON -DUOP_BUILD_FUZZERS=ON) ;;
  --static)
    # LLVM and MLIR linked in (cmake/UOpStaticLLVM.cmake), so that no
    # shared library of theirs is loaded at start. Each tool is about 200 MB:
    # only the main three.
    BUILD_DIR="$ROOT/build-static"
    # Not position-independent: a PIE of this size spends milliseconds at
    # every start applying its 114k relative relocations (each a page that
    # the loader copies); linked at a fixed address it has none. As needed:
    # LLVM's libraries name system libraries (libz3, libxml2, libffi) that
    # only parts the tools do not link use.
    EXTRA_CMAKE_ARGS+=(-DUOP_LINK_MLIR_DYLIB=OFF -DUOP_BUILD_UNITTESTS=OFF
                       -DUOP_BUILD_DOCS=OFF
                       "-DCMAKE_EXE_LINKER_FLAGS=-no-pie -static-libstdc++ -static-libgcc -Wl,--as-needed")
    BUILD_TARGETS=(--target uop-opt uop-translate uop-run) ;;
  *)
    echo "usage: scripts/setup.sh [--sanitize | --static]" >&2
    exit 2 ;;
esac

PACKAGES=(
  cmake ninja-build python3
  "clang-$LLVM_MAJOR" "llvm-$LLVM_MAJOR-dev" "llvm-$LLVM_MAJOR-tools"
  "libmlir-$LLVM_MAJOR-dev" "mlir-$LLVM_MAJOR-tools"
  "libomp-$LLVM_MAJOR-dev" libgtest-dev libsqlite3-dev zlib1g-dev libzstd-dev spirv-tools
  mesa-vulkan-drivers libvulkan-dev python3-numpy libopenblas-dev
)
if [[ "${1:-}" == "--sanitize" ]]; then
  PACKAGES+=("libclang-rt-$LLVM_MAJOR-dev")
fi

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$pkg")
  fi
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [[ "$(id -u)" != 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

LLVM_PREFIX="/usr/lib/llvm-$LLVM_MAJOR"
# Configure every time (quick once configured), so that a changed option
# reaches an existing build directory.
cmake -G Ninja -S "$ROOT" -B "$BUILD_DIR" \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="clang-$LLVM_MAJOR" -DCMAKE_CXX_COMPILER="clang++-$LLVM_MAJOR" \
  -DMLIR_DIR="$LLVM_PREFIX/lib/cmake/mlir" \
  "${EXTRA_CMAKE_ARGS[@]}" > /dev/null
cmake --build "$BUILD_DIR" "${BUILD_TARGETS[@]}"
