"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "kept_args"}> ({
  ^bb0(%arg0: i32):
    "foo.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.use"(%0) : (i32) -> ()
    "cf.br"(%arg0)[^bb2] : (i32) -> ()
  ^bb2(%1: i32):  // 2 preds: ^bb1, ^bb2
    "foo.use"(%1) : (i32) -> ()
    %2 = "foo.cond"() : () -> i1
    "cf.cond_br"(%2, %1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb3:  // pred: ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

