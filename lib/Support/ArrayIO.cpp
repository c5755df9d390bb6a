//===- ArrayIO.cpp - host arrays in files, and their comparison -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Support/ArrayIO.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <cmath>
#include <cstring>
#if UOP_HAS_ZLIB
#include <zlib.h>
#endif

using namespace uop;
using uop::runtime::DType;
using uop::runtime::HostArray;

llvm::Expected<HostArray> uop::parseNpy(llvm::StringRef contents,
                                        llvm::StringRef what) {
  auto bad = [&](const llvm::Twine &why) {
    return llvm::createStringError(what + ": not a .npy array this reads: " +
                                   why);
  };
  if (!contents.starts_with("\x93NUMPY") || contents.size() < 10)
    return bad("no .npy magic");
  unsigned major = static_cast<uint8_t>(contents[6]);
  size_t headerStart = major == 1 ? 10 : 12;
  if (contents.size() < headerStart)
    return bad("truncated header");
  size_t headerLength =
      major == 1 ? llvm::support::endian::read16le(contents.data() + 8)
                 : llvm::support::endian::read32le(contents.data() + 8);
  if (contents.size() < headerStart + headerLength)
    return bad("truncated header");
  llvm::StringRef header = contents.substr(headerStart, headerLength);
  auto field = [&](llvm::StringRef key) -> llvm::StringRef {
    size_t at = header.find("'" + key.str() + "'");
    if (at == llvm::StringRef::npos)
      return {};
    return header.substr(at + key.size() + 2).ltrim(": ");
  };
  llvm::StringRef descr = field("descr");
  if (!descr.consume_front("'"))
    return bad("no descr");
  descr = descr.take_until([](char c) { return c == '\''; });
  if (field("fortran_order").starts_with("True"))
    return bad("Fortran order");
  llvm::StringRef shape = field("shape");
  if (!shape.consume_front("("))
    return bad("no shape");
  shape = shape.take_until([](char c) { return c == ')'; });
  size_t count = 1;
  llvm::SmallVector<llvm::StringRef> dims;
  shape.split(dims, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef dim : dims) {
    size_t extent;
    if (dim.trim().getAsInteger(10, extent) ||
        __builtin_mul_overflow(count, extent, &count))
      return bad("shape " + shape);
  }
  llvm::Expected<DType> dtype = DType::fromNumpy(descr);
  if (!dtype)
    return dtype.takeError();
  llvm::StringRef data = contents.substr(headerStart + headerLength);
  size_t bytes;
  if (__builtin_mul_overflow(count, dtype->itemSize, &bytes) ||
      data.size() < bytes)
    return bad("truncated data");
  return HostArray{*dtype, data.substr(0, count * dtype->itemSize).str()};
}

std::string uop::writeNpy(const HostArray &array) {
  std::string header = "{'descr': '" + array.dtype.numpyDescr +
                       "', 'fortran_order': False, 'shape': (" +
                       std::to_string(array.size()) + ",), }";
  // The magic, version and length take 10 bytes; pad to 64 with a newline.
  size_t total = (10 + header.size() + 1 + 63) / 64 * 64;
  header.append(total - 10 - header.size() - 1, ' ');
  header += '\n';
  std::string out = "\x93NUMPY\x01";
  out += '\0';
  out += static_cast<char>(header.size() & 0xff);
  out += static_cast<char>(header.size() >> 8);
  return out + header + array.bytes;
}

llvm::Expected<HostArray> uop::readNpz(llvm::StringRef path,
                                       llvm::StringRef key) {
  auto file = llvm::MemoryBuffer::getFile(path);
  if (!file)
    return llvm::createStringError("cannot read " + path + ": " +
                                   file.getError().message());
  llvm::StringRef zip = (*file)->getBuffer();
  std::string wanted = key.ends_with(".npy") ? key.str() : key.str() + ".npy";
  auto bad = [&](const llvm::Twine &why) {
    return llvm::createStringError(path + ": " + why);
  };
  // Walk the local file headers: signature, sizes, name, data.
  size_t at = 0;
  while (at + 30 <= zip.size() &&
         llvm::support::endian::read32le(zip.data() + at) == 0x04034b50) {
    const char *h = zip.data() + at;
    uint16_t flags = llvm::support::endian::read16le(h + 6);
    uint16_t method = llvm::support::endian::read16le(h + 8);
    uint32_t compressed = llvm::support::endian::read32le(h + 18);
    uint32_t size = llvm::support::endian::read32le(h + 22);
    uint16_t nameLength = llvm::support::endian::read16le(h + 26);
    uint16_t extraLength = llvm::support::endian::read16le(h + 28);
    if (flags & 0x8)
      return bad("entries with data descriptors are not supported");
    size_t dataStart = at + 30 + nameLength + extraLength;
    if (dataStart + compressed > zip.size())
      return bad("truncated archive");
    llvm::StringRef name = zip.substr(at + 30, nameLength);
    llvm::StringRef data = zip.substr(dataStart, compressed);
    at = dataStart + compressed;
    if (name != wanted)
      continue;
    std::string contents;
    if (method == 0) {
      contents = data.str();
    } else if (method == 8) {
#if !UOP_HAS_ZLIB
      return bad(name + " is deflated, and this build has no zlib "
                        "(configure with UOP_ENABLE_NPZ=ON)");
#else
      // Deflate expands at most 1032 to 1: a larger size is a lie.
      if (size / 1032 > compressed + 1)
        return bad("implausible size of " + name);
      contents.resize(size);
      z_stream stream{};
      if (inflateInit2(&stream, -MAX_WBITS) != Z_OK)
        return bad("cannot start inflating " + name);
      stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
      stream.avail_in = data.size();
      stream.next_out = reinterpret_cast<Bytef *>(contents.data());
      stream.avail_out = contents.size();
      int rc = inflate(&stream, Z_FINISH);
      inflateEnd(&stream);
      if (rc != Z_STREAM_END || stream.total_out != size)
        return bad("corrupt deflate data in " + name);
#endif
    } else {
      return bad("compression method " + llvm::Twine(method) +
                 " is not supported");
    }
    return parseNpy(contents, (path + ":" + name).str());
  }
  return bad("no array '" + key + "'");
}

