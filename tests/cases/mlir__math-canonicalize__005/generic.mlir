"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "sign"}> ({
    %0 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %3 = "arith.constant"() <{value = 0xFFC00000 : f32}> : () -> f32
    %4 = "math.absf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.copysign"(%1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "math.copysign"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "math.absf"(%2) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %8 = "math.absf"(%3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "test.use"(%4, %5, %6, %7, %8) : (f32, f32, f32, f16, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

