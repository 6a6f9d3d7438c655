module {
  func.func @mul_div_one(%arg0: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
    %cst = complex.constant [1.000000e+00, 0.000000e+00] : complex<f64>
    %cst_0 = complex.constant [1.000000e+00, 1.000000e+00] : complex<f64>
    %0 = complex.mul %arg0, %cst : complex<f64>
    %1 = complex.div %arg0, %cst : complex<f64>
    %2 = complex.mul %arg0, %cst_0 : complex<f64>
    %3 = complex.div %cst, %arg0 : complex<f64>
    return %0, %1, %2, %3 : complex<f64>, complex<f64>, complex<f64>, complex<f64>
  }
}

