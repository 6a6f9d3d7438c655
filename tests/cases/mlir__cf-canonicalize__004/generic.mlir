"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "cond_br_constant"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%0, %arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%2: i32):  // pred: ^bb0
    "cf.cond_br"(%1, %2, %2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
    "test.y"(%3) : (i32) -> ()
    "func.return"(%3, %3) : (i32, i32) -> ()
  ^bb3(%4: i32):  // pred: ^bb1
    "test.z"(%4) : (i32) -> ()
    "func.return"(%4, %4) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

