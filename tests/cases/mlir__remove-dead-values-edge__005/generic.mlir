"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "empty", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "never", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "calls_empty"}> ({
    "func.call"() <{callee = @empty}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

