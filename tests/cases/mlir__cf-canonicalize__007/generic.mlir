"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_same_condition"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "test.a"() : () -> ()
    "cf.cond_br"(%arg0)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb0
    "test.b"() : () -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb3:  // pred: ^bb1
    "test.c"() : () -> ()
    "func.return"() : () -> ()
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "test.d"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

