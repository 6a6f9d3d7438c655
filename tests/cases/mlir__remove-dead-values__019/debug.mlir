#loc3 = loc("input.mlir":5:25)
#loc4 = loc("input.mlir":5:34)
#loc7 = loc("input.mlir":8:26)
#loc8 = loc("input.mlir":8:35)
#loc11 = loc("input.mlir":11:21)
#loc16 = loc("input.mlir":17:18)
"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f", sym_visibility = "nested"}> ({
    ^bb0(%arg4: i32 loc("input.mlir":5:25), %arg5: i32 loc("input.mlir":5:34)):
      "func.return"(%arg4) : (i32) -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
    ^bb0(%arg2: i32 loc("input.mlir":8:26), %arg3: i32 loc("input.mlir":8:35)):
      "func.return"(%arg2) : (i32) -> () loc(#loc9)
    }) : () -> () loc(#loc6)
    "func.func"() <{function_type = (i32) -> i32, sym_name = "call"}> ({
    ^bb0(%arg1: i32 loc("input.mlir":11:21)):
      %0 = "func.call"(%arg1, %arg1) <{callee = @f}> : (i32, i32) -> i32 loc(#loc12)
      %1 = "func.call"(%arg1, %arg1) <{callee = @g}> : (i32, i32) -> i32 loc(#loc13)
      "func.return"(%0) : (i32) -> () loc(#loc14)
    }) : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "top"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":17:18)):
    "func.return"(%arg0) : (i32) -> () loc(#loc17)
  }) : () -> () loc(#loc15)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":3:1)
#loc1 = loc("input.mlir":4:3)
#loc2 = loc("input.mlir":5:5)
#loc5 = loc("input.mlir":6:7)
#loc6 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":9:7)
#loc10 = loc("input.mlir":11:5)
#loc12 = loc("input.mlir":12:12)
#loc13 = loc("input.mlir":13:12)
#loc14 = loc("input.mlir":14:7)
#loc15 = loc("input.mlir":17:3)
#loc17 = loc("input.mlir":18:5)

