module {
  func.func @shape_of_things(%arg0: tensor<2x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<3xindex>) -> (index, tensor<?xindex>, tensor<?xindex>) {
    %0 = shape.shape_of %arg0 : tensor<2x?xf32> -> tensor<?xindex>
    %c1 = arith.constant 1 : index
    %extracted = tensor.extract %0[%c1] : tensor<?xindex>
    %reshape = tensor.reshape %arg1(%arg2) : (tensor<*xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
    %1 = shape.shape_of %reshape : tensor<?x?x?xf32> -> tensor<?xindex>
    %2 = shape.shape_of %arg0 : tensor<2x?xf32> -> tensor<2xindex>
    %cast = tensor.cast %2 : tensor<2xindex> to tensor<?xindex>
    return %extracted, %1, %cast : index, tensor<?xindex>, tensor<?xindex>
  }
}

