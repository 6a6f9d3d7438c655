#loc3 = loc("input.mlir":4:22)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> (), sym_name = "calls_ext"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:22)):
    %0 = "func.call"(%arg0) <{callee = @ext}> : (i32) -> i32 loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:3)

