"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i8, i32), sym_name = "float_to_int_small"}> ({
    %0 = "arith.constant"() <{value = -5.000000e-01 : f32}> : () -> f32
    %1 = "arith.fptoui"(%0) : (f32) -> i8
    %2 = "arith.constant"() <{value = 2.500000e+00 : f8E4M3FN}> : () -> f8E4M3FN
    %3 = "arith.fptosi"(%2) : (f8E4M3FN) -> i8
    %4 = "arith.constant"() <{value = 1.000000e+10 : f64}> : () -> f64
    %5 = "arith.fptosi"(%4) : (f64) -> i32
    "func.return"(%1, %3, %5) : (i8, i8, i32) -> ()
  }) : () -> ()
}) : () -> ()

