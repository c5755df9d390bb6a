"""Runs a clang conformance kernel lowered by uop-to-llvm and compares its
outputs with tinygrad's recorded ones (the tolerance of the conformance
README). The kernel's LLVM IR is compiled with clang into a shared object and
called through ctypes with MLIR's memref descriptor ABI: for each buffer
(allocated pointer, aligned pointer, offset, size, stride), then each
variable as an int32.
"""
import ast
import ctypes
import json
import math
import os
import struct
import subprocess
import zipfile

# tinygrad dtype -> (struct code, ctypes type)
DTYPES = {
    "float32": ("f", ctypes.c_float), "float64": ("d", ctypes.c_double),
    "float16": ("e", ctypes.c_uint16), "int32": ("i", ctypes.c_int32),
    "int64": ("q", ctypes.c_int64), "int8": ("b", ctypes.c_int8),
    "uint8": ("B", ctypes.c_uint8), "int16": ("h", ctypes.c_int16),
    "uint16": ("H", ctypes.c_uint16), "uint32": ("I", ctypes.c_uint32),
    "uint64": ("Q", ctypes.c_uint64), "bool": ("?", ctypes.c_bool),
}


def _npz_array(path, key):
    """A 1-D array from a .npy inside an .npz, as a list."""
    with zipfile.ZipFile(path) as archive:
        data = archive.read(key if key.endswith(".npy") else key + ".npy")
    assert data[:6] == b"\x93NUMPY"
    header_len = struct.unpack("<H", data[8:10])[0]
    header = ast.literal_eval(data[10:10 + header_len].decode())
    code = {"<f4": "f", "<f8": "d", "<i4": "i", "<i8": "q", "|b1": "?",
            "<f2": "e", "|u1": "B", "|i1": "b"}[header["descr"]]
    body = data[10 + header_len:]
    count = len(body) // struct.calcsize(code)
    return list(struct.unpack(f"<{count}{code}", body))


def _values(array, json_path):
    if array.get("data") is not None:
        return array["data"]
    npz = os.path.splitext(json_path)[0] + ".npz"
    return _npz_array(npz, array["npz_key"])


def _decode(values, dtype):
    def one(v):
        if isinstance(v, str):
            return {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}[v]
        return v
    return [one(v) for v in values]


def _close(got, want, dtype):
    if dtype in ("float32", "float64", "float16", "bfloat16"):
        rtol, atol = (1e-2, 1e-3) if dtype in ("float16", "bfloat16") else (1e-4, 1e-5)
        if math.isnan(want):
            return math.isnan(got)
        if math.isinf(want):
            return got == want
        return abs(got - want) <= atol + rtol * abs(want)
    return got == want


def run(llvm_ir_path, kernel_json_path, clang, tmp):
    """Returns a list of failure messages (empty on success)."""
    with open(kernel_json_path) as f:
        kernel = json.load(f)
    library = os.path.join(tmp, "kernel.so")
    result = subprocess.run([clang, "-O2", "-shared", "-fPIC", "-fopenmp",
                             "-Wno-override-module",
                             llvm_ir_path, "-o", library],
                            capture_output=True, text=True)
    if result.returncode:
        return [f"clang failed:\n{result.stderr}"]
    lib = ctypes.CDLL(library)
    func = getattr(lib, kernel["function_name"])
    args, buffers = [], []
    for g in sorted(kernel["globals"], key=lambda g: g["global_idx"]):
        code, ctype = DTYPES[g["dtype"]]
        buffer = (ctype * g["size"])()
        if g.get("value") is not None:
            values = _decode(_values(g["value"], kernel_json_path), g["dtype"])
            if g["dtype"] == "float16":
                values = [struct.unpack("<H", struct.pack("<e", v))[0] for v in values]
            for i, v in enumerate(values):
                buffer[i] = v
        buffers.append((g, buffer))
        pointer = ctypes.cast(buffer, ctypes.c_void_p)
        args += [pointer, pointer, ctypes.c_int64(0), ctypes.c_int64(g["size"]),
                 ctypes.c_int64(1)]
    for var in kernel.get("vars") or []:
        args.append(ctypes.c_int32(var["value"]))
    # gpu/ kernels bind their variables at launch (var_vals).
    if not kernel.get("vars"):
        for value in (kernel.get("var_vals") or {}).values():
            args.append(ctypes.c_int32(value))
    func.restype = None
    func(*args)
    failures = []
    for g, buffer in buffers:
        if not g.get("mutable") or g.get("value_after") is None:
            continue
        want = _decode(_values(g["value_after"], kernel_json_path), g["dtype"])
        got = list(buffer)
        if g["dtype"] == "float16":
            got = [struct.unpack("<e", struct.pack("<H", v))[0] for v in got]
        bad = [i for i, (a, w) in enumerate(zip(got, want))
               if not _close(a, w, g["dtype"])]
        if bad:
            i = bad[0]
            failures.append(f"buffer {g['global_idx']}: {len(bad)} of {len(want)} "
                            f"elements differ; first at {i}: got {got[i]}, "
                            f"want {want[i]}")
    return failures
