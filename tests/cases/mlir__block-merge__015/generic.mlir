"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "repeat"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "foo.region"() ({
      "foo.br3"()[^bb1, ^bb2, ^bb3] : () -> ()
    ^bb1:  // pred: ^bb0
      "foo.op"(%arg1) : (i32) -> ()
      "foo.br"()[^bb4] : () -> ()
    ^bb2:  // pred: ^bb0
      "foo.op"(%arg1) : (i32) -> ()
      "foo.br"()[^bb5] : () -> ()
    ^bb3:  // pred: ^bb0
      "foo.op"(%arg1) : (i32) -> ()
      "foo.br"()[^bb5] : () -> ()
    ^bb4:  // pred: ^bb1
      "foo.end"() : () -> ()
    ^bb5:  // 2 preds: ^bb2, ^bb3
      "foo.end"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

