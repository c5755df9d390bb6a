//===- Compiler.h - the compiler interface and the compile cache -*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad 0.9.0's Compiler and its disk cache (device.py, helpers.py). The
// compilers live on the compiler side (they use MLIR); the runtime only
// sees this interface and caches what they produce in SQLite.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_COMPILER_H
#define UOP_RUNTIME_COMPILER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <optional>
#include <string>

struct sqlite3;

namespace uop {
namespace runtime {

/// Turns kernel source into what a device loads.
class Compiler {
public:
  virtual ~Compiler();
  /// Everything besides the source that decides the output: the pipeline
  /// and its options, the target, and the compiler's versions.
  virtual std::string cacheKey() const = 0;
  virtual llvm::Expected<std::string> compile(llvm::StringRef source) = 0;
};

/// A persistent cache of compiled programs in one SQLite file, safe to share
/// between processes. Entries are keyed by a SHA-256 of (compiler key,
/// source) and checked against a SHA-256 of their contents when read. A
/// corrupt, truncated or locked file is reported as a warning and treated
/// as a miss (a corrupt file is set aside and started afresh); it never
/// yields a wrong program.
class CompileCache {
public:
  /// The cache at `path` (created, with its directory, if missing). Waits
  /// up to `busyTimeoutMs` for other processes that hold its lock.
  explicit CompileCache(std::string path, int busyTimeoutMs = 10000);
  ~CompileCache();
  CompileCache(const CompileCache &) = delete;
  CompileCache &operator=(const CompileCache &) = delete;

  /// The default location: `$UOP_CACHE_DIR/compile.db`, else
  /// `$XDG_CACHE_HOME/uop/compile.db`, else `~/.cache/uop/compile.db`.
  static std::string getDefaultPath();
  /// Whether `UOP_DISABLE_COMPILER_CACHE=1` bypasses the cache.
  static bool isDisabledByEnvironment();
  /// Whether this build has the cache (UOP_ENABLE_SQLITE_CACHE); without
  /// it every lookup misses.
  static bool isAvailable();

  std::optional<std::string> get(llvm::StringRef compilerKey,
                                 llvm::StringRef source);
  void put(llvm::StringRef compilerKey, llvm::StringRef source,
           llvm::StringRef program);

  const std::string &getPath() const { return path; }
  /// The warnings reported so far (each also printed to stderr).
  unsigned getWarningCount() const { return warnings; }

private:
  bool open();
  void warn(const llvm::Twine &message);
  /// Sets a corrupt file aside and opens a fresh one.
  bool recover(const llvm::Twine &why);

  std::string path;
  int busyTimeoutMs;
  sqlite3 *db = nullptr;
  unsigned warnings = 0;
};

/// `compiler`'s output for `source`, from `cache` when it holds it (a null
/// cache, or `UOP_DISABLE_COMPILER_CACHE=1`, always compiles).
llvm::Expected<std::string> compileCached(Compiler &compiler,
                                          llvm::StringRef source,
                                          CompileCache *cache);

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_COMPILER_H
