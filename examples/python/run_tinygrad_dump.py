#!/usr/bin/env python3
"""Runs a tinygrad 0.9.0 kernel dump through uop's C API with ctypes.

    run_tinygrad_dump.py LIBUOPCAPI KERNEL.json [DEVICE]

The dump's graph is compiled for DEVICE (default CPU) through the compile
cache, run on the inputs the dump recorded (numpy arrays), and each buffer
the kernel writes is compared with tinygrad's recorded output. Debian's MLIR
has no Python bindings; the C API (uop-c/Runtime.h) is the way in.
"""
import ctypes
import json
import sys

import numpy as np

# tinygrad's dtype names to numpy's.
DTYPES = {
    "bool": np.bool_, "int8": np.int8, "uint8": np.uint8,
    "int16": np.int16, "uint16": np.uint16, "int32": np.int32,
    "uint32": np.uint32, "int64": np.int64, "uint64": np.uint64,
    "float16": np.float16, "float32": np.float32, "float64": np.float64,
}
SOURCE_TINYGRAD_JSON = 1


def load(path):
    lib = ctypes.CDLL(path)
    c = ctypes
    lib.uopGetLastError.restype = c.c_char_p
    lib.uopDeviceOpen.restype = c.c_void_p
    lib.uopDeviceOpen.argtypes = [c.c_char_p]
    lib.uopProgramCompile.restype = c.c_void_p
    lib.uopProgramCompile.argtypes = [c.c_void_p, c.c_char_p, c.c_size_t,
                                      c.c_int]
    lib.uopProgramDestroy.argtypes = [c.c_void_p]
    lib.uopProgramGetName.restype = c.c_char_p
    lib.uopProgramGetName.argtypes = [c.c_void_p]
    lib.uopProgramGetNumBuffers.restype = c.c_size_t
    lib.uopProgramGetNumBuffers.argtypes = [c.c_void_p]
    lib.uopProgramGetBufferIndex.restype = c.c_int64
    lib.uopProgramGetBufferIndex.argtypes = [c.c_void_p, c.c_size_t]
    lib.uopProgramGetBufferDType.restype = c.c_char_p
    lib.uopProgramGetBufferDType.argtypes = [c.c_void_p, c.c_size_t]
    lib.uopProgramIsBufferMutable.restype = c.c_bool
    lib.uopProgramIsBufferMutable.argtypes = [c.c_void_p, c.c_size_t]
    lib.uopProgramGetNumVars.restype = c.c_size_t
    lib.uopProgramGetNumVars.argtypes = [c.c_void_p]
    lib.uopProgramGetVarName.restype = c.c_char_p
    lib.uopProgramGetVarName.argtypes = [c.c_void_p, c.c_size_t]
    lib.uopProgramRun.restype = c.c_bool
    lib.uopProgramRun.argtypes = [c.c_void_p, c.POINTER(c.c_void_p),
                                  c.POINTER(c.c_size_t), c.c_size_t,
                                  c.POINTER(c.c_int32), c.c_size_t]
    return lib


def matches(got, want):
    """The conformance tolerance (test/Conformance/README.md): exact for
    integers and bools; for floats |got - want| <= atol * max(1, M) +
    rtol * |want|, M the largest finite |want|, NaN where NaN."""
    if got.dtype.kind != "f":
        return np.array_equal(got, want)
    rtol, atol = (1e-2, 1e-3) if got.dtype == np.float16 else (1e-4, 1e-5)
    got = got.astype(np.float64)
    want = want.astype(np.float64)
    finite = np.abs(want[np.isfinite(want)])
    scale = max(1.0, float(finite.max()) if finite.size else 1.0)
    with np.errstate(invalid="ignore"):
        close = np.abs(got - want) <= atol * scale + rtol * np.abs(want)
    same = (got == want) | (np.isnan(got) & np.isnan(want))
    return bool(np.all(close | same))


def fail(lib, what):
    sys.exit(f"{what}: {lib.uopGetLastError().decode()}")


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    lib = load(sys.argv[1])
    text = open(sys.argv[2], "rb").read()
    dump = json.loads(text)
    device = lib.uopDeviceOpen((sys.argv[3] if len(sys.argv) == 4
                                else "CPU").encode())
    if not device:
        fail(lib, "device")
    program = lib.uopProgramCompile(device, text, len(text),
                                    SOURCE_TINYGRAD_JSON)
    if not program:
        fail(lib, "compile")
    globals_by_index = {g["global_idx"]: g for g in dump["globals"]}
    arrays = []
    for position in range(lib.uopProgramGetNumBuffers(program)):
        index = lib.uopProgramGetBufferIndex(program, position)
        dtype = DTYPES[lib.uopProgramGetBufferDType(program, position).decode()]
        recorded = globals_by_index[index]
        # An input's recorded value (an output's, if tinygrad gave it one).
        before = recorded.get("value")
        if before is not None and before.get("data") is None:
            sys.exit(f"data{index}: the dump keeps its values in an .npz "
                     "file, which this example does not read")
        if before is not None:
            array = np.array(before["data"], dtype=dtype)
        else:
            array = np.zeros(recorded["size"], dtype=dtype)
        arrays.append(np.ascontiguousarray(array))
    var_values = {v["name"]: v["value"] for v in dump.get("vars", [])}
    names = [lib.uopProgramGetVarName(program, i).decode()
             for i in range(lib.uopProgramGetNumVars(program))]
    vars_c = (ctypes.c_int32 * max(len(names), 1))(
        *[var_values[name] for name in names])
    pointers = (ctypes.c_void_p * len(arrays))(
        *[a.ctypes.data_as(ctypes.c_void_p) for a in arrays])
    sizes = (ctypes.c_size_t * len(arrays))(*[a.nbytes for a in arrays])
    if not lib.uopProgramRun(program, pointers, sizes, len(arrays), vars_c,
                             len(names)):
        fail(lib, "run")
    checked = 0
    for position, array in enumerate(arrays):
        if not lib.uopProgramIsBufferMutable(program, position):
            continue
        index = lib.uopProgramGetBufferIndex(program, position)
        want = np.array(globals_by_index[index]["value_after"]["data"],
                        dtype=array.dtype)
        if not matches(array, want):
            worst = np.max(np.abs(array.astype(np.float64) -
                                  want.astype(np.float64)))
            sys.exit(f"data{index}: differs from tinygrad's output "
                     f"(largest difference {worst})")
        checked += array.size
    name = lib.uopProgramGetName(program).decode()
    lib.uopProgramDestroy(program)
    print(f"{name}: {checked} outputs match tinygrad's")


if __name__ == "__main__":
    main()
