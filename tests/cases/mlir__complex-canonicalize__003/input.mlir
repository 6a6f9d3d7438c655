
func.func @parts_of_constant() -> (f32, f32, f16) {
  %c = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %h = complex.constant [0.0 : f16, 3.0 : f16] : complex<f16>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %him = complex.im %h : complex<f16>
  return %re, %im, %him : f32, f32, f16
}

