"builtin.module"() ({
  "func.func"() <{function_type = () -> (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2), sym_name = "truncf_small_types"}> ({
    %0 = "arith.constant"() <{value = 4.480000e+02 : f32}> : () -> f32
    %1 = "arith.truncf"(%0) : (f32) -> f8E4M3FN
    %2 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %3 = "arith.truncf"(%2) : (f32) -> f8E4M3FN
    %4 = "arith.constant"() <{value = -2.000000e+00 : f32}> : () -> f32
    %5 = "arith.truncf"(%4) : (f32) -> f8E5M2FNUZ
    %6 = "arith.constant"() <{value = 6.000000e+00 : f16}> : () -> f16
    %7 = "arith.truncf"(%6) : (f16) -> f4E2M1FN
    %8 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
    %9 = "arith.truncf"(%8) : (f32) -> f8E8M0FNU
    %10 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %11 = "arith.truncf"(%10) : (f16) -> f8E5M2
    "func.return"(%1, %3, %5, %7, %9, %11) : (f8E4M3FN, f8E4M3FN, f8E5M2FNUZ, f4E2M1FN, f8E8M0FNU, f8E5M2) -> ()
  }) : () -> ()
}) : () -> ()

