// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f() {
  %1 = nvvm.read.ptx.sreg.tid.x range <i64, 0, 128> : i32
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error @below {{invalid range attribute: Lower == Upper, but they aren't min (0) or max (4294967295) value! This is an invalid constant range.}}
  %1 = nvvm.read.ptx.sreg.tid.x range <i32, 5, 5> : i32
  llvm.return
}
// -----
llvm.func @f(%a : i32) {
  // expected-error @below {{'fmax' redux kind unsupported with 'i32' type. Only supported type is 'f32'.}}
  %1 = nvvm.redux.sync fmax %a, %a : i32 -> i32
  llvm.return
}
// -----
llvm.func @f(%a : f32, %b : i32) {
  // expected-error @below {{'add' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %1 = nvvm.redux.sync add %a, %b : f32 -> f32
  llvm.return
}
// -----
llvm.func @f(%a : f32, %b : i32) {
  // expected-error @below {{failed to verify that all of {res, val} have same type}}
  %1 = nvvm.redux.sync fmin %a, %b {abs = true} : f32 -> i32
  llvm.return
}
// -----
llvm.func @f(%a : i32, %b : i32) {
  // expected-error @below {{abs attribute is supported only for f32 type}}
  %1 = nvvm.redux.sync add %a, %b {abs = true} : i32 -> i32
  llvm.return
}

// -----
llvm.func @f(%a : i32, %b : i32) {
  // expected-error @below {{nan attribute is supported only for f32 type}}
  %1 = nvvm.redux.sync max %a, %b {nan = true} : i32 -> i32
  llvm.return
}
