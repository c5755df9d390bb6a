"""lit test format: checks one tinygrad 0.9.0 conformance kernel (a JSON dump).

Each kernel `k.json` gives seven tests. `k.json` checks that
  * both node lists (uops_before in graph form, uops_after in linearized form)
    import and verify;
  * import, export, import gives the same IR, for both lists;
  * our flops_mem of the linearized kernel equals the dump's `flops_mem`
    (symbolic entries evaluated at the run's variable values);
  * the default simplification pipeline (`uop-simplify`) turns uops_before
    into a verified kernel with no more ALU ops and no more ranges than
    tinygrad's uops_after, and no unmul left; and canonicalization converges
    (`test-convergence`);
  * linearizing the simplified kernel (`uop-linearize`) gives tinygrad's
    loop nest: the same loops, trip counts and nesting as uops_after;
  * the simplified kernel lowers through `uop-to-llvm` and translates to
    LLVM IR (running it is `:run-cpu`'s part).
The others start from the same simplified kernel:
  * `k.json:ptx`: `uop-to-nvvm` gives PTX that `ptxas -arch=sm_90` accepts
    (REQUIRES: ptxas, libdevice: CUDA's math functions);
  * `k.json:spirv-vulkan`: `uop-to-spirv` gives a SPIR-V binary that
    `spirv-val --target-env vulkan1.1` accepts (REQUIRES: spirv-val);
  * `k.json:spirv-opencl`: `uop-to-spirv{client-api=opencl}` gives one that
    `spirv-val --target-env opencl1.2` accepts, except for the kernels with
    float16 values (OPENCL_UNSUPPORTED), for which the lowering must fail
    with the error that names the dtype and OpenCL (REQUIRES: spirv-val).
  * `k.json:run-cpu`, `k.json:run-interp`, `k.json:run-vulkan` and
    `k.json:run-cuda`: `uop-run --device cpu|interp|vulkan|cuda --check`
    (the runtime) compiles the dump's graph and its outputs match the
    recorded ones (INTERP interprets the linearized kernel; REQUIRES: vulkan,
    a Vulkan driver; cuda, a CUDA driver and GPU, and libdevice).
A test whose validator or device is missing is reported as skipped, naming
it. A directory's lit.local.cfg chooses which of the suffixed checks its
kernels get (the corpora recorded from tinygrad's test suite: the runs).
"""
import json
import os
import re
import shutil
import subprocess
import tempfile

import lit.formats
import lit.Test

from conformance_counts import (mlir_counts, mlir_loop_nest, simplify,
                                tinygrad_counts, tinygrad_loop_nest)

def _find_ptxas():
    return shutil.which("ptxas") or next(
        (p for p in ["/usr/local/cuda/bin/ptxas"] if os.path.exists(p)), None)


