module {
  func.func @c4(%arg0: tensor<2x3xf32>, %arg1: tensor<?x?xf32>) -> tensor<2x8xf32> {
    %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x?xf32>
    %concat = tensor.concat dim(1) %arg0, %cast : (tensor<2x3xf32>, tensor<2x?xf32>) -> tensor<2x8xf32>
    return %concat : tensor<2x8xf32>
  }
}

