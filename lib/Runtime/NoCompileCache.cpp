//===- NoCompileCache.cpp - a build without the persistent cache ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Built with UOP_ENABLE_SQLITE_CACHE=OFF: every lookup misses, so every
// kernel is compiled.
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Compiler.h"

using namespace uop::runtime;

bool CompileCache::isAvailable() { return false; }

CompileCache::CompileCache(std::string path, int busyTimeoutMs)
    : path(std::move(path)), busyTimeoutMs(busyTimeoutMs) {}

CompileCache::~CompileCache() = default;

std::optional<std::string> CompileCache::get(llvm::StringRef,
                                             llvm::StringRef) {
  return std::nullopt;
}

void CompileCache::put(llvm::StringRef, llvm::StringRef, llvm::StringRef) {}
