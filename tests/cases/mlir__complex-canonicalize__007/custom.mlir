module {
  func.func @involutions(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
    %0 = complex.neg %arg0 : complex<f32>
    %1 = complex.neg %0 : complex<f32>
    %2 = complex.conj %arg0 : complex<f32>
    %3 = complex.conj %2 : complex<f32>
    %4 = complex.exp %arg0 : complex<f32>
    %5 = complex.log %4 : complex<f32>
    %6 = complex.log %arg0 : complex<f32>
    %7 = complex.exp %6 : complex<f32>
    return %1, %3, %5, %7 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
  }
}

