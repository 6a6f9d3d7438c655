#loc2 = loc("input.mlir":2:33)
#loc3 = loc("input.mlir":2:42)
#loc8 = loc("input.mlir":6:18)
#loc9 = loc("input.mlir":6:54)
#loc10 = loc("input.mlir":6:63)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "for_empty_multi_trip"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:33), %arg1: i32 loc("input.mlir":2:42)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc5)
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %3:2 = "scf.for"(%0, %1, %2, %arg0, %arg1) ({
    ^bb0(%arg2: index loc("input.mlir":6:18), %arg3: i32 loc("input.mlir":6:54), %arg4: i32 loc("input.mlir":6:63)):
      "scf.yield"(%arg1, %arg0) : (i32, i32) -> () loc(#loc11)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc(#loc7)
    "func.return"(%3#0, %3#1) : (i32, i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:9)
#loc7 = loc("input.mlir":6:10)
#loc11 = loc("input.mlir":7:5)
#loc12 = loc("input.mlir":9:3)

