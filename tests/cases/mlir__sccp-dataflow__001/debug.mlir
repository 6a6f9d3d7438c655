#loc2 = loc("input.mlir":4:24)
#loc8 = loc("input.mlir":11:18)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":4:24)):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %5 = "arith.subi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %6 = "func.call"(%5) <{callee = @rec}> : (i32) -> i32 loc(#loc5)
    "func.return"(%6) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "entry"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":11:18)):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32 loc(#loc9)
    %1 = "func.call"(%0) <{callee = @rec}> : (i32) -> i32 loc(#loc10)
    %2 = "func.call"(%arg0) <{callee = @rec}> : (i32) -> i32 loc(#loc11)
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc12)
    "func.return"(%3) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:9)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)
#loc7 = loc("input.mlir":11:1)
#loc9 = loc("input.mlir":12:9)
#loc10 = loc("input.mlir":13:8)
#loc11 = loc("input.mlir":14:8)
#loc12 = loc("input.mlir":15:8)
#loc13 = loc("input.mlir":16:3)

