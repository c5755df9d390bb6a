// RUN: uop-translate %s --uop-to-spirv-binary -verify-diagnostics

// Only a lowered module has a SPIR-V module to write.
// expected-error @+1 {{expected one spirv.module (the output of uop-to-spirv), found 0}}
module {
}
