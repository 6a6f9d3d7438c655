"builtin.module"() ({
  "func.func"() <{function_type = (i8, i32, i32) -> (i16, i16, i16, f16, f16, f16, i8), sym_name = "trunc_patterns"}> ({
  ^bb0(%arg0: i8, %arg1: i32, %arg2: i32):
    %0 = "arith.extsi"(%arg0) : (i8) -> i32
    %1 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %2 = "arith.extui"(%arg0) : (i8) -> i32
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<nuw>}> : (i32) -> i16
    %4 = "arith.constant"() <{value = 16 : i32}> : () -> i32
    %5 = "arith.shrsi"(%arg1, %4) : (i32, i32) -> i32
    %6 = "arith.trunci"(%5) <{overflowFlags = #arith.overflow<nsw>}> : (i32) -> i16
    %7 = "arith.sitofp"(%arg2) : (i32) -> f32
    %8 = "arith.truncf"(%7) : (f32) -> f16
    %9 = "arith.uitofp"(%arg2) : (i32) -> f32
    %10 = "arith.truncf"(%9) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f16
    %11 = "arith.truncf"(%9) <{roundingmode = 4 : i32}> : (f32) -> f16
    %12 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    "func.return"(%1, %3, %6, %8, %10, %11, %12) : (i16, i16, i16, f16, f16, f16, i8) -> ()
  }) : () -> ()
}) : () -> ()

