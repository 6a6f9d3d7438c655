#loc2 = loc("input.mlir":2:32)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:50)
#loc7 = loc("input.mlir":10:6)
#loc11 = loc("input.mlir":15:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_pass_through"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:32), %arg1: i32 loc("input.mlir":2:41), %arg2: i32 loc("input.mlir":2:50)):
    "cf.switch"(%arg0, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg2)[^bb4] : (i32) -> () loc(#loc6)
  ^bb2(%0: i32 loc("input.mlir":10:6)):  // pred: ^bb0
    "cf.br"(%0)[^bb4] : (i32) -> () loc(#loc8)
  ^bb3:  // pred: ^bb0
    "test.three"() : () -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  ^bb4(%1: i32 loc("input.mlir":15:6)):  // 2 preds: ^bb1, ^bb2
    "test.four"(%1) : (i32) -> () loc(#loc12)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":13:3)
#loc10 = loc("input.mlir":14:3)
#loc12 = loc("input.mlir":16:3)
#loc13 = loc("input.mlir":17:3)

