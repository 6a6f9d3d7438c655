#loc3 = loc("input.mlir":5:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "indirect_to_direct"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":5:31)):
    %0 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32) loc(#loc4)
    %1 = "func.call_indirect"(%0, %arg0) : ((i32) -> i32, i32) -> i32 loc(#loc5)
    "func.return"(%1) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)

