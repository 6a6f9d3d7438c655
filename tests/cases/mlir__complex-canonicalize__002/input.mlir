
func.func @parts_of_create(%x: f64, %y: f64) -> (f64, f64) {
  %c = complex.create %x, %y : complex<f64>
  %re = complex.re %c : complex<f64>
  %im = complex.im %c : complex<f64>
  return %re, %im : f64, f64
}

