// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @switch_weights(%x: i32) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}

// -----

llvm.func @switch_zero_weights(%x: i32) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  llvm.switch %x : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 0, 0>}
^bb1:
  llvm.return
}

// -----

llvm.func @switch_count(%x: i32) {
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_type(%x: i32) {
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @asm_musttail() -> i32 {
  // expected-error@+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %0 = llvm.inline_asm tail_call_kind = <musttail> "nop", "=r" : () -> i32
  llvm.return %0 : i32
}

// -----

llvm.func @intrin_name(%v: f32) {
  // expected-error@+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  llvm.call_intrinsic "round"(%v) : (f32) -> ()
  llvm.return
}

// -----

llvm.func @intrin_tags(%v: f32, %x: i32) {
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call_intrinsic"(%v, %x) <{intrin = "llvm.round", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 1, 1>}> : (f32, i32) -> ()
  llvm.return
}

// -----

llvm.func @ctor() {
  llvm.return
}
// expected-error@+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32, 1 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor()
// expected-error@+1 {{'llvm.mlir.global_dtors' op 'dtor' does not have a definition}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]

// -----

// expected-error@+1 {{'llvm.mlir.global_ctors' op 'nowhere' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@nowhere], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @g() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @h : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func extern_weak @weak()
llvm.func @g() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @weak : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @gv() : i32
llvm.mlir.alias external @ga : i32 {
  %0 = llvm.mlir.addressof @gv : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @g() -> !llvm.ptr {
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @ga : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @void_result(%x: i32) {
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %x : i32
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @missing_result() -> i32 {
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @wrong_result(%x: f32) -> i32 {
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %x : f32
}

// -----

// expected-error@+1 {{invalid data layout descriptor: unknown specifier 'q'}}
module attributes {llvm.data_layout = "e-q"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--m:e"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "e-i64:64:32"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: index size cannot be larger than the pointer size}}
module attributes {llvm.data_layout = "p1:32:32:32:64"} {}

// -----

// expected-error@+1 {{invalid data layout descriptor: 'q' is not a valid pointer specification flag}}
module attributes {llvm.data_layout = "pq1:64:64"} {}

// -----

// expected-error@+1 {{expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 3 : i32} {}

// -----

module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-pu1(global):64:64-ni:1"} {}
