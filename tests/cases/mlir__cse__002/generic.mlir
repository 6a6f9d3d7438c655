"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "dead_and_unknown"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "foo.op"(%arg0) : (i32) -> i32
    %2 = "foo.op"(%arg0) : (i32) -> i32
    "func.return"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

