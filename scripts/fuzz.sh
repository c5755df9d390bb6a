#!/usr/bin/env bash
# The differential fuzzer: N seeded random kernels (default 1000) from SEED
# (default 1), each interpreted as generated, after uop-simplify and after
# uop-linearize, and run on the CPU and VULKAN devices; every output must
# agree with the first (see tools/uop-fuzz-diff). The seeds are shared out
# over the cores. Failing kernels are saved as reproducers under
# build/fuzz-failures/ (re-run one with `build/bin/uop-fuzz-diff FILE`).
# Ends with "N kernels: N agree, N fail" and exits non-zero on any failure.
#
#   scripts/fuzz.sh [N] [SEED]
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
COUNT="${1:-1000}"
SEED="${2:-1}"
if ! [[ "$COUNT" =~ ^[0-9]+$ && "$SEED" =~ ^[0-9]+$ ]]; then
  echo "usage: scripts/fuzz.sh [N] [SEED]" >&2
  exit 2
fi
"$ROOT/scripts/setup.sh" >/dev/null || { echo "fuzz: setup failed" >&2; exit 1; }

OUT="$ROOT/build/fuzz-failures"
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT
# The compile cache would only fill with one-off kernels.
export UOP_DISABLE_COMPILER_CACHE=1

# A runaway kernel (a rewrite that never converges) is stopped by the
# shard's memory limit rather than the machine's.
ulimit -v $((8 * 1024 * 1024))
JOBS="$(nproc)"
((JOBS > COUNT)) && JOBS=$((COUNT > 0 ? COUNT : 1))
start=$SEED
for ((job = 0; job < JOBS; ++job)); do
  share=$((COUNT / JOBS + (job < COUNT % JOBS ? 1 : 0)))
  "$ROOT/build/bin/uop-fuzz-diff" --seed "$start" --count "$share" \
    --save-dir "$OUT" >"$LOGS/$job.log" 2>&1 &
  start=$((start + share))
done
wait

# Failures in full, then the shards' summaries added up.
grep -h -v -E '^(features:|[0-9]+ kernels:|[A-Z]+ refused)' "$LOGS"/*.log
python3 - "$LOGS" <<'PY'
import collections, glob, re, sys
kernels = agree = fail = 0
features = collections.Counter()
refused = collections.Counter()
for path in glob.glob(sys.argv[1] + "/*.log"):
    for line in open(path):
        if m := re.match(r"(\d+) kernels: (\d+) agree, (\d+) fail", line):
            kernels += int(m[1]); agree += int(m[2]); fail += int(m[3])
        elif line.startswith("features:"):
            for item in line.split()[1:]:
                name, count = item.split("=")
                features[name] += int(count)
        elif m := re.match(r"(\w+) refused (\d+) kernels", line):
            refused[m[1]] += int(m[2])
print("features (kernels using each):",
      " ".join(f"{k}={v}" for k, v in sorted(features.items())))
for device, count in sorted(refused.items()):
    print(f"{device} refused {count} kernels (a dtype it lacks)")
print(f"{kernels} kernels: {agree} agree, {fail} fail")
sys.exit(1 if fail or kernels == 0 else 0)
PY
