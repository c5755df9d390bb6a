//===- CompileCacheTest.cpp - the persistent compile cache ----------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Compiler.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <atomic>
#include <cstdlib>
#include <sqlite3.h>
#include <thread>
#include <unistd.h>

using namespace uop::runtime;

namespace {

/// Compiles by tagging the source, counting its calls.
class CountingCompiler : public Compiler {
public:
  explicit CountingCompiler(std::string key = "test-v1") : key(std::move(key)) {}
  std::string cacheKey() const override { return key; }
  llvm::Expected<std::string> compile(llvm::StringRef source) override {
    ++calls;
    if (source == "bad")
      return llvm::createStringError("does not compile");
    return ("binary of " + source).str();
  }
  std::atomic<int> calls{0};
  std::string key;
};

/// A fresh directory per test.
class CompileCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("uop-cache-test", dir));
    directory = std::string(dir);
    path = directory + "/nested/compile.db";
    unsetenv("UOP_DISABLE_COMPILER_CACHE");
  }
  void TearDown() override { llvm::sys::fs::remove_directories(directory); }

  std::string compile(CompileCache &cache, CountingCompiler &compiler,
                      llvm::StringRef source) {
    llvm::Expected<std::string> program =
        compileCached(compiler, source, &cache);
    EXPECT_TRUE(static_cast<bool>(program));
    return program ? *program : llvm::toString(program.takeError());
  }

  std::string directory, path;
};

TEST_F(CompileCacheTest, MissThenHitAcrossInstances) {
  CountingCompiler compiler;
  {
    CompileCache cache(path);
    EXPECT_EQ(compile(cache, compiler, "kernel a"), "binary of kernel a");
    EXPECT_EQ(compile(cache, compiler, "kernel a"), "binary of kernel a");
    EXPECT_EQ(compiler.calls, 1);
  }
  CompileCache reopened(path);
  EXPECT_EQ(compile(reopened, compiler, "kernel a"), "binary of kernel a");
  EXPECT_EQ(compiler.calls, 1) << "the file persists";
  EXPECT_EQ(reopened.getWarningCount(), 0u);
}

TEST_F(CompileCacheTest, TheCompilerKeyIsPartOfTheKey) {
  CompileCache cache(path);
  CountingCompiler v1("pipeline-v1"), v2("pipeline-v2");
  compile(cache, v1, "kernel");
  compile(cache, v2, "kernel");
  EXPECT_EQ(v1.calls, 1);
  EXPECT_EQ(v2.calls, 1);
}

TEST_F(CompileCacheTest, ErrorsAreNotCached) {
  CompileCache cache(path);
  CountingCompiler compiler;
  for (int i = 0; i < 2; ++i) {
    llvm::Expected<std::string> program = compileCached(compiler, "bad", &cache);
    ASSERT_FALSE(static_cast<bool>(program));
    EXPECT_EQ(llvm::toString(program.takeError()), "does not compile");
  }
  EXPECT_EQ(compiler.calls, 2);
}

TEST_F(CompileCacheTest, DisabledByEnvironment) {
  CompileCache cache(path);
  CountingCompiler compiler;
  setenv("UOP_DISABLE_COMPILER_CACHE", "1", 1);
  compile(cache, compiler, "kernel");
  compile(cache, compiler, "kernel");
  unsetenv("UOP_DISABLE_COMPILER_CACHE");
  EXPECT_EQ(compiler.calls, 2);
}

TEST_F(CompileCacheTest, CorruptFileWarnsAndRecompiles) {
  ASSERT_FALSE(llvm::sys::fs::create_directories(directory + "/nested"));
  {
    std::error_code error;
    llvm::raw_fd_ostream garbage(path, error);
    ASSERT_FALSE(error);
    for (int i = 0; i < 512; ++i)
      garbage << "not a database ";
  }
  CompileCache cache(path);
  EXPECT_GE(cache.getWarningCount(), 1u);
  CountingCompiler compiler;
  EXPECT_EQ(compile(cache, compiler, "kernel"), "binary of kernel");
  EXPECT_EQ(compile(cache, compiler, "kernel"), "binary of kernel");
  EXPECT_EQ(compiler.calls, 1) << "a fresh file replaced the corrupt one";
  EXPECT_TRUE(llvm::sys::fs::exists(path + ".corrupt"));
}

