
func.func @add_sub_zero(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %nz = complex.constant [-0.0 : f32, 0.0 : f32] : complex<f32>
  %nonzero = complex.constant [0.0 : f32, 1.0 : f32] : complex<f32>
  %0 = complex.add %a, %z : complex<f32>
  %1 = complex.sub %a, %nz : complex<f32>
  %2 = complex.add %a, %nonzero : complex<f32>
  %3 = complex.add %z, %a : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

