"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f16, bf16, f64, f32), sym_name = "rounding"}> ({
    %0 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.constant"() <{value = 2.048000e+03 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %6 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %7 = "arith.constant"() <{value = 3.906250e-03 : bf16}> : () -> bf16
    %8 = "arith.addf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %9 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 2.000000e-01 : f64}> : () -> f64
    %11 = "arith.addf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %12 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %14 = "arith.divf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2, %5, %8, %11, %14) : (f32, f16, bf16, f64, f32) -> ()
  }) : () -> ()
}) : () -> ()

