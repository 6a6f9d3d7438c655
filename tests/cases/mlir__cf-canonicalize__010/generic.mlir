"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "switch_only_default"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "cf.switch"(%arg0, %arg1)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "test.use"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

