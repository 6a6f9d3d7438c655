#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:29)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i64), sym_name = "partial"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:20), %arg1: i32 loc("input.mlir":2:29)):
    %0:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, i32) -> (i64, i64) loc(#loc4)
    %1 = "builtin.unrealized_conversion_cast"(%0#0) : (i64) -> i32 loc(#loc5)
    "func.return"(%1, %0#1) : (i32, i64) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

