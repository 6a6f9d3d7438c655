#loc2 = loc("input.mlir":2:35)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "cond_br_same_condition"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:35)):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    "test.a"() : () -> () loc(#loc4)
    "cf.cond_br"(%arg0)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "test.b"() : () -> () loc(#loc6)
    "cf.br"()[^bb4] : () -> () loc(#loc7)
  ^bb3:  // pred: ^bb1
    "test.c"() : () -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  ^bb4:  // 2 preds: ^bb1, ^bb2
    "test.d"() : () -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":8:3)
#loc7 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":12:3)
#loc10 = loc("input.mlir":14:3)
#loc11 = loc("input.mlir":15:3)

