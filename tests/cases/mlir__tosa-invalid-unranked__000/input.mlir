// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Tosa verifiers on transposes, unranked and dynamic tensors, and generic ops missing parts.
func.func @a(%a: tensor<*xf32>) -> tensor<2x3x4xf32> {
  // expected-error@+1 {{'tosa.transpose' op expected perms attribute to have size 3 (output rank) but got size 2}}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<*xf32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
