//===- Import.cpp - tinygrad JSON kernels to uop --------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TinygradNames.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Target/TinygradJSON.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"
#include <cmath>

using namespace mlir;
using namespace mlir::uop;
namespace json = llvm::json;

namespace {

/// Builds one `uop.kernel` from a tinygrad node list. Ops are created
/// generically from (name, operands, result types, attributes) and then
/// verified, so that malformed input meets the verifiers' diagnostics rather
/// than a builder's assertion; the importer itself checks only what it needs
/// to build anything at all (node shape, indices, dtypes, arg shapes).
class Importer {
public:
  Importer(MLIRContext *context, StringRef fileName, TinygradList list)
      : context(context), builder(context), fileName(fileName), list(list) {}

  OwningOpRef<ModuleOp> importKernel(const json::Value &root);

private:
  /// A node's location names the file, list and node index, so that every
  /// diagnostic, the verifiers' included, says which node is wrong.
  Location nodeLoc(size_t index) {
    return NameLoc::get(
        StringAttr::get(context, listName() + "[" + Twine(index) + "] (" +
                                     nodeKinds[index] + ")"),
        FileLineColLoc::get(context, fileName, 0, 0));
  }
  InFlightDiagnostic nodeError(size_t index) {
    return emitError(nodeLoc(index));
  }
  StringRef listName() const {
    return list == TinygradList::Before ? "uops_before" : "uops_after";
  }

  /// Imports node `index`; `deferred` when a linearized DEFINE_ACC is being
  /// placed after its last RANGE.
  LogicalResult importNode(size_t index, bool deferred = false);
  LogicalResult importLaunchSizes(const json::Object &object, KernelOp kernel);
  FailureOr<Type> getNodeType(size_t index, bool localPointer = false);
  FailureOr<SmallVector<Value>> getOperands(size_t index,
                                           bool allowForward = false);
  FailureOr<TypedAttr> getConstant(size_t index, const json::Value *value,
                                   Type type);
  FailureOr<Attribute> getSize(size_t index, const json::Value *value);
  FailureOr<Attribute> parseSize(const json::Value *value,
                                 function_ref<InFlightDiagnostic()> emitError);
  void collectVars(const json::Object *object);
  FailureOr<VarAttr> getVar(size_t index, const json::Value *value);
  LogicalResult create(size_t index, StringRef opName, ValueRange operands,
                       TypeRange resultTypes,
                       ArrayRef<NamedAttribute> attributes = {});
  LogicalResult closeScopeTo(size_t index, Operation *opener);

  MLIRContext *context;
  OpBuilder builder;
  std::string fileName;
  TinygradList list;

  const json::Array *nodes = nullptr;
  SmallVector<std::string> nodeKinds;
  /// The value of each node created so far (null for nodes without one).
  SmallVector<Value> values;
  SmallVector<Operation *> nodeOps;
  /// tinygrad puts a DEFINE_ACC before the RANGEs it names; in the
  /// linearized form it comes right after the last of them.
  DenseMap<size_t, SmallVector<size_t>> accsAfterRange;
  /// Open range and if bodies of a linearized list, innermost last.
  SmallVector<Operation *> openScopes;
  /// IFs closed early, before the end of an enclosing loop, so that bodies
  /// nest; tinygrad's own ENDIF for them (at the end of the list) is skipped.
  DenseSet<Operation *> closedEarly;
  KernelOp kernel;
  bool sawSink = false;
  /// The bounds of each variable that a symbolic size expression may name:
  /// from the dump's "vars", its DEFINE_VARs and its {"variable"} objects.
  llvm::StringMap<VarAttr> knownVars;
};

} // namespace

/// `value` as JSON text, for diagnostics.
static std::string toString(const json::Value &value) {
  return llvm::formatv("{0}", value).str();
}

//===----------------------------------------------------------------------===//
// Node fields
//===----------------------------------------------------------------------===//

