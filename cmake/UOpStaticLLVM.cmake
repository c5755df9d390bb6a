# A static link of the whole toolchain, for tools that start fast.
#
# Debian's static MLIR libraries link libLLVM.so, whose loading alone takes
# most of a tool's start (bench/startup-bench.py). uop_link_llvm_statically()
# links LLVM's static component libraries in its place, for the project's own
# libraries too; the linker takes from them only the objects used. A static
# build's installed package (UOpConfig.cmake) does the same for its users.

# Whether `dep`, an entry of an LLVM library's link interface, can be linked.
function(_uop_llvm_dep_usable dep usable_libs result)
  string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" dep "${dep}")
  if(dep IN_LIST LLVM_AVAILABLE_LIBS)
    if(dep IN_LIST usable_libs)
      set(${result} TRUE PARENT_SCOPE)
    else()
      set(${result} FALSE PARENT_SCOPE)
    endif()
  elseif(TARGET ${dep} OR (IS_ABSOLUTE "${dep}" AND EXISTS "${dep}"))
    set(${result} TRUE PARENT_SCOPE)
  elseif(dep MATCHES "::")
    # A package's target that this configuration did not find.
    set(${result} FALSE PARENT_SCOPE)
  else()
    # A system library by name (m, dl, rt; libpfm for llvm-exegesis).
    find_library(UOP_SYSTEM_LIBRARY_${dep} ${dep})
    if(UOP_SYSTEM_LIBRARY_${dep})
      set(${result} TRUE PARENT_SCOPE)
    else()
      set(${result} FALSE PARENT_SCOPE)
    endif()
  endif()
endfunction()

function(uop_link_llvm_statically)
  # Our own libraries: LLVM's components, not the dylib.
  set(LLVM_LINK_LLVM_DYLIB OFF PARENT_SCOPE)
  if(TARGET uop_llvm_static)
    return()
  endif()

  # Every installed static LLVM library but those that link what is missing
  # (Polly, not installed; libcurl, libffi, libpfm, ...), none of which MLIR
  # uses: dropped until none is left that links a dropped one.
  set(libs)
  foreach(lib IN LISTS LLVM_AVAILABLE_LIBS)
    if(TARGET ${lib})
      get_target_property(type ${lib} TYPE)
      get_target_property(location ${lib} LOCATION)
      if(type STREQUAL "STATIC_LIBRARY" AND EXISTS "${location}")
        list(APPEND libs ${lib})
      endif()
    endif()
  endforeach()
  set(dropped TRUE)
  while(dropped)
    set(dropped FALSE)
    foreach(lib IN LISTS libs)
      get_target_property(deps ${lib} INTERFACE_LINK_LIBRARIES)
      if(NOT deps)
        continue()
      endif()
      foreach(dep IN LISTS deps)
        _uop_llvm_dep_usable("${dep}" "${libs}" usable)
        if(NOT usable)
          list(REMOVE_ITEM libs ${lib})
          set(dropped TRUE)
          break()
        endif()
      endforeach()
    endforeach()
  endwhile()
  # Linked only: their compile flags (libxml2's headers, ...) are not ours.
  list(TRANSFORM libs PREPEND "$<LINK_ONLY:")
  list(TRANSFORM libs APPEND ">")
  add_library(uop_llvm_static INTERFACE)
  target_link_libraries(uop_llvm_static INTERFACE ${libs})

  # In MLIR's imported libraries, made where find_package(MLIR) ran, LLVM
  # (the dylib's target) becomes those.
  get_property(imported DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
               PROPERTY IMPORTED_TARGETS)
  foreach(target IN LISTS imported)
    get_target_property(deps ${target} INTERFACE_LINK_LIBRARIES)
    if(deps AND deps MATCHES "(^|;|:)LLVM(>|;|$)")
      list(TRANSFORM deps REPLACE "^LLVM$" uop_llvm_static)
      list(TRANSFORM deps REPLACE "^\\$<LINK_ONLY:LLVM>$"
                                  "$<LINK_ONLY:uop_llvm_static>")
      set_target_properties(${target} PROPERTIES
                            INTERFACE_LINK_LIBRARIES "${deps}")
    endif()
  endforeach()
endfunction()
