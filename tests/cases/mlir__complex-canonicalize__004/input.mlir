
func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %s, %b : complex<f32>
  %1 = complex.add %b, %s : complex<f32>
  %p = complex.add %a, %b : complex<f32>
  %2 = complex.sub %p, %b : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, complex<f32>
}

