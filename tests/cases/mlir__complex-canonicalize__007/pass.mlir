module {
  func.func @involutions(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
    return %arg0, %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
  }
}

