#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:40)
#loc4 = loc("input.mlir":2:51)
#loc6 = loc("input.mlir":3:16)
#loc7 = loc("input.mlir":3:50)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> i32, sym_name = "for_same_bounds"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:28), %arg1: index loc("input.mlir":2:40), %arg2: i32 loc("input.mlir":2:51)):
    %0 = "scf.for"(%arg0, %arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index loc("input.mlir":3:16), %arg4: i32 loc("input.mlir":3:50)):
      %1 = "test.op"(%arg4) : (i32) -> i32 loc(#loc8)
      "scf.yield"(%1) : (i32) -> () loc(#loc9)
    }) : (index, index, index, i32) -> i32 loc(#loc5)
    "func.return"(%0) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:10)
#loc9 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":7:3)

