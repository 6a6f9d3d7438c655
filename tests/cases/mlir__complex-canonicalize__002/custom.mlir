module {
  func.func @parts_of_create(%arg0: f64, %arg1: f64) -> (f64, f64) {
    %0 = complex.create %arg0, %arg1 : complex<f64>
    %1 = complex.re %0 : complex<f64>
    %2 = complex.im %0 : complex<f64>
    return %1, %2 : f64, f64
  }
}

