"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f16, f64, f32, vector<2xf32>), sym_name = "int_to_float"}> ({
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.sitofp"(%0) : (i32) -> f32
    %2 = "arith.uitofp"(%0) : (i32) -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.sitofp"(%3) : (i1) -> f32
    %5 = "arith.uitofp"(%3) : (i1) -> f32
    %6 = "arith.constant"() <{value = 70000 : i32}> : () -> i32
    %7 = "arith.uitofp"(%6) : (i32) -> f16
    %8 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %9 = "arith.uitofp"(%8) : (i128) -> f64
    %10 = "arith.constant"() <{value = 16777217 : i32}> : () -> i32
    %11 = "arith.sitofp"(%10) : (i32) -> f32
    %12 = "arith.constant"() <{value = dense<[1, -3]> : vector<2xi8>}> : () -> vector<2xi8>
    %13 = "arith.sitofp"(%12) : (vector<2xi8>) -> vector<2xf32>
    "func.return"(%1, %2, %4, %5, %7, %9, %11, %13) : (f32, f32, f32, f32, f16, f64, f32, vector<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

