"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "select_poison"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "arith.select"(%arg0, %0, %arg1) : (i1, i32, i32) -> i32
    %2 = "arith.select"(%arg0, %arg2, %0) : (i1, i32, i32) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

