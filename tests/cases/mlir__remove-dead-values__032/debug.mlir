#loc2 = loc("input.mlir":3:17)
#loc8 = loc("input.mlir":11:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:17)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc3)
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc4)
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "func.return"() : () -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    %1 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc(#loc6)
    "cf.cond_br"(%1, %arg0)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> () loc(#loc7)
  ^bb3(%2: i32 loc("input.mlir":11:6)):  // pred: ^bb2
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:11)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":9:8)
#loc7 = loc("input.mlir":10:3)
#loc9 = loc("input.mlir":12:3)

