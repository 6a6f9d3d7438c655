#loc2 = loc("input.mlir":3:29)
#loc3 = loc("input.mlir":3:38)
#loc4 = loc("input.mlir":3:47)
#loc8 = loc("input.mlir":11:8)
#loc9 = loc("input.mlir":11:17)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "redundant_switch"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:29), %arg1: i32 loc("input.mlir":3:38), %arg2: i32 loc("input.mlir":3:47)):
    "foo.region"() ({
      "foo.pre"() : () -> () loc(#loc6)
      "cf.switch"(%arg0, %arg1, %arg2, %arg1, %arg1)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 2, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, i32, i32, i32) -> () loc(#loc7)
    ^bb1(%0: i32 loc("input.mlir":11:8), %1: i32 loc("input.mlir":11:17)):  // 2 preds: ^bb0, ^bb0
      "foo.use"(%0, %1) : (i32, i32) -> () loc(#loc10)
      "foo.end"() : () -> () loc(#loc11)
    ^bb2:  // pred: ^bb0
      "foo.end2"() : () -> () loc(#loc12)
    }) : () -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":5:5)
#loc7 = loc("input.mlir":6:5)
#loc10 = loc("input.mlir":12:5)
#loc11 = loc("input.mlir":13:5)
#loc12 = loc("input.mlir":15:5)
#loc13 = loc("input.mlir":17:3)

