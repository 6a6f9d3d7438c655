"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "weird_term", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    "foo.ret"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_weird"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0, %arg0) <{callee = @weird_term}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

