#loc2 = loc("input.mlir":3:22)
#loc3 = loc("input.mlir":3:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "roundtrip"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:22), %arg1: i32 loc("input.mlir":3:31)):
    %0:2 = "builtin.unrealized_conversion_cast"(%arg0, %arg1) : (i32, i32) -> (i64, i64) loc(#loc4)
    %1:2 = "builtin.unrealized_conversion_cast"(%0#0, %0#1) : (i64, i64) -> (i32, i32) loc(#loc5)
    "func.return"(%1#0, %1#1) : (i32, i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:3)

