#loc2 = loc("input.mlir":3:14)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:14)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "func.return"(%3) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:3)

