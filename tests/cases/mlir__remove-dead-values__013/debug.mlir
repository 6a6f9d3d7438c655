#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:31)
#loc4 = loc("input.mlir":3:40)
#loc6 = loc("input.mlir":9:6)
#loc8 = loc("input.mlir":11:6)
#loc9 = loc("input.mlir":11:15)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:19), %arg1: i32 loc("input.mlir":3:31), %arg2: i32 loc("input.mlir":3:40)):
    "cf.switch"(%arg0, %arg1, %arg2, %arg1, %arg2)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> () loc(#loc5)
  ^bb1(%0: i32 loc("input.mlir":9:6)):  // 2 preds: ^bb0, ^bb0
    "func.return"(%0) : (i32) -> () loc(#loc7)
  ^bb2(%1: i32 loc("input.mlir":11:6), %2: i32 loc("input.mlir":11:15)):  // pred: ^bb0
    "func.return"(%2) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":10:3)
#loc10 = loc("input.mlir":12:3)

