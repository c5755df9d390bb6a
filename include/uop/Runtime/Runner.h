//===- Runner.h - kernels compiled, loaded and launched ---------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad 0.9.0's Program (what the compiler side hands the runtime, with
// its launch_dims), CompiledRunner and ExecItem (device.py): a prepared
// kernel compiled through the compile cache, loaded on a device, given
// buffers for its arguments and launched. The tools launch every kernel
// through it.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_RUNNER_H
#define UOP_RUNTIME_RUNNER_H

#include "uop/Runtime/Compiler.h"
#include "uop/Runtime/Device.h"
#include "uop/Runtime/HostArray.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace uop {
namespace runtime {

/// The values of symbolic variables, by name (tinygrad's var_vals).
using VarValues = std::map<std::string, int32_t>;

/// A variable that something needs has no value. A tool that knows how its
/// user gives one says so.
class MissingVariableError : public llvm::ErrorInfo<MissingVariableError> {
public:
  static char ID;
  MissingVariableError(std::string what, std::string variable)
      : what(std::move(what)), variable(std::move(variable)) {}
  /// `<what> has no value`.
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;
  /// What needs the value: `variable 'n'`, `launch size '(2+n)'`.
  std::string what;
  std::string variable;
};

/// One buffer a kernel takes.
struct ProgramBuffer {
  /// The argument index (tinygrad's global index).
  int64_t index = 0;
  /// The element dtype, by tinygrad name.
  std::string dtype;
  /// Whether the kernel writes it.
  bool isMutable = false;
};

/// One variable a kernel takes (tinygrad's Variable): the kernel was
/// compiled for values in [min, max] only.
struct ProgramVar {
  std::string name;
  int64_t min = 0, max = 0;
};

/// What one launch takes: its sizes and the variables' values in argument
/// order.
struct LaunchArgs {
  LaunchSize size;
  std::vector<int32_t> vars;
};

/// A kernel as the compiler side prepared it for a device (tinygrad's
/// Program): what the device's compiler compiles and what launching it
/// takes. Prepared once; nothing here is derived from the source again.
struct ProgramSpec {
  /// The kernel's name: its entry in what the compiler produces.
  std::string name;
  /// What the compiler compiles.
  std::string source;
  /// The buffers and variables the kernel takes, in argument order.
  std::vector<ProgramBuffer> buffers;
  std::vector<ProgramVar> vars;
  /// The launch sizes, up to three dimensions (missing ones are 1), as
  /// tinygrad writes them: a number, a variable's name or an expression
  /// such as `(2+n)`.
  std::vector<std::string> globalSize, localSize;

  /// The launch for the variable values `values` (tinygrad's launch_dims
  /// and vals): a MissingVariableError for a variable the kernel or a size
  /// needs, an error for a value outside its variable's bounds (as
  /// tinygrad's Variable.bind asserts) and for a size that is not a
  /// positive 32-bit integer.
  llvm::Expected<LaunchArgs> bind(const VarValues &values) const;
};

/// A ProgramSpec compiled, loaded on a device, with buffers for its
/// arguments (tinygrad's CompiledRunner with its ExecItem's buffers). It
/// compiles and allocates once, then copies and launches as often as asked.
/// It must go before its device.
class Runner {
public:
  /// Compiles `spec.source` with `compiler` (one for the device's target)
  /// through `cache` (null: no cache) and loads the result on `device`.
  static llvm::Expected<Runner> compile(Device &device, ProgramSpec spec,
                                        Compiler &compiler,
                                        CompileCache *cache);
  /// Loads `binary`, what the device's compiler made of `spec` (tinygrad's
  /// precompiled program), on `device`.
  static llvm::Expected<Runner> load(Device &device, ProgramSpec spec,
                                     llvm::StringRef binary);

  const ProgramSpec &spec() const { return programSpec; }

  /// Copies `arrays[index]` into the buffer of each argument; the first
  /// call allocates the buffers, as large as its arrays. An argument without
  /// an array, or one of another dtype than the kernel's or another size
  /// than at the first call, is an error. `arrays` may hold others.
  llvm::Error copyIn(const std::map<int64_t, HostArray> &arrays);
  /// Runs the kernel once on the buffers (tinygrad's
  /// CompiledRunner.__call__); the time it took, in seconds. With `times`,
  /// runs it that often back to back (Program::launchRepeatedly) and returns
  /// the time of all the runs.
  llvm::Expected<double> launch(const LaunchArgs &args, unsigned times = 1);
  /// Copies each argument that the kernel writes out to `arrays[index]`.
  llvm::Error copyOut(std::map<int64_t, HostArray> &arrays);

private:
  Runner(Device &device, ProgramSpec spec, std::vector<DType> dtypes,
         std::unique_ptr<Program> program)
      : device(&device), programSpec(std::move(spec)),
        dtypes(std::move(dtypes)), program(std::move(program)) {}
  /// An error unless copyIn has allocated the buffers.
  llvm::Error checkCopiedIn() const;

  Device *device;
  ProgramSpec programSpec;
  /// The dtype of each argument buffer.
  std::vector<DType> dtypes;
  std::unique_ptr<Program> program;
  /// Empty until the first copyIn.
  std::vector<Buffer> buffers;
};

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_RUNNER_H
