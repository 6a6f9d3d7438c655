module {
  func.func @fill_extract(%arg0: f32, %arg1: tensor<4x8xf32>) -> f32 {
    return %arg0 : f32
  }
}

