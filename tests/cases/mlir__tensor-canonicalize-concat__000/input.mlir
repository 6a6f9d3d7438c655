// RUN: mlir-opt %s -canonicalize --split-input-file
// tensor.concat: one input is a cast; operand and result types made as
// static as the other operands and the result say, with casts.

func.func @c1(%a: tensor<?x?xf32>, %b: tensor<?x4xf32>, %c: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(1) %a, %b, %c : (tensor<?x?xf32>, tensor<?x4xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

