// RUN: mlir-opt %s -canonicalize --split-input-file
// tensor.concat: one input is a cast; operand and result types made as
// static as the other operands and the result say, with casts.

func.func @c1(%a: tensor<?x?xf32>, %b: tensor<?x4xf32>, %c: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %a, %b, %c : (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @c2(%a: tensor<?x?xf32>) -> tensor<3x?xf32> {
  %0 = tensor.concat dim(1) %a : (tensor<?x?xf32>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

func.func @c3(%a: tensor<2x3xf32>, %b: tensor<2x5xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @c4(%a: tensor<2x3xf32>, %b: tensor<?x?xf32>) -> tensor<2x8xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

func.func @concat(%a: tensor<?x4xf32>, %b: tensor<3x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @concat2(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<?x?xf32> {
  %c = tensor.cast %a : tensor<2x4xf32> to tensor<?x?xf32>
  %0 = tensor.concat dim(0) %c, %b : (tensor<?x?xf32>, tensor<3x4xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
