"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_same_condition_default"}> ({
  ^bb0(%arg0: i32):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> ()
    "cf.switch"(%arg0)[^bb4, ^bb5, ^bb6] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "test.two"() : () -> ()
    "func.return"() : () -> ()
  ^bb3:  // pred: ^bb0
    "test.three"() : () -> ()
    "func.return"() : () -> ()
  ^bb4:  // pred: ^bb1
    "test.four"() : () -> ()
    "func.return"() : () -> ()
  ^bb5:  // pred: ^bb1
    "test.five"() : () -> ()
    "func.return"() : () -> ()
  ^bb6:  // pred: ^bb1
    "test.six"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

