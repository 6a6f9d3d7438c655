"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.foo"() {ref = @f} : () -> i32
    %1 = "func.call"(%arg0) <{callee = @f}> : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

