#loc2 = loc("input.mlir":6:25)
#loc5 = loc("input.mlir":9:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreg_region"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":6:25)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    %1 = "foo.op"(%arg0) ({
    ^bb0(%arg1: i32 loc("input.mlir":9:8)):
      %2 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      %3 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      "foo.yield"(%2) : (i32) -> () loc(#loc8)
    }) : (i32) -> i32 loc(#loc4)
    "func.return"(%1) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc3 = loc("input.mlir":7:8)
#loc4 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":10:10)
#loc7 = loc("input.mlir":11:10)
#loc8 = loc("input.mlir":12:5)
#loc9 = loc("input.mlir":14:3)