def _run(args, stdin=None):
    result = subprocess.run(args, input=stdin, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def _var_values(kernel):
    values = {v["name"]: v["value"] for v in kernel.get("vars") or []}
    values.update(kernel.get("var_vals") or {})
    return values


def _evaluate(entry, values):
    """A flops_mem entry: an int, {"variable": ...} or {"node": "((i*6)+1)"}."""
    if isinstance(entry, int):
        return entry
    if "variable" in entry:
        return values[entry["variable"]]
    expr = entry["node"]
    if not re.fullmatch(r"[\w\s()+*/%-]+", expr):
        raise ValueError(f"unexpected symbolic expression {expr!r}")
    return eval(expr.replace("//", "/").replace("/", "//"), {}, dict(values))


def _opencl_unsupported(kernel):
    """Why the OpenCL lowering must refuse this kernel, or None: float16
    values need the Float16 capability, which the OpenCL profiles that
    spirv-val checks do not allow."""
    if any(n.get("dtype") and "float16" in str(n["dtype"])
           for n in kernel["uops_before"]):
        return "float16"
    return None


_MLIR_DTYPES = {"float16": "f16"}


# The checks of each kernel's tests, by the suffix of the test's name.
TARGET_CHECKS = {"ptx": ["ptxas", "libdevice"],
                 "spirv-vulkan": ["spirv-val"], "spirv-opencl": ["spirv-val"],
                 "run-cpu": [], "run-interp": [], "run-vulkan": ["vulkan"],
                 "run-cuda": ["cuda", "libdevice"]}


class ConformanceTest(lit.formats.FileBasedTest):
    def __init__(self, tools_dir, llvm_tools_dir, checks=tuple(TARGET_CHECKS),
                 corpus=False):
        self.checks = checks
        self.corpus = corpus
        self.opt = os.path.join(tools_dir, "uop-opt")
        self.translate = os.path.join(tools_dir, "uop-translate")
        self.run_tool = os.path.join(tools_dir, "uop-run")
        self.ptxas = _find_ptxas()
        self.spirv_val = shutil.which("spirv-val")

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig,
                            localConfig):
        for test in super().getTestsInDirectory(testSuite, path_in_suite,
                                                litConfig, localConfig):
            yield test
            *directory, name = test.path_in_suite
            for check in self.checks:
                target = lit.Test.Test(testSuite,
                                       (*directory, f"{name}:{check}"),
                                       localConfig)
                target.requires += TARGET_CHECKS[check]
                yield target

    def execute(self, test, lit_config):
        path, _, check = test.getSourcePath().partition(":")
        if test.getMissingRequiredFeatures():
            return lit.Test.UNSUPPORTED, ""
        with open(path) as f:
            kernel = json.load(f)
        with tempfile.TemporaryDirectory() as tmp:
            failures = self._check(path, kernel, check, tmp)
        if failures:
            return lit.Test.FAIL, "\n".join(failures)
        return lit.Test.PASS, ""

    def _check(self, path, kernel, check, tmp):
        if check.startswith("run-"):
            return self._check_run(path, check[len("run-"):])
        failures = []
        if not check:
            if self.corpus:
                failures += self._check_import(path, "after", tmp)
            else:
                for which in ("before", "after"):
                    failures += self._check_round_trip(path, which, tmp)
                failures += self._check_flops_mem(path, kernel, tmp)
        # Simplify once; every lowering starts from that.
        code, simplified, err = simplify(os.path.dirname(self.opt), path)
        if code:
            return failures + [f"uop-simplify failed:\n{err}"]
        if not check:
            failures += self._check_simplify(simplified, kernel, tmp)
            failures += self._check_linearize(simplified, kernel)
            if not self.corpus:
                failures += self._check_lower_to_llvm(simplified)
        elif check == "ptx":
            failures += self._check_ptx(simplified, tmp)
        elif check == "spirv-vulkan":
            failures += self._check_spirv(simplified, tmp, "vulkan",
                                          "vulkan1.1", None)
        else:
            failures += self._check_spirv(simplified, tmp, "opencl",
                                          "opencl1.2",
                                          _opencl_unsupported(kernel))
        return failures

    def _import(self, path, which, out):
        return _run([self.translate, "--import-tinygrad-json",
                     f"--tinygrad-list={which}", path, "-o", out])

    def _check_import(self, path, which, tmp):
        code, _, err = self._import(path, which,
                                    os.path.join(tmp, f"{which}.1.mlir"))
        if code:
            return [f"uops_{which} does not import and verify:\n{err}"]
        return []

    def _check_round_trip(self, path, which, tmp):
        first, exported, second = (os.path.join(tmp, f"{which}.{n}")
                                   for n in ("1.mlir", "json", "2.mlir"))
        code, _, err = self._import(path, which, first)
        if code:
            return [f"uops_{which} does not import and verify:\n{err}"]
        code, _, err = _run([self.translate, "--export-tinygrad-json", first,
                             "-o", exported])
        if code:
            return [f"uops_{which} does not export:\n{err}"]
        code, _, err = self._import(exported, which, second)
        if code:
            return [f"exported uops_{which} does not import:\n{err}"]
        with open(first) as a, open(second) as b:
            if a.read() != b.read():
                return [f"uops_{which}: import, export, import changed the IR "
                        f"(compare {first} and {second})"]
        return []

    def _lower(self, simplified, pipeline):
        """Runs `pipeline` (a uop-opt flag) on the simplified kernel."""
        return _run([self.opt, pipeline], stdin=simplified)

    def _check_simplify(self, simplified, kernel, tmp):
        ours, theirs = mlir_counts(simplified), tinygrad_counts(kernel)
        failures = [f"{key}: ours {ours[key]} > tinygrad's {theirs[key]}"
                    for key in ("alu", "range") if ours[key] > theirs[key]]
        if ours["unmul"]:
            failures.append(f"{ours['unmul']} uop.unmul left")
        if self.corpus:
            return failures
        graph = os.path.join(tmp, "before.1.mlir")
        code, _, err = _run([self.opt, "--canonicalize=test-convergence=true",
                             graph, "-o", os.devnull])
        if code:
            failures.append(f"canonicalization does not converge:\n{err}")
        return failures

    def _check_linearize(self, simplified, kernel):
        code, ir, err = self._lower(simplified, "--uop-linearize")
        if code:
            return [f"uop-linearize failed:\n{err}"]
        # The corpora need a schedule, not tinygrad's: a reduction that does
        # not depend on an outer loop may leave it.
        if self.corpus:
            return []
        ours, theirs = mlir_loop_nest(ir), tinygrad_loop_nest(kernel)
        if ours != theirs:
            return [f"loop nest: ours {ours}, tinygrad's {theirs}"]
        return []

    def _check_lower_to_llvm(self, simplified):
        code, lowered, err = self._lower(simplified, "--uop-to-llvm")
        if code:
            return [f"uop-to-llvm failed:\n{err}"]
        code, _, err = _run([self.translate, "--mlir-to-llvmir", "-o",
                             os.devnull], stdin=lowered)
        if code:
            return [f"mlir-to-llvmir failed:\n{err}"]
        return []

    def _check_run(self, path, device):
        """The runtime: uop-run compiles the dump's graph for `device` and
        checks its outputs against the recorded ones."""
        code, out, err = _run([self.run_tool, "--device", device, "--check",
                               path])
        if code:
            return [f"uop-run --device {device} --check failed:\n{out}{err}"]
        return []

    def _write_binary(self, lowered, translation, path):
        """Writes what a device loads from a lowered module; failures."""
        code, _, err = _run([self.translate, translation, "-o", path],
                            stdin=lowered)
        if code:
            return [f"uop-translate {translation} failed:\n{err}"]
        return []

    def _check_ptx(self, simplified, tmp):
        code, lowered, err = self._lower(simplified, "--uop-to-nvvm")
        if code:
            return [f"uop-to-nvvm failed:\n{err}"]
        ptx_path = os.path.join(tmp, "kernel.ptx")
        failures = self._write_binary(lowered, "--uop-to-gpu-object", ptx_path)
        if failures:
            return failures
        code, _, err = _run([self.ptxas, "-arch=sm_90", ptx_path, "-o",
                             os.path.join(tmp, "kernel.cubin")])
        if code:
            return [f"ptxas rejects the PTX:\n{err}"]
        return []

    def _check_spirv(self, simplified, tmp, client_api, target_env,
                     unsupported):
        pipeline = f"--uop-to-spirv=client-api={client_api}"
        code, lowered, err = self._lower(simplified, pipeline)
        if unsupported:
            if code and f"'{_MLIR_DTYPES[unsupported]}'" in err and \
                    "cannot be lowered for OpenCL" in err:
                return []
            return [f"{pipeline} should report {unsupported} as unsupported, "
                    f"got exit code {code}:\n{err}"]
        if code:
            return [f"{pipeline} failed:\n{err}"]
        binary = os.path.join(tmp, "kernel.spv")
        failures = self._write_binary(lowered, "--uop-to-spirv-binary", binary)
        if failures:
            return failures
        code, out, err = _run([self.spirv_val, "--target-env", target_env,
                               binary])
        if code:
            return [f"spirv-val rejects the module:\n{out}{err}"]
        return []

    def _check_flops_mem(self, path, kernel, tmp):
        if kernel.get("flops_mem") is None:
            return []
        linear = os.path.join(tmp, "after.1.mlir")
        values = _var_values(kernel)
        option = "uop-print-flops-mem"
        if values:
            option += "=vars=" + ",".join(f"{k}={v}" for k, v in values.items())
        code, out, err = _run([self.opt, f"--{option}", linear, "-o",
                               os.devnull])
        if code:
            return [f"uop-print-flops-mem failed:\n{err}"]
        # The last "flops = X, mem = Y" is the numeric one.
        match = re.findall(r"flops = (-?\d+), mem = (-?\d+)", out)
        if not match:
            return [f"uop-print-flops-mem printed no numeric counts:\n{out}"]
        ours = tuple(int(x) for x in match[-1])
        want = tuple(_evaluate(e, values) for e in kernel["flops_mem"])
        if ours != want:
            return [f"flops_mem: ours {ours}, tinygrad's {want}\n{out}"]
        return []
