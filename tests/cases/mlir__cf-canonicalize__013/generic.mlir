"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_constant_default"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "cf.switch"(%0, %arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<10> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "test.one"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "test.two"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

