# The installed package: headers (generated .inc files included), the
# libraries as namespaced targets (UOp::MLIRUOpDialect, UOp::Runtime, ...),
# the tools, and lib/cmake/uop/UOpConfig.cmake to find them with
# find_package(UOp).

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(UOP_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/uop)

# Exports `targets`: each gets the include directories a consumer needs
# (ours, and LLVM's and MLIR's, which their imported targets do not carry).
function(uop_export_libraries)
  foreach(target ${ARGN})
    target_include_directories(${target} PUBLIC
      $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
      $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
      $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
    target_include_directories(${target} SYSTEM PUBLIC
      ${LLVM_INCLUDE_DIRS} ${MLIR_INCLUDE_DIRS})
    install(TARGETS ${target} EXPORT UOpTargets
      ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
      LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
      RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endforeach()
endfunction()

# Installs the tools `targets`, which find libMLIR and libLLVM where they
# were linked from.
function(uop_install_tools)
  foreach(target ${ARGN})
    set_target_properties(${target} PROPERTIES INSTALL_RPATH_USE_LINK_PATH ON)
    install(TARGETS ${target} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endforeach()
endfunction()

# Headers, the package files. Call once every exported target exists.
function(uop_install_package)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/uop
                    ${PROJECT_SOURCE_DIR}/include/uop-c
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
  install(DIRECTORY ${PROJECT_BINARY_DIR}/include/uop
    DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
    FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
    PATTERN "CMakeFiles" EXCLUDE)
  install(EXPORT UOpTargets NAMESPACE UOp::
    DESTINATION ${UOP_INSTALL_CMAKEDIR})
  configure_package_config_file(
    ${PROJECT_SOURCE_DIR}/cmake/UOpConfig.cmake.in
    ${PROJECT_BINARY_DIR}/lib/cmake/uop/UOpConfig.cmake
    INSTALL_DESTINATION ${UOP_INSTALL_CMAKEDIR}
    PATH_VARS CMAKE_INSTALL_INCLUDEDIR)
  write_basic_package_version_file(
    ${PROJECT_BINARY_DIR}/lib/cmake/uop/UOpConfigVersion.cmake
    VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
  install(FILES ${PROJECT_BINARY_DIR}/lib/cmake/uop/UOpConfig.cmake
                ${PROJECT_BINARY_DIR}/lib/cmake/uop/UOpConfigVersion.cmake
                ${PROJECT_SOURCE_DIR}/cmake/UOpStaticLLVM.cmake
    DESTINATION ${UOP_INSTALL_CMAKEDIR})
endfunction()
