"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>) -> complex<f32>, sym_name = "bitcast_chain"}> ({
  ^bb0(%arg0: complex<f32>):
    %0 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
    %1 = "complex.bitcast"(%0) : (i64) -> complex<f32>
    "func.return"(%1) : (complex<f32>) -> ()
  }) : () -> ()
}) : () -> ()

