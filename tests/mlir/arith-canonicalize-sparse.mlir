// RUN: mlir-opt %s -canonicalize --split-input-file

// Sparse constants fold element-wise, zero where they list no value.
func.func @sparse_binary() -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %a = arith.constant sparse<[[0, 0], [1, 1]], [1, 2]> : tensor<2x2xi32>
  %b = arith.constant dense<3> : tensor<2x2xi32>
  %0 = arith.addi %a, %b : tensor<2x2xi32>
  %1 = arith.muli %a, %a : tensor<2x2xi32>
  return %0, %1 : tensor<2x2xi32>, tensor<2x2xi32>
}

// -----

func.func @sparse_unary_float() -> (tensor<4xf32>, tensor<4xf64>) {
  %d = arith.constant sparse<[[1], [3]], [1.5, -2.0]> : tensor<4xf32>
  %0 = arith.negf %d : tensor<4xf32>
  %1 = arith.extf %d : tensor<4xf32> to tensor<4xf64>
  return %0, %1 : tensor<4xf32>, tensor<4xf64>
}

// -----

// Of an index listed twice the first value counts.
func.func @sparse_duplicate_index() -> (tensor<3xi32>, tensor<3xi1>) {
  %g = arith.constant sparse<[[1], [1], [2]], [7, 9, 4]> : tensor<3xi32>
  %0 = arith.addi %g, %g : tensor<3xi32>
  %z = arith.constant dense<0> : tensor<3xi32>
  %1 = arith.cmpi eq, %g, %z : tensor<3xi32>
  return %0, %1 : tensor<3xi32>, tensor<3xi1>
}

// -----

func.func @sparse_cast() -> (tensor<2x3xi64>, tensor<2x3xf32>) {
  %a = arith.constant sparse<[[0, 2], [1, 0]], [-1, 5]> : tensor<2x3xi8>
  %0 = arith.extsi %a : tensor<2x3xi8> to tensor<2x3xi64>
  %1 = arith.sitofp %a : tensor<2x3xi8> to tensor<2x3xf32>
  return %0, %1 : tensor<2x3xi64>, tensor<2x3xf32>
}
