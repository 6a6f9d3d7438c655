"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32), sym_name = "specials"}> ({
    %0 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.mulf"(%0, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.divf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.divf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.addf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "arith.subf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %11 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %12 = "arith.divf"(%3, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5, %6, %7, %8, %9, %10, %12) : (f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

