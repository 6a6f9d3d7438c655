"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "component_of_neg_loc"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    "test.before"() : () -> ()
    %0 = "complex.create"(%arg0, %arg1) : (f32, f32) -> complex<f32>
    %1 = "complex.neg"(%0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    %2 = "complex.im"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

