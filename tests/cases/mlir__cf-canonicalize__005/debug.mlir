#loc2 = loc("input.mlir":2:33)
#loc3 = loc("input.mlir":2:41)
#loc4 = loc("input.mlir":2:50)
#loc8 = loc("input.mlir":7:6)
#loc10 = loc("input.mlir":9:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "cond_br_pass_through"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:33), %arg1: i32 loc("input.mlir":2:41), %arg2: i32 loc("input.mlir":2:50)):
    "cf.cond_br"(%arg0, %arg2)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 7>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "test.one"() : () -> () loc(#loc6)
    "cf.br"(%arg1)[^bb3] : (i32) -> () loc(#loc7)
  ^bb2(%0: i32 loc("input.mlir":7:6)):  // pred: ^bb0
    "cf.br"(%0)[^bb3] : (i32) -> () loc(#loc9)
  ^bb3(%1: i32 loc("input.mlir":9:6)):  // 2 preds: ^bb1, ^bb2
    "test.use"(%1) : (i32) -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":8:3)
#loc11 = loc("input.mlir":10:3)
#loc12 = loc("input.mlir":11:3)

