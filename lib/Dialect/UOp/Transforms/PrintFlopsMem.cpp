//===- PrintFlopsMem.cpp - print tinygrad's flops_mem ---------------------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/Analysis/FlopsMem.h"
#include "uop/Dialect/UOp/IR/UOpOps.h"
#include "uop/Dialect/UOp/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace uop {
#define GEN_PASS_DEF_UOPPRINTFLOPSMEM
#include "uop/Dialect/UOp/Transforms/Passes.h.inc"
} // namespace uop
} // namespace mlir

using namespace mlir;
using namespace mlir::uop;

namespace {
struct UOpPrintFlopsMemPass
    : public uop::impl::UOpPrintFlopsMemBase<UOpPrintFlopsMemPass> {
  using Base::Base;

  LogicalResult initialize(MLIRContext *context) override {
    for (const std::string &binding : vars) {
      auto [name, text] = StringRef(binding).split('=');
      int64_t value;
      if (name.empty() || text.getAsInteger(10, value))
        return emitError(UnknownLoc::get(context))
               << "uop-print-flops-mem: vars entry '" << binding
               << "' is not name=integer";
      varValues[name] = value;
    }
    return success();
  }

  void runOnOperation() override {
    getOperation()->walk([&](KernelOp kernel) {
      FailureOr<FlopsMem> counts = computeFlopsMem(kernel);
      if (failed(counts))
        return signalPassFailure();
      llvm::raw_ostream &os = llvm::outs();
      os << "flops_mem @" << kernel.getSymName() << ": flops = "
         << counts->flops << ", mem = " << counts->mem;
      bool symbolic = !counts->flops.getConstant() || !counts->mem.getConstant();
      if (symbolic && !varValues.empty()) {
        FailureOr<int64_t> flops = counts->flops.evaluate(varValues);
        FailureOr<int64_t> mem = counts->mem.evaluate(varValues);
        if (failed(flops) || failed(mem)) {
          kernel.emitError("uop-print-flops-mem: vars does not bind every "
                           "variable of the estimate");
          return signalPassFailure();
        }
        os << " (at ";
        llvm::interleaveComma(vars, os);
        os << ": flops = " << *flops << ", mem = " << *mem << ")";
      }
      os << "\n";
    });
  }

  llvm::StringMap<int64_t> varValues;
};
} // namespace
