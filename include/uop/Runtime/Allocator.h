//===- Allocator.h - device memory allocators -------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad 0.9.0's Allocator, LRUAllocator and MallocAllocator (device.py).
// The runtime links no MLIR: errors are llvm::Error values.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_ALLOCATOR_H
#define UOP_RUNTIME_ALLOCATOR_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include <cstddef>
#include <map>
#include <tuple>

namespace uop {
namespace runtime {

/// How a buffer is allocated (tinygrad's BufferOptions, less images).
struct BufferOptions {
  /// Memory the host can read and write directly.
  bool host = false;
  /// Never kept by an LRU allocator's cache once freed.
  bool noLRU = false;

  bool operator<(const BufferOptions &other) const {
    return std::tie(host, noLRU) < std::tie(other.host, other.noLRU);
  }
};

/// A device allocation: a host pointer, a device address or a handle, as the
/// device defines it.
using Opaque = void *;

/// The error an allocator returns when the device is out of memory; an LRU
/// allocator then frees its cache and retries once.
class OutOfMemoryError : public llvm::ErrorInfo<OutOfMemoryError> {
public:
  static char ID;
  explicit OutOfMemoryError(size_t size) : size(size) {}
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override;
  size_t size;
};

/// Allocates, frees and copies device memory.
class Allocator {
public:
  virtual ~Allocator();

  /// `size` bytes (more than 0) of device memory.
  virtual llvm::Expected<Opaque> alloc(size_t size,
                                       const BufferOptions &options = {});
  /// Gives back what `alloc(size, options)` returned.
  virtual void free(Opaque opaque, size_t size,
                    const BufferOptions &options = {});
  /// Copies `size` bytes from the host to `dest`.
  virtual llvm::Error copyIn(Opaque dest, const void *src, size_t size) = 0;
  /// Copies `size` bytes from `src` to the host.
  virtual llvm::Error copyOut(void *dest, Opaque src, size_t size) = 0;
  /// A view of `size` bytes at `offset` bytes into `base`, for buffer views;
  /// an error where the device has none.
  virtual llvm::Expected<Opaque> offset(Opaque base, size_t size,
                                        size_t offset);

protected:
  /// The device's own allocation and release (tinygrad's _alloc, _free).
  virtual llvm::Expected<Opaque> allocate(size_t size,
                                          const BufferOptions &options) = 0;
  virtual void release(Opaque opaque, size_t size,
                       const BufferOptions &options) = 0;
};

/// Keeps freed allocations in exact (size, options) buckets and hands them
/// out again; on an out-of-memory error it frees its cache and retries once.
/// `UOP_LRU=0` in the environment turns the cache off.
class LRUAllocator : public Allocator {
public:
  ~LRUAllocator() override;
  llvm::Expected<Opaque> alloc(size_t size,
                               const BufferOptions &options = {}) override;
  void free(Opaque opaque, size_t size,
            const BufferOptions &options = {}) override;
  /// Releases every cached allocation.
  void freeCache();
  /// How many freed allocations the cache holds.
  size_t cachedCount() const;

protected:
  /// Subclasses that release in their own destructor call this first.
  void releaseCacheNow() { freeCache(); }

private:
  std::map<std::pair<size_t, BufferOptions>, llvm::SmallVector<Opaque>> cache;
};

/// Host memory (tinygrad's MallocAllocator): 64-byte aligned, views are
/// pointers into their base.
class MallocAllocator : public LRUAllocator {
public:
  ~MallocAllocator() override;
  llvm::Error copyIn(Opaque dest, const void *src, size_t size) override;
  llvm::Error copyOut(void *dest, Opaque src, size_t size) override;
  llvm::Expected<Opaque> offset(Opaque base, size_t size,
                                size_t offset) override;

protected:
  llvm::Expected<Opaque> allocate(size_t size,
                                  const BufferOptions &options) override;
  void release(Opaque opaque, size_t size,
               const BufferOptions &options) override;
};

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_ALLOCATOR_H
