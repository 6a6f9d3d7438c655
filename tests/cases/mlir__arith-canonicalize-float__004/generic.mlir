"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f64), sym_name = "remf"}> ({
    %0 = "arith.constant"() <{value = 5.500000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = -5.500000e+00 : f32}> : () -> f32
    %3 = "arith.remf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.remf"(%2, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.remf"(%0, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %8 = "arith.remf"(%0, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.constant"() <{value = 1.000000e+300 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %11 = "arith.remf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%3, %4, %6, %8, %11) : (f32, f32, f32, f32, f64) -> ()
  }) : () -> ()
}) : () -> ()

