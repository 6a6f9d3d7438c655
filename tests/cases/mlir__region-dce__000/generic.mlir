"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "dead_arg"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.a"() : () -> ()
    "cf.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> ()
    "cf.br"(%arg2)[^bb3] : (i32) -> ()
  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
    "foo.c"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

