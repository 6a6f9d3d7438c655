"builtin.module"() ({
  "func.func"() <{function_type = () -> (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ), sym_name = "small_types"}> ({
    %0 = "arith.constant"() <{value = 1.500000e+00 : f8E4M3FNUZ}> : () -> f8E4M3FNUZ
    %1 = "arith.mulf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FNUZ, f8E4M3FNUZ) -> f8E4M3FNUZ
    %2 = "arith.constant"() <{value = 3.000000e+00 : f8E5M2FNUZ}> : () -> f8E5M2FNUZ
    %3 = "arith.addf"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (f8E5M2FNUZ, f8E5M2FNUZ) -> f8E5M2FNUZ
    %4 = "arith.constant"() <{value = 5.000000e-01 : f8E4M3B11FNUZ}> : () -> f8E4M3B11FNUZ
    %5 = "arith.subf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f8E4M3B11FNUZ, f8E4M3B11FNUZ) -> f8E4M3B11FNUZ
    %6 = "arith.constant"() <{value = 1.062500e+00 : f8E3M4}> : () -> f8E3M4
    %7 = "arith.addf"(%6, %6) <{fastmath = #arith.fastmath<none>}> : (f8E3M4, f8E3M4) -> f8E3M4
    %8 = "arith.constant"() <{value = 1.500000e+00 : f6E2M3FN}> : () -> f6E2M3FN
    %9 = "arith.mulf"(%8, %8) <{fastmath = #arith.fastmath<none>}> : (f6E2M3FN, f6E2M3FN) -> f6E2M3FN
    %10 = "arith.constant"() <{value = 1.500000e+00 : f4E2M1FN}> : () -> f4E2M1FN
    %11 = "arith.addf"(%10, %10) <{fastmath = #arith.fastmath<none>}> : (f4E2M1FN, f4E2M1FN) -> f4E2M1FN
    %12 = "arith.constant"() <{value = 2.400000e+02 : f8E4M3FNUZ}> : () -> f8E4M3FNUZ
    %13 = "arith.addf"(%12, %12) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FNUZ, f8E4M3FNUZ) -> f8E4M3FNUZ
    "func.return"(%1, %3, %5, %7, %9, %11, %13) : (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f6E2M3FN, f4E2M1FN, f8E4M3FNUZ) -> ()
  }) : () -> ()
}) : () -> ()

