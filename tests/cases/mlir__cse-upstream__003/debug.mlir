"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32), sym_name = "different_ops"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc2)
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    "func.return"(%0, %1) : (i32, i32) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":6:3)

