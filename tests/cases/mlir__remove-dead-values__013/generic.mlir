"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg0, %arg1, %arg2, %arg1, %arg2)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%0) : (i32) -> ()
  ^bb2(%1: i32, %2: i32):  // pred: ^bb0
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

