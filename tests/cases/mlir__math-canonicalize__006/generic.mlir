"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "classify"}> ({
    %0 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 9.999940e-41 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "math.isinf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %5 = "math.isnan"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %6 = "math.isfinite"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %7 = "math.isnormal"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %8 = "math.isnormal"(%3) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %9 = "math.isfinite"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %10 = "math.isnan"(%3) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %11 = "math.isinf"(%3) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    "func.return"(%4, %5, %6, %7, %8, %9, %10, %11) : (i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

