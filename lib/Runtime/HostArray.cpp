//===- HostArray.cpp - typed host arrays ----------------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Runtime/HostArray.h"
#include "uop/Support/DType.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <cmath>
#include <cstring>
#include <limits>

using namespace uop::runtime;

/// The runtime's view of a scalar dtype.
static DType makeDType(const ::uop::ScalarDTypeInfo &info) {
  return {info.name.str(), info.getItemSize(), info.numpyDescr.str(),
          info.isFloat, info.isSigned};
}

llvm::Expected<DType> DType::get(llvm::StringRef name) {
  if (const ::uop::ScalarDTypeInfo *info = ::uop::lookupScalarDType(name))
    return makeDType(*info);
  return llvm::createStringError("unknown dtype '" + name + "'");
}

llvm::Expected<DType> DType::fromNumpy(llvm::StringRef descr) {
  for (const ::uop::ScalarDTypeInfo &info : ::uop::getScalarDTypes())
    if (info.numpyDescr == descr ||
        (descr.size() == 3 && descr[0] == '=' &&
         info.numpyDescr.substr(1) == descr.substr(1)))
      return makeDType(info);
  return llvm::createStringError("unsupported numpy dtype '" + descr + "'");
}

template <typename T> static T load(const std::string &bytes, size_t i) {
  T value;
  std::memcpy(&value, bytes.data() + i * sizeof(T), sizeof(T));
  return value;
}

template <typename T> static void store(std::string &bytes, size_t i, T value) {
  std::memcpy(bytes.data() + i * sizeof(T), &value, sizeof(T));
}

/// `value` as an integer of type T: truncated toward zero, saturated at
/// T's range, NaN as 0 (a C cast would be undefined there).
template <typename T> static T toInteger(double value) {
  if (std::isnan(value))
    return 0;
  if (value <= static_cast<double>(std::numeric_limits<T>::min()))
    return std::numeric_limits<T>::min();
  if (value >= static_cast<double>(std::numeric_limits<T>::max()))
    return std::numeric_limits<T>::max();
  return static_cast<T>(value);
}

static const llvm::fltSemantics &halfSemantics(const DType &dtype) {
  return dtype.name == "bfloat16" ? llvm::APFloat::BFloat()
                                  : llvm::APFloat::IEEEhalf();
}

double HostArray::get(size_t i) const {
  const std::string &n = dtype.name;
  if (n == "float32")
    return load<float>(bytes, i);
  if (n == "float64")
    return load<double>(bytes, i);
  if (n == "float16" || n == "bfloat16")
    return llvm::APFloat(halfSemantics(dtype),
                         llvm::APInt(16, load<uint16_t>(bytes, i)))
        .convertToDouble();
  if (n == "bool")
    return load<uint8_t>(bytes, i) != 0;
  // Each arm converts on its own: `?:` would first convert a signed value
  // to the unsigned type of the other arm.
  auto get = [&](auto signedValue, auto unsignedValue) {
    return dtype.isSigned ? static_cast<double>(signedValue)
                          : static_cast<double>(unsignedValue);
  };
  switch (dtype.itemSize) {
  case 1:
    return get(load<int8_t>(bytes, i), load<uint8_t>(bytes, i));
  case 2:
    return get(load<int16_t>(bytes, i), load<uint16_t>(bytes, i));
  case 4:
    return get(load<int32_t>(bytes, i), load<uint32_t>(bytes, i));
  default:
    return get(load<int64_t>(bytes, i), load<uint64_t>(bytes, i));
  }
}

std::string HostArray::format(size_t i) const {
  if (dtype.isFloat)
    return llvm::formatv("{0}", llvm::format("%g", get(i))).str();
  if (dtype.itemSize < 8 || dtype.name == "bool")
    return std::to_string(static_cast<int64_t>(get(i)));
  return dtype.isSigned ? std::to_string(load<int64_t>(bytes, i))
                        : std::to_string(load<uint64_t>(bytes, i));
}

void HostArray::set(size_t i, double value) {
  const std::string &n = dtype.name;
  if (n == "float32")
    return store<float>(bytes, i, static_cast<float>(value));
  if (n == "float64")
    return store<double>(bytes, i, value);
  if (n == "float16" || n == "bfloat16") {
    llvm::APFloat half(value);
    bool lost;
    half.convert(halfSemantics(dtype), llvm::APFloat::rmNearestTiesToEven,
                 &lost);
    return store<uint16_t>(bytes, i,
                           half.bitcastToAPInt().getZExtValue());
  }
  if (n == "bool")
    return store<uint8_t>(bytes, i, value != 0);
  switch (dtype.itemSize) {
  case 1:
    return dtype.isSigned ? store(bytes, i, toInteger<int8_t>(value))
                          : store(bytes, i, toInteger<uint8_t>(value));
  case 2:
    return dtype.isSigned ? store(bytes, i, toInteger<int16_t>(value))
                          : store(bytes, i, toInteger<uint16_t>(value));
  case 4:
    return dtype.isSigned ? store(bytes, i, toInteger<int32_t>(value))
                          : store(bytes, i, toInteger<uint32_t>(value));
  default:
    return dtype.isSigned ? store(bytes, i, toInteger<int64_t>(value))
                          : store(bytes, i, toInteger<uint64_t>(value));
  }
}

HostArray HostArray::zeros(const DType &dtype, size_t size) {
  return HostArray{dtype, std::string(size * dtype.itemSize, '\0')};
}

HostArray HostArray::random(const DType &dtype, size_t size,
                            std::mt19937_64 &engine) {
  HostArray array = zeros(dtype, size);
  for (size_t i = 0; i < size; ++i)
    array.set(i, dtype.isFloat
                     ? std::uniform_real_distribution<double>(-1, 1)(engine)
                     : static_cast<double>(engine() % 16));
  return array;
}
