module {
  func.func @misc(%arg0: f32, %arg1: index, %arg2: complex<f32>) -> f32 {
    %0 = complex.re %arg2 : complex<f32>
    return %0 : f32
  }
}

