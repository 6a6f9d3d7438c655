"builtin.module"() ({
  "func.func"() <{function_type = (f32, index, complex<f32>) -> f32, sym_name = "misc"}> ({
  ^bb0(%arg0: f32, %arg1: index, %arg2: complex<f32>):
    %0 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "index.add"(%arg1, %arg1) : (index, index) -> index
    %2 = "complex.re"(%arg2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %3 = "complex.abs"(%arg2) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

