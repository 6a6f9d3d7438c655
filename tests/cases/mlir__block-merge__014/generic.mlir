"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "terminator_result"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.producing_br"()[^bb1, ^bb2] : () -> i32
  ^bb1:  // pred: ^bb0
    "foo.op"(%0) : (i32) -> ()
    "foo.end"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg0) : (i32) -> ()
    "foo.end"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

