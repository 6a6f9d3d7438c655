module {
  func.func @fill_extract(%arg0: f32, %arg1: tensor<4x8xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<4x8xf32>) -> tensor<4x8xf32>
    %extracted = tensor.extract %0[%c0, %c0] : tensor<4x8xf32>
    return %extracted : f32
  }
}

