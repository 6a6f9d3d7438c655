// RUN: mlir-opt %s -canonicalize --split-input-file
// Patterns and folds of tensor.extract_slice, tensor.insert_slice and
// tensor.parallel_insert_slice: constant arguments made static (in bounds
// only), rank-reduced results cast back, casts folded in and inserted,
// identity slices and round trips folded.

func.func @constant_arguments(%t: tensor<8x16x4xf32>, %i: index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %c1, %i] [%c4, %c1, %c2] [%c1, %c1, %c1] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %1 = tensor.extract_slice %t[%c0, %c1, %i] [%c4, 1, %c2] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?xf32>
}

