//===- Export.cpp - uop kernels to tinygrad JSON --------------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "TinygradNames.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Target/TinygradJSON.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::uop;
namespace json = llvm::json;

/// A float as tinygrad's JSON writes it: a number, or "inf" / "-inf" /
/// "nan" for non-finite values.
static json::Value floatToJSON(const APFloat &value) {
  if (value.isNaN())
    return "nan";
  if (value.isInfinity())
    return value.isNegative() ? "-inf" : "inf";
  return value.convertToDouble();
}

static json::Value constantToJSON(Attribute value) {
  if (auto splat = dyn_cast<SplatElementsAttr>(value))
    value = splat.getSplatValue<Attribute>();
  if (auto floatAttr = dyn_cast<FloatAttr>(value)) {
    APFloat number = floatAttr.getValue();
    bool losesInfo;
    number.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                   &losesInfo);
    return floatToJSON(number);
  }
  auto intAttr = cast<IntegerAttr>(value);
  if (intAttr.getType().isInteger(1))
    return !intAttr.getValue().isZero();
  if (intAttr.getType().isUnsignedInteger())
    return intAttr.getValue().getZExtValue();
  return intAttr.getValue().getSExtValue();
}

static json::Value sizeToJSON(Attribute size) {
  if (auto var = dyn_cast<VarAttr>(size))
    return json::Object{
        {"variable", var.getName()}, {"min", var.getMin()}, {"max", var.getMax()}};
  if (isa<ExprAttr>(size))
    return json::Object{{"node", getTinygradSizeText(size)}};
  return cast<IntegerAttr>(size).getInt();
}

/// The "vars" entries ({name, min, max}) of the variables that the kernel's
/// size expressions name, in order of appearance: an expression's text
/// holds only their names.
static json::Array getExpressionVars(KernelOp kernel) {
  json::Array vars;
  llvm::StringSet<> seen;
  auto add = [&](Attribute size) {
    if (isa<ExprAttr>(size))
      walkSizeVariables(size, [&](VarAttr var) {
        if (seen.insert(var.getName()).second)
          vars.push_back(json::Object{{"name", var.getName()},
                                      {"min", var.getMin()},
                                      {"max", var.getMax()}});
      });
  };
  for (ArrayAttr sizes : {kernel.getGlobalSizeAttr(), kernel.getLocalSizeAttr()})
    if (sizes)
      llvm::for_each(sizes, add);
  for (auto special : kernel.getBodyBlock().getOps<SpecialOp>())
    add(special.getSize());
  return vars;
}

static json::Value sizesToJSON(ArrayAttr sizes) {
  if (!sizes)
    return nullptr;
  json::Array array;
  for (Attribute size : sizes)
    array.push_back(sizeToJSON(size));
  return array;
}

/// tinygrad's UOp kind and arg of `op`.
static std::pair<StringRef, json::Value> getKindAndArg(Operation *op) {
  using Result = std::pair<StringRef, json::Value>;
  if (std::optional<StringRef> aluArg =
          getTinygradALUArg(op->getName().getStringRef()))
    return {"ALU", *aluArg};
  return TypeSwitch<Operation *, Result>(op)
      .Case([](DefineGlobalOp op) -> Result {
        return {"DEFINE_GLOBAL",
                json::Array{op.getIndexAttr().getInt(), (bool)op.getIsMutable()}};
      })
      .Case([](DefineVarOp op) -> Result {
        return {"DEFINE_VAR", sizeToJSON(op.getVar())};
      })
      .Case([](DefineLocalOp op) -> Result {
        return {"DEFINE_LOCAL", json::Array{op.getName(), op.getSizeAttr().getInt()}};
      })
      .Case([](DefineAccOp op) -> Result {
        return {"DEFINE_ACC",
                json::Array{constantToJSON(op.getInit()),
                            op.getIndexAttr().getInt(),
                            op.getCountAttr().getInt()}};
      })
      .Case([](ConstOp op) -> Result {
        return {"CONST", constantToJSON(op.getValue())};
      })
      .Case([](SpecialOp op) -> Result {
        return {"SPECIAL", json::Array{op.getDimAttr().getInt(), op.getName(),
                                       sizeToJSON(op.getSize())}};
      })
      .Case([](GepOp op) -> Result {
        return {"GEP", op.getIndexAttr().getInt()};
      })
      .Case([](WmmaOp op) -> Result {
        auto dtype = [](Value value) {
          return json::Object{
              {"dtype", getTinygradDTypeName(getScalarDType(value.getType()))}};
        };
        return {"WMMA",
                json::Array{op.getName(), json::Array(op.getDims()),
                            dtype(op.getA()), dtype(op.getC()),
                            json::Array(op.getUpcastSizes()), op.getDevice()}};
      })
      .Case([](RangeOp op) -> Result {
        return {"RANGE", json::Array{op.getDepthAttr().getInt(),
                                     op.getIndexAttr().getInt()}};
      })
      .Case([](NoopOp) -> Result { return {"NOOP", nullptr}; })
      .Case([](UnmulOp) -> Result { return {"UNMUL", nullptr}; })
      .Case([](CastOp) -> Result { return {"CAST", nullptr}; })
      .Case([](BitcastOp) -> Result { return {"BITCAST", nullptr}; })
      .Case([](LoadOp) -> Result { return {"LOAD", nullptr}; })
      .Case([](StoreOp) -> Result { return {"STORE", nullptr}; })
      .Case([](PhiOp) -> Result { return {"PHI", nullptr}; })
      .Case([](BarrierOp) -> Result { return {"BARRIER", nullptr}; })
      .Case([](IfOp) -> Result { return {"IF", nullptr}; })
      .Case([](EndRangeOp) -> Result { return {"ENDRANGE", nullptr}; })
      .Case([](EndIfOp) -> Result { return {"ENDIF", nullptr}; })
      .Case([](SinkOp) -> Result { return {"SINK", nullptr}; })
      .Default([](Operation *) -> Result { return {"", nullptr}; });
}

