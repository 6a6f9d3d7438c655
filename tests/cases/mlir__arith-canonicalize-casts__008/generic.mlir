"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32), sym_name = "truncf"}> ({
    %0 = "arith.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
    %1 = "arith.truncf"(%0) : (f64) -> f32
    %2 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %3 = "arith.truncf"(%2) : (f64) -> f32
    %4 = "arith.constant"() <{value = 6.552000e+04 : f32}> : () -> f32
    %5 = "arith.truncf"(%4) : (f32) -> f16
    %6 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %7 = "arith.truncf"(%6) : (f32) -> f16
    %8 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %9 = "arith.truncf"(%8) : (f32) -> bf16
    %10 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %11 = "arith.truncf"(%10) : (f32) -> f16
    %12 = "arith.constant"() <{value = 5.96046448E-8 : f32}> : () -> f32
    %13 = "arith.truncf"(%12) : (f32) -> f16
    %14 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e-01]> : vector<2xf32>}> : () -> vector<2xf32>
    %15 = "arith.truncf"(%14) : (vector<2xf32>) -> vector<2xf16>
    %16 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    %17 = "arith.truncf"(%16) <{roundingmode = 1 : i32}> : (f64) -> f32
    "func.return"(%1, %3, %5, %7, %9, %11, %13, %15, %17) : (f32, f32, f16, f16, bf16, f16, f16, vector<2xf16>, f32) -> ()
  }) : () -> ()
}) : () -> ()

