module {
  func.func @bitcasts(%arg0: complex<f32>, %arg1: i64, %arg2: f64) -> (complex<f32>, i64, complex<f32>, f64, f64) {
    %0 = complex.bitcast %arg0 : complex<f32> to f64
    %1 = arith.bitcast %arg1 : i64 to f64
    %2 = complex.bitcast %arg2 : f64 to complex<f32>
    %3 = arith.bitcast %arg2 : f64 to i64
    return %arg0, %3, %2, %0, %1 : complex<f32>, i64, complex<f32>, f64, f64
  }
}

