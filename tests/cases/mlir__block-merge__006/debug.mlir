#loc2 = loc("input.mlir":3:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "internal_order"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:27)):
    "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "foo.use"(%0, %1) : (i32, i32) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
    %3 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    "foo.use"(%3, %2) : (i32, i32) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)
#loc7 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":11:8)
#loc9 = loc("input.mlir":12:8)
#loc10 = loc("input.mlir":13:3)
#loc11 = loc("input.mlir":14:3)

