"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead_constant"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

