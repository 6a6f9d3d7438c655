module {
  func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
    %0 = complex.sub %arg0, %arg1 : complex<f32>
    %1 = complex.add %0, %arg1 : complex<f32>
    %2 = complex.add %arg1, %0 : complex<f32>
    %3 = complex.add %arg0, %arg1 : complex<f32>
    %4 = complex.sub %3, %arg1 : complex<f32>
    return %1, %2, %4 : complex<f32>, complex<f32>, complex<f32>
  }
}

