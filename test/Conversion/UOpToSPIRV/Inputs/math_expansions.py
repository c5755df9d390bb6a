"""Inputs for, and the check of, math-expansions-vulkan.mlir.

  math_expansions.py inputs IN64 IN32   writes the float64 and float32 inputs
  math_expansions.py check IN64 IN32 OUT_DIR
      compares the kernel's outputs (OUT_DIR/data0..3.npy) with Python's
      math module (glibc): float64 exp2, log2 and sin within 2 ulp, float32
      sin within 1 ulp of the correctly rounded sin, special values exactly.
      Prints one summary line per function.
"""
import math
import random
import struct
import sys

COUNT = 4000


def save(path, code, fmt, values):
    header = "{'descr': '<%s', 'fortran_order': False, 'shape': (%d,), }" % (
        code, len(values))
    header += " " * (118 - len(header)) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) +
                header.encode() + struct.pack("<%d%s" % (len(values), fmt),
                                              *values))


def load(path, fmt, size):
    data = open(path, "rb").read()
    start = 10 + struct.unpack("<H", data[8:10])[0]
    count = (len(data) - start) // size
    return list(struct.unpack("<%d%s" % (count, fmt), data[start:]))


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def inputs():
    rng = random.Random(11)
    inf, nan = math.inf, math.nan
    x64 = [0.0, -0.0, 0.5, -3.7, 10.25, 1000.1, 1023.9, 1024.0, -1022.25,
           -1074.5, -1080.0, 1e-300, 5e-324, -1.0, 2.2e16, -2.2e16, 1e22,
           1e300, -1e300, 6381956970095103 * 2.0**797, math.pi, math.pi / 4,
           inf, -inf, nan]
    x32 = [-2.2e16, 1.0, 3e38, -3.4028234663852886e38, 100.0, 1e-40, 0.0,
           -0.0, 16367173 * 2.0**72, math.pi / 2, inf, -inf, nan]
    while len(x64) < COUNT:
        kind = rng.random()
        if kind < 0.4:
            x64.append(rng.uniform(-1100, 1100))
        elif kind < 0.7:
            x64.append(rng.uniform(-10, 10))
        else:
            x64.append(struct.unpack("<d", struct.pack(
                "<Q", rng.getrandbits(64)))[0])
    while len(x32) < COUNT:
        if rng.random() < 0.5:
            x32.append(f32(rng.uniform(-100, 100)))
        else:
            x32.append(struct.unpack("<f", struct.pack(
                "<I", rng.getrandbits(32)))[0])
    save(sys.argv[2], "f8", "d", x64)
    save(sys.argv[3], "f4", "f", x32)


def reference(function, x):
    try:
        return function(x)
    except OverflowError:
        return math.inf
    except ValueError:  # log2(0), log2(x < 0), sin(+-inf)
        return -math.inf if function is math.log2 and x == 0 else math.nan


def ulps(got, want, smallest, mantissa_bits):
    if math.isnan(want) or math.isinf(want) or math.isnan(got) or \
            math.isinf(got):
        same = (math.isnan(want) and math.isnan(got)) or got == want
        return 0 if same else math.inf
    if want == 0 and got == 0:
        return 0 if math.copysign(1, got) == math.copysign(1, want) else \
            math.inf
    exponent = math.frexp(want)[1] if want != 0 else 0
    ulp = max(math.ldexp(1.0, exponent - mantissa_bits), smallest)
    return abs(got - want) / ulp


def check():
    x64 = load(sys.argv[2], "d", 8)
    x32 = load(sys.argv[3], "f", 4)
    out = sys.argv[4]
    failed = False
    for index, (name, function) in enumerate(
            [("exp2", lambda x: 2.0**x), ("log2", math.log2),
             ("sin", math.sin)]):
        got = load("%s/data%d.npy" % (out, index), "d", 8)
        worst = max(ulps(g, reference(function, x), 5e-324, 53)
                    for x, g in zip(x64, got))
        failed |= worst > 2
        print("float64 %s: %d values, %s" % (
            name, len(got), "within 2 ulp" if worst <= 2 else
            "max error %g ulp" % worst))
    got = load("%s/data3.npy" % out, "f", 4)
    worst = max(ulps(g, f32(reference(math.sin, x)), 2.0**-149, 24)
                for x, g in zip(x32, got))
    failed |= worst > 1
    print("float32 sin: %d values, %s" % (
        len(got), "within 1 ulp" if worst <= 1 else
        "max error %g ulp" % worst))
    print("float32 sin(-2.2e16) = %.6f" % got[0])
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    inputs() if sys.argv[1] == "inputs" else check()
