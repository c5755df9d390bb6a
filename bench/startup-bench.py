#!/usr/bin/env python3
"""Start-up of the tools, next to what loading LLVM and MLIR alone costs.

    bench/startup-bench.py [BUILD_DIR] [RUNS]

Times, in one run, the minimum and median wall time of RUNS launches (default
21) of: /bin/true; an empty main linked to libLLVM.so; one linked to
libMLIR.so and libLLVM.so (both built here with the LLVM the project uses);
`uop-opt --version`, `mlir-opt --version` (LLVM's own) and `uop-run
--version`. The two empty programs are the floor a tool that loads those
libraries cannot go under.
"""
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


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
    prefix, major = llvm_prefix()
    with tempfile.TemporaryDirectory() as tmp:
        rows = [("/bin/true", ["/bin/true"])] + build_floor(tmp, prefix, major)
        rows += [
            ("uop-opt --version", [f"{build}/bin/uop-opt", "--version"]),
            (f"mlir-opt-{major} --version", [f"{prefix}/bin/mlir-opt",
                                              "--version"]),
            ("uop-run --version", [f"{build}/bin/uop-run", "--version"]),
        ]
        print(f"== start-up, {runs} launches each (ms)")
        print(f"{'program':40s} {'min':>7s} {'median':>7s}")
        for name, command in rows:
            low, median = time_runs(command, runs)
            print(f"{name:40s} {low:7.1f} {median:7.1f}")


if __name__ == "__main__":
    main()
