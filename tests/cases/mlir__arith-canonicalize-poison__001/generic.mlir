"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i1, i1, i1, i1, i32, i32), sym_name = "extended_i1_and_poison"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1:2 = "arith.mului_extended"(%arg0, %0) : (i1, i1) -> (i1, i1)
    %2:2 = "arith.mulsi_extended"(%0, %0) : (i1, i1) -> (i1, i1)
    %3 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %4 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %5:2 = "arith.addui_extended"(%3, %4) : (i32, i32) -> (i32, i1)
    %6:2 = "arith.mulsi_extended"(%3, %4) : (i32, i32) -> (i32, i32)
    "func.return"(%1#0, %1#1, %2#0, %2#1, %6#0, %6#1) : (i1, i1, i1, i1, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

