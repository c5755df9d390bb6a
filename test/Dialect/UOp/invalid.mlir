// RUN: uop-opt %s -split-input-file -verify-diagnostics

//===----------------------------------------------------------------------===//
// Types and attributes
//===----------------------------------------------------------------------===//

// expected-error @+1 {{pointee 'i7' is not a tinygrad scalar dtype}}
func.func private @ptr_bad_width(!uop.ptr<i7>)

// -----

// expected-error @+1 {{pointee 'si32' is not a tinygrad scalar dtype}}
func.func private @ptr_signed(!uop.ptr<si32>)

// -----

// expected-error @+1 {{pointee 'vector<4xf32>' is not a tinygrad scalar dtype}}
func.func private @ptr_vector(!uop.ptr<vector<4xf32>>)

// -----

// expected-error @+1 {{pointee 'index' is not a tinygrad scalar dtype}}
func.func private @ptr_index(!uop.ptr<index, local>)

// -----

// expected-error @+1 {{variable name must not be empty}}
uop.kernel @var_empty_name global [#uop.var<"", 1, 4>] {
}

// -----

uop.kernel @var_min_gt_max {
  // expected-error @+1 {{variable 'i' has min 5 greater than max 4}}
  %i = uop.define_var <"i", 5, 4>
}

// -----

uop.kernel @var_not_int32 {
  // expected-error @+1 {{variable 'i' bounds [0, 2147483648] do not fit int32}}
  %i = uop.define_var <"i", 0, 2147483648>
}

// -----

uop.kernel @var_not_int32_min {
  // expected-error @+1 {{variable 'i' bounds [-2147483649, 0] do not fit int32}}
  %i = uop.define_var <"i", -2147483649, 0>
}

// -----

// #uop.expr: an operator and two or more operands, at least one a variable,
// one range per variable, bounds within int64.

uop.kernel @expr_single_operand {
  // expected-error @+1 {{#uop.expr needs a '+' or '*'; a single integer or variable is a size by itself}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<(#uop.var<"i", 1, 4>)>
}

// -----

uop.kernel @expr_string_operand {
  // expected-error @+1 {{expected an integer, a #uop.var, a #uop.expr or a parenthesized expression}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<#uop.var<"i", 1, 4> + "j">
}

// -----

uop.kernel @expr_unbalanced {
  // expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<(#uop.var<"i", 1, 4> + 1>
}

// -----

uop.kernel @expr_constant {
  // expected-error @+1 {{#uop.expr has no variable; a constant size is an integer}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<2 * 3>
}

// -----

uop.kernel @expr_two_ranges {
  // expected-error @+1 {{#uop.expr has variable 'i' with bounds [1, 4] and [1, 8]}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<#uop.var<"i", 1, 4> * 2 + #uop.var<"i", 1, 8>>
}

// -----

uop.kernel @expr_overflow {
  // expected-error @+1 {{#uop.expr overflows int64 over its variables' bounds}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<#uop.var<"i", 1, 2147483647> * 4611686018427387904>
}

// -----

//===----------------------------------------------------------------------===//
// uop.kernel
//===----------------------------------------------------------------------===//

// expected-error @+1 {{'uop.kernel' op global size has 0 dimensions; expected 1 to 3}}
uop.kernel @global_empty global [] {
}

// -----

// expected-error @+1 {{'uop.kernel' op local size has 4 dimensions; expected 1 to 3}}
uop.kernel @local_4d local [1, 1, 1, 1] {
}

// -----

// expected-error @+1 {{'uop.kernel' op global size of dimension 1 can be 0; expected at least 1}}
uop.kernel @global_zero global [4, 0, 1] {
}

// -----

// expected-error @+1 {{'uop.kernel' op local size of dimension 0 can be -2; expected at least 1}}
uop.kernel @local_negative global [1] local [-2] {
}

// -----

// expected-error @+1 {{'uop.kernel' op attribute 'global_size' failed to satisfy constraint: array of integer, #uop.var or #uop.expr sizes}}
uop.kernel @global_float global [1.0] {
}

// -----

// expected-error @+1 {{'uop.kernel' op attribute 'local_size' failed to satisfy constraint: array of integer, #uop.var or #uop.expr sizes}}
"uop.kernel"() <{sym_name = "local_i32", local_size = [4 : i32]}> ({
  "uop.sink"() : () -> ()
}) : () -> ()

// -----

"uop.kernel"() <{sym_name = "no_sink"}> ({
^bb0:
  // expected-error @+1 {{block with no terminator}}
  %c0 = "uop.const"() <{value = 0 : i32}> : () -> i32
}) : () -> ()

// -----

//===----------------------------------------------------------------------===//
// HasParent<KernelOp>
//===----------------------------------------------------------------------===//

// A kernel's structure (arguments, loops, ifs, accumulators) exists only in
// a kernel; the other ops may live next to other dialects' ops (ops.mlir).
func.func @define_global_outside_kernel() {
  // expected-error @+1 {{'uop.define_global' op expects parent op 'uop.kernel'}}
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  return
}

// -----

func.func @range_outside_kernel(%a: i32, %b: i32) {
  // expected-error @+1 {{'uop.range' op expects parent op 'uop.kernel'}}
  %r = uop.range %a to %b depth 0 index 0
  return
}

// -----

func.func @define_acc_outside_kernel() {
  // expected-error @+1 {{'uop.define_acc' op expects parent op 'uop.kernel'}}
  %acc = uop.define_acc index 0 count 0 init 0.0 : f32
  return
}

// -----

