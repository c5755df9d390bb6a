# Runs embed-opt's own pipeline on INPUT and checks that no uop op is left
# and that the kernel is an llvm.func.
execute_process(
  COMMAND ${TOOL} ${INPUT}
    "--pass-pipeline=builtin.module(uop-simplify,uop-linearize,embed-lower-uop,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)"
  OUTPUT_VARIABLE lowered ERROR_VARIABLE errors RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "embed-opt failed (${rc}):\n${errors}")
endif()
if(lowered MATCHES "uop\\.")
  message(FATAL_ERROR "uop ops were left:\n${lowered}")
endif()
if(NOT lowered MATCHES "llvm\\.func @add_scaled")
  message(FATAL_ERROR "no llvm.func @add_scaled in:\n${lowered}")
endif()
message(STATUS "embed-opt lowered @add_scaled to the LLVM dialect")
