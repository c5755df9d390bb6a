# -*- Python -*-
import os
import sys

import lit.formats
from lit.llvm import llvm_config

config.name = "UOP"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.uop_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
# The conformance kernels copied from tinygrad 0.9.0 (see test/Conformance).
config.substitutions.append(
    ("%conformance", os.path.join(config.test_source_root, "Conformance")))
config.substitutions.append(("%python", sys.executable))
# The source and build trees and CMake, for the tests that build the examples
# against an installed package.
config.substitutions.append(("%uop_src_root", config.uop_src_root))
config.substitutions.append(("%uop_obj_root", config.uop_obj_root))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%ctest", config.ctest_command))
# A sanitizer build's libraries need the sanitizer's runtime in the process:
# the stock mlir-opt, Debian's python3 and a project built without the
# sanitizer flags cannot load or link them.
if config.uop_sanitizers:
    config.available_features.add("sanitizer")
# The stock mlir-opt, and uop as its plugin (only in the dylib build).
config.substitutions.append(
    ("%mlir_opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))
uop_plugin = os.path.join(config.uop_obj_root, "lib", "UOpPlugin.so")
config.substitutions.append(("%uop_plugin", uop_plugin))
if os.path.exists(uop_plugin):
    config.available_features.add("uop-plugin")
# The C API's library, and Debian's Python (the first python3 on PATH may
# lack numpy), for the ctypes example.
config.substitutions.append(
    ("%uop_capi", os.path.join(config.uop_obj_root, "lib", "libUOpCAPI.so")))
config.substitutions.append(("%debian_python", "/usr/bin/python3"))
import platform
if platform.machine() in ("x86_64", "AMD64"):
    config.available_features.add("host-x86")
    # What LLVM makes of vector code depends on the vector width.
    cpuinfo = open("/proc/cpuinfo").read() \
        if os.path.exists("/proc/cpuinfo") else ""
    if " avx512f" in cpuinfo:
        config.available_features.add("host-avx512")
    # AVX-512's 64-bit integer conversions, in 512 and 256 bits.
    if " avx512dq" in cpuinfo and " avx512vl" in cpuinfo:
        config.available_features.add("host-avx512dq-vl")
    # The CPU compiler calls glibc's vector math where AVX2 is and it loads.
    import ctypes
    try:
        ctypes.CDLL("libmvec.so.1")
        if " avx2" in open("/proc/cpuinfo").read():
            config.available_features.add("host-libmvec")
    except OSError:
        pass

import subprocess
if subprocess.run(["/usr/bin/python3", "-c", "import numpy"],
                  capture_output=True).returncode == 0:
    config.available_features.add("numpy")

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# External validators: tests that need one say REQUIRES: and are reported as
# skipped, naming it, where it is missing.
import shutil
ptxas = shutil.which("ptxas") or next(
    (p for p in ["/usr/local/cuda/bin/ptxas"] if os.path.exists(p)), None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
# MLIR links CUDA's libdevice (the math functions) into PTX where CUDA_HOME
# names the toolkit; default it to the toolkit ptxas belongs to.
cuda_home = os.environ.get("CUDA_HOME") or (
    os.path.dirname(os.path.dirname(os.path.realpath(ptxas))) if ptxas else None)
if cuda_home and os.path.exists(
        os.path.join(cuda_home, "nvvm", "libdevice", "libdevice.10.bc")):
    config.available_features.add("libdevice")
    config.environment["CUDA_HOME"] = cuda_home
    os.environ.setdefault("CUDA_HOME", cuda_home)
if shutil.which("spirv-val"):
    config.available_features.add("spirv-val")

# A Vulkan driver (Mesa's lavapipe runs Vulkan on the CPU).
import glob
if glob.glob("/usr/share/vulkan/icd.d/*.json") and glob.glob(
        "/usr/lib/*/libvulkan.so.1"):
    config.available_features.add("vulkan")

# A CUDA driver with a GPU behind it.
import ctypes
try:
    cuda = ctypes.CDLL("libcuda.so.1")
    count = ctypes.c_int(0)
    if cuda.cuInit(0) == 0 and cuda.cuDeviceGetCount(ctypes.byref(count)) == 0 \
            and count.value > 0:
        config.available_features.add("cuda")
except OSError:
    pass

# The runtime's compile cache lives in the build tree during tests.
cache_dir = os.path.join(config.test_exec_root, "compile-cache")
config.environment["UOP_CACHE_DIR"] = cache_dir
os.environ["UOP_CACHE_DIR"] = cache_dir

tool_dirs = [config.uop_tools_dir, config.llvm_tools_dir]
tools = ["uop-opt", "uop-translate", "uop-run", "uop-fuzz-diff", "uop-capi-test",
         "uop-lsp-server", "uop-reduce", "uop-simplify-diff"]
# The sanitizer build's libFuzzer targets.
if os.path.exists(os.path.join(config.uop_tools_dir, "uop-fuzz-parse")):
    config.available_features.add("fuzzers")
    tools += ["uop-fuzz-parse", "uop-fuzz-json"]
llvm_config.add_tool_substitutions(tools, tool_dirs)
