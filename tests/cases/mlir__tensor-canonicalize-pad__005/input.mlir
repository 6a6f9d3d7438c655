
func.func @chains(%t: tensor<4xi32>, %u: tensor<?x?xf32>, %s: tensor<2xindex>) -> (tensor<4xf32>, tensor<4xi32>, index, i32) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.bitcast %0 : tensor<4xui32> to tensor<4xf32>
  %2 = tensor.bitcast %1 : tensor<4xf32> to tensor<4xi32>
  %c0 = arith.constant 0 : index
  %r = tensor.reshape %u(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %3 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %ic = arith.index_cast %s : tensor<2xindex> to tensor<2xi32>
  %4 = tensor.extract %ic[%c0] : tensor<2xi32>
  return %1, %2, %3, %4 : tensor<4xf32>, tensor<4xi32>, index, i32
}
