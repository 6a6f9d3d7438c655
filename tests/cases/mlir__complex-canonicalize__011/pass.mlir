module {
  func.func @bitcast_chain(%arg0: complex<f32>) -> complex<f32> {
    return %arg0 : complex<f32>
  }
}

