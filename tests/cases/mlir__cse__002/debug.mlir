#loc2 = loc("input.mlir":3:29)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "dead_and_unknown"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:29)):
    %0 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    %1 = "foo.op"(%arg0) : (i32) -> i32 loc(#loc4)
    %2 = "foo.op"(%arg0) : (i32) -> i32 loc(#loc5)
    "func.return"(%1, %2) : (i32, i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

