
func.func @bitcasts(%a: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, i64, complex<f32>, f64, f64) {
  %0 = complex.bitcast %a : complex<f32> to complex<f32>
  %b = complex.bitcast %a : complex<f32> to i64
  %1 = arith.bitcast %b : i64 to f64
  %c = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %c : complex<f32> to f64
  %d = arith.bitcast %f : f64 to i64
  %3 = complex.bitcast %d : i64 to complex<f32>
  %4 = complex.bitcast %3 : complex<f32> to i64
  return %0, %4, %3, %1, %2 : complex<f32>, i64, complex<f32>, f64, f64
}

