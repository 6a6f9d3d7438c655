"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "mismatch_unknown_terminator"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg0) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