FailureOr<Type> Importer::getNodeType(size_t index, bool localPointer) {
  const json::Object &node = *(*nodes)[index].getAsObject();
  std::optional<StringRef> name = node.getString("dtype");
  if (!name)
    return nodeError(index) << "needs a dtype";
  Type type = parseTinygradDType(context, *name, localPointer);
  if (!type)
    return nodeError(index) << "unknown dtype '" << *name << "'";
  return type;
}

FailureOr<SmallVector<Value>> Importer::getOperands(size_t index,
                                                    bool allowForward) {
  const json::Array *vin = (*nodes)[index].getAsObject()->getArray("vin");
  SmallVector<Value> operands;
  for (auto [position, entry] : llvm::enumerate(*vin)) {
    std::optional<int64_t> operand = entry.getAsInteger();
    if (!operand || *operand < 0 || *operand >= (int64_t)nodes->size())
      return nodeError(index) << "vin[" << position
                              << "] is not the index of a node in the list";
    if ((size_t)*operand >= index && !allowForward)
      return nodeError(index)
             << "vin[" << position << "] = " << *operand
             << " refers forward; only a linearized DEFINE_ACC may name a "
                "later RANGE";
    Value value = values[*operand];
    if (!value)
      return nodeError(index)
             << "vin[" << position << "] = " << *operand << " ("
             << nodeKinds[*operand]
             << ") has no value here (a DEFINE_ACC is available only after "
                "the RANGEs it names)";
    operands.push_back(value);
  }
  return operands;
}

/// Rounds `value` to the dtype's storage precision the way tinygrad's
/// renderers write a constant (`0.64f`, `(half)0.64`), then holds it at the
/// compute precision.
static FloatAttr makeFloatConstant(double value, Type scalarType) {
  Type computeType = getComputeType(scalarType);
  APFloat rounded(value);
  bool losesInfo;
  rounded.convert(cast<FloatType>(scalarType).getFloatSemantics(),
                  APFloat::rmNearestTiesToEven, &losesInfo);
  rounded.convert(cast<FloatType>(computeType).getFloatSemantics(),
                  APFloat::rmNearestTiesToEven, &losesInfo);
  return FloatAttr::get(computeType, rounded);
}

FailureOr<TypedAttr> Importer::getConstant(size_t index,
                                           const json::Value *value,
                                           Type type) {
  Type scalarType = getScalarDType(type);
  TypedAttr scalar;
  if (!value)
    return nodeError(index) << "needs a constant value";
  if (auto floatType = dyn_cast<FloatType>(scalarType)) {
    std::optional<double> number = value->getAsNumber();
    if (std::optional<StringRef> text = value->getAsString())
      number = llvm::StringSwitch<std::optional<double>>(*text)
                   .Case("inf", INFINITY)
                   .Case("-inf", -INFINITY)
                   .Case("nan", NAN)
                   .Default(std::nullopt);
    if (!number)
      return nodeError(index) << "constant " << toString(*value)
                              << " is not a number of dtype " << type;
    scalar = makeFloatConstant(*number, floatType);
  } else {
    auto intType = cast<IntegerType>(scalarType);
    std::optional<int64_t> signedValue = value->getAsInteger();
    std::optional<uint64_t> unsignedValue = value->getAsUINT64();
    if (std::optional<bool> flag = value->getAsBoolean())
      signedValue = unsignedValue = *flag;
    unsigned width = intType.getWidth();
    // tinygrad builds integer constants outside their dtype's range (-1 as
    // a uint, 65504 as an int8) and its renderers write them as C constants
    // converted to the type: the value modulo 2^width (docs/ConstantFolding.md).
    // Bools stay 0 or 1.
    std::optional<APInt> bits;
    if (signedValue)
      bits = APInt(64, *signedValue, /*isSigned=*/true);
    else if (unsignedValue)
      bits = APInt(64, *unsignedValue);
    if (!bits || (width == 1 && bits->ugt(1)))
      return nodeError(index) << "constant " << toString(*value)
                              << " does not fit dtype " << type;
    bits = bits->trunc(width);
    scalar = IntegerAttr::get(intType, *bits);
  }
  if (auto vectorType = dyn_cast<VectorType>(type))
    return TypedAttr(SplatElementsAttr::get(
        cast<ShapedType>(getComputeType(vectorType)), scalar));
  return scalar;
}

