"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "minmax_constants"}> ({
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0x7F800001 : f32}> : () -> f32
    %5 = "arith.maximumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.minimumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.maxnumf"(%1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.minnumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.maximumf"(%3, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "arith.minimumf"(%4, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %11 = "arith.maxnumf"(%3, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.maxnumf"(%4, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %13 = "arith.minnumf"(%4, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %14 = "arith.minimumf"(%2, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5, %6, %7, %8, %9, %10, %11, %12, %13, %14) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

