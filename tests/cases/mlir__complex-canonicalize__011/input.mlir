
func.func @bitcast_chain(%a: complex<f32>) -> complex<f32> {
  %b = complex.bitcast %a : complex<f32> to i64
  %c = complex.bitcast %b : i64 to complex<f32>
  return %c : complex<f32>
}

