"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i8, i8, i1, i1) -> (i1, i1, i32, i32, i32), sym_name = "xori_patterns"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i8, %arg3: i8, %arg4: i1, %arg5: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.xori"(%1, %0) : (i1, i1) -> i1
    %3 = "arith.cmpi"(%arg0, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %4 = "arith.xori"(%0, %3) : (i1, i1) -> i1
    %5 = "arith.extui"(%arg2) : (i8) -> i32
    %6 = "arith.extui"(%arg3) : (i8) -> i32
    %7 = "arith.xori"(%5, %6) : (i32, i32) -> i32
    %8 = "arith.extsi"(%arg2) : (i8) -> i32
    %9 = "arith.extsi"(%arg3) : (i8) -> i32
    %10 = "arith.xori"(%8, %9) : (i32, i32) -> i32
    %11 = "arith.extsi"(%arg4) : (i1) -> i32
    %12 = "arith.xori"(%5, %11) : (i32, i32) -> i32
    "func.return"(%2, %4, %7, %10, %12) : (i1, i1, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

