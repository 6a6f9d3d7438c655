"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, i64, f64) -> (complex<f32>, i64, complex<f32>, f64, f64), sym_name = "bitcasts"}> ({
  ^bb0(%arg0: complex<f32>, %arg1: i64, %arg2: f64):
    %0 = "complex.bitcast"(%arg0) : (complex<f32>) -> complex<f32>
    %1 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
    %2 = "arith.bitcast"(%1) : (i64) -> f64
    %3 = "complex.bitcast"(%arg1) : (i64) -> complex<f32>
    %4 = "complex.bitcast"(%3) : (complex<f32>) -> f64
    %5 = "arith.bitcast"(%arg2) : (f64) -> i64
    %6 = "complex.bitcast"(%5) : (i64) -> complex<f32>
    %7 = "complex.bitcast"(%6) : (complex<f32>) -> i64
    "func.return"(%0, %7, %6, %2, %4) : (complex<f32>, i64, complex<f32>, f64, f64) -> ()
  }) : () -> ()
}) : () -> ()

