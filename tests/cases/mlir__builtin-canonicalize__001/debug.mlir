#loc2 = loc("input.mlir":2:21)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "identity"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:21)):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i32 loc(#loc3)
    "func.return"(%0) : (i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

