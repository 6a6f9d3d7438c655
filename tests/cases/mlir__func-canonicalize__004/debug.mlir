#loc3 = loc("input.mlir":4:26)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead_constant"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:26)):
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32) loc(#loc4)
    "func.return"(%arg0) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)

