module {
  func.func @create_of_parts(%arg0: complex<f32>) -> complex<f32> {
    return %arg0 : complex<f32>
  }
}

