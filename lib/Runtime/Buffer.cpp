//===- Buffer.cpp - device buffers and views ------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Buffer.h"

using namespace uop::runtime;

Buffer::Storage::~Storage() {
  if (opaque)
    allocator.free(opaque, nbytes, options);
}

Buffer::Buffer(Allocator &allocator, llvm::StringRef device, size_t size,
               size_t itemSize, BufferOptions options)
    : base(std::make_shared<Storage>(
          Storage{allocator, device.str(), 0, options})),
      numElements(size), elementSize(itemSize), byteOffset(0),
      viewOfBase(false) {
  base->overflows = __builtin_mul_overflow(size, itemSize, &base->nbytes);
}

llvm::Expected<Buffer> Buffer::view(size_t size, size_t itemSize,
                                    size_t offset) const {
  // Overflow-checked: the view lies in [byteOffset + offset, + bytes).
  size_t bytes, start, end;
  bool overflow = __builtin_mul_overflow(size, itemSize, &bytes) ||
                  __builtin_add_overflow(byteOffset, offset, &start) ||
                  __builtin_add_overflow(start, bytes, &end);
  if (overflow || bytes == 0 || end > base->nbytes)
    return llvm::createStringError(
        "a view of " + std::to_string(size) + " elements of " +
        std::to_string(itemSize) + " bytes at offset " +
        std::to_string(offset) + " does not fit in a buffer of " +
        std::to_string(base->nbytes) + " bytes");
  return Buffer(base, size, itemSize, start, /*isView=*/true);
}

llvm::Expected<Opaque> Buffer::allocate() {
  if (base->overflows)
    return llvm::createStringError(
        "a buffer of " + std::to_string(numElements) + " elements of " +
        std::to_string(elementSize) + " bytes is larger than memory");
  if (!base->opaque) {
    llvm::Expected<Opaque> opaque =
        base->allocator.alloc(base->nbytes, base->options);
    if (!opaque)
      return opaque.takeError();
    base->opaque = *opaque;
  }
  if (!viewOfBase)
    return base->opaque;
  return base->allocator.offset(base->opaque, nbytes(), byteOffset);
}

llvm::Error Buffer::checkSize(llvm::StringRef what, size_t size) const {
  if (size == nbytes())
    return llvm::Error::success();
  return llvm::createStringError(
      what + ": " + std::to_string(size) + " bytes given for a buffer of " +
      std::to_string(nbytes()) + " bytes (" + std::to_string(numElements) +
      " elements of " + std::to_string(elementSize) + ")");
}

llvm::Error Buffer::copyIn(const void *src, size_t size) {
  if (llvm::Error error = checkSize("copy in", size))
    return error;
  llvm::Expected<Opaque> memory = allocate();
  if (!memory)
    return memory.takeError();
  return base->allocator.copyIn(*memory, src, size);
}

llvm::Error Buffer::copyOut(void *dest, size_t size) {
  if (llvm::Error error = checkSize("copy out", size))
    return error;
  llvm::Expected<Opaque> memory = allocate();
  if (!memory)
    return memory.takeError();
  return base->allocator.copyOut(dest, *memory, size);
}