TEST_F(CompileCacheTest, TruncatedFileWarnsAndRecompiles) {
  CountingCompiler compiler;
  {
    CompileCache cache(path);
    for (int i = 0; i < 64; ++i)
      compile(cache, compiler, "kernel " + std::to_string(i) +
                                   std::string(2000, 'x'));
  }
  uint64_t size = 0;
  ASSERT_FALSE(llvm::sys::fs::file_size(path, size));
  ASSERT_GT(size, 8192u);
  ASSERT_EQ(::truncate(path.c_str(), size / 3), 0);
  llvm::sys::fs::remove(path + "-wal");
  CompileCache cache(path);
  compiler.calls = 0;
  for (int i = 0; i < 64; ++i) {
    std::string source = "kernel " + std::to_string(i) + std::string(2000, 'x');
    EXPECT_EQ(compile(cache, compiler, source), "binary of " + source);
  }
  EXPECT_GE(cache.getWarningCount(), 1u) << "a truncated file is noticed";
}

TEST_F(CompileCacheTest, ATamperedEntryIsNotUsed) {
  CountingCompiler compiler;
  {
    CompileCache cache(path);
    compile(cache, compiler, "kernel");
  }
  sqlite3 *db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, "UPDATE programs SET program = X'00112233'",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  sqlite3_close(db);
  CompileCache cache(path);
  EXPECT_EQ(compile(cache, compiler, "kernel"), "binary of kernel");
  EXPECT_EQ(compiler.calls, 2);
  EXPECT_EQ(cache.getWarningCount(), 1u);
}

TEST_F(CompileCacheTest, ALockedFileWarnsAndCompiles) {
  CountingCompiler compiler;
  {
    CompileCache cache(path);
    compile(cache, compiler, "kernel");
  }
  // Another process holds an exclusive lock past the cache's patience.
  sqlite3 *other = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &other), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(other, "PRAGMA locking_mode=EXCLUSIVE; BEGIN "
                                "EXCLUSIVE; UPDATE programs SET key = key;",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  {
    CompileCache cache(path, /*busyTimeoutMs=*/50);
    EXPECT_EQ(compile(cache, compiler, "kernel 2"), "binary of kernel 2");
    EXPECT_GE(cache.getWarningCount(), 1u);
  }
  sqlite3_exec(other, "COMMIT", nullptr, nullptr, nullptr);
  sqlite3_close(other);
  EXPECT_FALSE(llvm::sys::fs::exists(path + ".corrupt"))
      << "a locked file is not mistaken for a corrupt one";
}

TEST_F(CompileCacheTest, ConcurrentUse) {
  CountingCompiler compiler;
  std::vector<std::thread> threads;
  std::atomic<int> wrong{0};
  std::atomic<unsigned> warnings{0};
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      // Each thread its own connection, as separate processes would have.
      CompileCache cache(path);
      for (int i = 0; i < 50; ++i) {
        std::string source = "kernel " + std::to_string((i * 7 + t) % 20);
        llvm::Expected<std::string> program =
            compileCached(compiler, source, &cache);
        if (!program || *program != "binary of " + source)
          ++wrong;
        if (!program)
          llvm::consumeError(program.takeError());
      }
      warnings += cache.getWarningCount();
    });
  for (std::thread &thread : threads)
    thread.join();
  EXPECT_EQ(wrong, 0);
  EXPECT_EQ(warnings, 0u);
  EXPECT_LE(compiler.calls, 80) << "most lookups hit";
}

} // namespace
