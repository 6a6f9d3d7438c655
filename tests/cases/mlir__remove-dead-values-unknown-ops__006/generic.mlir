"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32):
    "foo.ref"() {f = @f} : () -> ()
    %0 = "func.call"(%arg0, %arg0) <{callee = @f}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

