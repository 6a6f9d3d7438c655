"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_pass_through"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg0, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg2)[^bb4] : (i32) -> ()
  ^bb2(%0: i32):  // pred: ^bb0
    "cf.br"(%0)[^bb4] : (i32) -> ()
  ^bb3:  // pred: ^bb0
    "test.three"() : () -> ()
    "func.return"() : () -> ()
  ^bb4(%1: i32):  // 2 preds: ^bb1, ^bb2
    "test.four"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

