"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "locations"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "test.before"() : () -> ()
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%0, %arg1, %arg1)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

