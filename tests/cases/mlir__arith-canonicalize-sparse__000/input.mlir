// RUN: mlir-opt %s -canonicalize --split-input-file

// Sparse constants fold element-wise, zero where they list no value.
func.func @sparse_binary() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %a = arith.constant sparse<[[0, 0], [1, 1]], [1, 2]> : tensor<2x2xi32>
  %b = arith.constant dense<3> : tensor<2x2xi32>
  %0 = arith.addi %a, %b : tensor<2x2xi32>
  %1 = arith.muli %a, %a : tensor<2x2xi32>
  return %0, %1 : tensor<2x2xi32>, tensor<2x2xi32>
}

