"builtin.module"() ({
  "func.func"() <{function_type = () -> (f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3), sym_name = "other_types"}> ({
    %0 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %2 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %3 = "arith.constant"() <{value = 7.000000e+00 : bf16}> : () -> bf16
    %4 = "arith.divf"(%2, %3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %5 = "arith.constant"() <{value = 1.000000e-310 : f64}> : () -> f64
    %6 = "arith.mulf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %7 = "arith.constant"() <{value = 1.500000e+00 : f80}> : () -> f80
    %8 = "arith.constant"() <{value = 2.750000e+00 : f80}> : () -> f80
    %9 = "arith.mulf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
    %10 = "arith.constant"() <{value = 1.000000e+00 : f128}> : () -> f128
    %11 = "arith.constant"() <{value = 3.000000e+00 : f128}> : () -> f128
    %12 = "arith.divf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
    %13 = "arith.constant"() <{value = 1.000000e+00 : tf32}> : () -> tf32
    %14 = "arith.constant"() <{value = 1.000400e-03 : tf32}> : () -> tf32
    %15 = "arith.addf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (tf32, tf32) -> tf32
    %16 = "arith.constant"() <{value = 1.500000e+00 : f8E5M2}> : () -> f8E5M2
    %17 = "arith.addf"(%16, %16) <{fastmath = #arith.fastmath<none>}> : (f8E5M2, f8E5M2) -> f8E5M2
    %18 = "arith.constant"() <{value = 4.480000e+02 : f8E4M3FN}> : () -> f8E4M3FN
    %19 = "arith.addf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %20 = "arith.constant"() <{value = 1.125000e+00 : f8E4M3}> : () -> f8E4M3
    %21 = "arith.mulf"(%20, %20) <{fastmath = #arith.fastmath<none>}> : (f8E4M3, f8E4M3) -> f8E4M3
    "func.return"(%1, %4, %6, %9, %12, %15, %17, %19, %21) : (f16, bf16, f64, f80, f128, tf32, f8E5M2, f8E4M3FN, f8E4M3) -> ()
  }) : () -> ()
}) : () -> ()

