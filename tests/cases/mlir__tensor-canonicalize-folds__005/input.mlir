
func.func @reshapes(%t: tensor<?xf32>, %s: tensor<2xindex>, %u: tensor<2x3xf32>) -> (tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>) {
  %c = arith.constant dense<5> : tensor<2x3xi32>
  %shape = arith.constant dense<6> : tensor<1xindex>
  %0 = tensor.reshape %c(%shape) : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<6xi32>
  %1 = tensor.reshape %t(%shape) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %2 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = tensor.reshape %2(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = arith.constant 2 : index
  %d1 = arith.constant 3 : index
  %sh = tensor.from_elements %d0, %d1 : tensor<2xindex>
  %4 = tensor.reshape %u(%sh) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return %0, %1, %3, %4 : tensor<6xi32>, tensor<?xf32>, tensor<?x?xf32>, tensor<2x3xf32>
}

