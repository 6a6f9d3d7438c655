#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:36)
#loc4 = loc("input.mlir":2:45)
#loc6 = loc("input.mlir":4:6)
#loc9 = loc("input.mlir":8:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "br_pass_through"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:28), %arg1: i32 loc("input.mlir":2:36), %arg2: i32 loc("input.mlir":2:45)):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc5)
  ^bb1(%0: i32 loc("input.mlir":4:6)):  // pred: ^bb0
    "cf.br"(%0)[^bb3] : (i32) -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg2)[^bb3] : (i32) -> () loc(#loc8)
  ^bb3(%1: i32 loc("input.mlir":8:6)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%1) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":5:3)
#loc8 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":9:3)

