"builtin.module"() ({
  "func.func"() <{function_type = (i32, i8, i8, i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpf_int_to_fp"}> ({
  ^bb0(%arg0: i32, %arg1: i8, %arg2: i8, %arg3: i64):
    %0 = "arith.sitofp"(%arg0) : (i32) -> f64
    %1 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %2 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %3 = "arith.sitofp"(%arg1) : (i8) -> f32
    %4 = "arith.constant"() <{value = 1.000000e+03 : f32}> : () -> f32
    %5 = "arith.cmpf"(%3, %4) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %6 = "arith.cmpf"(%3, %4) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %7 = "arith.uitofp"(%arg2) : (i8) -> f32
    %8 = "arith.constant"() <{value = -4.500000e+00 : f32}> : () -> f32
    %9 = "arith.cmpf"(%7, %8) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %10 = "arith.cmpf"(%7, %8) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %11 = "arith.cmpf"(%3, %8) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %12 = "arith.constant"() <{value = 4.400000e+00 : f32}> : () -> f32
    %13 = "arith.cmpf"(%3, %12) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %14 = "arith.cmpf"(%3, %12) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %15 = "arith.cmpf"(%3, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %16 = "arith.cmpf"(%3, %8) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %17 = "arith.sitofp"(%arg3) : (i64) -> f32
    %18 = "arith.constant"() <{value = 1.000000e+10 : f32}> : () -> f32
    %19 = "arith.cmpf"(%17, %18) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %20 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %21 = "arith.cmpf"(%3, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    "func.return"(%2, %5, %6, %9, %10, %11, %13, %14, %15, %16, %19, %21) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

