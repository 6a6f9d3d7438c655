// RUN: mlir-opt %s -canonicalize --split-input-file
// Folders and canonicalization patterns of tosa ops.

func.func @forwarding(%a: tensor<4x1xf32>, %p: tensor<4x1xi1>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
  %0 = tosa.cast %a : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %1 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %2 = tosa.reverse %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  %3 = tosa.select %p, %a, %a : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  %4 = tosa.concat %a {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
  return %0, %1, %2, %3, %4 : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>
}

