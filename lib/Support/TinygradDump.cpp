//===- TinygradDump.cpp - tinygrad's conformance kernel dumps -------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Support/TinygradDump.h"
#include "uop/Support/ArrayIO.h"
#include "llvm/Support/JSON.h"
#include <limits>

using namespace uop;
using uop::runtime::DType;
using uop::runtime::HostArray;

/// A variable's recorded value, which must fit the int32 that kernels take.
static std::optional<int32_t> getVarValue(const llvm::json::Value &value) {
  std::optional<int64_t> integer = value.getAsInteger();
  if (!integer || *integer < std::numeric_limits<int32_t>::min() ||
      *integer > std::numeric_limits<int32_t>::max())
    return std::nullopt;
  return static_cast<int32_t>(*integer);
}

/// `dataOmitted`: the dump leaves its arrays out (`data_omitted`, the perf
/// kernels); an array without data is then no array.
static llvm::Expected<DumpGlobal> readGlobal(const llvm::json::Value &value,
                                             llvm::StringRef path,
                                             bool dataOmitted) {
  const llvm::json::Object *global = value.getAsObject();
  if (!global)
    return llvm::createStringError(path + ": a global that is not an object");
  DumpGlobal result;
  std::optional<int64_t> index = global->getInteger("global_idx");
  std::optional<int64_t> size = global->getInteger("size");
  if (!index || *index < 0 || !size || *size <= 0)
    return llvm::createStringError(path + ": a global without a valid "
                                          "global_idx and size");
  result.index = *index;
  result.size = *size;
  result.isMutable = global->getBoolean("mutable").value_or(false);
  llvm::Expected<DType> dtype =
      DType::get(global->getString("dtype").value_or(""));
  if (!dtype)
    return llvm::createStringError(path + ": global " +
                                   llvm::Twine(result.index) + ": " +
                                   llvm::toString(dtype.takeError()));
  result.dtype = *dtype;
  for (auto [field, target] : {std::pair{"value", &result.value},
                               std::pair{"value_after", &result.valueAfter}})
    if (const llvm::json::Object *array = global->getObject(field)) {
      if (dataOmitted && !array->getArray("data") &&
          !array->getString("npz_key"))
        continue;
      llvm::Expected<HostArray> host = readTinygradArray(*array, *dtype, path);
      if (!host)
        return llvm::createStringError(
            path + ": global " + llvm::Twine(result.index) + " " + field +
            ": " + llvm::toString(host.takeError()));
      *target = std::move(*host);
    }
  return result;
}

llvm::Expected<TinygradDump> uop::readTinygradDump(llvm::StringRef contents,
                                                   llvm::StringRef path) {
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(contents);
  if (!json)
    return llvm::createStringError(path + ": " +
                                   llvm::toString(json.takeError()));
  return readTinygradDumpDocument(*json, path);
}

llvm::Expected<TinygradDump>
uop::readTinygradDumpDocument(const llvm::json::Value &document,
                              llvm::StringRef path) {
  const llvm::json::Object *root = document.getAsObject();
  if (!root)
    return llvm::createStringError(path + ": not a JSON object");
  TinygradDump dump;
  dump.functionName = root->getString("function_name").value_or("").str();
  dump.source = root->getString("src").value_or("").str();
  dump.dataOmitted = root->getBoolean("data_omitted").value_or(false);
  if (std::optional<int64_t> ops = root->getInteger("op_estimate");
      ops && *ops > 0)
    dump.opEstimate = *ops;
  if (const llvm::json::Array *globals = root->getArray("globals"))
    for (const llvm::json::Value &value : *globals) {
      llvm::Expected<DumpGlobal> global =
          readGlobal(value, path, dump.dataOmitted);
      if (!global)
        return global.takeError();
      dump.globals.push_back(std::move(*global));
    }
  if (const llvm::json::Array *vars = root->getArray("vars"))
    for (const llvm::json::Value &value : *vars) {
      const llvm::json::Object *var = value.getAsObject();
      std::optional<llvm::StringRef> name =
          var ? var->getString("name") : std::nullopt;
      const llvm::json::Value *number = var ? var->get("value") : nullptr;
      std::optional<int32_t> recorded =
          number ? getVarValue(*number) : std::nullopt;
      if (!name || !recorded)
        return llvm::createStringError(path + ": a variable without a name "
                                              "and a 32-bit value");
      dump.vars.emplace_back(name->str(), *recorded);
      dump.varValues[name->str()] = *recorded;
    }
  if (const llvm::json::Object *vals = root->getObject("var_vals"))
    for (const auto &[name, value] : *vals) {
      std::optional<int32_t> recorded = getVarValue(value);
      if (!recorded)
        return llvm::createStringError(path + ": var_vals: '" + name.str() +
                                       "' is not a 32-bit value");
      dump.varValues[name.str()] = *recorded;
    }
  return dump;
}
