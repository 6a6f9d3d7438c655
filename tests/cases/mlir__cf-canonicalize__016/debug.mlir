#loc2 = loc("input.mlir":2:42)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_same_condition_default"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:42)):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> () loc(#loc4)
    "cf.switch"(%arg0)[^bb4, ^bb5, ^bb6] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 3]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "test.two"() : () -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  ^bb3:  // pred: ^bb0
    "test.three"() : () -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  ^bb4:  // pred: ^bb1
    "test.four"() : () -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  ^bb5:  // pred: ^bb1
    "test.five"() : () -> () loc(#loc12)
    "func.return"() : () -> () loc(#loc13)
  ^bb6:  // pred: ^bb1
    "test.six"() : () -> () loc(#loc14)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":9:3)
#loc5 = loc("input.mlir":10:3)
#loc6 = loc("input.mlir":16:3)
#loc7 = loc("input.mlir":17:3)
#loc8 = loc("input.mlir":19:3)
#loc9 = loc("input.mlir":20:3)
#loc10 = loc("input.mlir":22:3)
#loc11 = loc("input.mlir":23:3)
#loc12 = loc("input.mlir":25:3)
#loc13 = loc("input.mlir":26:3)
#loc14 = loc("input.mlir":28:3)
#loc15 = loc("input.mlir":29:3)