func.func @if_outside_kernel(%g: i1) {
  // expected-error @+1 {{'uop.if' op expects parent op 'uop.kernel'}}
  %if = uop.if %g
  return
}

// -----

func.func @endrange_outside_kernel(%a: i32) {
  // expected-error @+1 {{'uop.endrange' op expects parent op 'uop.kernel'}}
  uop.endrange %a
  return
}

// -----

func.func @sink_outside_kernel() {
  // expected-error @+1 {{'uop.sink' op expects parent op 'uop.kernel'}}
  "uop.sink"() : () -> ()
}

// -----

//===----------------------------------------------------------------------===//
// Definitions
//===----------------------------------------------------------------------===//

uop.kernel @define_global_local {
  // expected-error @+1 {{'uop.define_global' op result must point to global memory, got '!uop.ptr<f32, local>'}}
  %0 = uop.define_global 0 : !uop.ptr<f32, local>
}

// -----

uop.kernel @define_global_negative_index {
  // expected-error @+1 {{'uop.define_global' op attribute 'index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = uop.define_global -1 : !uop.ptr<f32>
}

// -----

uop.kernel @define_global_not_ptr {
  // expected-error @+1 {{'uop.define_global' op result #0 must be pointer to a buffer in global or local memory, but got 'f32'}}
  %0 = "uop.define_global"() <{index = 0 : i64}> : () -> f32
}

// -----

uop.kernel @define_local_global {
  // expected-error @+1 {{'uop.define_local' op result must point to local memory, got '!uop.ptr<f32>'}}
  %0 = uop.define_local "temp", 16 : !uop.ptr<f32>
}

// -----

uop.kernel @define_local_zero_size {
  // expected-error @+1 {{'uop.define_local' op attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = uop.define_local "temp", 0 : !uop.ptr<f32, local>
}

// -----

uop.kernel @define_var_not_i32 {
  // expected-error @+1 {{'uop.define_var' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "uop.define_var"() <{var = #uop.var<"i", 1, 4>}> : () -> i64
}

// -----

uop.kernel @define_acc_not_range {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.define_acc' op operand #0 is not a 'uop.range'}}
  %acc = uop.define_acc over(%c0) index 0 count 0 init 0.0 : f32
}

// -----

uop.kernel @define_acc_negative_count {
  // expected-error @+1 {{'uop.define_acc' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %acc = uop.define_acc index 0 count -1 init 0.0 : f32
}

// -----

uop.kernel @define_acc_half_init {
  // expected-error @+1 {{'uop.define_acc' op init value has type 'f16' but dtype 'f16' holds constants as 'f32'}}
  %acc = uop.define_acc index 0 count 0 init 0.0 : f16
}

// -----

uop.kernel @define_acc_vector_not_splat {
  // expected-error @+1 {{'uop.define_acc' op init value of vector dtype 'vector<2xf32>' must be a splat}}
  %acc = uop.define_acc index 0 count 0 init dense<[0.0, 1.0]> : vector<2xf32>
}

// -----

uop.kernel @define_acc_not_number {
  // expected-error @+1 {{'uop.define_acc' op init value "zero" : f32 is not an integer or float value}}
  %acc = uop.define_acc index 0 count 0 init "zero" : f32
}

// -----

uop.kernel @const_half_value {
  // expected-error @+1 {{'uop.const' op value has type 'f16' but dtype 'f16' holds constants as 'f32'}}
  %0 = uop.const 1.0 : f16
}

// -----

uop.kernel @const_bf16_value_f64 {
  // expected-error @+1 {{'uop.const' op value has type 'f64' but dtype 'bf16' holds constants as 'f32'}}
  %0 = uop.const 1.0 : f64 as bf16
}

// -----

uop.kernel @const_value_type_mismatch {
  // expected-error @+1 {{'uop.const' op value has type 'i32' but dtype 'f32' holds constants as 'f32'}}
  %0 = "uop.const"() <{value = 1 : i32}> : () -> f32
}

// -----

uop.kernel @const_vector_not_splat {
  // expected-error @+1 {{'uop.const' op value of vector dtype 'vector<2xf32>' must be a splat}}
  %0 = uop.const dense<[1.0, 2.0]> : vector<2xf32>
}

// -----

uop.kernel @const_not_number {
  // expected-error @+1 {{'uop.const' op value "s" : f32 is not an integer or float value}}
  %0 = uop.const "s" : f32
}

// -----

uop.kernel @const_not_dtype {
  // expected-error @+1 {{'uop.const' op result #0 must be tinygrad dtype, but got 'index'}}
  %0 = uop.const 1 : index
}

// -----

uop.kernel @const_signed {
  // expected-error @+1 {{'uop.const' op result #0 must be tinygrad dtype, but got 'si32'}}
  %0 = uop.const 1 : si32
}

// -----

uop.kernel @special_bad_name {
  // expected-error @+1 {{'uop.special' op name "ridx0" must be gidx, lidx or idx followed by digits}}
  %0 = uop.special "ridx0" dim 0 size 4
}

// -----

uop.kernel @special_zero_size {
  // expected-error @+1 {{'uop.special' op size can be 0; expected at least 1}}
  %0 = uop.special "gidx0" dim 0 size 0
}

// -----

uop.kernel @special_negative_size {
  // expected-error @+1 {{'uop.special' op size can be -4; expected at least 1}}
  %0 = uop.special "lidx0" dim 0 size -4
}

// -----

uop.kernel @special_dim_too_big {
  // expected-error @+1 {{'uop.special' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative whose maximum value is 2}}
  %0 = uop.special "gidx3" dim 3 size 4
}