/// tinygrad's Variable as {"variable", "min", "max"}; `emitError` reports
/// a malformed one.
static FailureOr<VarAttr>
parseVar(MLIRContext *context, const json::Value *value,
         function_ref<InFlightDiagnostic()> emitError) {
  const json::Object *object = value ? value->getAsObject() : nullptr;
  std::optional<StringRef> name =
      object ? object->getString("variable") : std::nullopt;
  std::optional<int64_t> min = object ? object->getInteger("min") : std::nullopt;
  std::optional<int64_t> max = object ? object->getInteger("max") : std::nullopt;
  if (!name || !min || !max)
    return emitError()
           << "a symbolic variable must be {\"variable\", \"min\", \"max\"}";
  VarAttr var = VarAttr::getChecked(emitError, context, *name, *min, *max);
  if (!var)
    return failure();
  return var;
}

FailureOr<VarAttr> Importer::getVar(size_t index, const json::Value *value) {
  return parseVar(context, value, [&] { return nodeError(index); });
}

/// A size: an integer, a Variable {"variable", "min", "max"}, or a Node
/// expression {"node": "(2+i)"} over variables of `knownVars`.
FailureOr<Attribute>
Importer::parseSize(const json::Value *value,
                    function_ref<InFlightDiagnostic()> emitError) {
  if (value)
    if (std::optional<int64_t> size = value->getAsInteger())
      return Attribute(builder.getI64IntegerAttr(*size));
  const json::Object *object = value ? value->getAsObject() : nullptr;
  if (object && object->get("variable")) {
    FailureOr<VarAttr> var = parseVar(context, value, emitError);
    if (failed(var))
      return failure();
    return Attribute(*var);
  }
  if (object && object->size() == 1)
    if (std::optional<StringRef> text = object->getString("node"))
      return parseTinygradSizeText(
          context, *text,
          [&](StringRef name) { return knownVars.lookup(name); }, emitError);
  return emitError() << "a size must be an integer, a symbolic variable "
                        "{\"variable\", \"min\", \"max\"} or a symbolic "
                        "expression {\"node\": \"...\"}";
}

FailureOr<Attribute> Importer::getSize(size_t index, const json::Value *value) {
  return parseSize(value, [&] { return nodeError(index); });
}

/// Gathers the bounds of the variables that size expressions may name.
/// Malformed ones are skipped: importing their node reports them.
void Importer::collectVars(const json::Object *object) {
  auto add = [&](StringRef name, std::optional<int64_t> min,
                 std::optional<int64_t> max) {
    if (!min || !max || knownVars.count(name))
      return;
    if (VarAttr var = VarAttr::getChecked([] { return InFlightDiagnostic(); },
                                          context, name, *min, *max))
      knownVars[name] = var;
  };
  auto addVariable = [&](const json::Value &value) {
    const json::Object *var = value.getAsObject();
    if (std::optional<StringRef> name = var ? var->getString("variable")
                                            : std::nullopt)
      add(*name, var->getInteger("min"), var->getInteger("max"));
  };
  for (const json::Value &node : *nodes) {
    const json::Object *fields = node.getAsObject();
    if (fields && fields->getString("uop") == "DEFINE_VAR")
      if (const json::Value *arg = fields->get("arg"))
        addVariable(*arg);
    if (fields && fields->getString("uop") == "SPECIAL")
      if (const json::Array *arg = fields->getArray("arg"); arg && arg->size() == 3)
        addVariable((*arg)[2]);
  }
  if (!object)
    return;
  if (const json::Array *vars = object->getArray("vars"))
    for (const json::Value &value : *vars)
      if (const json::Object *var = value.getAsObject())
        if (std::optional<StringRef> name = var->getString("name"))
          add(*name, var->getInteger("min"), var->getInteger("max"));
  for (StringRef key : {"global_size", "local_size"})
    if (const json::Array *sizes = object->getArray(key))
      for (const json::Value &size : *sizes)
        addVariable(size);
}

