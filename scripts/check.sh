#!/usr/bin/env bash
# Builds (through setup.sh) and runs every test: the lit suite and the unit
# tests (ctest). Ends with one line "N passed, N failed, N skipped" and exits
# non-zero on any failure.
#
#   scripts/check.sh [--sanitize]
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="$ROOT/build"
if [[ -n "${1:-}" && "$1" != "--sanitize" ]]; then
  echo "usage: scripts/check.sh [--sanitize]" >&2
  exit 2
fi
if [[ "${1:-}" == "--sanitize" ]]; then
  BUILD_DIR="$ROOT/build-sanitize"
  # Every finding fails its test: leaks included, UB halts.
  # allow_user_poisoning=0: see docs/Reliability.md (prebuilt libMLIR.so and
  # our instrumented code share LLVM allocators whose inline code poisons).
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allow_user_poisoning=0}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
fi

"$ROOT/scripts/setup.sh" "$@" || { echo "0 passed, 1 failed, 0 skipped"; exit 1; }

LLVM_MAJOR="$(sed -n 's/^set(UOP_LLVM_MAJOR \([0-9]*\)).*/\1/p' "$ROOT/cmake/LLVMVersion.cmake")"
LIT="/usr/lib/llvm-$LLVM_MAJOR/bin/lit"
RESULTS="$BUILD_DIR/test-results"
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

echo "== lit"
"$LIT" -sv --xunit-xml-output "$RESULTS/lit.xml" "$BUILD_DIR/test"
lit_status=$?

echo "== unit tests"
ctest --test-dir "$BUILD_DIR" --output-on-failure --output-junit "$RESULTS/ctest.xml"
ctest_status=$?

python3 "$ROOT/scripts/summarize_results.py" "$RESULTS/lit.xml" "$RESULTS/ctest.xml"
summary_status=$?

if ((lit_status || ctest_status || summary_status)); then
  exit 1
fi