// -----

uop.kernel @special_dim_negative {
  // expected-error @+1 {{'uop.special' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative whose maximum value is 2}}
  %0 = uop.special "gidx0" dim -1 size 4
}

// -----

uop.kernel @special_float_size {
  // expected-error @+1 {{'uop.special' op attribute 'size' failed to satisfy constraint: 64-bit signless integer attribute or }}
  %0 = uop.special "gidx0" dim 0 size 4.0
}

// -----

//===----------------------------------------------------------------------===//
// Placeholders, vectors and conversions
//===----------------------------------------------------------------------===//

uop.kernel @noop_bad_result {
  %c0 = uop.const 0 : i32
  // expected-error @+2 {{'uop.noop' op inferred type(s) 'i32' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'uop.noop' op failed to infer returned types}}
  %0 = "uop.noop"(%c0) : (i32) -> f32
}

// -----

uop.kernel @unmul_type_mismatch {
  %c0 = uop.const 0 : i32
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.unmul' op failed to verify that all of {value, result} have same type}}
  %0 = "uop.unmul"(%f, %c0) : (f32, i32) -> f16
}

// -----

uop.kernel @gep_out_of_range {
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.gep' op index 4 is out of range for a vector of 4 elements}}
  %0 = uop.gep %v[4] : vector<4xf32>
}

// -----

uop.kernel @gep_negative {
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.gep' op index -1 is out of range for a vector of 4 elements}}
  %0 = uop.gep %v[-1] : vector<4xf32>
}

// -----

uop.kernel @gep_scalar {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.gep' op operand #0 must be fixed-length vector of tinygrad scalar dtype values of ranks 1, but got 'f32'}}
  %0 = "uop.gep"(%f) <{index = 0 : i64}> : (f32) -> f32
}

// -----

uop.kernel @gep_scalar_custom {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = uop.gep %f[0] : f32
}

// -----

uop.kernel @gep_result_type {
  %v = uop.const dense<1.0> : vector<2xf32>
  // expected-error @+2 {{'uop.gep' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'f64'}}
  // expected-error @+1 {{'uop.gep' op failed to infer returned types}}
  %0 = "uop.gep"(%v) <{index = 0 : i64}> : (vector<2xf32>) -> f64
}

// -----

uop.kernel @cast_no_operands {
  // expected-error @+1 {{'uop.cast' op needs at least one operand}}
  %0 = "uop.cast"() : () -> f32
}

// -----

uop.kernel @cast_lanes {
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.cast' op converts 'vector<4xf32>' to 'vector<2xf16>', which has a different number of lanes}}
  %0 = uop.cast %v : vector<4xf32> to vector<2xf16>
}

// -----

uop.kernel @cast_vector_to_scalar {
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.cast' op converts 'vector<4xf32>' to 'f32', which has a different number of lanes}}
  %0 = uop.cast %v : vector<4xf32> to f32
}

// -----

uop.kernel @cast_n_to_scalar {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.cast' op builds 'f32' from 2 operands; expected a vector of that many}}
  %0 = uop.cast %f, %f : f32, f32 to f32
}

// -----

uop.kernel @cast_n_wrong_lanes {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.cast' op builds 'vector<4xf32>' from 3 operands; expected a vector of that many}}
  %0 = uop.cast %f, %f, %f : f32, f32, f32 to vector<4xf32>
}

// -----

uop.kernel @cast_n_mixed_types {
  %f = uop.const 1.0 : f32
  %i = uop.const 1 : i32
  // expected-error @+1 {{'uop.cast' op operand #1 has type 'i32'; expected 'f32'}}
  %0 = uop.cast %f, %i : f32, i32 to vector<2xf32>
}

// -----

uop.kernel @cast_n_vectors {
  %v = uop.const dense<1.0> : vector<2xf32>
  // expected-error @+1 {{'uop.cast' op operand #0 has type 'vector<2xf32>'; expected 'f32'}}
  %0 = uop.cast %v, %v : vector<2xf32>, vector<2xf32> to vector<2xf32>
}

// -----

uop.kernel @bitcast_width {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.bitcast' op bitcasts 'f32' (4 bytes) to 'i64' (8 bytes)}}
  %0 = uop.bitcast %f : f32 to i64
}

// -----

uop.kernel @bitcast_vector_width {
  %v = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  // expected-error @+1 {{'uop.bitcast' op bitcasts 'vector<4xf16>' (8 bytes) to 'f32' (4 bytes)}}
  %0 = uop.bitcast %v : vector<4xf16> to f32
}

// -----

uop.kernel @wmma_dims_count {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op dims [8, 16] must be three positive sizes (N, M, K)}}
  %0 = uop.wmma "WMMA" %a, %b, %c dims [8, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

uop.kernel @wmma_dims_zero {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op dims [8, 0, 16] must be three positive sizes (N, M, K)}}
  %0 = uop.wmma "WMMA" %a, %b, %c dims [8, 0, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

uop.kernel @wmma_upcast_count {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op upcast [8, 4] must give the element counts of a, b and c}}
  %0 = uop.wmma "WMMA" %a, %b, %c dims [8, 16, 16] upcast [8, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

uop.kernel @wmma_upcast_mismatch {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op operand b has 4 elements but upcast gives 8}}
  %0 = uop.wmma "WMMA" %a, %b, %c dims [8, 16, 16] upcast [8, 8, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xf32>
}

// -----

uop.kernel @wmma_input_dtypes {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xbf16>
  %c = uop.const dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'uop.wmma' op operands a and b must share one input dtype, got 'vector<8xf16>' and 'vector<4xbf16>'}}
  %0 = uop.wmma "WMMA" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xbf16>, vector<4xf32>
}

// -----

uop.kernel @wmma_int {
  %a = uop.const dense<1> : vector<8xi8>
  %b = uop.const dense<1> : vector<4xi8>
  %c = uop.const dense<0> : vector<4xi32>
  // expected-error @+1 {{'uop.wmma' op operand a has type 'vector<8xi8>'; wmma takes float dtypes}}
  %0 = uop.wmma "WMMA" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xi8>, vector<4xi8>, vector<4xi32>
}

// -----

uop.kernel @wmma_scalar {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const 0.0 : f32
  // expected-error @+1 {{'uop.wmma' op operand #2 must be fixed-length vector of tinygrad scalar dtype values of ranks 1, but got 'f32'}}
  %0 = "uop.wmma"(%a, %b, %c) <{name = "WMMA", dims = array<i64: 8, 16, 16>, upcast_sizes = array<i64: 8, 4, 1>, device = "CUDA"}> : (vector<8xf16>, vector<4xf16>, f32) -> f32
}

// -----

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

uop.kernel @load_type_mismatch {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.load' op result type 'f16' does not match the buffer's '!uop.ptr<f32>'}}
  %0 = uop.load %d0[%c0] : !uop.ptr<f32> -> f16
}

// -----

uop.kernel @load_vector_type_mismatch {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.load' op result type 'vector<4xi32>' does not match the buffer's '!uop.ptr<f32>'}}
  %0 = uop.load %d0[%c0] : !uop.ptr<f32> -> vector<4xi32>
}

// -----

uop.kernel @load_gate_without_alt {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %t = uop.const true
  // expected-error @+1 {{'uop.load' op has a gate but no alternative value 'alt'}}
  %0 = "uop.load"(%d0, %c0, %t) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> : (!uop.ptr<f32>, i32, i1) -> f32
}

// -----

uop.kernel @load_alt_without_gate {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.const 0.0 : f32
  // expected-error @+1 {{'uop.load' op has an alternative value 'alt' but no gate}}
  %0 = "uop.load"(%d0, %c0, %f) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>}> : (!uop.ptr<f32>, i32, f32) -> f32
}

// -----

uop.kernel @load_alt_type {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %t = uop.const true
  %f = uop.const 0.0 : f64
  // expected-error @+1 {{'uop.load' op failed to verify that alt has the result type}}
  %0 = "uop.load"(%d0, %c0, %t, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!uop.ptr<f32>, i32, i1, f64) -> f32
}

// -----

uop.kernel @load_gate_not_bool {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.const 0.0 : f32
  // expected-error @+1 {{'uop.load' op operand #2 must be 1-bit signless integer, but got 'i32'}}
  %0 = "uop.load"(%d0, %c0, %c0, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>}> : (!uop.ptr<f32>, i32, i32, f32) -> f32
}

// -----

uop.kernel @load_after_store {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.const 0.0 : f32
  %st = uop.store %d0[%c0], %f : !uop.ptr<f32>, f32
  // expected-error @+1 {{'uop.load' op 'after' operand must be a 'uop.if' or 'uop.barrier'}}
  %0 = uop.load %d0[%c0] after %st : !uop.ptr<f32> -> f32
}

// -----

uop.kernel @load_index_not_i32 {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i64
  // expected-error @+1 {{'uop.load' op operand #1 must be 32-bit signless integer, but got 'i64'}}
  %0 = "uop.load"(%d0, %c0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!uop.ptr<f32>, i64) -> f32
}

// -----

uop.kernel @store_type_mismatch {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.store' op value type 'i32' does not match the buffer's '!uop.ptr<f32>'}}
  %0 = uop.store %d0[%c0], %c0 : !uop.ptr<f32>, i32
}

// -----

uop.kernel @store_not_mutable {
  %d1 = uop.define_global 1 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.const 0.0 : f32
  // expected-error @+1 {{'uop.store' op stores to buffer 1, which is not mutable}}
  %0 = uop.store %d1[%c0], %f : !uop.ptr<f32>, f32
}

// -----

// In graph form a store the sink does not name is dead: the interpreter
// would run it and the linearizer drop it.
uop.kernel @store_not_named {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.const 0.0 : f32
  %named = uop.store %d0[%c0], %f : !uop.ptr<f32>, f32
  // expected-error @+1 {{'uop.store' op is named by nothing: in graph form a store takes effect only where the kernel's 'uop.sink' names it}}
  %unnamed = uop.store %d0[%c0], %f : !uop.ptr<f32>, f32
  uop.sink %named
}

// -----

uop.kernel @store_gate_not_bool {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.const 0.0 : f32
  // expected-error @+1 {{'uop.store' op operand #3 must be 1-bit signless integer, but got 'f32'}}
  %0 = "uop.store"(%d0, %c0, %f, %f) : (!uop.ptr<f32>, i32, f32, f32) -> !uop.token
}

// -----

uop.kernel @phi_not_acc {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %f = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  // expected-error @+1 {{'uop.phi' op accumulator operand must be a 'uop.define_acc', a constant, or a 'uop.gep' of either}}
  %0 = uop.phi %f, %f : f32
}

// -----

uop.kernel @phi_gep_not_acc {
  %d0 = uop.define_global 0 : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> vector<2xf32>
  %e = uop.gep %v[0] : vector<2xf32>
  // expected-error @+1 {{'uop.phi' op accumulator operand must be a 'uop.define_acc', a constant, or a 'uop.gep' of either}}
  %0 = uop.phi %e, %e : f32
}

// -----

uop.kernel @phi_type_mismatch {
  %acc = uop.define_acc index 0 count 0 init 0.0 : f32
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.phi' op failed to verify that all of {acc, update, result} have same type}}
  %0 = "uop.phi"(%acc, %c0) : (f32, i32) -> f32
}

// -----

uop.kernel @barrier_not_store {
  %n = "uop.noop"() : () -> !uop.token
  // expected-error @+1 {{'uop.barrier' op operand #0 is not a 'uop.store'}}
  %0 = uop.barrier after %n
}

// -----

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

uop.kernel @if_after_not_barrier {
  %t = uop.const true
  %n = "uop.noop"() : () -> !uop.token
  // expected-error @+1 {{'uop.if' op 'after' operand must be a 'uop.barrier'}}
  %0 = uop.if %t after %n
}

// -----

uop.kernel @if_gate_not_bool {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "uop.if"(%c0) : (i32) -> !uop.token
}

// -----

uop.kernel @range_not_i32 {
  %c0 = uop.const 0 : i64
  %c4 = uop.const 4 : i64
  // expected-error @+1 {{'uop.range' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  %r = "uop.range"(%c0, %c4) <{depth = 0 : i64, index = 0 : i64}> : (i64, i64) -> i32
}

// -----

uop.kernel @range_end_not_i32 {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : ui32
  // expected-error @+1 {{'uop.range' op operand #1 must be 32-bit signless integer, but got 'ui32'}}
  %r = "uop.range"(%c0, %c4) <{depth = 0 : i64, index = 0 : i64}> : (i32, ui32) -> i32
}

// -----

uop.kernel @endrange_in_graph {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 0 index 0
  // expected-error @+1 {{'uop.endrange' op is only allowed in a linearized kernel}}
  uop.endrange %r
}

// -----

uop.kernel @endrange_not_range linear {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.endrange' op operand must be a 'uop.range'}}
  uop.endrange %c0
}

// -----

uop.kernel @endif_in_graph {
  %t = uop.const true
  %if = uop.if %t
  // expected-error @+1 {{'uop.endif' op is only allowed in a linearized kernel}}
  uop.endif %if
}

// -----

uop.kernel @endif_not_if linear {
  %n = uop.noop
  // expected-error @+1 {{'uop.endif' op operand must be a 'uop.if'}}
  uop.endif %n
}

// -----

//===----------------------------------------------------------------------===//
// Linearized form structure
//===----------------------------------------------------------------------===//

uop.kernel @endrange_before_range linear {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.endrange' op does not close a body opened earlier}}
  uop.endrange %r
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 0 index 0
}

// -----

uop.kernel @endrange_twice linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 0 index 0
  uop.endrange %r
  // expected-error @+1 {{'uop.endrange' op closes a body that is already closed}}
  uop.endrange %r
}

// -----

uop.kernel @endif_twice linear {
  %t = uop.const true
  %if = uop.if %t
  uop.endif %if
  // expected-error @+1 {{'uop.endif' op closes a body that is already closed}}
  uop.endif %if
}

// -----

uop.kernel @endrange_not_innermost linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r0 = uop.range %c0 to %c4 depth 0 index 0
  // expected-note @+1 {{the innermost open body starts here}}
  %r1 = uop.range %c0 to %c4 depth 1 index 1
  // expected-error @+1 {{'uop.endrange' op does not close the innermost open body}}
  uop.endrange %r0
  uop.endrange %r1
}

// -----

uop.kernel @endrange_crosses_if linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 0 index 0
  %g = uop.cmplt %r, %c4 : i32
  // expected-note @+1 {{the innermost open body starts here}}
  %if = uop.if %g
  // expected-error @+1 {{'uop.endrange' op does not close the innermost open body}}
  uop.endrange %r
  uop.endif %if
}

// -----

uop.kernel @endif_not_innermost linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %t = uop.const true
  %if = uop.if %t
  // expected-note @+1 {{the innermost open body starts here}}
  %r = uop.range %c0 to %c4 depth 0 index 0
  // expected-error @+1 {{'uop.endif' op does not close the innermost open body}}
  uop.endif %if
  uop.endrange %r
}

// -----

uop.kernel @endif_before_if linear {
  %t = uop.const true
  // expected-error @+1 {{'uop.endif' op does not close a body opened earlier}}
  uop.endif %if
  %if = uop.if %t
}

// -----

uop.kernel @range_never_closed linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  // expected-error @+1 {{'uop.range' op body is never closed by 'uop.endrange'}}
  %r = uop.range %c0 to %c4 depth 0 index 0
}

// -----

uop.kernel @inner_range_never_closed linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r0 = uop.range %c0 to %c4 depth 0 index 0
  // expected-error @+1 {{'uop.range' op body is never closed by 'uop.endrange'}}
  %r1 = uop.range %c0 to %c4 depth 1 index 1
  %t = uop.const true
  %if = uop.if %t
  uop.endif %if
}

// -----

uop.kernel @if_never_closed linear {
  %t = uop.const true
  // expected-error @+1 {{'uop.if' op body is never closed by 'uop.endif'}}
  %if = uop.if %t
}

// -----

uop.kernel @define_acc_outside_its_loop linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r = uop.range %c0 to %c4 depth 0 index 0
  uop.endrange %r
  // expected-error @+1 {{'uop.define_acc' op names range operand #0 but is not inside its loop body; in the linearized form an accumulator comes after the ranges it names}}
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
}

