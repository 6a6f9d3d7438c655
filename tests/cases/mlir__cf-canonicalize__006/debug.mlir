#loc2 = loc("input.mlir":2:41)
#loc3 = loc("input.mlir":2:49)
#loc4 = loc("input.mlir":2:58)
#loc6 = loc("input.mlir":4:6)
#loc7 = loc("input.mlir":4:15)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "cond_br_identical_successors"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:41), %arg1: i32 loc("input.mlir":2:49), %arg2: i32 loc("input.mlir":2:58)):
    "cf.cond_br"(%arg0, %arg1, %arg1, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> () loc(#loc5)
  ^bb1(%0: i32 loc("input.mlir":4:6), %1: i32 loc("input.mlir":4:15)):  // 2 preds: ^bb0, ^bb0
    "test.use"(%0, %1) : (i32, i32) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc8 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":6:3)

