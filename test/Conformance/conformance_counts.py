"""Op counts of tinygrad's linearized kernels and of ours after uop-simplify.

Shared by the lit conformance tests and scripts/conformance-counts.py.
"""
import os
import re
import subprocess

ALU_OPS = {"exp2", "log2", "sin", "sqrt", "neg", "add", "sub", "mul", "div",
           "max", "mod", "cmplt", "cmpeq", "xor", "where", "mulacc"}


def tinygrad_counts(kernel):
    """ALU, RANGE and UNMUL counts of tinygrad's uops_after."""
    after = kernel["uops_after"]
    return {"alu": sum(n["uop"] == "ALU" for n in after),
            "range": sum(n["uop"] == "RANGE" for n in after),
            "unmul": sum(n["uop"] == "UNMUL" for n in after)}


def mlir_counts(ir):
    """The same counts in printed uop IR."""
    ops = re.findall(r"= uop\.(\w+)", ir)
    return {"alu": sum(op in ALU_OPS for op in ops),
            "range": ops.count("range"),
            "unmul": ops.count("unmul")}


def simplify(tools_dir, path):
    """Imports uops_before and runs uop-simplify: (exit code, IR, errors)."""
    translate = os.path.join(tools_dir, "uop-translate")
    opt = os.path.join(tools_dir, "uop-opt")
    imported = subprocess.run([translate, "--import-tinygrad-json", path],
                              capture_output=True, text=True)
    if imported.returncode:
        return imported.returncode, "", imported.stderr
    result = subprocess.run([opt, "--uop-simplify"], input=imported.stdout,
                            capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr
