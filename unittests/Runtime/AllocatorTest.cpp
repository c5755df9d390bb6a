//===- AllocatorTest.cpp - buffers, views and the LRU allocator -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/Buffer.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace uop::runtime;

namespace {

/// Host memory with a capacity, counting what it allocates and releases.
class CountingAllocator : public LRUAllocator {
public:
  explicit CountingAllocator(size_t capacity) : capacity(capacity) {}
  ~CountingAllocator() override { freeCache(); }
  llvm::Error copyIn(Opaque dest, const void *src, size_t size) override {
    std::memcpy(dest, src, size);
    return llvm::Error::success();
  }
  llvm::Error copyOut(void *dest, Opaque src, size_t size) override {
    std::memcpy(dest, src, size);
    return llvm::Error::success();
  }
  llvm::Expected<Opaque> offset(Opaque base, size_t, size_t at) override {
    return static_cast<char *>(base) + at;
  }
  size_t inUse = 0, allocations = 0, releases = 0;

protected:
  llvm::Expected<Opaque> allocate(size_t size, const BufferOptions &) override {
    if (inUse + size > capacity)
      return llvm::make_error<OutOfMemoryError>(size);
    inUse += size;
    ++allocations;
    return std::malloc(size);
  }
  void release(Opaque opaque, size_t size, const BufferOptions &) override {
    inUse -= size;
    ++releases;
    std::free(opaque);
  }

private:
  size_t capacity;
};

/// Sets an environment variable for one test.
class ScopedEnv {
public:
  ScopedEnv(const char *name, const char *value) : name(name) {
    if (const char *old = std::getenv(name))
      previous = old;
    setenv(name, value, 1);
  }
  ~ScopedEnv() {
    if (previous.empty())
      unsetenv(name);
    else
      setenv(name, previous.c_str(), 1);
  }

private:
  const char *name;
  std::string previous;
};

TEST(BufferTest, AllocatesOnFirstUse) {
  CountingAllocator allocator(1 << 20);
  Buffer buffer(allocator, "TEST", 4, sizeof(float));
  EXPECT_FALSE(buffer.isAllocated());
  EXPECT_EQ(allocator.allocations, 0u);
  float in[4] = {1, 2, 3, 4}, out[4] = {};
  ASSERT_FALSE(llvm::errorToBool(buffer.copyIn(in, sizeof(in))));
  EXPECT_TRUE(buffer.isAllocated());
  ASSERT_FALSE(llvm::errorToBool(buffer.copyOut(out, sizeof(out))));
  EXPECT_EQ(std::memcmp(in, out, sizeof(in)), 0);
}

TEST(BufferTest, SizeMismatchIsAnError) {
  CountingAllocator allocator(1 << 20);
  Buffer buffer(allocator, "TEST", 4, sizeof(float));
  float data[3] = {};
  llvm::Error error = buffer.copyIn(data, sizeof(data));
  ASSERT_TRUE(static_cast<bool>(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "copy in: 12 bytes given for a buffer of 16 bytes (4 elements "
            "of 4)");
  error = buffer.copyOut(data, sizeof(data));
  ASSERT_TRUE(static_cast<bool>(error));
  llvm::consumeError(std::move(error));
  EXPECT_FALSE(buffer.isAllocated()) << "a rejected copy allocates nothing";
}

TEST(BufferTest, ViewsShareTheBase) {
  CountingAllocator allocator(1 << 20);
  Buffer base(allocator, "TEST", 8, sizeof(int32_t));
  int32_t values[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  ASSERT_FALSE(llvm::errorToBool(base.copyIn(values, sizeof(values))));
  llvm::Expected<Buffer> view = base.view(2, sizeof(int32_t), 3 * 4);
  ASSERT_TRUE(static_cast<bool>(view));
  EXPECT_TRUE(view->isView());
  EXPECT_EQ(view->offset(), 12u);
  int32_t slice[2] = {};
  ASSERT_FALSE(llvm::errorToBool(view->copyOut(slice, sizeof(slice))));
  EXPECT_EQ(slice[0], 3);
  EXPECT_EQ(slice[1], 4);
  // A view of a view is a view of the base, at the summed offset.
  llvm::Expected<Buffer> inner = view->view(1, sizeof(int32_t), 4);
  ASSERT_TRUE(static_cast<bool>(inner));
  EXPECT_EQ(inner->offset(), 16u);
  int32_t one = 40;
  ASSERT_FALSE(llvm::errorToBool(inner->copyIn(&one, sizeof(one))));
  ASSERT_FALSE(llvm::errorToBool(base.copyOut(values, sizeof(values))));
  EXPECT_EQ(values[4], 40);
  EXPECT_EQ(allocator.allocations, 1u);
}

TEST(BufferTest, ViewOutsideTheBaseIsAnError) {
  CountingAllocator allocator(1 << 20);
  Buffer base(allocator, "TEST", 4, sizeof(float));
  llvm::Expected<Buffer> view = base.view(2, sizeof(float), 12);
  ASSERT_FALSE(static_cast<bool>(view));
  EXPECT_EQ(llvm::toString(view.takeError()),
            "a view of 2 elements of 4 bytes at offset 12 does not fit in a "
            "buffer of 16 bytes");
}

TEST(BufferTest, OverflowingSizesAreErrors) {
  CountingAllocator allocator(1 << 20);
  Buffer base(allocator, "TEST", 4, sizeof(float));
  llvm::Expected<Buffer> wrapped = base.view(1, 1, SIZE_MAX);
  ASSERT_FALSE(static_cast<bool>(wrapped)) << "start + size wraps to 0";
  llvm::consumeError(wrapped.takeError());
  llvm::Expected<Buffer> huge = base.view(SIZE_MAX / 2, 4, 0);
  ASSERT_FALSE(static_cast<bool>(huge));
  llvm::consumeError(huge.takeError());
  Buffer tooLarge(allocator, "TEST", SIZE_MAX / 2, 4);
  llvm::Expected<Opaque> memory = tooLarge.allocate();
  ASSERT_FALSE(static_cast<bool>(memory));
  EXPECT_NE(llvm::toString(memory.takeError()).find("larger than memory"),
            std::string::npos);
}

TEST(BufferTest, BaseOutlivesItsBuffersViews) {
  CountingAllocator allocator(1 << 20);
  {
    std::optional<Buffer> view;
    {
      Buffer base(allocator, "TEST", 4, sizeof(float));
      ASSERT_FALSE(llvm::errorToBool(base.allocate().takeError()));
      llvm::Expected<Buffer> made = base.view(1, sizeof(float), 4);
      ASSERT_TRUE(static_cast<bool>(made));
      view.emplace(std::move(*made));
    }
    EXPECT_EQ(allocator.cachedCount(), 0u) << "the view keeps the base";
  }
  EXPECT_EQ(allocator.cachedCount(), 1u) << "freed once, to the cache";
}

TEST(LRUAllocatorTest, ReusesExactBuckets) {
  CountingAllocator allocator(1 << 20);
  llvm::Expected<Opaque> first = allocator.alloc(64);
  ASSERT_TRUE(static_cast<bool>(first));
  allocator.free(*first, 64);
  EXPECT_EQ(allocator.releases, 0u);
  EXPECT_EQ(allocator.cachedCount(), 1u);
  // Another size or other options do not take it.
  llvm::Expected<Opaque> other = allocator.alloc(32);
  llvm::Expected<Opaque> host = allocator.alloc(64, BufferOptions{true, false});
  ASSERT_TRUE(other && host);
  EXPECT_NE(*host, *first);
  llvm::Expected<Opaque> again = allocator.alloc(64);
  ASSERT_TRUE(static_cast<bool>(again));
  EXPECT_EQ(*again, *first);
  EXPECT_EQ(allocator.allocations, 3u);
  allocator.free(*again, 64);
  allocator.free(*other, 32);
  allocator.free(*host, 64, BufferOptions{true, false});
}

TEST(LRUAllocatorTest, NoLRUOptionAndEnvironmentRelease) {
  CountingAllocator allocator(1 << 20);
  llvm::Expected<Opaque> a = allocator.alloc(16, BufferOptions{false, true});
  ASSERT_TRUE(static_cast<bool>(a));
  allocator.free(*a, 16, BufferOptions{false, true});
  EXPECT_EQ(allocator.releases, 1u);
  ScopedEnv off("UOP_LRU", "0");
  llvm::Expected<Opaque> b = allocator.alloc(16);
  ASSERT_TRUE(static_cast<bool>(b));
  allocator.free(*b, 16);
  EXPECT_EQ(allocator.releases, 2u);
  EXPECT_EQ(allocator.cachedCount(), 0u);
}

TEST(LRUAllocatorTest, OutOfMemoryFreesTheCacheAndRetriesOnce) {
  CountingAllocator allocator(100);
  llvm::Expected<Opaque> a = allocator.alloc(60);
  ASSERT_TRUE(static_cast<bool>(a));
  allocator.free(*a, 60); // cached: 60 bytes still held
  llvm::Expected<Opaque> b = allocator.alloc(80);
  ASSERT_TRUE(static_cast<bool>(b)) << "the retry after freeing the cache";
  EXPECT_EQ(allocator.releases, 1u);
  EXPECT_EQ(allocator.cachedCount(), 0u);
  // Without a cache to free, the error is the caller's.
  llvm::Expected<Opaque> c = allocator.alloc(80);
  ASSERT_FALSE(static_cast<bool>(c));
  EXPECT_EQ(llvm::toString(c.takeError()),
            "out of memory allocating 80 bytes");
  allocator.free(*b, 80);
}

TEST(LRUAllocatorTest, ZeroBytesIsAnError) {
  CountingAllocator allocator(100);
  llvm::Expected<Opaque> a = allocator.alloc(0);
  ASSERT_FALSE(static_cast<bool>(a));
  EXPECT_EQ(llvm::toString(a.takeError()), "cannot allocate 0 bytes");
}

TEST(MallocAllocatorTest, CopiesAndViews) {
  MallocAllocator allocator;
  Buffer buffer(allocator, "CPU", 3, sizeof(double));
  double in[3] = {1.5, 2.5, 3.5};
  ASSERT_FALSE(llvm::errorToBool(buffer.copyIn(in, sizeof(in))));
  llvm::Expected<Buffer> last = buffer.view(1, sizeof(double), 16);
  ASSERT_TRUE(static_cast<bool>(last));
  double out = 0;
  ASSERT_FALSE(llvm::errorToBool(last->copyOut(&out, sizeof(out))));
  EXPECT_EQ(out, 3.5);
}

} // namespace
