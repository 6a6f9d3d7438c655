module {
  func.func @c3(%arg0: tensor<2x3xf32>, %arg1: tensor<2x5xf32>) -> tensor<?x?xf32> {
    %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<2x3xf32>, tensor<2x5xf32>) -> tensor<2x8xf32>
    %cast = tensor.cast %concat : tensor<2x8xf32> to tensor<?x?xf32>
    return %cast : tensor<?x?xf32>
  }
}

