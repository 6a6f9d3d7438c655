
func.func @create_of_other_parts(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %re = complex.re %a : complex<f32>
  %im = complex.im %b : complex<f32>
  %0 = complex.create %re, %im : complex<f32>
  return %0 : complex<f32>
}

