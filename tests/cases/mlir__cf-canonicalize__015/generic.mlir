"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_same_condition_case"}> ({
  ^bb0(%arg0: i32):
    "cf.switch"(%arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "test.before"() : () -> ()
    "cf.switch"(%arg0)[^bb3, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[7, 8]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb3:  // pred: ^bb2
    "test.three"() : () -> ()
    "func.return"() : () -> ()
  ^bb4:  // pred: ^bb2
    "test.four"() : () -> ()
    "func.return"() : () -> ()
  ^bb5:  // pred: ^bb2
    "test.five"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

