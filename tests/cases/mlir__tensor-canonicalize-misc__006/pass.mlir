module {
  func.func @x1(%arg0: tensor<4x?xf32>, %arg1: index) -> f32 {
    %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
    return %extracted : f32
  }
}

