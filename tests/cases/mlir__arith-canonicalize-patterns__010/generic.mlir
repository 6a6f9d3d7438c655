"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, i32) -> (i32, i32, i32, i1, i32, i32, i64), sym_name = "select_patterns"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1
    %3 = "arith.select"(%2, %arg1, %arg2) : (i1, i32, i32) -> i32
    %4 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %5 = "arith.select"(%arg0, %4, %arg3) : (i1, i32, i32) -> i32
    %6 = "arith.select"(%arg0, %arg3, %4) : (i1, i32, i32) -> i32
    %7 = "arith.select"(%arg0, %1, %0) : (i1, i1, i1) -> i1
    %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.select"(%arg0, %8, %9) : (i1, i32, i32) -> i32
    %11 = "arith.select"(%arg0, %9, %8) : (i1, i32, i32) -> i32
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %14 = "arith.select"(%arg0, %13, %12) : (i1, i64, i64) -> i64
    "func.return"(%3, %5, %6, %7, %10, %11, %14) : (i32, i32, i32, i1, i32, i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

