"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "redundant_switch"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "foo.region"() ({
      "foo.pre"() : () -> ()
      "cf.switch"(%arg0, %arg1, %arg2, %arg1, %arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, i32, i32, i32) -> ()
    ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
      "foo.use"(%0, %1) : (i32, i32) -> ()
      "foo.end"() : () -> ()
    ^bb2:  // pred: ^bb0
      "foo.end2"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

