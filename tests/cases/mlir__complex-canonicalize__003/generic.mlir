"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f16), sym_name = "parts_of_constant"}> ({
    %0 = "complex.constant"() <{value = [1.500000e+00 : f32, -2.000000e+00 : f32]}> : () -> complex<f32>
    %1 = "complex.constant"() <{value = [0.000000e+00 : f16, 3.000000e+00 : f16]}> : () -> complex<f16>
    %2 = "complex.re"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %3 = "complex.im"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %4 = "complex.im"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f16>) -> f16
    "func.return"(%2, %3, %4) : (f32, f32, f16) -> ()
  }) : () -> ()
}) : () -> ()

