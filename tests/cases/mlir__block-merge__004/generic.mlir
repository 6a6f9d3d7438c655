"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (), sym_name = "prune_arguments"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    "cf.cond_br"(%arg1)[^bb3, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    "cf.cond_br"(%arg1)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb1
    "foo.op"(%arg2, %arg2, %arg3) : (i32, i32, i32) -> ()
    "cf.br"()[^bb6] : () -> ()
  ^bb4:  // pred: ^bb2
    "foo.op"(%arg3, %arg3, %arg3) : (i32, i32, i32) -> ()
    "cf.br"()[^bb6] : () -> ()
  ^bb5:  // 2 preds: ^bb1, ^bb2
    "foo.other"() : () -> ()
    "cf.br"()[^bb6] : () -> ()
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

