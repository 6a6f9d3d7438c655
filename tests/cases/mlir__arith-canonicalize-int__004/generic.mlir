"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32), sym_name = "extended"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1:2 = "arith.addui_extended"(%arg0, %0) : (i32, i32) -> (i32, i1)
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4:2 = "arith.addui_extended"(%2, %3) : (i32, i32) -> (i32, i1)
    %5:2 = "arith.mulsi_extended"(%arg0, %0) : (i32, i32) -> (i32, i32)
    %6:2 = "arith.mulsi_extended"(%2, %3) : (i32, i32) -> (i32, i32)
    %7:2 = "arith.mului_extended"(%2, %3) : (i32, i32) -> (i32, i32)
    "func.return"(%1#0, %1#1, %4#0, %4#1, %5#0, %5#1, %6#0, %6#1, %7#0, %7#1) : (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

