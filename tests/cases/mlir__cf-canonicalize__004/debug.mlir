#loc2 = loc("input.mlir":2:29)
#loc3 = loc("input.mlir":2:38)
#loc7 = loc("input.mlir":6:6)
#loc9 = loc("input.mlir":8:6)
#loc12 = loc("input.mlir":11:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "cond_br_constant"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:29), %arg1: i32 loc("input.mlir":2:38)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc4)
    %1 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc5)
    "cf.cond_br"(%0, %arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> () loc(#loc6)
  ^bb1(%2: i32 loc("input.mlir":6:6)):  // pred: ^bb0
    "cf.cond_br"(%1, %2, %2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> () loc(#loc8)
  ^bb2(%3: i32 loc("input.mlir":8:6)):  // 2 preds: ^bb0, ^bb1
    "test.y"(%3) : (i32) -> () loc(#loc10)
    "func.return"(%3, %3) : (i32, i32) -> () loc(#loc11)
  ^bb3(%4: i32 loc("input.mlir":11:6)):  // pred: ^bb1
    "test.z"(%4) : (i32) -> () loc(#loc13)
    "func.return"(%4, %4) : (i32, i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc8 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":9:3)
#loc11 = loc("input.mlir":10:3)
#loc13 = loc("input.mlir":12:3)
#loc14 = loc("input.mlir":13:3)

