
func.func @shape_of_things(%t: tensor<2x?xf32>, %u: tensor<*xf32>, %s: tensor<3xindex>) -> (index, tensor<?xindex>, tensor<?xindex>) {
  %0 = shape.shape_of %t : tensor<2x?xf32> -> tensor<?xindex>
  %c0 = arith.constant 1 : index
  %1 = tensor.extract %0[%c0] : tensor<?xindex>
  %r = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  %2 = shape.shape_of %r : tensor<?x?x?xf32> -> tensor<?xindex>
  %3 = shape.shape_of %t : tensor<2x?xf32> -> tensor<2xindex>
  %4 = tensor.cast %3 : tensor<2xindex> to tensor<?xindex>
  return %1, %2, %4 : index, tensor<?xindex>, tensor<?xindex>
}
