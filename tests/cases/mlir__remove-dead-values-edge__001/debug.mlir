#loc2 = loc("input.mlir":3:31)
#loc3 = loc("input.mlir":3:40)
#loc6 = loc("input.mlir":6:23)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "weird_term", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":3:31), %arg2: i32 loc("input.mlir":3:40)):
    "foo.ret"(%arg1) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_weird"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:23)):
    %0 = "func.call"(%arg0, %arg0) <{callee = @weird_term}> : (i32, i32) -> i32 loc(#loc7)
    "func.return"(%0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":6:1)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)

