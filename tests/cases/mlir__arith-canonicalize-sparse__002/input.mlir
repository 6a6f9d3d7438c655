
// Of an index listed twice the first value counts.
func.func @sparse_duplicate_index() -> (tensor<3xi32>, tensor<3xi1>) {
  %g = arith.constant sparse<[[1], [1], [2]], [7, 9, 4]> : tensor<3xi32>
  %0 = arith.addi %g, %g : tensor<3xi32>
  %z = arith.constant dense<0> : tensor<3xi32>
  %1 = arith.cmpi eq, %g, %z : tensor<3xi32>
  return %0, %1 : tensor<3xi32>, tensor<3xi1>
}

