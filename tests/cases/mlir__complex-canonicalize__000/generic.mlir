"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "create_of_parts"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %1 = "complex.im"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %2 = "complex.create"(%0, %1) : (f32, f32) -> complex<f32>
    "func.return"(%2) : (complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

