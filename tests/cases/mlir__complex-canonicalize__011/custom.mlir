module {
  func.func @bitcast_chain(%arg0: complex<f32>) -> complex<f32> {
    %0 = complex.bitcast %arg0 : complex<f32> to i64
    %1 = complex.bitcast %0 : i64 to complex<f32>
    return %1 : complex<f32>
  }
}

