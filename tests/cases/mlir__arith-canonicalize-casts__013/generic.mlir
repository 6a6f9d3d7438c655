"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>), sym_name = "float_to_int"}> ({
    %0 = "arith.constant"() <{value = -2.750000e+00 : f32}> : () -> f32
    %1 = "arith.fptosi"(%0) : (f32) -> i32
    %2 = "arith.fptoui"(%0) : (f32) -> i32
    %3 = "arith.constant"() <{value = 2.555000e+02 : f32}> : () -> f32
    %4 = "arith.fptoui"(%3) : (f32) -> i8
    %5 = "arith.fptosi"(%3) : (f32) -> i8
    %6 = "arith.constant"() <{value = -1.289000e+02 : f64}> : () -> f64
    %7 = "arith.fptosi"(%6) : (f64) -> i8
    %8 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %9 = "arith.fptosi"(%8) : (f32) -> i32
    %10 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %11 = "arith.fptoui"(%10) : (f32) -> i32
    %12 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %13 = "arith.fptosi"(%12) : (f32) -> i1
    %14 = "arith.constant"() <{value = 1.000000e+30 : f32}> : () -> f32
    %15 = "arith.fptosi"(%14) : (f32) -> i128
    %16 = "arith.constant"() <{value = dense<[1.500000e+00, -5.000000e-01]> : vector<2xf32>}> : () -> vector<2xf32>
    %17 = "arith.fptosi"(%16) : (vector<2xf32>) -> vector<2xi8>
    "func.return"(%1, %2, %4, %5, %7, %9, %11, %13, %15, %17) : (i32, i32, i8, i8, i8, i32, i32, i1, i128, vector<2xi8>) -> ()
  }) : () -> ()
}) : () -> ()