// -----

uop.kernel @define_acc_outside_second_loop linear {
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r0 = uop.range %c0 to %c4 depth 0 index 0
  %r1 = uop.range %c0 to %c4 depth 1 index 1
  uop.endrange %r1
  // expected-error @+1 {{'uop.define_acc' op names range operand #1 but is not inside its loop body}}
  %acc = uop.define_acc over(%r0, %r1) index 0 count 0 init 0.0 : f32
  uop.endrange %r0
}

// -----

uop.kernel @loop_value_after_endrange linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  // expected-note @+1 {{the body opened here}}
  %r = uop.range %c0 to %c4 depth 0 index 0
  %x = uop.mul %r, %c4 : i32
  uop.endrange %r
  // expected-error @+1 {{'uop.store' op operand #2 is defined by 'uop.mul' inside a loop body that has already ended}}
  %st = uop.store %d0[%c0], %x : !uop.ptr<i32>, i32
}

// -----

uop.kernel @acc_after_endrange linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  // expected-note @+1 {{the body opened here}}
  %r = uop.range %c0 to %c4 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %one = uop.const 1.0 : f32
  %s = uop.add %acc, %one : f32
  %p = uop.phi %acc, %s : f32
  uop.endrange %r
  // expected-error @+1 {{'uop.store' op operand #2 is defined by 'uop.define_acc' inside a loop body that has already ended}}
  %st = uop.store %d0[%c0], %acc : !uop.ptr<f32>, f32
}

// -----

uop.kernel @inner_loop_value_in_outer_loop linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %r0 = uop.range %c0 to %c4 depth 0 index 0
  // expected-note @+1 {{the body opened here}}
  %r1 = uop.range %c0 to %c4 depth 1 index 1
  %x = uop.add %r0, %r1 : i32
  uop.endrange %r1
  // expected-error @+1 {{'uop.add' op operand #1 is defined by 'uop.add' inside a loop body that has already ended}}
  %y = uop.add %r0, %x : i32
  uop.endrange %r0
}

// -----

uop.kernel @value_after_endif linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %t = uop.const true
  // expected-note @+1 {{the body opened here}}
  %if = uop.if %t
  %v = uop.load %d0[%c0] : !uop.ptr<f32> -> f32
  uop.endif %if
  // expected-error @+1 {{'uop.store' op operand #2 is defined by 'uop.load' inside a conditional body that has already ended}}
  %st = uop.store %d0[%c0], %v : !uop.ptr<f32>, f32
}

// -----

uop.kernel @phi_after_endif linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  %t = uop.const true
  // expected-note @+1 {{the body opened here}}
  %if = uop.if %t
  %r = uop.range %c0 to %c4 depth 0 index 0
  %acc = uop.define_acc over(%r) index 0 count 0 init 0.0 : f32
  %one = uop.const 1.0 : f32
  %s = uop.add %acc, %one : f32
  %p = uop.phi %acc, %s : f32
  uop.endrange %r
  uop.endif %if
  // A phi result outlives its loops, but not an enclosing conditional body.
  // expected-error @+1 {{'uop.store' op operand #2 is defined by 'uop.phi' inside a conditional body that has already ended}}
  %st = uop.store %d0[%c0], %p : !uop.ptr<f32>, f32
}

// -----

//===----------------------------------------------------------------------===//
// ALU ops
//===----------------------------------------------------------------------===//

uop.kernel @exp2_int {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.exp2' op operand #0 must be tinygrad float dtype or vector, but got 'i32'}}
  %0 = uop.exp2 %c0 : i32
}

// -----

uop.kernel @log2_bool {
  %t = uop.const true
  // expected-error @+1 {{'uop.log2' op operand #0 must be tinygrad float dtype or vector, but got 'i1'}}
  %0 = uop.log2 %t : i1
}

// -----

uop.kernel @sin_int_vector {
  %v = uop.const dense<1> : vector<4xi32>
  // expected-error @+1 {{'uop.sin' op operand #0 must be tinygrad float dtype or vector, but got 'vector<4xi32>'}}
  %0 = uop.sin %v : vector<4xi32>
}

// -----

uop.kernel @sqrt_uint {
  %c0 = uop.const 0 : ui32
  // expected-error @+1 {{'uop.sqrt' op operand #0 must be tinygrad float dtype or vector, but got 'ui32'}}
  %0 = uop.sqrt %c0 : ui32
}

// -----

uop.kernel @xor_float {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.xor' op operand #0 must be tinygrad integer or bool dtype or vector, but got 'f32'}}
  %0 = uop.xor %f, %f : f32
}

// -----

uop.kernel @xor_half_vector {
  %v = uop.const dense<1.0> : vector<2xf32> as vector<2xf16>
  // expected-error @+1 {{'uop.xor' op operand #0 must be tinygrad integer or bool dtype or vector, but got 'vector<2xf16>'}}
  %0 = uop.xor %v, %v : vector<2xf16>
}

// -----

uop.kernel @neg_not_dtype {
  %i = arith.constant 0 : index
  // expected-error @+1 {{'uop.neg' op operand #0 must be tinygrad dtype, but got 'index'}}
  %0 = "uop.neg"(%i) : (index) -> index
}

// -----

uop.kernel @unary_result_type {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.exp2' op result type 'f64' must be 'f32'}}
  %0 = "uop.exp2"(%f) : (f32) -> f64
}

// -----

