#loc2 = loc("input.mlir":2:34)
#loc3 = loc("input.mlir":2:44)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "check_cummutative_cse"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:34), %arg1: i32 loc("input.mlir":2:44)):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %1 = "arith.addi"(%arg1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%2) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

