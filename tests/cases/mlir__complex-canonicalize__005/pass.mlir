module {
  func.func @add_sub_zero(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
    %cst = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
    %cst_0 = complex.constant [0.000000e+00 : f32, 1.000000e+00 : f32] : complex<f32>
    %0 = complex.add %arg0, %cst_0 : complex<f32>
    %1 = complex.add %cst, %arg0 : complex<f32>
    return %arg0, %arg0, %0, %1 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
  }
}

