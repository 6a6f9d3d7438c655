"builtin.module"() ({
  "func.func"() <{function_type = () -> (f16, f32, f32), sym_name = "atan2_zeros"}> ({
    %0 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %4 = "math.atan2"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %5 = "math.atan2"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "math.atan2"(%2, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "math.atan2"(%3, %0) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "test.use"(%7) : (f16) -> ()
    "func.return"(%4, %5, %6) : (f16, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

