// RUN: mlir-opt %s -canonicalize --split-input-file
// Patterns and folds of tensor.expand_shape and tensor.collapse_shape:
// chains composed, inverse pairs folded, constants, splats and
// from_elements reshaped, casts folded in and output sizes made static.

func.func @chains(%a: tensor<2x3x4x5xf32>, %b: tensor<?x4xf32>, %n: index) -> (tensor<120xf32>, tensor<?x2x2x1xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  %2 = tensor.expand_shape %b [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %3 = tensor.expand_shape %2 [[0], [1], [2, 3]] output_shape [%n, 2, 2, 1] : tensor<?x2x2xf32> into tensor<?x2x2x1xf32>
  return %1, %3 : tensor<120xf32>, tensor<?x2x2x1xf32>
}

