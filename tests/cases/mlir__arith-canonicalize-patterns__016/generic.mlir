"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i16) -> (i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_int_to_fp_more"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i16):
    %0 = "arith.sitofp"(%arg0) : (i8) -> f32
    %1 = "arith.uitofp"(%arg1) : (i8) -> f32
    %2 = "arith.constant"() <{value = -4.500000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 4.500000e+00 : f32}> : () -> f32
    %4 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %5 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %6 = "arith.cmpf"(%1, %3) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %7 = "arith.cmpf"(%1, %2) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %8 = "arith.cmpf"(%1, %2) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %9 = "arith.cmpf"(%1, %2) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %10 = "arith.constant"() <{value = -3.000000e+02 : f32}> : () -> f32
    %11 = "arith.cmpf"(%0, %10) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %12 = "arith.sitofp"(%arg2) : (i16) -> f16
    %13 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %14 = "arith.cmpf"(%12, %13) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    "func.return"(%4, %5, %6, %7, %8, %9, %11, %14) : (i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

