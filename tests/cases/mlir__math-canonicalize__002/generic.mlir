"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "refused"}> ({
    %0 = "arith.constant"() <{value = -2.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -1.500000e+00 : f64}> : () -> f64
    %3 = "math.log"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "math.log2"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.log10"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "math.sqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "math.log1p"(%2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %8 = "math.sqrt"(%2) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %9 = "math.log1p"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "test.use"(%3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, f64, f64, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

