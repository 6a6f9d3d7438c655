"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_operands"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg0, %arg1, %arg1, %arg2, %arg2)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.d"() : () -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb2(%1: i32, %2: i32):  // pred: ^bb0
    "foo.e"(%2) : (i32) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb3(%3: i32):  // pred: ^bb0
    "foo.f"(%3) : (i32) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    "foo.g"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