uop.kernel @binary_operand_types {
  %c0 = uop.const 0 : i32
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.add' op operand rhs has type 'f32' but lhs has type 'i32'}}
  %0 = "uop.add"(%c0, %f) : (i32, f32) -> i32
}

// -----

uop.kernel @binary_signedness {
  %a = uop.const 0 : i32
  %b = uop.const 0 : ui32
  // expected-error @+1 {{'uop.sub' op operand rhs has type 'ui32' but lhs has type 'i32'}}
  %0 = "uop.sub"(%a, %b) : (i32, ui32) -> i32
}

// -----

uop.kernel @binary_lanes {
  %f = uop.const 1.0 : f32
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.mul' op operand rhs has type 'vector<4xf32>' but lhs has type 'f32'}}
  %0 = "uop.mul"(%f, %v) : (f32, vector<4xf32>) -> vector<4xf32>
}

// -----

uop.kernel @binary_result_type {
  %a = uop.const 1 : i32
  // expected-error @+1 {{'uop.div' op result type 'i64' must be 'i32'}}
  %0 = "uop.div"(%a, %a) : (i32, i32) -> i64
}

// -----

uop.kernel @max_result_type {
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.max' op result type 'i1' must be 'f32'}}
  %0 = "uop.max"(%f, %f) : (f32, f32) -> i1
}

// -----

uop.kernel @mod_operand_types {
  %a = uop.const 1 : i32
  %b = uop.const 1 : i64
  // expected-error @+1 {{'uop.mod' op operand rhs has type 'i64' but lhs has type 'i32'}}
  %0 = "uop.mod"(%a, %b) : (i32, i64) -> i32
}

// -----

uop.kernel @cmplt_operand_types {
  %a = uop.const 1 : i32
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.cmplt' op operand rhs has type 'f32' but lhs has type 'i32'}}
  %0 = "uop.cmplt"(%a, %f) : (i32, f32) -> i1
}

// -----

uop.kernel @cmplt_not_bool {
  %a = uop.const 1 : i32
  // expected-error @+1 {{'uop.cmplt' op result #0 must be bool or vector of bool, but got 'i32'}}
  %0 = "uop.cmplt"(%a, %a) : (i32, i32) -> i32
}

// -----

uop.kernel @cmpeq_lanes {
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.cmpeq' op result type 'i1' must be 'vector<4xi1>'}}
  %0 = "uop.cmpeq"(%v, %v) : (vector<4xf32>, vector<4xf32>) -> i1
}

// -----

uop.kernel @where_selector_not_bool {
  %c0 = uop.const 0 : i32
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.where' op operand #0 must be bool or vector of bool, but got 'i32'}}
  %0 = "uop.where"(%c0, %f, %f) : (i32, f32, f32) -> f32
}

// -----

uop.kernel @where_selector_lanes {
  %t = uop.const true
  %v = uop.const dense<1.0> : vector<4xf32>
  // expected-error @+1 {{'uop.where' op selector cond has type 'i1' but must be 'vector<4xi1>'}}
  %0 = "uop.where"(%t, %v, %v) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
}

// -----

uop.kernel @where_arm_types {
  %t = uop.const true
  %f = uop.const 1.0 : f32
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.where' op operand rhs has type 'i32' but lhs has type 'f32'}}
  %0 = "uop.where"(%t, %f, %c0) : (i1, f32, i32) -> f32
}

// -----

uop.kernel @where_result_type {
  %t = uop.const true
  %f = uop.const 1.0 : f32
  // expected-error @+1 {{'uop.where' op result type 'f64' must be 'f32'}}
  %0 = "uop.where"(%t, %f, %f) : (i1, f32, f32) -> f64
}

// -----

uop.kernel @mulacc_operand_types {
  %f = uop.const 1.0 : f32
  %d = uop.const 1.0 : f64
  // expected-error @+1 {{'uop.mulacc' op operand c has type 'f64' but a has type 'f32'}}
  %0 = "uop.mulacc"(%f, %f, %d) : (f32, f32, f64) -> f32
}

// -----

uop.kernel @mulacc_operand_b {
  %f = uop.const 1.0 : f32
  %h = uop.const 1.0 : f32 as f16
  // expected-error @+1 {{'uop.mulacc' op operand b has type 'f16' but a has type 'f32'}}
  %0 = "uop.mulacc"(%f, %h, %f) : (f32, f16, f32) -> f32
}

//===----------------------------------------------------------------------===//
// Kernel-wide consistency
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{'uop.kernel' op body takes no block arguments; buffers are 'uop.define_global' ops}}
uop.kernel @block_argument {
^bb0(%p: !uop.ptr<f32>):
  uop.sink
}

// -----

uop.kernel @foreign_op {
  // expected-error @+1 {{'arith.constant' op is not a uop op; a kernel body holds only uop ops}}
  %c = arith.constant 1 : i32
}

// -----

uop.kernel @redefined_global {
  // expected-note @+1 {{first defined here}}
  %a = uop.define_global 0 mutable : !uop.ptr<f32>
  // expected-error @+1 {{'uop.define_global' op redefines buffer 0 with another type or mutability}}
  %b = uop.define_global 0 : !uop.ptr<i8>
}

// -----

uop.kernel @redefined_global_mutability {
  // expected-note @+1 {{first defined here}}
  %a = uop.define_global 1 mutable : !uop.ptr<f32>
  // expected-error @+1 {{'uop.define_global' op redefines buffer 1 with another type or mutability}}
  %b = uop.define_global 1 : !uop.ptr<f32>
}

