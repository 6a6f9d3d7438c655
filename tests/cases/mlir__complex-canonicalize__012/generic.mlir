"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "constant_folding"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "complex.constant"() <{value = [2.000000e+00 : f32, 3.000000e+00 : f32]}> : () -> complex<f32>
    %1 = "complex.constant"() <{value = [2.000000e+00 : f32, 3.000000e+00 : f32]}> : () -> complex<f32>
    %2 = "complex.add"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %3 = "complex.add"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    "func.return"(%3) : (complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

