"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_cases_match_default"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg0, %arg1, %arg1, %arg2, %arg2)[^bb1, ^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[10, 20, 30]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    "test.one"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2(%1: i32):  // pred: ^bb0
    "test.two"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