// -----

uop.kernel @redefined_var {
  // expected-note @+1 {{first defined here}}
  %a = uop.define_var <"i", 1, 4>
  // expected-error @+1 {{'uop.define_var' op redefines variable 'i' with other bounds}}
  %b = uop.define_var <"i", 2, 9>
}

// -----

// expected-error @+1 {{'uop.kernel' op global size of dimension 0 can be 0; expected at least 1}}
uop.kernel @symbolic_launch_size_below_one global [#uop.var<"n", 0, 4>] {
}

// -----

uop.kernel @symbolic_special_size_below_one {
  // expected-error @+1 {{'uop.special' op size can be -5; expected at least 1}}
  %0 = uop.special "gidx0" dim 0 size #uop.var<"q", -5, 0>
}

// -----

// The smallest value of an expression over its variables' bounds.
// expected-error @+1 {{'uop.kernel' op local size of dimension 1 can be 0; expected at least 1}}
uop.kernel @expr_launch_size_below_one global [1] local [4, #uop.expr<#uop.var<"n", 0, 4> * 8>] {
}

// -----

uop.kernel @expr_special_size_below_one {
  // expected-error @+1 {{'uop.special' op size can be -3; expected at least 1}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<#uop.var<"q", -4, 4> + 1>
}

// -----

// A variable in a size is the kernel's variable of that name.
uop.kernel @expr_size_var_other_bounds {
  %i = uop.define_var <"i", 1, 4>
  // expected-error @+1 {{'uop.special' op size variable 'i' has bounds [1, 8], but the kernel's 'i' has [1, 4]}}
  %0 = uop.special "gidx0" dim 0 size #uop.expr<2 + #uop.var<"i", 1, 8>>
}

// -----

// expected-error @+1 {{'uop.kernel' op size variable 'n' has bounds [1, 8], but the kernel's 'n' has [1, 4]}}
uop.kernel @launch_size_var_other_bounds global [#uop.var<"n", 1, 8>] {
  %n = uop.define_var <"n", 1, 4>
}

// -----

uop.kernel @special_name_without_digits {
  // expected-error @+1 {{'uop.special' op name "gidx" must be gidx, lidx or idx followed by digits}}
  %0 = uop.special "gidx" dim 0 size 4
}

// -----

uop.kernel @special_name_with_suffix {
  // expected-error @+1 {{'uop.special' op name "lidxfoo" must be gidx, lidx or idx followed by digits}}
  %0 = uop.special "lidxfoo" dim 0 size 4
}

// -----

uop.kernel @range_negative_depth {
  %c0 = uop.const 0 : i32
  // expected-error @+1 {{'uop.range' op attribute 'depth' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %r = uop.range %c0 to %c0 depth -1 index 0
}

// -----

uop.kernel @wmma_integer_accumulator {
  %a = uop.const dense<1.0> : vector<8xf32> as vector<8xf16>
  %b = uop.const dense<1.0> : vector<4xf32> as vector<4xf16>
  %c = uop.const dense<0> : vector<4xi32>
  // expected-error @+1 {{'uop.wmma' op operand c has type 'vector<4xi32>'; wmma takes float dtypes}}
  %d = uop.wmma "WMMA" %a, %b, %c dims [8, 16, 16] upcast [8, 4, 4] device "CUDA" : vector<8xf16>, vector<4xf16>, vector<4xi32>
}

// -----

uop.kernel @range_index_after_endrange linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %c4 = uop.const 4 : i32
  // expected-note @+1 {{the body opened here}}
  %r = uop.range %c0 to %c4 depth 1 index 0
  uop.endrange %r
  // expected-error @+1 {{'uop.add' op operand #0 is defined by 'uop.range' inside a loop body that has already ended}}
  %x = uop.add %r, %c4 : i32
}

// -----

uop.kernel @load_after_endif linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c0 = uop.const 0 : i32
  %t = uop.const true
  // expected-note @+1 {{the body opened here}}
  %if = uop.if %t
  uop.endif %if
  // expected-error @+1 {{'uop.load' op operand #2 is defined by 'uop.if' inside a conditional body that has already ended}}
  %v = uop.load %d0[%c0] after %if : !uop.ptr<i32> -> i32
}

// -----

uop.kernel @phi_outside_its_loop linear {
  %d0 = uop.define_global 0 mutable : !uop.ptr<f32>
  %c0 = uop.const 0 : i32
  %c2 = uop.const 2 : i32
  %r1 = uop.range %c0 to %c2 depth 1 index 0
  %acc = uop.define_acc over(%r1) index 0 count 0 init 0.0 : f32
  %r2 = uop.range %c0 to %c2 depth 2 index 0
  %v = uop.load %d0[%r2] : !uop.ptr<f32> -> f32
  %s = uop.add %v, %acc : f32
  // expected-error @+1 {{'uop.phi' op must sit directly in the body of a loop its accumulator names}}
  %p = uop.phi %acc, %s : f32
  uop.endrange %r2
  uop.endrange %r1
}

// -----

// A loop runs at least once, as every loop tinygrad makes does.
uop.kernel @empty_loop {
  %d0 = uop.define_global 0 mutable : !uop.ptr<i32>
  %c2 = uop.const 2 : i32
  // expected-error @+1 {{'uop.range' op runs zero times (from 2 to 2): a loop must run at least once}}
  %r = uop.range %c2 to %c2 depth 0 index 0
  %s = uop.store %d0[%r], %c2 : !uop.ptr<i32>, i32
  uop.sink %s
}
