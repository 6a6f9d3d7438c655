
func.func @involutions(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %n = complex.neg %a : complex<f32>
  %0 = complex.neg %n : complex<f32>
  %c = complex.conj %a : complex<f32>
  %1 = complex.conj %c : complex<f32>
  %e = complex.exp %a : complex<f32>
  %2 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %3 = complex.exp %l : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

