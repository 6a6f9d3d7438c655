"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (f32, f32, f32, f32), sym_name = "no_folder"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 8.000000e+00 : f32}> : () -> f32
    %1 = "math.cbrt"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "math.rsqrt"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3 = "math.fma"(%0, %0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %4 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%1, %2, %3, %4) : (f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

