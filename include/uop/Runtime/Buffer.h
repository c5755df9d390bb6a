//===- Buffer.h - device buffers and views ----------------------*- C++ -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// tinygrad 0.9.0's Buffer (device.py): allocated on first use, possibly a
// view at a byte offset into a base buffer, with size-checked copies.
//
//===----------------------------------------------------------------------===//

#ifndef UOP_RUNTIME_BUFFER_H
#define UOP_RUNTIME_BUFFER_H

#include "uop/Runtime/Allocator.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>

namespace uop {
namespace runtime {

/// A buffer of `size` elements of `itemSize` bytes in a device's memory.
/// Copies share the allocation; the base allocation is freed (to its
/// allocator) when the last buffer or view using it goes.
class Buffer {
public:
  /// A base buffer; nothing is allocated until `allocate` or a copy.
  Buffer(Allocator &allocator, llvm::StringRef device, size_t size,
         size_t itemSize, BufferOptions options = {});

  /// A view of `size` elements of `itemSize` bytes at byte `offset` into
  /// this buffer (a view of a view is a view of the base at the summed
  /// offset); the view must lie inside the base.
  llvm::Expected<Buffer> view(size_t size, size_t itemSize,
                              size_t offset) const;

  size_t size() const { return numElements; }
  size_t itemSize() const { return elementSize; }
  size_t nbytes() const { return numElements * elementSize; }
  /// The byte offset into the base (0 for a base buffer).
  size_t offset() const { return byteOffset; }
  bool isView() const { return viewOfBase; }
  bool isAllocated() const { return base->opaque != nullptr; }
  llvm::StringRef device() const { return base->device; }

  /// Allocates the base (if it is not yet) and returns this buffer's memory.
  llvm::Expected<Opaque> allocate();
  /// Copies `size` bytes in; `size` must be the buffer's size in bytes.
  llvm::Error copyIn(const void *src, size_t size);
  /// Copies the buffer out; `size` must be the buffer's size in bytes.
  llvm::Error copyOut(void *dest, size_t size);

private:
  struct Storage {
    Allocator &allocator;
    std::string device;
    size_t nbytes;
    BufferOptions options;
    Opaque opaque = nullptr;
    /// The size in bytes does not fit in a size_t.
    bool overflows = false;
    ~Storage();
  };
  Buffer(std::shared_ptr<Storage> base, size_t size, size_t itemSize,
         size_t offset, bool isView)
      : base(std::move(base)), numElements(size), elementSize(itemSize),
        byteOffset(offset), viewOfBase(isView) {}
  llvm::Error checkSize(llvm::StringRef what, size_t size) const;

  std::shared_ptr<Storage> base;
  size_t numElements, elementSize, byteOffset;
  bool viewOfBase;
};

} // namespace runtime
} // namespace uop

#endif // UOP_RUNTIME_BUFFER_H
