"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32, i64, i64) -> (), sym_name = "args_and_operands"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i64, %arg5: i64):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    "cf.cond_br"(%arg1, %arg2)[^bb3, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    "cf.cond_br"(%arg1, %arg3)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb3(%0: i32):  // pred: ^bb1
    %1 = "foo.op"(%0, %arg4) : (i32, i64) -> i32
    "foo.use"(%1, %arg2) : (i32, i32) -> ()
    "cf.br"()[^bb6] : () -> ()
  ^bb4(%2: i32):  // pred: ^bb2
    %3 = "foo.op"(%2, %arg5) : (i32, i64) -> i32
    "foo.use"(%3, %arg3) : (i32, i32) -> ()
    "cf.br"()[^bb6] : () -> ()
  ^bb5:  // 2 preds: ^bb1, ^bb2
    "foo.other"() : () -> ()
    "cf.br"()[^bb6] : () -> ()
  ^bb6:  // 3 preds: ^bb3, ^bb4, ^bb5
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

