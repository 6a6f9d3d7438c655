"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "exp_log_f64"}> ({
    %0 = "arith.constant"() <{value = 3.000000e-01 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %2 = "math.exp"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %3 = "math.exp2"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %4 = "math.expm1"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %5 = "math.log"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %6 = "math.log2"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %7 = "math.log10"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %8 = "math.log1p"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %9 = "math.sqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %10 = "math.powf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %11 = "math.atan2"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %12 = "math.asinh"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %13 = "math.erfc"(%1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "test.use"(%2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13) : (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

