module {
  func.func @parts_of_constant() -> (f32, f32, f16) {
    %cst = complex.constant [1.500000e+00 : f32, -2.000000e+00 : f32] : complex<f32>
    %cst_0 = complex.constant [0.000000e+00 : f16, 3.000000e+00 : f16] : complex<f16>
    %0 = complex.re %cst : complex<f32>
    %1 = complex.im %cst : complex<f32>
    %2 = complex.im %cst_0 : complex<f16>
    return %0, %1, %2 : f32, f32, f16
  }
}

