
// math, complex, index
func.func @misc(%x: f32, %i: index, %c: complex<f32>) -> f32 {
  %s = math.sin %x : f32
  %d = index.add %i, %i
  %re = complex.re %c : complex<f32>
  %abs = complex.abs %c : complex<f32>
  return %re : f32
}

