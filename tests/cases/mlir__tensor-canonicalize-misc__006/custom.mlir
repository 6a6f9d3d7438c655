module {
  func.func @x1(%arg0: tensor<4x?xf32>, %arg1: index) -> f32 {
    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
    %cast_0 = tensor.cast %cast : tensor<*xf32> to tensor<?x?xf32>
    %extracted = tensor.extract %cast_0[%arg1, %arg1] : tensor<?x?xf32>
    return %extracted : f32
  }
}