LogicalResult Importer::create(size_t index, StringRef opName,
                               ValueRange operands, TypeRange resultTypes,
                               ArrayRef<NamedAttribute> attributes) {
  OperationState state(nodeLoc(index), opName);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(attributes);
  Operation *op = builder.create(state);
  nodeOps[index] = op;
  if (op->getNumResults() == 1)
    values[index] = op->getResult(0);
  return success();
}

//===----------------------------------------------------------------------===//
// Nodes
//===----------------------------------------------------------------------===//

/// Checks that `arg` is an array of `count` entries.
static const json::Array *getArgArray(const json::Value *arg, size_t count) {
  const json::Array *array = arg ? arg->getAsArray() : nullptr;
  return array && array->size() == count ? array : nullptr;
}

LogicalResult Importer::closeScopeTo(size_t index, Operation *opener) {
  // Close ifs opened inside this loop first, so that bodies nest.
  while (!openScopes.empty() && openScopes.back() != opener &&
         isa<IfOp>(openScopes.back())) {
    EndIfOp::create(builder, nodeLoc(index), openScopes.back()->getResult(0));
    closedEarly.insert(openScopes.pop_back_val());
  }
  if (openScopes.empty() || openScopes.back() != opener)
    return nodeError(index) << "does not close the innermost open body";
  openScopes.pop_back();
  return success();
}

