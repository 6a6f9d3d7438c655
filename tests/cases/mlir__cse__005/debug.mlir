#loc2 = loc("input.mlir":4:32)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unregistered_region"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:32)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "foo.region"() ({
      %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
      %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      "foo.use"(%1, %2) : (i32, i32) -> () loc(#loc7)
    }) : () -> () loc(#loc4)
    "func.return"(%0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:3)
#loc5 = loc("input.mlir":7:10)
#loc6 = loc("input.mlir":8:10)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:3)