/// The order in which tinygrad lists the ops: the block order, except that
/// in the linearized form each accumulator goes right before the first of
/// the ranges it names, and the SINK is dropped unless it names effects.
static SmallVector<Operation *> getTinygradOrder(KernelOp kernel) {
  SmallVector<Operation *> order;
  DenseMap<Operation *, SmallVector<Operation *>> accsBefore;
  bool linear = kernel.getLinear();
  for (Operation &op : kernel.getBodyBlock()) {
    auto acc = dyn_cast<DefineAccOp>(op);
    if (linear && acc && !acc.getRanges().empty()) {
      Operation *first = acc.getRanges().front().getDefiningOp();
      for (Value range : acc.getRanges())
        if (range.getDefiningOp()->isBeforeInBlock(first))
          first = range.getDefiningOp();
      accsBefore[first].push_back(acc);
    }
  }
  for (Operation &op : kernel.getBodyBlock()) {
    if (linear && isa<DefineAccOp>(op) &&
        !cast<DefineAccOp>(op).getRanges().empty())
      continue;
    if (linear && isa<SinkOp>(op) && op.getNumOperands() == 0)
      continue;
    llvm::append_range(order, accsBefore.lookup(&op));
    order.push_back(&op);
  }
  return order;
}

LogicalResult mlir::uop::exportTinygradJSON(ModuleOp module, raw_ostream &os) {
  auto kernels = module.getOps<KernelOp>();
  if (!llvm::hasSingleElement(kernels))
    return module.emitError("export-tinygrad-json: expected exactly one "
                            "'uop.kernel' in the module");
  KernelOp kernel = *kernels.begin();

  SmallVector<Operation *> order = getTinygradOrder(kernel);
  // A linearized accumulator names ranges listed after it: number all first.
  DenseMap<Value, int64_t> indexOf;
  for (auto [index, op] : llvm::enumerate(order))
    if (op->getNumResults() == 1)
      indexOf[op->getResult(0)] = index;
  struct Node {
    StringRef kind;
    json::Value dtype, vin, arg;
  };
  SmallVector<Node> nodes;
  for (Operation *op : order) {
    auto [kind, arg] = getKindAndArg(op);
    if (kind.empty())
      return op->emitOpError("has no tinygrad equivalent");
    json::Value dtype = nullptr;
    if (op->getNumResults() == 1 && !isa<TokenType>(op->getResult(0).getType()))
      dtype = getTinygradDTypeName(op->getResult(0).getType());
    json::Array vin;
    for (Value operand : op->getOperands())
      vin.push_back(indexOf.at(operand));
    nodes.push_back({kind, std::move(dtype), std::move(vin), std::move(arg)});
  }

  // One node per line with its fields in tinygrad's order, as in the
  // conformance dumps.
  auto compact = [](const json::Value &value) {
    return llvm::formatv("{0}", value);
  };
  os << "{\"function_name\": " << compact(kernel.getSymName()) << ",\n"
     << " \"global_size\": " << compact(sizesToJSON(kernel.getGlobalSizeAttr()))
     << ",\n"
     << " \"local_size\": " << compact(sizesToJSON(kernel.getLocalSizeAttr()))
     << ",\n";
  if (json::Array vars = getExpressionVars(kernel); !vars.empty())
    os << " \"vars\": " << compact(json::Value(std::move(vars))) << ",\n";
  os << " \"" << (kernel.getLinear() ? "uops_after" : "uops_before")
     << "\": [";
  for (auto [index, node] : llvm::enumerate(nodes))
    os << (index ? ",\n" : "\n") << "  {\"uop\": " << compact(node.kind)
       << ", \"dtype\": " << compact(node.dtype)
       << ", \"vin\": " << compact(node.vin)
       << ", \"arg\": " << compact(node.arg) << "}";
  os << "\n ]}\n";
  return success();
}
