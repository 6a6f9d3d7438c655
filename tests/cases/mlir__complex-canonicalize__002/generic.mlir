"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64) -> (f64, f64), sym_name = "parts_of_create"}> ({
  ^bb0(%arg0: f64, %arg1: f64):
    %0 = "complex.create"(%arg0, %arg1) : (f64, f64) -> complex<f64>
    %1 = "complex.re"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64
    %2 = "complex.im"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64
    "func.return"(%1, %2) : (f64, f64) -> ()
  }) : () -> ()
}) : () -> ()

