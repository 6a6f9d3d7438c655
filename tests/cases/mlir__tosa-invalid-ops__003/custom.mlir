module {
  func.func @ap(%arg0: tensor<1x4x4x8xf32>, %arg1: tensor<1xf32>) -> tensor<1x4x4x8xf32> {
    %0 = tosa.avg_pool2d %arg0, %arg1, %arg1 {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
    return %0 : tensor<1x4x4x8xf32>
  }
}

