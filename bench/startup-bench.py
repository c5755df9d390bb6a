#!/usr/bin/env python3
"""Start-up of the tools, next to what loading LLVM and MLIR alone costs.

    bench/startup-bench.py [BUILD_DIR] [RUNS] [--static STATIC_BUILD_DIR]

Times, in one run, the minimum and median wall time of RUNS launches (default
21) of: /bin/true; an empty main linked to libLLVM.so; one linked to
libMLIR.so and libLLVM.so (both built here with the LLVM the project uses);
`mlir-opt --version` (LLVM's own); and, for BUILD_DIR (default build/, the
tools linked to libMLIR.so) and STATIC_BUILD_DIR (`scripts/setup.sh
--static`, the tools linked to the static LLVM and MLIR libraries; default
build-static/, when it exists), `uop-opt --version`, `uop-run --version` and
`uop-run` on a compile-cache hit (clang/add_f32 on the CPU device: import,
simplify, cache lookup, load, run). The two empty programs are the floor a
tool that loads those libraries cannot go under. The goal (issue 14) is 20 ms
for `uop-opt --version` and for a cache hit.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def llvm_prefix():
    text = open(os.path.join(ROOT, "cmake", "LLVMVersion.cmake")).read()
    major = re.search(r"set\(UOP_LLVM_MAJOR (\d+)\)", text).group(1)
    return f"/usr/lib/llvm-{major}", major


def build_floor(tmp, prefix, major):
    """The two empty programs: (name, path) pairs."""
    source = os.path.join(tmp, "empty.cpp")
    with open(source, "w") as f:
        f.write("int main() { return 0; }\n")
    programs = []
    for name, libs in [("empty main + libLLVM.so", ["-lLLVM"]),
                       ("empty main + libMLIR.so + libLLVM.so",
                        ["-lMLIR", "-lLLVM"])]:
        out = os.path.join(tmp, f"empty{len(programs)}")
        subprocess.run([f"clang++-{major}", "-O2", source, "-o", out,
                        f"-L{prefix}/lib", f"-Wl,-rpath,{prefix}/lib",
                        "-Wl,--no-as-needed"] + libs, check=True)
        programs.append((name, [out]))
    return programs


def time_runs(command, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return min(times), statistics.median(times)


def tool_rows(label, build, cache_dir):
    kernel = os.path.join(ROOT, "test", "Conformance", "clang", "add_f32.json")
    hit = [f"{build}/bin/uop-run", kernel, "--device", "CPU"]
    # The first run fills the cache.
    subprocess.run(hit, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=True, env=dict(os.environ, UOP_CACHE_DIR=cache_dir))
    return [
        (f"uop-opt --version ({label})", [f"{build}/bin/uop-opt", "--version"]),
        (f"uop-run --version ({label})", [f"{build}/bin/uop-run", "--version"]),
        (f"uop-run, cache hit ({label})", hit),
    ]


def main():
    parser = argparse.ArgumentParser(description="Start-up of the tools.")
    parser.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    parser.add_argument("runs", nargs="?", type=int, default=21)
    parser.add_argument("--static", default=os.path.join(ROOT, "build-static"))
    args = parser.parse_args()
    prefix, major = llvm_prefix()
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["UOP_CACHE_DIR"] = tmp
        rows = [("/bin/true", ["/bin/true"])] + build_floor(tmp, prefix, major)
        rows.append((f"mlir-opt-{major} --version",
                     [f"{prefix}/bin/mlir-opt", "--version"]))
        rows += tool_rows("libMLIR.so", args.build, tmp)
        if os.path.exists(os.path.join(args.static, "bin", "uop-run")):
            rows += tool_rows("static LLVM and MLIR", args.static, tmp)
        else:
            print(f"(no {args.static}/bin/uop-run: scripts/setup.sh --static "
                  "builds the statically linked tools)")
        print(f"== start-up, {args.runs} launches each (ms)")
        print(f"{'program':44s} {'min':>7s} {'median':>7s}")
        medians = {}
        for name, command in rows:
            low, medians[name] = time_runs(command, args.runs)
            print(f"{name:44s} {low:7.1f} {medians[name]:7.1f}")
        for label in ("libMLIR.so", "static LLVM and MLIR"):
            if f"uop-opt --version ({label})" in medians:
                print(f"goal (issue: compile speed): `uop-opt --version` and "
                      f"a uop-run cache hit in at most 20 ms; measured "
                      f"{medians[f'uop-opt --version ({label})']:.1f} and "
                      f"{medians[f'uop-run, cache hit ({label})']:.1f} ms "
                      f"({label})")


if __name__ == "__main__":
    main()
