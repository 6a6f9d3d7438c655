"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, i32, i1), sym_name = "poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %3 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %4 = "math.sin"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.copysign"(%1, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "math.atan2"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "math.ipowi"(%3, %2) : (i32, i32) -> i32
    %8 = "math.isnan"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    "func.return"(%4, %5, %6, %7, %8) : (f32, f32, f32, i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

