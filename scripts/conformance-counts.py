#!/usr/bin/env python3
"""Prints, per conformance kernel, tinygrad's ALU and range counts (uops_after)
next to ours (uops_before through uop-simplify), and exits non-zero where ours
are larger or an unmul is left.

    scripts/conformance-counts.py [BUILD_DIR]
"""
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "Conformance"))
from conformance_counts import mlir_counts, simplify, tinygrad_counts  # noqa: E402


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    tools = os.path.join(build, "bin")
    print(f"{'kernel':28s} {'ALU tinygrad':>12s} {'ALU ours':>9s} "
          f"{'ranges tinygrad':>15s} {'ranges ours':>11s}")
    worse = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "test", "Conformance",
                                              "*", "*.json"))):
        name = os.path.relpath(path, os.path.join(ROOT, "test", "Conformance"))
        with open(path) as f:
            theirs = tinygrad_counts(json.load(f))
        code, ir, err = simplify(tools, path)
        if code:
            print(f"{name:28s} failed: {err.strip()}")
            worse += 1
            continue
        ours = mlir_counts(ir)
        bad = (ours["alu"] > theirs["alu"] or ours["range"] > theirs["range"]
               or ours["unmul"])
        worse += bool(bad)
        print(f"{name[:-5]:28s} {theirs['alu']:12d} {ours['alu']:9d} "
              f"{theirs['range']:15d} {ours['range']:11d}"
              + ("   <-- larger" if bad else ""))
    print(f"{worse} kernels larger than tinygrad's")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main())