LogicalResult Importer::importNode(size_t index, bool deferred) {
  const json::Object &node = *(*nodes)[index].getAsObject();
  StringRef kind = nodeKinds[index];
  const json::Value *arg = node.get("arg");
  size_t numOperands = node.getArray("vin")->size();
  auto expectOperands = [&](ArrayRef<size_t> counts) -> LogicalResult {
    if (llvm::is_contained(counts, numOperands))
      return success();
    InFlightDiagnostic diag = nodeError(index) << "has " << numOperands
                                               << " operands; expected ";
    llvm::interleave(counts, diag, " or ");
    return diag;
  };
  auto attr = [&](StringRef name, Attribute value) {
    return builder.getNamedAttr(name, value);
  };
  auto segments = [&](ArrayRef<int32_t> sizes) {
    return attr("operandSegmentSizes", builder.getDenseI32ArrayAttr(sizes));
  };

  // Linearized accumulators wait for the last RANGE they name.
  if (kind == "DEFINE_ACC" && list == TinygradList::After && !deferred) {
    size_t last = 0;
    for (const json::Value &entry : *node.getArray("vin"))
      if (std::optional<int64_t> operand = entry.getAsInteger();
          operand && *operand > (int64_t)index &&
          *operand < (int64_t)nodes->size())
        last = std::max(last, (size_t)*operand);
    if (last > index) {
      if (nodeKinds[last] != "RANGE")
        return nodeError(index) << "names node " << last << " ("
                                << nodeKinds[last] << "), which is not a RANGE";
      accsAfterRange[last].push_back(index);
      return success();
    }
  }

  if (kind == "SINK") {
    if (index + 1 != nodes->size())
      return nodeError(index) << "SINK must be the last node";
    FailureOr<SmallVector<Value>> operands = getOperands(index);
    if (failed(operands))
      return failure();
    sawSink = true;
    return create(index, "uop.sink", *operands, {});
  }
  if (kind == "ENDRANGE" || kind == "ENDIF") {
    if (list != TinygradList::After)
      return nodeError(index) << kind << " appears only in a linearized list";
    if (failed(expectOperands({1})))
      return failure();
    FailureOr<SmallVector<Value>> operands = getOperands(index);
    if (failed(operands))
      return failure();
    Operation *opener = (*operands)[0].getDefiningOp();
    bool isRange = kind == "ENDRANGE";
    if (isRange ? !isa<RangeOp>(opener) : !isa<IfOp>(opener))
      return nodeError(index) << "vin[0] is not " << (isRange ? "a RANGE" : "an IF");
    if (!isRange && closedEarly.contains(opener))
      return success();
    if (failed(closeScopeTo(index, opener)))
      return failure();
    return create(index, isRange ? "uop.endrange" : "uop.endif", *operands, {});
  }

  FailureOr<SmallVector<Value>> operands = getOperands(index, deferred);
  if (failed(operands))
    return failure();
  bool localPointer = kind == "DEFINE_LOCAL";
  bool hasType = !(kind == "STORE" || kind == "BARRIER" || kind == "IF" ||
                   kind == "NOOP");
  Type type;
  if (hasType) {
    FailureOr<Type> nodeType = getNodeType(index, localPointer);
    if (failed(nodeType))
      return failure();
    type = *nodeType;
  }
  Type token = TokenType::get(context);

  if (kind == "DEFINE_GLOBAL") {
    const json::Array *args = getArgArray(arg, 2);
    std::optional<int64_t> argIndex = args ? (*args)[0].getAsInteger() : std::nullopt;
    std::optional<bool> isMutable = args ? (*args)[1].getAsBoolean() : std::nullopt;
    if (!argIndex || !isMutable)
      return nodeError(index) << "arg must be [index, mutable]";
    SmallVector<NamedAttribute> attrs = {attr("index", builder.getI64IntegerAttr(*argIndex))};
    if (*isMutable)
      attrs.push_back(attr("is_mutable", builder.getUnitAttr()));
    return create(index, "uop.define_global", {}, type, attrs);
  }
  if (kind == "DEFINE_VAR") {
    FailureOr<VarAttr> var = getVar(index, arg);
    if (failed(var))
      return failure();
    return create(index, "uop.define_var", {}, type, attr("var", *var));
  }
  if (kind == "DEFINE_LOCAL") {
    const json::Array *args = getArgArray(arg, 2);
    std::optional<StringRef> name = args ? (*args)[0].getAsString() : std::nullopt;
    std::optional<int64_t> size = args ? (*args)[1].getAsInteger() : std::nullopt;
    if (!name || !size)
      return nodeError(index) << "arg must be [name, size]";
    return create(index, "uop.define_local", {}, type,
                  {attr("name", builder.getStringAttr(*name)),
                   attr("size", builder.getI64IntegerAttr(*size))});
  }
  if (kind == "DEFINE_ACC") {
    const json::Array *args = getArgArray(arg, 3);
    std::optional<int64_t> accIndex = args ? (*args)[1].getAsInteger() : std::nullopt;
    std::optional<int64_t> count = args ? (*args)[2].getAsInteger() : std::nullopt;
    if (!accIndex || !count)
      return nodeError(index) << "arg must be [init, index, count]";
    if (!isDType(type))
      return nodeError(index) << "dtype " << type << " is not a value dtype";
    FailureOr<TypedAttr> init = getConstant(index, &(*args)[0], type);
    if (failed(init))
      return failure();
    return create(index, "uop.define_acc", *operands, type,
                  {attr("init", *init), attr("index", builder.getI64IntegerAttr(*accIndex)),
                   attr("count", builder.getI64IntegerAttr(*count))});
  }
  if (kind == "CONST") {
    if (!isDType(type))
      return nodeError(index) << "dtype " << type << " is not a value dtype";
    FailureOr<TypedAttr> value = getConstant(index, arg, type);
    if (failed(value))
      return failure();
    return create(index, "uop.const", {}, type, attr("value", *value));
  }
  if (kind == "SPECIAL") {
    const json::Array *args = getArgArray(arg, 3);
    std::optional<int64_t> dim = args ? (*args)[0].getAsInteger() : std::nullopt;
    std::optional<StringRef> name = args ? (*args)[1].getAsString() : std::nullopt;
    if (!dim || !name)
      return nodeError(index) << "arg must be [dim, name, size]";
    FailureOr<Attribute> size = getSize(index, &(*args)[2]);
    if (failed(size))
      return failure();
    return create(index, "uop.special", {}, type,
                  {attr("dim", builder.getI64IntegerAttr(*dim)),
                   attr("name", builder.getStringAttr(*name)), attr("size", *size)});
  }
  if (kind == "NOOP") {
    if (failed(expectOperands({0, 1})))
      return failure();
    return create(index, "uop.noop", *operands,
                  operands->empty() ? token : (*operands)[0].getType());
  }
  if (kind == "UNMUL") {
    if (failed(expectOperands({2})))
      return failure();
    return create(index, "uop.unmul", *operands, type);
  }
  if (kind == "GEP") {
    std::optional<int64_t> element = arg ? arg->getAsInteger() : std::nullopt;
    if (!element)
      return nodeError(index) << "arg must be the element index";
    if (failed(expectOperands({1})))
      return failure();
    return create(index, "uop.gep", *operands, type,
                  attr("index", builder.getI64IntegerAttr(*element)));
  }
  if (kind == "CAST" || kind == "BITCAST") {
    if (arg && arg->kind() != json::Value::Null)
      return nodeError(index) << "takes no arg; its dtype is the target";
    if (kind == "BITCAST" && failed(expectOperands({1})))
      return failure();
    if (operands->empty())
      return nodeError(index) << "needs at least one operand";
    return create(index, kind == "CAST" ? "uop.cast" : "uop.bitcast", *operands,
                  type);
  }
  if (kind == "ALU") {
    std::optional<StringRef> aluArg = arg ? arg->getAsString() : std::nullopt;
    std::optional<StringRef> opName = aluArg ? getALUOpName(*aluArg) : std::nullopt;
    if (!opName)
      return nodeError(index) << "unknown ALU op "
                              << (arg ? toString(*arg) : "null");
    if (failed(expectOperands({getALUArity(*aluArg)})))
      return failure();
    return create(index, *opName, *operands, type);
  }
  if (kind == "WMMA") {
    const json::Array *args = getArgArray(arg, 6);
    const json::Array *dims = args ? (*args)[1].getAsArray() : nullptr;
    const json::Array *upcast = args ? (*args)[4].getAsArray() : nullptr;
    std::optional<StringRef> name = args ? (*args)[0].getAsString() : std::nullopt;
    std::optional<StringRef> device = args ? (*args)[5].getAsString() : std::nullopt;
    auto toInts = [](const json::Array *array) -> std::optional<SmallVector<int64_t>> {
      if (!array)
        return std::nullopt;
      SmallVector<int64_t> result;
      for (const json::Value &entry : *array) {
        std::optional<int64_t> value = entry.getAsInteger();
        if (!value)
          return std::nullopt;
        result.push_back(*value);
      }
      return result;
    };
    std::optional<SmallVector<int64_t>> dimValues = toInts(dims);
    std::optional<SmallVector<int64_t>> upcastValues = toInts(upcast);
    if (!name || !device || !dimValues || !upcastValues)
      return nodeError(index) << "arg must be [name, [N, M, K], dtype_in, "
                                 "dtype_out, [upcast a, b, c], device]";
    if (failed(expectOperands({3})))
      return failure();
    // dtype_in and dtype_out are the element types of a and c; check them.
    for (auto [position, operand] : {std::pair<int, int>{2, 0}, {3, 2}}) {
      const json::Object *dtypeObject = (*args)[position].getAsObject();
      std::optional<StringRef> dtypeName =
          dtypeObject ? dtypeObject->getString("dtype") : std::nullopt;
      Type dtype = dtypeName ? parseTinygradDType(context, *dtypeName) : Type();
      if (!dtype)
        return nodeError(index) << "arg[" << position
                                << "] must be {\"dtype\": <scalar dtype>}";
      if (dtype != getScalarDType((*operands)[operand].getType()))
        return nodeError(index) << "arg[" << position << "] says " << *dtypeName
                                << " but operand " << operand << " holds "
                                << (*operands)[operand].getType();
    }
    return create(index, "uop.wmma", *operands, type,
                  {attr("name", builder.getStringAttr(*name)),
                   attr("dims", builder.getDenseI64ArrayAttr(*dimValues)),
                   attr("upcast_sizes", builder.getDenseI64ArrayAttr(*upcastValues)),
                   attr("device", builder.getStringAttr(*device))});
  }
  if (kind == "LOAD") {
    if (failed(expectOperands({2, 3, 4})))
      return failure();
    int32_t gated = numOperands == 4, dep = numOperands == 3;
    return create(index, "uop.load", *operands, type,
                  segments({1, 1, gated, gated, dep}));
  }
  if (kind == "STORE") {
    if (failed(expectOperands({3, 4})))
      return failure();
    return create(index, "uop.store", *operands, token);
  }
  if (kind == "PHI") {
    if (failed(expectOperands({2})))
      return failure();
    return create(index, "uop.phi", *operands, type);
  }
  if (kind == "BARRIER")
    return create(index, "uop.barrier", *operands, token);
  if (kind == "IF") {
    if (failed(expectOperands({1, 2})))
      return failure();
    if (failed(create(index, "uop.if", *operands, token)))
      return failure();
    if (list == TinygradList::After)
      openScopes.push_back(nodeOps[index]);
    return success();
  }
  if (kind == "RANGE") {
    const json::Array *args = getArgArray(arg, 2);
    std::optional<int64_t> depth = args ? (*args)[0].getAsInteger() : std::nullopt;
    std::optional<int64_t> rangeIndex = args ? (*args)[1].getAsInteger() : std::nullopt;
    if (!depth || !rangeIndex)
      return nodeError(index) << "arg must be [depth, index]";
    if (failed(expectOperands({2})))
      return failure();
    if (failed(create(index, "uop.range", *operands, type,
                      {attr("depth", builder.getI64IntegerAttr(*depth)),
                       attr("index", builder.getI64IntegerAttr(*rangeIndex))})))
      return failure();
    if (list == TinygradList::After)
      openScopes.push_back(nodeOps[index]);
    for (size_t acc : accsAfterRange.lookup(index))
      if (failed(importNode(acc, /*deferred=*/true)))
        return failure();
    return success();
  }
  llvm_unreachable("node kinds are checked before import");
}

