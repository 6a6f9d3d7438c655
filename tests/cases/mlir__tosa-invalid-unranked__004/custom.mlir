module {
  func.func @e(%arg0: tensor<2x3xf32>) -> tensor<?x2xf32> {
    %0 = tosa.transpose %arg0 {perms = array<i32: 1, 0>} : (tensor<2x3xf32>) -> tensor<?x2xf32>
    return %0 : tensor<?x2xf32>
  }
}

