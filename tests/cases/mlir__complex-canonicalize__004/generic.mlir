"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>), sym_name = "add_sub"}> ({
  ^bb0(%arg0: complex<f32>, %arg1: complex<f32>):
    %0 = "complex.sub"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %1 = "complex.add"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %2 = "complex.add"(%arg1, %0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %3 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %4 = "complex.sub"(%3, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    "func.return"(%1, %2, %4) : (complex<f32>, complex<f32>, complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

