"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>), sym_name = "involutions"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "complex.neg"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %1 = "complex.neg"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %2 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %3 = "complex.conj"(%2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %4 = "complex.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %5 = "complex.log"(%4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %6 = "complex.log"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %7 = "complex.exp"(%6) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    "func.return"(%1, %3, %5, %7) : (complex<f32>, complex<f32>, complex<f32>, complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

