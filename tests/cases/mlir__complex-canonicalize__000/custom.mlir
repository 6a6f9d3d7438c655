module {
  func.func @create_of_parts(%arg0: complex<f32>) -> complex<f32> {
    %0 = complex.re %arg0 : complex<f32>
    %1 = complex.im %arg0 : complex<f32>
    %2 = complex.create %0, %1 : complex<f32>
    return %2 : complex<f32>
  }
}

