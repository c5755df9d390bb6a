//===- Registration.cpp - register the tinygrad JSON translations ---------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "uop/Dialect/UOp/IR/UOpDialect.h"
#include "uop/Target/TinygradJSON.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::uop;

void mlir::uop::registerTinygradJSONTranslations() {
  static llvm::cl::opt<TinygradList> listOption(
      "tinygrad-list",
      llvm::cl::desc("Node list to import from a tinygrad kernel dump"),
      llvm::cl::values(
          clEnumValN(TinygradList::Before, "before",
                     "uops_before: the graph as built (graph form)"),
          clEnumValN(TinygradList::After, "after",
                     "uops_after: tinygrad's linearized list (linear form)")),
      llvm::cl::init(TinygradList::Before));

  TranslateToMLIRRegistration importRegistration(
      "import-tinygrad-json", "Import a tinygrad JSON kernel as uop",
      [](llvm::SourceMgr &sourceMgr,
         MLIRContext *context) -> OwningOpRef<Operation *> {
        const llvm::MemoryBuffer *buffer =
            sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
        return importTinygradJSON(buffer->getBuffer(),
                                  buffer->getBufferIdentifier(), listOption,
                                  context);
      });

  TranslateFromMLIRRegistration exportRegistration(
      "export-tinygrad-json", "Export a uop kernel as tinygrad JSON",
      [](Operation *op, raw_ostream &os) -> LogicalResult {
        auto module = dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("export-tinygrad-json expects a module");
        return exportTinygradJSON(module, os);
      },
      [](DialectRegistry &registry) { registry.insert<UOpDialect>(); });
}
