#loc2 = loc("input.mlir":3:23)
#loc4 = loc("input.mlir":5:6)
#loc5 = loc("input.mlir":5:15)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "dead_cycle"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:23)):
    "cf.br"(%arg0, %arg0)[^bb1] : (i32, i32) -> () loc(#loc3)
  ^bb1(%0: i32 loc("input.mlir":5:6), %1: i32 loc("input.mlir":5:15)):  // 2 preds: ^bb0, ^bb1
    %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %3 = "foo.cond"(%1) : (i32) -> i1 loc(#loc7)
    "cf.cond_br"(%3, %2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> () loc(#loc8)
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)
#loc9 = loc("input.mlir":10:3)