llvm::Expected<HostArray>
uop::readTinygradArray(const llvm::json::Object &array, const DType &dtype,
                       llvm::StringRef jsonPath) {
  if (const llvm::json::Array *data = array.getArray("data")) {
    HostArray result = HostArray::zeros(dtype, data->size());
    for (size_t i = 0; i < data->size(); ++i) {
      const llvm::json::Value &value = (*data)[i];
      // 64-bit integers keep their exact value.
      if (!dtype.isFloat && dtype.itemSize == 8) {
        if (std::optional<int64_t> exact = value.getAsInteger();
            exact && dtype.isSigned) {
          std::memcpy(result.bytes.data() + i * 8, &*exact, 8);
          continue;
        }
        if (std::optional<uint64_t> exact = value.getAsUINT64();
            exact && !dtype.isSigned) {
          std::memcpy(result.bytes.data() + i * 8, &*exact, 8);
          continue;
        }
      }
      double number;
      if (std::optional<double> d = value.getAsNumber())
        number = *d;
      else if (std::optional<bool> b = value.getAsBoolean())
        number = *b;
      else if (std::optional<llvm::StringRef> s = value.getAsString();
               s && (*s == "nan" || *s == "inf" || *s == "-inf"))
        number = *s == "nan" ? NAN : *s == "inf" ? INFINITY : -INFINITY;
      else
        return llvm::createStringError("element " + llvm::Twine(i) +
                                       " is not a number");
      result.set(i, number);
    }
    return result;
  }
  std::optional<llvm::StringRef> key = array.getString("npz_key");
  if (!key)
    return llvm::createStringError("an array with neither data nor npz_key");
  llvm::SmallString<256> npz(jsonPath);
  llvm::sys::path::replace_extension(npz, "npz");
  llvm::Expected<HostArray> result = readNpz(npz, *key);
  if (result && result->dtype.name != dtype.name)
    return llvm::createStringError(npz + ":" + *key + " holds " +
                                   result->dtype.name + ", not " + dtype.name);
  return result;
}

ArrayMismatch uop::compareArrays(const HostArray &got, const HostArray &want,
                                 size_t maxShown) {
  const DType &dtype = want.dtype;
  bool isHalf = dtype.name == "float16" || dtype.name == "bfloat16";
  double rtol = isHalf ? 1e-2 : 1e-4, atol = isHalf ? 1e-3 : 1e-5;
  ArrayMismatch mismatch;
  size_t n = std::min(got.size(), want.size());
  // The absolute term scales with the largest finite magnitude of `want`:
  // a long reduction summed in another order differs by about that much
  // times the rounding error, however small its own result is.
  double largest = 1;
  if (dtype.isFloat)
    for (size_t i = 0; i < want.size(); ++i)
      if (double w = std::fabs(want.get(i)); std::isfinite(w))
        largest = std::max(largest, w);
  for (size_t i = 0; i < n; ++i) {
    double g = got.get(i), w = want.get(i);
    bool ok;
    if (!dtype.isFloat) // Bit for bit: doubles would round 64-bit values.
      ok = got.bytes.compare(i * dtype.itemSize, dtype.itemSize, want.bytes,
                             i * dtype.itemSize, dtype.itemSize) == 0;
    else if (std::isnan(w))
      ok = std::isnan(g);
    else if (std::isinf(w))
      ok = g == w;
    else
      ok = std::fabs(g - w) <= atol * largest + rtol * std::fabs(w);
    if (ok)
      continue;
    if (mismatch.shown.size() < maxShown)
      mismatch.shown.push_back(llvm::formatv("[{0}]: got {1}, want {2}", i,
                                             got.format(i), want.format(i))
                                   .str());
    ++mismatch.count;
  }
  mismatch.count += std::max(got.size(), want.size()) - n;
  return mismatch;
}
