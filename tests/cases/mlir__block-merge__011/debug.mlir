#loc2 = loc("input.mlir":4:22)
#loc4 = loc("input.mlir":6:6)
#loc7 = loc("input.mlir":9:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "kept_args"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:22)):
    "foo.br"(%arg0)[^bb1] : (i32) -> () loc(#loc3)
  ^bb1(%0: i32 loc("input.mlir":6:6)):  // pred: ^bb0
    "foo.use"(%0) : (i32) -> () loc(#loc5)
    "cf.br"(%arg0)[^bb2] : (i32) -> () loc(#loc6)
  ^bb2(%1: i32 loc("input.mlir":9:6)):  // 2 preds: ^bb1, ^bb2
    "foo.use"(%1) : (i32) -> () loc(#loc8)
    %2 = "foo.cond"() : () -> i1 loc(#loc9)
    "cf.cond_br"(%2, %1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc10)
  ^bb3:  // pred: ^bb2
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":10:3)
#loc9 = loc("input.mlir":11:8)
#loc10 = loc("input.mlir":12:3)
#loc11 = loc("input.mlir":14:3)

