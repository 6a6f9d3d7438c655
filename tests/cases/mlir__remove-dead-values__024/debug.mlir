#loc2 = loc("input.mlir":3:23)
#loc6 = loc("input.mlir":7:23)
#loc10 = loc("input.mlir":11:17)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p1", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32 loc("input.mlir":3:23)):
    %3 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "func.return"(%3) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p2", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":7:23)):
    %2 = "func.call"(%arg1) <{callee = @p1}> : (i32) -> i32 loc(#loc7)
    "func.return"(%2) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "root"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":11:17)):
    %0 = "func.call"(%arg0) <{callee = @p2}> : (i32) -> i32 loc(#loc11)
    %1 = "func.call"(%arg0) <{callee = @p1}> : (i32) -> i32 loc(#loc12)
    "func.return"(%0) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:1)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:3)
#loc9 = loc("input.mlir":11:1)
#loc11 = loc("input.mlir":12:8)
#loc12 = loc("input.mlir":13:8)
#loc13 = loc("input.mlir":14:3)

