
func.func @constant_folding(%a: complex<f32>) -> complex<f32> {
  %c = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %d = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
  %s = complex.add %c, %d : complex<f32>
  %0 = complex.add %a, %s : complex<f32>
  return %0 : complex<f32>
}

