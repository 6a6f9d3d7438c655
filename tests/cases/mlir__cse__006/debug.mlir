#loc2 = loc("input.mlir":3:18)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:18)):
    "foo.graph"() ({
      %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
      "foo.use"(%0, %1, %2) : (i32, i32, i32) -> () loc(#loc5)
      %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      %2 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc7)
      %3 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
      "foo.use"(%3) : (i32) -> () loc(#loc9)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:10)
#loc5 = loc("input.mlir":6:5)
#loc6 = loc("input.mlir":7:10)
#loc7 = loc("input.mlir":8:10)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":12:3)

