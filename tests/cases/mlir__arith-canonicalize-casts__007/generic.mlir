"builtin.module"() ({
  "func.func"() <{function_type = () -> (f64, f32, f64, f32, f32, vector<2xf32>, f64), sym_name = "extf"}> ({
    %0 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %1 = "arith.extf"(%0) : (f32) -> f64
    %2 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %3 = "arith.extf"(%2) : (f16) -> f32
    %4 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %5 = "arith.extf"(%4) : (f32) -> f64
    %6 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %7 = "arith.extf"(%6) : (f16) -> f32
    %8 = "arith.constant"() <{value = 0x7C01 : f16}> : () -> f16
    %9 = "arith.extf"(%8) : (f16) -> f32
    %10 = "arith.constant"() <{value = dense<[1.000000e+00, 5.000000e-01]> : vector<2xbf16>}> : () -> vector<2xbf16>
    %11 = "arith.extf"(%10) : (vector<2xbf16>) -> vector<2xf32>
    %12 = "arith.constant"() <{value = 9.999940e-41 : f32}> : () -> f32
    %13 = "arith.extf"(%12) : (f32) -> f64
    "func.return"(%1, %3, %5, %7, %9, %11, %13) : (f64, f32, f64, f32, f32, vector<2xf32>, f64) -> ()
  }) : () -> ()
}) : () -> ()

