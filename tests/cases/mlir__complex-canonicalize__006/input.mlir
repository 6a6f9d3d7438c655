
func.func @mul_div_one(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %one = complex.constant [1.0 : f64, 0.0 : f64] : complex<f64>
  %other = complex.constant [1.0 : f64, 1.0 : f64] : complex<f64>
  %0 = complex.mul %a, %one : complex<f64>
  %1 = complex.div %a, %one : complex<f64>
  %2 = complex.mul %a, %other : complex<f64>
  %3 = complex.div %one, %a : complex<f64>
  return %0, %1, %2, %3 : complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

