#loc2 = loc("input.mlir":2:39)
#loc3 = loc("input.mlir":2:48)
#loc4 = loc("input.mlir":2:57)
#loc6 = loc("input.mlir":9:6)
#loc9 = loc("input.mlir":12:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_cases_match_default"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:39), %arg1: i32 loc("input.mlir":2:48), %arg2: i32 loc("input.mlir":2:57)):
    "cf.switch"(%arg0, %arg1, %arg1, %arg2, %arg2)[^bb1, ^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 1, 1>, case_values = dense<[10, 20, 30]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> () loc(#loc5)
  ^bb1(%0: i32 loc("input.mlir":9:6)):  // 3 preds: ^bb0, ^bb0, ^bb0
    "test.one"(%0) : (i32) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  ^bb2(%1: i32 loc("input.mlir":12:6)):  // pred: ^bb0
    "test.two"(%1) : (i32) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":10:3)
#loc8 = loc("input.mlir":11:3)
#loc10 = loc("input.mlir":13:3)
#loc11 = loc("input.mlir":14:3)

