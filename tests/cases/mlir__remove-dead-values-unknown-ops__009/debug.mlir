#loc2 = loc("input.mlir":2:22)
#loc5 = loc("input.mlir":5:17)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":2:22)):
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":5:17)):
    "test.foo"() {ref = @f} : () -> () loc(#loc6)
    "func.call"(%arg0) <{callee = @f}> : (i32) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":5:1)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":8:3)

