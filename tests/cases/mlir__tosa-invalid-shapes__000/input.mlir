// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Diagnostics of tosa shape ops, select and the block-scaled ops.
func.func @a(%p: tensor<2xi1>, %a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tosa.select' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = tosa.select %p, %a, %b : (tensor<2xi1>, tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
