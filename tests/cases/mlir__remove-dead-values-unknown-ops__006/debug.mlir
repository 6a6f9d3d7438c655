#loc2 = loc("input.mlir":3:22)
#loc3 = loc("input.mlir":3:31)
#loc6 = loc("input.mlir":6:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":3:22), %arg2: i32 loc("input.mlir":3:31)):
    "func.return"(%arg1) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:14)):
    "foo.ref"() {f = @f} : () -> () loc(#loc7)
    %0 = "func.call"(%arg0, %arg0) <{callee = @f}> : (i32, i32) -> i32 loc(#loc8)
    "func.return"(%0) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":6:1)
#loc7 = loc("input.mlir":7:3)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