//===----------------------------------------------------------------------===//
// Kernel
//===----------------------------------------------------------------------===//

LogicalResult Importer::importLaunchSizes(const json::Object &object,
                                          KernelOp kernel) {
  for (StringRef key : {"global_size", "local_size"}) {
    const json::Value *sizes = object.get(key);
    if (!sizes || sizes->kind() == json::Value::Null)
      continue;
    const json::Array *array = sizes->getAsArray();
    if (!array)
      return emitError(kernel.getLoc()) << key << " must be a list or null";
    SmallVector<Attribute> entries;
    for (size_t dim = 0; dim < array->size(); ++dim) {
      FailureOr<Attribute> attr = parseSize(&(*array)[dim], [&] {
        return emitError(kernel.getLoc()) << key << "[" << dim << "]: ";
      });
      if (failed(attr))
        return failure();
      entries.push_back(*attr);
    }
    kernel->setAttr(key == "global_size" ? kernel.getGlobalSizeAttrName()
                                         : kernel.getLocalSizeAttrName(),
                    builder.getArrayAttr(entries));
  }
  return success();
}

OwningOpRef<ModuleOp> Importer::importKernel(const json::Value &root) {
  Location fileLoc = FileLineColLoc::get(context, fileName, 0, 0);
  // Diagnostic printers show a NameLoc's file location only: re-emit each
  // diagnostic about a node with the node's name in front of its message.
  ScopedDiagnosticHandler nameNodes(context, [](Diagnostic &diag) {
    auto nameLoc = dyn_cast<NameLoc>(diag.getLocation());
    if (!nameLoc)
      return failure();
    InFlightDiagnostic named = emitError(nameLoc.getChildLoc())
                               << nameLoc.getName().getValue() << ": "
                               << diag.str();
    for (Diagnostic &note : diag.getNotes())
      named.attachNote(note.getLocation()) << note.str();
    return success();
  });
  const json::Object *object = root.getAsObject();
  nodes = root.getAsArray();
  if (object) {
    nodes = object->getArray(listName());
    if (!nodes) {
      emitError(fileLoc) << "no '" << listName() << "' node list in the JSON object";
      return nullptr;
    }
  } else if (!nodes) {
    emitError(fileLoc) << "expected a JSON object or a node list";
    return nullptr;
  }

  // Check every node's shape first: the rest relies on it.
  for (auto [index, value] : llvm::enumerate(*nodes)) {
    const json::Object *node = value.getAsObject();
    std::optional<StringRef> kind = node ? node->getString("uop") : std::nullopt;
    nodeKinds.push_back(kind ? kind->str() : "?");
    if (!kind || !node->getArray("vin")) {
      emitError(nodeLoc(index))
          << "a node must be an object with a \"uop\" string and a \"vin\" list";
      return nullptr;
    }
    static constexpr StringLiteral kKinds[] = {
        "SINK",  "DEFINE_GLOBAL", "DEFINE_VAR", "DEFINE_LOCAL", "DEFINE_ACC",
        "CONST", "SPECIAL",       "NOOP",       "UNMUL",        "GEP",
        "CAST",  "BITCAST",       "ALU",        "WMMA",         "LOAD",
        "STORE", "PHI",           "BARRIER",    "IF",           "RANGE",
        "ENDRANGE", "ENDIF"};
    if (!llvm::is_contained(kKinds, *kind)) {
      emitError(nodeLoc(index)) << "unknown uop '" << *kind << "'";
      return nullptr;
    }
    const json::Value *dtype = node->get("dtype");
    if (dtype && dtype->kind() != json::Value::Null && !dtype->getAsString()) {
      emitError(nodeLoc(index)) << "dtype must be a string or null";
      return nullptr;
    }
  }

  std::optional<StringRef> name;
  if (object) {
    name = object->getString("function_name");
    if (!name)
      name = object->getString("kernel_name");
  }
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  builder.setInsertionPointToEnd(module->getBody());
  kernel = KernelOp::create(builder, fileLoc, name.value_or("kernel"),
                            list == TinygradList::After);
  collectVars(object);
  if (object && failed(importLaunchSizes(*object, kernel)))
    return nullptr;

  // Import into the body, replacing the default sink by the list's own.
  Block &body = kernel.getBodyBlock();
  body.getTerminator()->erase();
  builder.setInsertionPointToEnd(&body);
  values.assign(nodes->size(), Value());
  nodeOps.assign(nodes->size(), nullptr);
  for (size_t index = 0; index < nodes->size(); ++index)
    if (failed(importNode(index)))
      return nullptr;
  for (auto &[range, accs] : accsAfterRange)
    if (!nodeOps[range]) {
      emitError(nodeLoc(accs.front())) << "names a RANGE that was not imported";
      return nullptr;
    }
  if (list == TinygradList::Before && !sawSink) {
    emitError(fileLoc) << "the graph list does not end with a SINK";
    return nullptr;
  }
  if (!sawSink)
    SinkOp::create(builder, fileLoc);
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> mlir::uop::importTinygradJSON(StringRef json,
                                                    StringRef fileName,
                                                    TinygradList list,
                                                    MLIRContext *context) {
  llvm::Expected<json::Value> root = json::parse(json);
  if (!root) {
    emitError(FileLineColLoc::get(context, fileName, 0, 0))
        << "invalid JSON: " << llvm::toString(root.takeError());
    return nullptr;
  }
  return importTinygradJSONDocument(*root, fileName, list, context);
}

OwningOpRef<ModuleOp>
mlir::uop::importTinygradJSONDocument(const json::Value &document,
                                      StringRef fileName, TinygradList list,
                                      MLIRContext *context) {
  context->loadDialect<UOpDialect>();
  return Importer(context, fileName, list).importKernel(document);
}
