"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    "test.foo"() {ref = @f} : () -> ()
    "func.call"(%arg0) <{callee = @f}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

