//===- Compiler.cpp - the compiler interface ------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Compiler.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include <cstdlib>
#include <cstring>

using namespace uop::runtime;

Compiler::~Compiler() = default;

std::string CompileCache::getDefaultPath() {
  llvm::SmallString<256> dir;
  if (const char *env = std::getenv("UOP_CACHE_DIR"); env && *env)
    dir = env;
  else if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    llvm::sys::path::append(dir, xdg, "uop");
  else if (const char *home = std::getenv("HOME"); home && *home)
    llvm::sys::path::append(dir, home, ".cache", "uop");
  else
    dir = "uop-cache";
  llvm::sys::path::append(dir, "compile.db");
  return std::string(dir);
}

bool CompileCache::isDisabledByEnvironment() {
  const char *value = std::getenv("UOP_DISABLE_COMPILER_CACHE");
  return value && std::strcmp(value, "1") == 0;
}

llvm::Expected<std::string> uop::runtime::compileCached(Compiler &compiler,
                                                        llvm::StringRef source,
                                                        CompileCache *cache) {
  if (!cache || CompileCache::isDisabledByEnvironment())
    return compiler.compile(source);
  std::string key = compiler.cacheKey();
  if (std::optional<std::string> program = cache->get(key, source))
    return std::move(*program);
  llvm::Expected<std::string> program = compiler.compile(source);
  if (program)
    cache->put(key, source, *program);
  return program;
}
