"builtin.module"() ({
  "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f", sym_visibility = "nested"}> ({
    ^bb0(%arg1: i32, %arg2: i32):
      "func.return"(%arg1) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg0: i32):
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

