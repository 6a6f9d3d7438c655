#loc2 = loc("input.mlir":3:24)
#loc3 = loc("input.mlir":3:33)
#loc6 = loc("input.mlir":6:20)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "two", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":3:24), %arg2: i32 loc("input.mlir":3:33)):
    "func.return"(%arg1, %arg2) : (i32, i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "use_two"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:20)):
    %0:2 = "func.call"(%arg0, %arg0) <{callee = @two}> : (i32, i32) -> (i32, i32) loc(#loc7)
    %1:2 = "func.call"(%arg0, %arg0) <{callee = @two}> : (i32, i32) -> (i32, i32) loc(#loc8)
    %2 = "arith.addi"(%0#0, %1#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    "func.return"(%2) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":6:1)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:8)
#loc10 = loc("input.mlir":10:3)

