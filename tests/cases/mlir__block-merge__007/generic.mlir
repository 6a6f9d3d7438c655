"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "switch_three"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "foo.op"(%arg1) : (i32) -> ()
    "foo.br"()[^bb4] : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg2) : (i32) -> ()
    "foo.br"()[^bb4] : () -> ()
  ^bb3:  // pred: ^bb0
    "foo.op"(%arg3) : (i32) -> ()
    "foo.br"()[^bb4] : () -> ()
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

