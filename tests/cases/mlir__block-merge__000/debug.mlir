#loc2 = loc("input.mlir":5:24)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "same_blocks"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":5:24)):
    "foo.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc3)
  ^bb1:  // pred: ^bb0
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "func.return"(%0) : (i32) -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%1) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc3 = loc("input.mlir":6:3)
#loc4 = loc("input.mlir":8:8)
#loc5 = loc("input.mlir":9:3)
#loc6 = loc("input.mlir":11:8)
#loc7 = loc("input.mlir":12:3)

