"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>), sym_name = "add_sub_zero"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "complex.constant"() <{value = [0.000000e+00 : f32, 0.000000e+00 : f32]}> : () -> complex<f32>
    %1 = "complex.constant"() <{value = [-0.000000e+00 : f32, 0.000000e+00 : f32]}> : () -> complex<f32>
    %2 = "complex.constant"() <{value = [0.000000e+00 : f32, 1.000000e+00 : f32]}> : () -> complex<f32>
    %3 = "complex.add"(%arg0, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %4 = "complex.sub"(%arg0, %1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %5 = "complex.add"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %6 = "complex.add"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    "func.return"(%3, %4, %5, %6) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

