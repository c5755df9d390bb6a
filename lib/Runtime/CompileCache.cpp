//===- CompileCache.cpp - the persistent compile cache in SQLite ----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Compiler.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <sqlite3.h>
#include <thread>

using namespace uop::runtime;

bool CompileCache::isAvailable() { return true; }

static std::string sha256Hex(llvm::StringRef first, llvm::StringRef second = {}) {
  llvm::SHA256 hash;
  // The first part's length, fixed-width and first, keeps the pair apart
  // from any other pair with the same concatenation.
  uint64_t length = first.size();
  hash.update(llvm::ArrayRef<uint8_t>(reinterpret_cast<uint8_t *>(&length),
                                      sizeof(length)));
  hash.update(first);
  hash.update(second);
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

/// Whether `rc` says the file is damaged (not busy, not unreadable): only
/// then is it set aside.
static bool isCorruption(int rc) {
  int primary = rc & 0xff;
  return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

CompileCache::CompileCache(std::string path, int busyTimeoutMs)
    : path(std::move(path)), busyTimeoutMs(busyTimeoutMs) {
  if (!open())
    (void)recover("cannot open it");
}

CompileCache::~CompileCache() {
  if (db)
    sqlite3_close_v2(db);
}

void CompileCache::warn(const llvm::Twine &message) {
  ++warnings;
  llvm::errs() << "warning: compile cache " << path << ": " << message
               << "\n";
}

bool CompileCache::open() {
  if (db) {
    sqlite3_close_v2(db);
    db = nullptr;
  }
  if (std::error_code error = llvm::sys::fs::create_directories(
          llvm::sys::path::parent_path(path))) {
    warn("cannot create its directory: " + error.message());
    return true; // Not corrupt: run without a cache.
  }
  int opened = sqlite3_open_v2(path.c_str(), &db,
                               SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
                                   SQLITE_OPEN_FULLMUTEX,
                               nullptr);
  if (opened != SQLITE_OK) {
    sqlite3_close_v2(db);
    db = nullptr;
    if (isCorruption(opened))
      return false;
    warn(llvm::Twine("cannot open it (") + sqlite3_errstr(opened) +
         "); compiling without it");
    return true;
  }
  sqlite3_busy_timeout(db, busyTimeoutMs);
  // WAL lets readers and one writer work at once across processes.
  const char *setup =
      "PRAGMA journal_mode=WAL;"
      "CREATE TABLE IF NOT EXISTS programs ("
      "  key TEXT PRIMARY KEY, program BLOB NOT NULL, checksum TEXT NOT NULL);";
  // Switching to WAL takes the file's lock without waiting on the busy
  // handler when another connection is starting up too: retry until the
  // timeout.
  auto deadline = std::chrono::steady_clock::now() +
                  std::chrono::milliseconds(busyTimeoutMs);
  int rc;
  while (true) {
    rc = sqlite3_exec(db, setup, nullptr, nullptr, nullptr);
    if ((rc != SQLITE_BUSY && rc != SQLITE_LOCKED) ||
        std::chrono::steady_clock::now() >= deadline)
      break;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (rc == SQLITE_OK)
    return true;
  sqlite3_close_v2(db);
  db = nullptr;
  if (isCorruption(rc))
    return false;
  warn(rc == SQLITE_BUSY || rc == SQLITE_LOCKED
           ? llvm::Twine("it is locked by another process; compiling "
                         "without it")
           : llvm::Twine("cannot use it (") + sqlite3_errstr(rc) +
                 "); compiling without it");
  return true;
}

bool CompileCache::recover(const llvm::Twine &why) {
  warn(why + " (corrupt or not a cache); it is set aside as " + path +
       ".corrupt and a fresh one started");
  if (db) {
    sqlite3_close_v2(db);
    db = nullptr;
  }
  (void)llvm::sys::fs::rename(path, path + ".corrupt");
  for (const char *suffix : {"-wal", "-shm"})
    (void)llvm::sys::fs::remove(path + suffix);
  if (!open()) {
    warn("cannot create a fresh cache file");
    return false;
  }
  return true;
}

std::optional<std::string> CompileCache::get(llvm::StringRef compilerKey,
                                             llvm::StringRef source) {
  if (!db)
    return std::nullopt;
  std::string key = sha256Hex(compilerKey, source);
  sqlite3_stmt *stmt = nullptr;
  int rc = sqlite3_prepare_v2(
      db, "SELECT program, checksum FROM programs WHERE key = ?1", -1, &stmt,
      nullptr);
  if (rc == SQLITE_OK) {
    sqlite3_bind_text(stmt, 1, key.data(), key.size(), SQLITE_TRANSIENT);
    rc = sqlite3_step(stmt);
  }
  std::optional<std::string> program;
  if (rc == SQLITE_ROW) {
    const void *blob = sqlite3_column_blob(stmt, 0);
    int size = sqlite3_column_bytes(stmt, 0);
    const unsigned char *checksum = sqlite3_column_text(stmt, 1);
    std::string value(static_cast<const char *>(blob), blob ? size : 0);
    if (checksum &&
        sha256Hex(value) == reinterpret_cast<const char *>(checksum))
      program = std::move(value);
    else
      warn("an entry does not match its checksum; compiling again");
    rc = SQLITE_DONE;
  }
  sqlite3_finalize(stmt);
  if (rc == SQLITE_BUSY || rc == SQLITE_LOCKED)
    warn("it is locked by another process; compiling without it");
  else if (isCorruption(rc))
    (void)recover(llvm::Twine("reading failed: ") + sqlite3_errstr(rc));
  else if (rc != SQLITE_DONE)
    warn(llvm::Twine("reading failed: ") + sqlite3_errstr(rc));
  return program;
}

void CompileCache::put(llvm::StringRef compilerKey, llvm::StringRef source,
                       llvm::StringRef program) {
  if (!db)
    return;
  std::string key = sha256Hex(compilerKey, source);
  std::string checksum = sha256Hex(program);
  sqlite3_stmt *stmt = nullptr;
  int rc = sqlite3_prepare_v2(db,
                              "INSERT OR REPLACE INTO programs "
                              "(key, program, checksum) VALUES (?1, ?2, ?3)",
                              -1, &stmt, nullptr);
  if (rc == SQLITE_OK) {
    sqlite3_bind_text(stmt, 1, key.data(), key.size(), SQLITE_TRANSIENT);
    sqlite3_bind_blob(stmt, 2, program.data(), program.size(),
                      SQLITE_TRANSIENT);
    sqlite3_bind_text(stmt, 3, checksum.data(), checksum.size(),
                      SQLITE_TRANSIENT);
    rc = sqlite3_step(stmt);
  }
  sqlite3_finalize(stmt);
  if (rc == SQLITE_DONE)
    return;
  if (isCorruption(rc))
    (void)recover(llvm::Twine("writing failed: ") + sqlite3_errstr(rc));
  else
    warn(llvm::Twine("writing failed: ") + sqlite3_errstr(rc));
}
