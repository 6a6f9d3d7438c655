
func.func @kept(%a: tensor<4x2xf32>) -> (tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>) {
  %0 = tosa.cast %a : (tensor<4x2xf32>) -> tensor<4x2xi32>
  %1 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4x2xf32>) -> tensor<1x2xf32>
  %2 = tosa.reverse %a {axis = 1 : i32} : (tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0, %1, %2 : tensor<4x2xi32>, tensor<1x2xf32>, tensor<4x2xf32>
}

