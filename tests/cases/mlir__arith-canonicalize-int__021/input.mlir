
func.func @dynamic_shapes(%t: tensor<?xi32>, %u: tensor<*xi32>) -> (tensor<?xi32>, tensor<*xi32>) {
  %0 = arith.xori %t, %t : tensor<?xi32>
  %1 = arith.xori %u, %u : tensor<*xi32>
  return %0, %1 : tensor<?xi32>, tensor<*xi32>
}
