// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics

// Diagnostics of tosa data-movement, matmul, pooling and rescale ops (and inputs they accept).
func.func @mm(%a: tensor<1x4x8xf32>, %b: tensor<1x9x6xf32>, %z: tensor<1xf32>) -> tensor<1x4x6xf32> {
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x4x8xf32>, tensor<1x9x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x6xf32>
  return %0 : tensor<1x4x6xf32>
}
