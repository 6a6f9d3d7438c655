#loc4 = loc("input.mlir":6:26)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "empty", sym_visibility = "private"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "never", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:26)):
    "func.return"(%arg0) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc3)
  "func.func"() <{function_type = () -> (), sym_name = "calls_empty"}> ({
    "func.call"() <{callee = @empty}> : () -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":6:1)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":9:1)
#loc7 = loc("input.mlir":10:3)
#loc8 = loc("input.mlir":11:3)

