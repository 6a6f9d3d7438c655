"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "calls_ext"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @ext}> : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

