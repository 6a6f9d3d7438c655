#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:34)
#loc4 = loc("input.mlir":2:43)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "select_poison"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:26), %arg1: i32 loc("input.mlir":2:34), %arg2: i32 loc("input.mlir":2:43)):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc(#loc5)
    %1 = "arith.select"(%arg0, %0, %arg1) : (i1, i32, i32) -> i32 loc(#loc6)
    %2 = "arith.select"(%arg0, %arg2, %0) : (i1, i32, i32) -> i32 loc(#loc7)
    "func.return"(%1, %2) : (i32, i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:3)

