module {
  func.func @kept(%arg0: tensor<4x2xf32>) -> (tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>) {
    %0 = tosa.cast %arg0 : (tensor<4x2xf32>) -> tensor<4x2xi32>
    %1 = tosa.reduce_sum %arg0 {axis = 0 : i32} : (tensor<4x2xf32>) -> tensor<1x2xf32>
    %2 = tosa.reverse %arg0 {axis = 1 : i32} : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %0, %1, %2 : tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>
  }
}

