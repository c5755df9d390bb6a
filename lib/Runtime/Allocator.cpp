//===- Allocator.cpp - device memory allocators ---------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Allocator.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>

using namespace uop::runtime;

char OutOfMemoryError::ID;

void OutOfMemoryError::log(llvm::raw_ostream &os) const {
  os << "out of memory allocating " << size << " bytes";
}

std::error_code OutOfMemoryError::convertToErrorCode() const {
  return std::make_error_code(std::errc::not_enough_memory);
}

Allocator::~Allocator() = default;

llvm::Expected<Opaque> Allocator::alloc(size_t size,
                                        const BufferOptions &options) {
  if (size == 0)
    return llvm::createStringError("cannot allocate 0 bytes");
  return allocate(size, options);
}

void Allocator::free(Opaque opaque, size_t size, const BufferOptions &options) {
  release(opaque, size, options);
}

llvm::Expected<Opaque> Allocator::offset(Opaque, size_t, size_t) {
  return llvm::createStringError("this device's buffers have no views");
}

static bool isLRUEnabled() {
  const char *value = std::getenv("UOP_LRU");
  return !value || std::strcmp(value, "0") != 0;
}

LRUAllocator::~LRUAllocator() = default;

llvm::Expected<Opaque> LRUAllocator::alloc(size_t size,
                                           const BufferOptions &options) {
  auto it = cache.find({size, options});
  if (it != cache.end() && !it->second.empty())
    return it->second.pop_back_val();
  llvm::Expected<Opaque> opaque = Allocator::alloc(size, options);
  if (opaque)
    return opaque;
  // Out of memory: what the cache holds may be enough. Other errors pass.
  llvm::Error rest = llvm::handleErrors(
      opaque.takeError(), [](const OutOfMemoryError &) {});
  if (rest)
    return std::move(rest);
  freeCache();
  return Allocator::alloc(size, options);
}

void LRUAllocator::free(Opaque opaque, size_t size,
                        const BufferOptions &options) {
  if (isLRUEnabled() && !options.noLRU)
    cache[{size, options}].push_back(opaque);
  else
    Allocator::free(opaque, size, options);
}

void LRUAllocator::freeCache() {
  for (auto &[key, opaques] : cache) {
    for (Opaque opaque : opaques)
      Allocator::free(opaque, key.first, key.second);
    opaques.clear();
  }
}

size_t LRUAllocator::cachedCount() const {
  size_t count = 0;
  for (const auto &entry : cache)
    count += entry.second.size();
  return count;
}

MallocAllocator::~MallocAllocator() { releaseCacheNow(); }

llvm::Expected<Opaque> MallocAllocator::allocate(size_t size,
                                                 const BufferOptions &) {
  // aligned_alloc wants a multiple of the alignment.
  void *memory = std::aligned_alloc(64, (size + 63) / 64 * 64);
  if (!memory)
    return llvm::make_error<OutOfMemoryError>(size);
  return memory;
}

void MallocAllocator::release(Opaque opaque, size_t, const BufferOptions &) {
  std::free(opaque);
}

llvm::Error MallocAllocator::copyIn(Opaque dest, const void *src,
                                    size_t size) {
  std::memcpy(dest, src, size);
  return llvm::Error::success();
}

llvm::Error MallocAllocator::copyOut(void *dest, Opaque src, size_t size) {
  std::memcpy(dest, src, size);
  return llvm::Error::success();
}

llvm::Expected<Opaque> MallocAllocator::offset(Opaque base, size_t,
                                               size_t offset) {
  return static_cast<char *>(base) + offset;
}
