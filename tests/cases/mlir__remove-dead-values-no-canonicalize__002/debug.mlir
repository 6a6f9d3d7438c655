#loc2 = loc("input.mlir":3:21)
#loc3 = loc("input.mlir":3:33)
#loc4 = loc("input.mlir":3:45)
#loc7 = loc("input.mlir":5:16)
#loc8 = loc("input.mlir":5:53)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "for_dead"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:21), %arg1: index loc("input.mlir":3:33), %arg2: index loc("input.mlir":3:45)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc5)
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg3: index loc("input.mlir":5:16), %arg4: i32 loc("input.mlir":5:53)):
      %2 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
      "scf.yield"(%2) : (i32) -> () loc(#loc10)
    }) : (index, index, index, i32) -> i32 loc(#loc6)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:11)
#loc10 = loc("input.mlir":7:5)
#loc11 = loc("input.mlir":9:3)

