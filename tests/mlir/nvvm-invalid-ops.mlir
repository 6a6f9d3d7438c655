// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{"return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected second element in the returned struct to be of type 'i1' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i32)>
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : f32 -> i32
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m {return_value_and_is_valid} : f32 -> f32
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : i1) {
  // expected-error @below {{vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %v -> i1
  llvm.return
}
// -----
llvm.func @f(%m : i32, %v : i1) {
  // expected-error @below {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %1 = nvvm.vote.sync any %m, %v -> i32
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr<3>, %b: !llvm.ptr<1>) {
  // expected-error @below {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %a, %b, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr<3>, %b: !llvm.ptr<1>) {
  // expected-error @below {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %a, %b, 3, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}
