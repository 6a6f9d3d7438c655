#loc2 = loc("input.mlir":3:18)
#loc3 = loc("input.mlir":3:26)
#loc4 = loc("input.mlir":3:35)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:18), %arg1: i32 loc("input.mlir":3:26), %arg2: i32 loc("input.mlir":3:35)):
    "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc5)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %0 = "foo.cond"() : () -> i1 loc(#loc6)
    "cf.cond_br"(%0)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc7)
  ^bb2:  // 2 preds: ^bb0, ^bb2
    %1 = "foo.cond"() : () -> i1 loc(#loc8)
    "cf.cond_br"(%1)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc9)
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":9:8)
#loc9 = loc("input.mlir":10:3)
#loc10 = loc("input.mlir":12:3)

