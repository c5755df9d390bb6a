#!/usr/bin/env bash
# The main job on the CPU-side path: take a kernel that tinygrad 0.9.0 built
# (a bundled conformance dump), import it, show it, verify it and print its
# statistics next to tinygrad's own.
#
#   scripts/demo.sh [KERNEL.json]
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/setup.sh" >/dev/null

BIN="$ROOT/build/bin"
KERNEL="${1:-$ROOT/test/Conformance/clang/sum_axis1.json}"
OUT="$ROOT/build/demo"
mkdir -p "$OUT"

echo "== tinygrad kernel: $KERNEL"
python3 - "$KERNEL" <<'PY'
import json, sys
k = json.load(open(sys.argv[1]))
print(f"   {k['function_name']}: {len(k['uops_before'])} nodes as built, "
      f"{len(k['uops_after'])} after tinygrad's rewrite and linearize")
print("   tinygrad's rendered source:")
for line in k["src"].splitlines():
    print("     " + line)
PY

echo
echo "== graph form (uops_before), imported: $OUT/graph.mlir"
"$BIN/uop-translate" --import-tinygrad-json --tinygrad-list=before "$KERNEL" -o "$OUT/graph.mlir"
head -n 12 "$OUT/graph.mlir"
echo "    ..."

echo
echo "== simplified (uop-simplify: tinygrad's constant folder, node merging, index"
echo "   simplification by range analysis): $OUT/simplified.mlir"
"$BIN/uop-opt" --uop-simplify "$OUT/graph.mlir" -o "$OUT/simplified.mlir"
cat "$OUT/simplified.mlir"
python3 - "$KERNEL" "$OUT/simplified.mlir" <<'PY'
import json, re, sys
alu = {"exp2", "log2", "sin", "sqrt", "neg", "add", "sub", "mul", "div", "max",
       "mod", "cmplt", "cmpeq", "xor", "where", "mulacc"}
k = json.load(open(sys.argv[1]))
ops = re.findall(r"= uop\.(\w+)", open(sys.argv[2]).read())
print(f"   ALU ops: tinygrad {sum(n['uop'] == 'ALU' for n in k['uops_after'])}, "
      f"ours {sum(o in alu for o in ops)}; ranges: tinygrad "
      f"{sum(n['uop'] == 'RANGE' for n in k['uops_after'])}, ours {ops.count('range')}")
PY

echo
echo "== linearized form (uops_after), imported: $OUT/linear.mlir"
"$BIN/uop-translate" --import-tinygrad-json --tinygrad-list=after "$KERNEL" -o "$OUT/linear.mlir"
cat "$OUT/linear.mlir"

echo
echo "== verify"
for form in graph linear; do
  "$BIN/uop-opt" --verify-each "$OUT/$form.mlir" -o /dev/null
  echo "   $form form: verified"
done

echo
echo "== statistics of the linearized kernel"
"$BIN/uop-opt" --print-op-stats --uop-print-flops-mem "$OUT/linear.mlir" -o /dev/null 2>&1 | sed 's/^/   /'
python3 - "$KERNEL" <<'PY'
import json, sys
k = json.load(open(sys.argv[1]))
print(f"   tinygrad's flops_mem: flops = {k['flops_mem'][0]}, mem = {k['flops_mem'][1]}")
PY

echo
echo "== lowered for the CPU (uop-to-llvm: linearize, scf/arith/memref, OpenMP, LLVM): $OUT/kernel.ll"
"$BIN/uop-opt" --uop-linearize "$OUT/simplified.mlir" -o "$OUT/scheduled.mlir"
echo "   our schedule of the simplified graph:"
grep -E "uop\.(range|endrange|define_acc|phi|store|if|endif)" "$OUT/scheduled.mlir" | sed 's/^ */     /'
"$BIN/uop-opt" --uop-to-llvm "$OUT/simplified.mlir" | "$BIN/uop-translate" --mlir-to-llvmir -o "$OUT/kernel.ll"
grep -A12 "^define" "$OUT/kernel.ll" | sed 's/^/     /'
echo "     ..."
echo
echo "== end to end on the CPU device (uop-run: compile through the cache, run, check, time)"
"$BIN/uop-run" --device cpu --check --bench 21 --print 4 "$KERNEL" | sed 's/^/   /'

echo
echo "== round trip: export to tinygrad JSON and import again"
"$BIN/uop-translate" --export-tinygrad-json "$OUT/linear.mlir" -o "$OUT/linear.json"
"$BIN/uop-translate" --import-tinygrad-json --tinygrad-list=after "$OUT/linear.json" -o "$OUT/linear.again.mlir"
if cmp -s "$OUT/linear.mlir" "$OUT/linear.again.mlir"; then
  echo "   same IR after import, export, import"
else
  echo "   round trip changed the IR" >&2
  exit 1
fi
