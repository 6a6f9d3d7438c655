#loc2 = loc("input.mlir":3:18)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:18)):
    "foo.graph"() ({
      %0 = "foo.a"(%1) : (i32) -> i32 loc(#loc4)
      %1 = "foo.b"(%0) : (i32) -> i32 loc(#loc5)
      %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:10)
#loc5 = loc("input.mlir":6:10)
#loc6 = loc("input.mlir":7:10)
#loc7 = loc("input.mlir":9:3)

