"builtin.module"() ({
  "func.func"() <{function_type = (i8, i32, i16) -> (i64, i64, i16, i8, i16, i8, i32, i64), sym_name = "ext_chains"}> ({
  ^bb0(%arg0: i8, %arg1: i32, %arg2: i16):
    %0 = "arith.extui"(%arg0) : (i8) -> i16
    %1 = "arith.extui"(%0) : (i16) -> i64
    %2 = "arith.extsi"(%arg0) : (i8) -> i16
    %3 = "arith.extsi"(%2) : (i16) -> i64
    %4 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %5 = "arith.extui"(%arg0) : (i8) -> i32
    %6 = "arith.trunci"(%5) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %7 = "arith.extsi"(%arg1) : (i32) -> i64
    %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %9 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    %11 = "arith.extsi"(%arg2) : (i16) -> i64
    %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %13 = "arith.extui"(%arg0) : (i8) -> i16
    %14 = "arith.extsi"(%13) : (i16) -> i64
    "func.return"(%1, %3, %4, %6, %8, %10, %12, %14) : (i64, i64, i16, i8, i16, i8, i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

