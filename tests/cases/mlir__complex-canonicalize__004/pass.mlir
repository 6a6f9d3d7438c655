module {
  func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
    return %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>
  }
}

