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

// -----

func.func @inverse_pairs(%a: tensor<?x4xf32>, %b: tensor<8x?x?xf32>, %n: index, %m: index) -> (tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x2x4xf32> into tensor<?x4xf32>
  %2 = tensor.collapse_shape %b [[0], [1, 2]] : tensor<8x?x?xf32> into tensor<8x?xf32>
  %3 = tensor.expand_shape %2 [[0], [1, 2]] output_shape [8, %n, %m] : tensor<8x?xf32> into tensor<8x?x?xf32>
  %4 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 4, %n] : tensor<8x?xf32> into tensor<2x4x?xf32>
  %5 = tensor.collapse_shape %4 [[0, 1], [2]] : tensor<2x4x?xf32> into tensor<8x?xf32>
  return %1, %3, %5 : tensor<?x4xf32>, tensor<8x?x?xf32>, tensor<8x?xf32>
}

// -----

func.func @collapse_of_expand(%a: tensor<?x?x?xi64>, %b: tensor<4x6xf32>, %n: index, %m: index, %k: index) -> (tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>) {
  %0 = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [%n, %m, %k, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  %2 = tensor.expand_shape %b [[0, 1], [2, 3]] output_shape [2, 2, 2, 3] : tensor<4x6xf32> into tensor<2x2x2x3xf32>
  %3 = tensor.collapse_shape %2 [[0], [1], [2, 3]] : tensor<2x2x2x3xf32> into tensor<2x2x6xf32>
  %4 = tensor.collapse_shape %2 [[0, 1, 2, 3]] : tensor<2x2x2x3xf32> into tensor<24xf32>
  return %1, %3, %4 : tensor<?x?xi64>, tensor<2x2x6xf32>, tensor<24xf32>
}

// -----

func.func @expand_of_collapse(%a: tensor<2x3x4xf32>, %b: tensor<?x3x4xf32>, %n: index) -> (tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %2 = tensor.collapse_shape %b [[0, 1, 2]] : tensor<?x3x4xf32> into tensor<?xf32>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [%n, 12] : tensor<?xf32> into tensor<?x12xf32>
  %4 = tensor.collapse_shape %a [[0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
  %5 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : tensor<24xf32> into tensor<2x3x2x2xf32>
  return %1, %3, %5 : tensor<6x2x2xf32>, tensor<?x12xf32>, tensor<2x3x2x2xf32>
}

// -----

func.func @constants_and_producers(%x: f32, %y: f32, %n: index) -> (tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>) {
  %c = arith.constant dense<3> : tensor<6xi16>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xi16> into tensor<2x3xi16>
  %d = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = tensor.collapse_shape %d [[0, 1]] : tensor<2x3xf64> into tensor<6xf64>
  %s = tensor.splat %x : tensor<4xf32>
  %2 = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %f = tensor.from_elements %x, %y, %y, %x : tensor<2x2xf32>
  %3 = tensor.collapse_shape %f [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %4 = tensor.expand_shape %3 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %e = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %5 = tensor.collapse_shape %e [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xi16>, tensor<6xf64>, tensor<2x2xf32>, tensor<4xf32>, tensor<2x2xf32>, tensor<6xi8>
}

// -----

func.func @casts(%a: tensor<4x?x8xf32>, %b: tensor<2x?xf32>, %n: index) -> (tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) {
  %0 = tensor.cast %a : tensor<4x?x8xf32> to tensor<?x?x8xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x8xf32> into tensor<?x8xf32>
  %2 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<?x?x8xf32> into tensor<?x?xf32>
  %c = tensor.cast %b : tensor<2x?xf32> to tensor<?x?xf32>
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %3 = tensor.expand_shape %c [[0], [1, 2]] output_shape [%c2, %n, %c4] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1, %2, %3 : tensor<?x8xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>
}

// -----

func.func @dims_of_reshapes(%a: tensor<?x4xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x2x4xf32>
  %2 = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?xf32>
  return %1, %3 : index, index
}
