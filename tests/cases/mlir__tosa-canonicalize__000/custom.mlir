module {
  func.func @forwarding(%arg0: tensor<4x1xf32>, %arg1: tensor<4x1xi1>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
    %0 = tosa.cast %arg0 : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %1 = tosa.reduce_product %arg0 {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %2 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %3 = tosa.select %arg1, %arg0, %arg0 : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %4 = tosa.concat %arg0 {axis = 1 : i32} : (tensor<4x1xf32>) -> tensor<4x1xf32>
    return %0, %1, %2, %3, %4 : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>
  }
}

