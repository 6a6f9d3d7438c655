module {
  func.func @constant_folding(%arg0: complex<f32>) -> complex<f32> {
    %cst = complex.constant [2.000000e+00 : f32, 3.000000e+00 : f32] : complex<f32>
    %0 = complex.add %cst, %cst : complex<f32>
    %1 = complex.add %arg0, %0 : complex<f32>
    return %1 : complex<f32>
  }
}

