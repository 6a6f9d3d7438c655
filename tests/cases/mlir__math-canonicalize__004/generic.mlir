"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "rounding"}> ({
    %0 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 3.500000e+00 : f16}> : () -> f16
    %2 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    %3 = "math.ceil"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "math.floor"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.round"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "math.roundeven"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "math.trunc"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %8 = "math.ceil"(%1) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %9 = "math.floor"(%2) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %10 = "math.roundeven"(%1) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %11 = "math.round"(%1) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %12 = "math.trunc"(%2) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    "test.use"(%3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (f32, f32, f32, f32, f32, f16, bf16, f16, f16, bf16) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

