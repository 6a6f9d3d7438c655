"builtin.module"() ({
  "builtin.module"() <{sym_name = "a"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      "func.return"(%arg4, %arg5) : (i32, i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "g", sym_visibility = "nested"}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      "func.return"(%arg2) : (i32) -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "use"}> ({
    ^bb0(%arg1: i32):
      %0:2 = "func.call"(%arg1, %arg1) <{callee = @f}> : (i32, i32) -> (i32, i32)
      %1 = "func.call"(%arg1, %arg1) <{callee = @g}> : (i32, i32) -> i32
      "func.return"(%0#0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

