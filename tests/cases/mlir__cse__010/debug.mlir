#loc2 = loc("input.mlir":3:15)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f1"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:15)):
    %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    %3 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "func.return"(%4) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "f2"}> ({
    %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(#loc8)
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(#loc9)
    "func.return"(%0, %1) : (i32, i32) -> () loc(#loc10)
  }) : () -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":9:1)
#loc8 = loc("input.mlir":10:8)
#loc9 = loc("input.mlir":11:8)
#loc10 = loc("input.mlir":12:3)

