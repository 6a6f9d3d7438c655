"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "transcendental_f32"}> ({
    %0 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.750000e+00 : f32}> : () -> f32
    %2 = "math.sin"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3 = "math.cos"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "math.tan"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.asin"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "math.acos"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "math.atan"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %8 = "math.sinh"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "math.cosh"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %10 = "math.tanh"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %11 = "math.asinh"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %12 = "math.acosh"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %13 = "math.atanh"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %14 = "math.erf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %15 = "math.erfc"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "test.use"(%2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

