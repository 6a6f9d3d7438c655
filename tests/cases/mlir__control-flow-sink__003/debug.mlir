#loc2 = loc("input.mlir":3:17)
#loc3 = loc("input.mlir":3:26)
#loc4 = loc("input.mlir":3:38)
#loc5 = loc("input.mlir":3:50)
#loc8 = loc("input.mlir":5:11)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index, index, index) -> (), sym_name = "loop"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:17), %arg1: index loc("input.mlir":3:26), %arg2: index loc("input.mlir":3:38), %arg3: index loc("input.mlir":3:50)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "scf.for"(%arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index loc("input.mlir":5:11)):
      "test.use"(%0) : (i32) -> () loc(#loc9)
      "scf.yield"() : () -> () loc(#loc7)
    }) : (index, index, index) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":6:5)
#loc10 = loc("input.mlir":8:3)

