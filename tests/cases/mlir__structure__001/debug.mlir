#loc2 = loc("input.mlir":3:6)
#loc5 = loc("input.mlir":7:6)
"builtin.module"() ({
  "t.cfg"() ({
  ^bb0(%arg0: i32 loc("input.mlir":3:6)):
    "t.br"(%arg0)[^bb2] : (i32) -> () loc(#loc3)
  ^bb1:  // pred: ^bb2
    "t.ret"() : () -> () loc(#loc4)
  ^bb2(%0: i32 loc("input.mlir":7:6)):  // 2 preds: ^bb0, ^bb2
    "t.cond"(%0, %0)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":8:3)

