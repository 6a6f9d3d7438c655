#loc2 = loc("input.mlir":2:22)
#loc3 = loc("input.mlir":2:30)
#loc7 = loc("input.mlir":6:6)
#loc10 = loc("input.mlir":10:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "locations"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:22), %arg1: i32 loc("input.mlir":2:30)):
    "test.before"() : () -> () loc(#loc4)
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc5)
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc6)
  ^bb1(%1: i32 loc("input.mlir":6:6)):  // 2 preds: ^bb0, ^bb2
    "cf.br"(%1)[^bb3] : (i32) -> () loc(#loc8)
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%0, %arg1, %arg1)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> () loc(#loc9)
  ^bb3(%2: i32 loc("input.mlir":10:6)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%2) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc5 = loc("t")
#loc6 = loc("cond")
#loc8 = loc("br1")
#loc9 = loc("cond2")
#loc11 = loc("input.mlir":11:3)

