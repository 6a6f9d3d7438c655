"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "bitwise"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %2 = "arith.andi"(%arg0, %0) : (i32, i32) -> i32
    %3 = "arith.andi"(%arg0, %1) : (i32, i32) -> i32
    %4 = "arith.andi"(%arg0, %arg0) : (i32, i32) -> i32
    %5 = "arith.xori"(%arg0, %1) : (i32, i32) -> i32
    %6 = "arith.andi"(%arg0, %5) : (i32, i32) -> i32
    %7 = "arith.andi"(%5, %arg0) : (i32, i32) -> i32
    %8 = "arith.andi"(%arg0, %arg1) : (i32, i32) -> i32
    %9 = "arith.andi"(%arg0, %8) : (i32, i32) -> i32
    %10 = "arith.andi"(%8, %arg1) : (i32, i32) -> i32
    %11 = "arith.ori"(%arg0, %0) : (i32, i32) -> i32
    %12 = "arith.ori"(%arg0, %1) : (i32, i32) -> i32
    %13 = "arith.ori"(%arg0, %5) : (i32, i32) -> i32
    "func.return"(%2, %3, %4, %6, %7, %9, %10, %11, %12, %13) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

