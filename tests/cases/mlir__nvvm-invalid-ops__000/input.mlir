// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%m : i32, %v : f32) {
  // expected-error @below {{"return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync bfly %m, %v, %m, %m : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}
