#loc2 = loc("input.mlir":2:39)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_same_condition_case"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:39)):
    "cf.switch"(%arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<7> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "test.before"() : () -> () loc(#loc6)
    "cf.switch"(%arg0)[^bb3, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[7, 8]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc7)
  ^bb3:  // pred: ^bb2
    "test.three"() : () -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  ^bb4:  // pred: ^bb2
    "test.four"() : () -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  ^bb5:  // pred: ^bb2
    "test.five"() : () -> () loc(#loc12)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":8:3)
#loc5 = loc("input.mlir":9:3)
#loc6 = loc("input.mlir":11:3)
#loc7 = loc("input.mlir":12:3)
#loc8 = loc("input.mlir":18:3)
#loc9 = loc("input.mlir":19:3)
#loc10 = loc("input.mlir":21:3)
#loc11 = loc("input.mlir":22:3)
#loc12 = loc("input.mlir":24:3)
#loc13 = loc("input.mlir":25:3)

