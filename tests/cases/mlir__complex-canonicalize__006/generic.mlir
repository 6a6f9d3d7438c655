"builtin.module"() ({
  "func.func"() <{function_type = (complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>), sym_name = "mul_div_one"}> ({
  ^bb0(%arg0: complex<f64>):
    %0 = "complex.constant"() <{value = [1.000000e+00, 0.000000e+00]}> : () -> complex<f64>
    %1 = "complex.constant"() <{value = [1.000000e+00, 1.000000e+00]}> : () -> complex<f64>
    %2 = "complex.mul"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %3 = "complex.div"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %4 = "complex.mul"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %5 = "complex.div"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    "func.return"(%2, %3, %4, %5) : (complex<f64>, complex<f64>, complex<f64>, complex<f64>) -> ()
  }) : () -> ()
}) : () -> ()

