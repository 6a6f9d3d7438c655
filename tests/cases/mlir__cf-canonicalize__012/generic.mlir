"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "switch_constant"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    "cf.switch"(%0, %arg0, %arg0, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[10, 20]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "test.one"(%1) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb2(%2: i32):  // pred: ^bb0
    "test.two"(%2) : (i32) -> ()
    "func.return"() : () -> ()
  ^bb3(%3: i32):  // pred: ^bb0
    "test.three"(%3) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

