module {
  func.func @shape_of_things(%arg0: tensor<2x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<3xindex>) -> (index, tensor<?xindex>, tensor<?xindex>) {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<2x?xf32>
    %cast = tensor.cast %arg2 : tensor<3xindex> to tensor<?xindex>
    %0 = shape.shape_of %arg0 : tensor<2x?xf32> -> tensor<?xindex>
    return %dim, %cast, %0 : index, tensor<?xindex>, tensor<?xindex>
  }
}

