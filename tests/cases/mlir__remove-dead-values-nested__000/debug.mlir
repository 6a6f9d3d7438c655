#loc3 = loc("input.mlir":8:26)
#loc4 = loc("input.mlir":8:35)
#loc7 = loc("input.mlir":11:25)
#loc8 = loc("input.mlir":11:34)
#loc11 = loc("input.mlir":14:20)
#loc16 = loc("input.mlir":20:26)
"builtin.module"() ({
  "builtin.module"() <{sym_name = "a"}> ({
    "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f", sym_visibility = "private"}> ({
    ^bb0(%arg4: i32 loc("input.mlir":8:26), %arg5: i32 loc("input.mlir":8:35)):
      "func.return"(%arg4, %arg5) : (i32, i32) -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "g", sym_visibility = "nested"}> ({
    ^bb0(%arg2: i32 loc("input.mlir":11:25), %arg3: i32 loc("input.mlir":11:34)):
      "func.return"(%arg2) : (i32) -> () loc(#loc9)
    }) : () -> () loc(#loc6)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "use"}> ({
    ^bb0(%arg1: i32 loc("input.mlir":14:20)):
      %0:2 = "func.call"(%arg1, %arg1) <{callee = @f}> : (i32, i32) -> (i32, i32) loc(#loc12)
      %1 = "func.call"(%arg1, %arg1) <{callee = @g}> : (i32, i32) -> i32 loc(#loc13)
      "func.return"(%0#0) : (i32) -> () loc(#loc14)
    }) : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":20:26)):
    "func.return"(%arg0) : (i32) -> () loc(#loc17)
  }) : () -> () loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":6:1)
#loc1 = loc("input.mlir":7:3)
#loc2 = loc("input.mlir":8:5)
#loc5 = loc("input.mlir":9:7)
#loc6 = loc("input.mlir":11:5)
#loc9 = loc("input.mlir":12:7)
#loc10 = loc("input.mlir":14:5)
#loc12 = loc("input.mlir":15:14)
#loc13 = loc("input.mlir":16:12)
#loc14 = loc("input.mlir":17:7)
#loc15 = loc("input.mlir":20:3)
#loc17 = loc("input.mlir":21:5)

